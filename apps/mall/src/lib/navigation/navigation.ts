import Taro from '@tarojs/taro'
import { setCommon } from '../state/common-state'
import { PAGES, isTabPage, pathOf, queryOf, url } from './routes'

/** WeChat keeps at most 10 pages on the stack; at the limit a new page replaces the current one. */
export const MAX_PAGE_STACK = 10

/**
 * Where a tap can lead (spec §2): a page path with its query (`/pages/pdp/index?id=1` or without the slash),
 * an http(s) link (opened in the web-view page), or a number of pages to go back.
 */
export type NavTarget = string | number

export interface NavigateOptions {
  /** Replace the current page instead of stacking a new one (ignored for tab pages and numbers). */
  replace?: boolean
}

const HOME = url(PAGES.home)

/** The one navigation helper: every rule of spec §2 lives here. */
export async function navigate(target: NavTarget, options: NavigateOptions = {}): Promise<void> {
  if (typeof target === 'number') return goBack(target)
  const link = target.trim()
  if (/^https?:\/\//i.test(link)) return openPage(url(PAGES.webView, { url: link, from: currentRoute() }), options)
  const page = link.startsWith('/') ? link : `/${link}`
  if (isTabPage(page)) return switchTo(page)
  return openPage(page, options)
}

/** Tab pages take no query: a category target leaves its id and item in the common state first. */
async function switchTo(page: string): Promise<void> {
  if (pathOf(page) === PAGES.category) {
    const { id, item } = queryOf(page)
    setCommon({ categoryId: id ?? null, item: item ?? null })
  }
  await Taro.switchTab({ url: `/${pathOf(page)}` })
}

async function openPage(page: string, { replace = false }: NavigateOptions): Promise<void> {
  if (replace || Taro.getCurrentPages().length >= MAX_PAGE_STACK) {
    await Taro.redirectTo({ url: page })
    return
  }
  try {
    await Taro.navigateTo({ url: page })
  } catch (error) {
    const message = errMsg(error)
    if (/webview count limit exceed/i.test(message)) await Taro.redirectTo({ url: page })
    else if (/tab ?bar page/i.test(message)) await switchTo(page)
    else if (/not found/i.test(message))
      await Taro.switchTab({ url: HOME }) // an unknown page goes home
    else throw error
  }
}

/** Goes back `delta` pages; with nothing to go back to (an H5 page opened directly) it goes home. */
async function goBack(delta: number): Promise<void> {
  if (Taro.getCurrentPages().length <= 1) {
    await Taro.switchTab({ url: HOME })
    return
  }
  await Taro.navigateBack({ delta: Math.max(1, Math.floor(delta)) })
}

/** The route of the page on top (the web view's `from`). */
function currentRoute(): string | undefined {
  const pages = Taro.getCurrentPages()
  return pages[pages.length - 1]?.route
}

function errMsg(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'errMsg' in error) return String(error.errMsg)
  return error instanceof Error ? error.message : String(error)
}
