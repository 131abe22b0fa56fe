import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'

/** Debian's Chromium, started as this machine allows (no sandbox as root, no background networking). */
function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** The phones the running journey opened, with what their pages threw. */
const opened: { page: Page; errors: string[] }[] = []

/** One Chromium for a journey file: launched before its tests, closed after them. Call it at the file's top level. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  // A failed journey leaves what its phones showed and what their pages threw, to read after the run (and in CI).
  afterEach(async ({ task }) => {
    const phones = opened.splice(0)
    if (task.result?.state !== 'fail') return
    mkdirSync(artifacts, { recursive: true })
    for (const [i, { page, errors }] of phones.entries()) {
      if (!page.isClosed())
        await page.screenshot({ path: join(artifacts, `failed-${task.name.slice(0, 40)}-${i}.png`) }).catch(() => {})
      console.log(`phone ${i} at ${page.url()}: ${errors.length ? errors.join('\n') : 'no page errors'}`)
    }
  })
  return () => {
    if (!browser) throw new Error('the browser is not launched yet')
    return browser
  }
}

/** A phone: 375×812, touch, the shop served by the global setup; `userAgent` to be another browser (WeChat's). */
export async function openPhone(
  browser: Browser,
  options: { userAgent?: string } = {},
): Promise<{ context: BrowserContext; page: Page; baseUrl: string }> {
  const baseUrl = inject('baseUrl')
  const context = await browser.newContext({
    ...options,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    baseURL: baseUrl,
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()} ${request.failure()?.errorText}`))
  opened.push({ page, errors })
  return { context, page, baseUrl }
}

/** A desktop browser for the operations console: 1440×900, the shop served by the global setup. */
export async function openDesktop(browser: Browser): Promise<{ context: BrowserContext; page: Page; baseUrl: string }> {
  const baseUrl = inject('baseUrl')
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    // The brand's staff work in China time; the console shows and takes times in the browser's zone.
    timezoneId: 'Asia/Shanghai',
    baseURL: baseUrl,
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()} ${request.failure()?.errorText}`))
  opened.push({ page, errors })
  return { context, page, baseUrl }
}

const artifacts = join(__dirname, '..', 'artifacts')

/**
 * Keeps a screenshot of the step under e2e/artifacts (ignored by git) to look at after a run. It waits for the page
 * on top to have slid into place first: the H5 router moves pages in with a transition, and text on a page still
 * sliding in already counts as visible.
 */
export async function snap(page: Page, name: string) {
  mkdirSync(artifacts, { recursive: true })
  await page.waitForFunction(() => {
    const shown = [...document.querySelectorAll('.taro_router > .taro_page')].filter(
      (element) => getComputedStyle(element).display !== 'none',
    )
    const top = shown.at(-1)
    return !top || Math.abs(top.getBoundingClientRect().left) < 1
  })
  await page.screenshot({ path: join(artifacts, `${name}.png`) })
}
