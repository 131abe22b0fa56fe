/**
 * Flash sales (秒杀, spec §3 secSetting, §4 activity status): a slot is a half-open time range [start, end) read in
 * China time; each SKU of the sale has its own allotment (inventory) of which `used` units are taken; a customer may
 * buy at most `limit` units of one sale, counting quantity (cancelled orders give theirs back). Pure: the clock is
 * passed in.
 */
import { activityStatus, ActivityStatus } from './activity'
import { CHINA_OFFSET_MS, chinaDayNumber } from './china-time'

/** The words a slot's tab shows under its time (spec §2 seckill/index). */
export const FLASH_SLOT_LABELS = {
  [ActivityStatus.NotStarted]: '即将开始',
  [ActivityStatus.InProgress]: '抢购中',
  [ActivityStatus.Ended]: '已结束',
} as const

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A slot as its tab reads: the status by time (half-open: the start belongs to the slot, the end does not), the
 * China clock time it starts ("10:00"), its day relative to today in China ("今天", "明天", else "11月26日") and
 * the milliseconds left to the next boundary (to the start while waiting, to the end while running, 0 when ended).
 */
export function flashSlot(start: number, end: number, now: number) {
  const status = activityStatus(start, end, now)
  const wall = new Date(start + CHINA_OFFSET_MS)
  const days = chinaDayNumber(start) - chinaDayNumber(now)
  const day =
    days === 0
      ? '今天'
      : days === 1
        ? '明天'
        : days === -1
          ? '昨天'
          : `${wall.getUTCMonth() + 1}月${wall.getUTCDate()}日`
  const msLeft =
    status === ActivityStatus.NotStarted ? start - now : status === ActivityStatus.InProgress ? end - now : 0
  return {
    status,
    label: FLASH_SLOT_LABELS[status],
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
    day,
    msLeft,
  }
}

/** Two half-open ranges overlap when each starts before the other ends ([10, 12) and [12, 14) do not). */
export const rangesOverlap = (a: { start: number; end: number }, b: { start: number; end: number }): boolean =>
  a.start < b.end && b.start < a.end

/** What the fast gate (or the database) says to one request for `quantity` units. */
export type FlashAdmission = 'admitted' | 'soldOut' | 'limitExceeded'

/** The gate's counts for one SKU of a sale and one buyer: units left of the allotment, units the buyer holds. */
export interface FlashCounts {
  left: number
  bought: number
}

/**
 * The one admission rule, as the in-process gate applies it and the Redis script mirrors it: a request is
 * admitted only when the allotment has the units (`left ≥ quantity`) and the buyer stays within the limit
 * (`bought + quantity ≤ limit`); the limit is checked first so a buyer at the limit is told so even when sold out.
 * An admitted request moves both counts; a refused one moves neither.
 */
export function admitFlash(
  counts: FlashCounts,
  quantity: number,
  limit: number,
): { admission: FlashAdmission; counts: FlashCounts } {
  if (!Number.isInteger(quantity) || quantity < 1) throw new RangeError(`quantity must be a positive integer`)
  if (counts.bought + quantity > limit) return { admission: 'limitExceeded', counts }
  if (counts.left < quantity) return { admission: 'soldOut', counts }
  return { admission: 'admitted', counts: { left: counts.left - quantity, bought: counts.bought + quantity } }
}

/** Units a buyer may still take of a sale: the limit less what they hold, capped by what is left. */
export const flashAllowance = (counts: FlashCounts, limit: number): number =>
  Math.max(0, Math.min(counts.left, limit - counts.bought))

/** The share sold, 0–100 whole percent, for the progress bar (a sold-out SKU is 100 even if units came back). */
export function flashProgress(inventory: number, used: number): number {
  if (inventory <= 0) return 100
  return Math.min(100, Math.max(0, Math.floor((used * 100) / inventory)))
}
