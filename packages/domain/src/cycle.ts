import { prorate } from './money'
import { DAY_MS } from './year-card'

/**
 * Cycle purchases (周期购 / 陪伴计划, spec §7 accompanyActivity, order type accompany; docs/cycle-purchases.md): one
 * paid order delivered N times, `intervalDays` apart, `unitsPerDelivery` units each. The order has one line of
 * N × unitsPerDelivery units; delivery k ships units (k−1)·u … k·u−1 of it, so what each delivery is worth is the
 * largest-remainder share of those units (the refund pipeline's own rule): the deliveries sum to what the line paid,
 * and a refund of the deliveries not made returns exactly their shares.
 */

/** A delivery's life: waiting for its day, its parcel made (to pack and ship), shipped, or cancelled by a refund. */
export const CYCLE_DELIVERY_STATUSES = ['scheduled', 'ready', 'shipped', 'cancelled'] as const
export type CycleDeliveryStatus = (typeof CYCLE_DELIVERY_STATUSES)[number]

export const CYCLE_DELIVERY_STATUS_LABELS: Record<CycleDeliveryStatus, string> = {
  scheduled: '待配送',
  ready: '备货中',
  shipped: '已发货',
  cancelled: '已退款',
}

export interface ScheduledDelivery {
  seq: number
  /** Epoch ms. */
  dueAt: number
  status: CycleDeliveryStatus
}

/** The first schedule: delivery 1 at `start`, then one every `intervalDays`. */
export function cycleSchedule(start: number, intervalDays: number, deliveries: number): ScheduledDelivery[] {
  if (!Number.isSafeInteger(deliveries) || deliveries < 1) throw new RangeError(`at least one delivery: ${deliveries}`)
  if (!Number.isSafeInteger(intervalDays) || intervalDays < 1) throw new RangeError(`interval ≥ 1 day: ${intervalDays}`)
  return Array.from({ length: deliveries }, (_, i) => ({
    seq: i + 1,
    dueAt: start + i * intervalDays * DAY_MS,
    status: 'scheduled' as const,
  }))
}

/**
 * What each delivery is worth: the shares of its units of the line's paid amount (they sum to `paid`). The refund
 * pipeline hands out a line's unit shares from the first unit on, and a refund takes the last deliveries, so delivery
 * k is given units (N−k)·u … (N−k+1)·u−1: a refund of the last m deliveries returns exactly their shares.
 */
export function deliveryShares(paid: number, deliveries: number, unitsPerDelivery: number): number[] {
  const units = prorate(paid, new Array<number>(deliveries * unitsPerDelivery).fill(1))
  return Array.from({ length: deliveries }, (_, k) => {
    const from = (deliveries - 1 - k) * unitsPerDelivery
    return units.slice(from, from + unitsPerDelivery).reduce((a, b) => a + b, 0)
  })
}

/**
 * Skipping delivery `seq` (still scheduled): it and every later scheduled delivery move one interval later, so the
 * shopper still gets every delivery paid for, one period further on. The others are untouched.
 */
export function skipDelivery<D extends ScheduledDelivery>(
  deliveries: readonly D[],
  seq: number,
  intervalDays: number,
): D[] {
  const skipped = deliveries.find((d) => d.seq === seq)
  if (!skipped || skipped.status !== 'scheduled') throw new RangeError(`delivery ${seq} is not scheduled`)
  return deliveries.map((d) =>
    d.status === 'scheduled' && d.seq >= seq ? { ...d, dueAt: d.dueAt + intervalDays * DAY_MS } : d,
  )
}

/**
 * Resuming after a pause from `pausedAt` to `now`: the scheduled deliveries move later by the whole days paused
 * (rounded up), so the spacing between them stays the plan's, and none falls inside the pause.
 */
export function resumeSchedule<D extends ScheduledDelivery>(
  deliveries: readonly D[],
  pausedAt: number,
  now: number,
): D[] {
  const days = Math.max(0, Math.ceil((now - pausedAt) / DAY_MS))
  return deliveries.map((d) => (d.status === 'scheduled' ? { ...d, dueAt: d.dueAt + days * DAY_MS } : d))
}

/**
 * How many of the deliveries still to ship a refund took: the units a refund holds or returned before they shipped,
 * in whole deliveries (a refund takes the last deliveries first). `unitsFree` is what is left to ship and not held.
 */
export function deliveriesLeft(unitsFree: number, unitsPerDelivery: number): number {
  return Math.floor(Math.max(0, unitsFree) / unitsPerDelivery)
}
