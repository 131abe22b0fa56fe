import { PAGES, url, type PagePath } from './routes'

/**
 * The landing page's rules (emptyPage/index, docs/personal-centre.md "The landing page"): what a mini-program code's
 * scene, a short link or an H5 share names, turned into the page it opens. Pure: the page resolves a distributor's
 * share (`sp~…`) through sceneChange first and hands its page and parameters here.
 */

/** `type=…` of a link or scene: the page it opens and the one value that page needs (null: none). */
const KINDS: Record<string, { page: PagePath; param: string | null }> = {
  home: { page: PAGES.home, param: null },
  goods: { page: PAGES.pdp, param: 'id' },
  article: { page: PAGES.articleDetail, param: 'id' },
  activity: { page: PAGES.activity, param: 'code' },
  seckill: { page: PAGES.seckill, param: 'activityId' },
  group: { page: PAGES.groupDetail, param: 'groupId' },
  gift: { page: PAGES.giftReceive, param: 'giftCode' },
  coupon: { page: PAGES.couponDetail, param: 'id' },
  survey: { page: PAGES.survey, param: 'id' },
  draw: { page: PAGES.draw, param: 'id' },
  help: { page: PAGES.friendHelpDetail, param: 'taskId' },
  push: { page: PAGES.pushOrder, param: 'code' },
  distribution: { page: PAGES.distributorPushDetail, param: 'code' },
  yearCard: { page: PAGES.yearCard, param: null },
  pointsMall: { page: PAGES.pointsMall, param: null },
  signIn: { page: PAGES.signIn, param: null },
}

const PAGE_PATHS = new Set<string>(Object.values(PAGES).filter((page) => page !== PAGES.emptyPage))
/** A value a page takes from a link: ids, codes (gift codes are base64url). */
const VALUE = /^[\w-]{1,64}$/
/** Names the landing reads itself: never passed on. */
const OWN = new Set(['page', 'type', 'scene', 'title', 'hint'])

export type SceneValue =
  /** A distributor's share (`sp~<key>`): resolved by sceneChange into its page and parameters. */
  | { kind: 'share'; scene: string }
  /** A scene written as a query (`type=goods&id=12`, WeChat's advice for codes of at most 32 characters). */
  | { kind: 'query'; query: Record<string, string> }

/** What a scene carries: a share, a query, or nothing usable (null). Scenes arrive percent-encoded, once or twice. */
export function readScene(raw: string): SceneValue | null {
  let value = raw.trim()
  for (let i = 0; i < 2 && value.includes('%'); i++) {
    try {
      value = decodeURIComponent(value)
    } catch {
      return null
    }
  }
  if (value.includes('sp~')) return { kind: 'share', scene: value }
  if (!value.includes('=')) return null
  const query: Record<string, string> = {}
  for (const pair of value.split('&')) {
    const [name = '', item = ''] = pair.split('=')
    if (name) query[name] = item
  }
  return { kind: 'query', query }
}

/**
 * The url a landing query opens: `page=pages/…` (any page of the shop but the landing itself) with its other
 * values as the page's query, or `type=…` with the value that page needs. Null when it names no page of the shop,
 * lacks the value, or carries one that cannot be an id or code.
 */
export function landingUrl(query: Record<string, string | undefined>): string | null {
  const passed = Object.entries(query).filter(
    (entry): entry is [string, string] => !OWN.has(entry[0]) && entry[1] !== undefined && entry[1] !== '',
  )
  if (passed.some(([name, value]) => !/^[A-Za-z]\w{0,31}$/.test(name) || !VALUE.test(value))) return null
  if (query.page) {
    const page = query.page.replace(/^\/+/, '')
    return PAGE_PATHS.has(page) ? url(page, Object.fromEntries(passed)) : null
  }
  const kind = query.type ? KINDS[query.type] : undefined
  if (!kind) return null
  if (kind.param === null) return url(kind.page)
  const value = query[kind.param]
  return value && VALUE.test(value) ? url(kind.page, { [kind.param]: value }) : null
}
