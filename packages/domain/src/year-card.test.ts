import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DAY, line, NOW, price, RULES } from './pricing/cart.fixtures'
import { priceCart } from './pricing/price-cart'
import {
  activePeriod,
  DAY_MS,
  extraPointsOf,
  monthlyCouponTimes,
  nextPeriod,
  type MembershipPeriod,
  type YearCardBenefit,
} from './year-card'

describe('year card periods', () => {
  it('a first purchase starts now; a renewal while it runs starts when it ends; after it ended, now', () => {
    const first = nextPeriod([], 365, NOW)
    expect(first).toEqual({ startsAt: NOW, endsAt: NOW + 365 * DAY_MS })
    expect(nextPeriod([first], 30, NOW + DAY_MS)).toEqual({
      startsAt: first.endsAt,
      endsAt: first.endsAt + 30 * DAY_MS,
    })
    const later = first.endsAt + 10 * DAY_MS
    expect(nextPeriod([first], 30, later)).toEqual({ startsAt: later, endsAt: later + 30 * DAY_MS })
    expect(() => nextPeriod([], 0, NOW)).toThrow(RangeError)
  })

  it('property: purchases at any times never overlap, never shrink, and each adds exactly its days', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ gap: fc.integer({ min: 0, max: 800 * DAY_MS }), days: fc.integer({ min: 1, max: 400 }) }),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        (buys) => {
          const periods: MembershipPeriod[] = []
          let now = NOW
          let lastEnd = Number.NEGATIVE_INFINITY
          for (const { gap, days } of buys) {
            now += gap
            const next = nextPeriod(periods, days, now)
            expect(next.startsAt).toBeGreaterThanOrEqual(now)
            expect(next.endsAt - next.startsAt).toBe(days * DAY_MS)
            for (const p of periods) expect(next.startsAt >= p.endsAt || next.endsAt <= p.startsAt).toBe(true)
            expect(next.endsAt).toBeGreaterThan(lastEnd)
            // A card still running is extended without a gap.
            if (lastEnd > now) expect(next.startsAt).toBe(lastEnd)
            lastEnd = next.endsAt
            periods.push(next)
          }
        },
      ),
    )
  })

  it('the active period is the one holding now, half-open', () => {
    const p = { startsAt: NOW, endsAt: NOW + DAY_MS }
    expect(activePeriod([p], NOW)).toBe(p)
    expect(activePeriod([p], NOW + DAY_MS)).toBeNull()
  })

  it('a monthly coupon every 30 days from the first day', () => {
    expect(monthlyCouponTimes({ startsAt: 0, endsAt: 365 * DAY_MS })).toHaveLength(13)
    expect(monthlyCouponTimes({ startsAt: 0, endsAt: 30 * DAY_MS })).toEqual([0])
    expect(extraPointsOf(99, 50)).toBe(49)
  })
})

describe('year card benefits in the pricing engine', () => {
  const card: YearCardBenefit = {
    cardId: '1',
    startsAt: NOW - DAY,
    endsAt: NOW + DAY,
    memberPricePercent: 90,
    freeShipping: true,
  }

  it('while it runs: the member price (truncated to the fen) is the unit price, and shipping is free', () => {
    const result = price({ lines: [line('a', 3333)], yearCard: card })
    expect(result.lines[0]).toMatchObject({ activityPrice: 2999, originAmount: 2999 })
    expect(result.originShippingPrice).toBe(1000)
    expect(result.actualShippingPrice).toBe(0)
    expect(result.totalRealPayAmount).toBe(2999)
  })

  it('a lower activity price stays; add-on lines keep their swap price', () => {
    const result = price({ lines: [line('a', 10000, 1, { activityPrice: 5000 })], yearCard: card })
    expect(result.lines[0]).toMatchObject({ activityPrice: 5000 })
    const withAddOn = price({ lines: [line('a', 10000), line('b', 900, 1, { addOnOf: 'p' })], yearCard: card })
    expect(withAddOn.lines[1]!.activityPrice).toBeNull()
  })

  it('before it starts or once it ended, nothing', () => {
    for (const now of [NOW - 2 * DAY, NOW + DAY]) {
      const result = priceCart({ rules: RULES, lines: [line('a', 3333)], yearCard: card }, { now })
      expect(result.lines[0]!.activityPrice).toBeNull()
      expect(result.actualShippingPrice).toBe(1000)
    }
  })

  it('an order with nothing to ship pays no shipping', () => {
    expect(price({ lines: [line('a', 100)], virtual: true }).actualShippingPrice).toBe(0)
  })
})
