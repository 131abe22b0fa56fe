/**
 * The wish list (心愿单, docs/wish-list.md): a customer's wishes — a goods they want, or a wish in their own words —
 * that the distributor they are bound to turns into a push order, whose order is of type `wish_list`.
 */

/** Days an open wish waits for its distributor. */
export const WISH_DAYS = 30
/** Open wishes a customer may have at once. */
export const MAX_OPEN_WISHES = 20

export const WISH_STATUSES = ['open', 'pushed', 'ordered', 'cancelled', 'expired'] as const
export type WishStatus = (typeof WISH_STATUSES)[number]

export const WISH_STATUS_LABELS: Record<WishStatus, string> = {
  open: '待顾问推荐',
  pushed: '顾问已推单',
  ordered: '已下单',
  cancelled: '已取消',
  expired: '已过期',
}

/** What a wish's status is made of: its own row and the push order it became. */
export interface WishFacts {
  cancelled: boolean
  /** The push order its distributor sent for it, if any. */
  pushed: boolean
  /** That push order became an order. */
  ordered: boolean
  expiresAt: Date
  now: Date
}

/** Cancelled and pushed wishes stay so; an open one expires after WISH_DAYS (read, not swept). */
export function wishStatus(f: WishFacts): WishStatus {
  if (f.ordered) return 'ordered'
  if (f.pushed) return 'pushed'
  if (f.cancelled) return 'cancelled'
  return f.expiresAt <= f.now ? 'expired' : 'open'
}

/** Why a customer cannot make this wish now, or null. */
export function wishRefusal(f: {
  openWishes: number
  /** An open wish for the same goods already exists. */
  sameGoodsOpen: boolean
}): 'wishExists' | 'wishTooMany' | null {
  if (f.sameGoodsOpen) return 'wishExists'
  if (f.openWishes >= MAX_OPEN_WISHES) return 'wishTooMany'
  return null
}

/**
 * Why a distributor cannot turn this wish into a push order, or null. A wish of a customer who is not (or no
 * longer) bound to them is not found, exactly like a wrong id, so an id tells a stranger nothing.
 */
export function pushRefusal(
  f: WishFacts & { boundToDistributor: boolean },
): 'wishNotFound' | 'wishNotOpen' | 'wishExpired' | null {
  if (!f.boundToDistributor) return 'wishNotFound'
  const status = wishStatus(f)
  if (status === 'expired') return 'wishExpired'
  return status === 'open' ? null : 'wishNotOpen'
}
