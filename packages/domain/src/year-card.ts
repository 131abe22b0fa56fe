/**
 * Year cards (年卡, spec §7 yearCardActivity; docs/year-cards.md): a paid membership for a period with its benefits.
 * A member's membership is a list of periods; buying again extends it from max(now, end of the last period), so
 * periods never overlap, never leave a paid day out when the card is still running, and never shrink.
 */

export const DAY_MS = 24 * 60 * 60 * 1000

/** One paid period of a membership: `[startsAt, endsAt)`, epoch ms. */
export interface MembershipPeriod {
  startsAt: number
  endsAt: number
}

/**
 * The period a purchase of `days` adds to `periods` (any order): it starts when the last one ends, or now when
 * that is past (an expired card is not extended backwards: the member does not pay for days already gone).
 */
export function nextPeriod(periods: readonly MembershipPeriod[], days: number, now: number): MembershipPeriod {
  if (!Number.isSafeInteger(days) || days < 1) throw new RangeError(`a year card runs at least one day, got ${days}`)
  const end = periods.reduce((latest, p) => Math.max(latest, p.endsAt), Number.NEGATIVE_INFINITY)
  const startsAt = Math.max(now, end)
  return { startsAt, endsAt: startsAt + days * DAY_MS }
}

/** The period running at `now`, if any. */
export const activePeriod = <P extends MembershipPeriod>(periods: readonly P[], now: number): P | null =>
  periods.find((p) => p.startsAt <= now && now < p.endsAt) ?? null

/** A monthly coupon is given every 30 days of a period, from its first day: the times it is due. */
export const MONTH_MS = 30 * DAY_MS

export function monthlyCouponTimes(period: MembershipPeriod): number[] {
  const times: number[] = []
  for (let at = period.startsAt; at < period.endsAt; at += MONTH_MS) times.push(at)
  return times
}

/**
 * What an active year card gives at checkout (the pricing engine's input): a member price, `memberPricePercent` of
 * the price (95: 9.5折; 100: none), truncated to the fen, and free shipping. The engine applies them only while
 * `now` is in `[startsAt, endsAt)`.
 */
export interface YearCardBenefit {
  cardId: string
  startsAt: number
  endsAt: number
  memberPricePercent: number
  freeShipping: boolean
}

export const isYearCardActive = (benefit: YearCardBenefit | null | undefined, now: number): boolean =>
  !!benefit && benefit.startsAt <= now && now < benefit.endsAt

/** The member price of a unit, or null when the card gives none. */
export const memberPrice = (price: number, percent: number): number | null =>
  percent >= 100 ? null : Math.floor((price * percent) / 100)

/** Extra points a paid order of an active member earns: `extraPointsPercent` of its points, rounded down. */
export const extraPointsOf = (points: number, extraPointsPercent: number): number =>
  Math.floor((points * extraPointsPercent) / 100)
