import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cycleSchedule,
  deliveriesLeft,
  deliveryShares,
  resumeSchedule,
  skipDelivery,
  type ScheduledDelivery,
} from './cycle'
import { assertRefundable } from './orders/refund'
import { DAY_MS } from './year-card'

const START = Date.UTC(2026, 0, 1, 2)
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

describe('cycle schedules', () => {
  it.each([
    [1, 30, [0]],
    [3, 30, [0, 30, 60]],
    [6, 7, [0, 7, 14, 21, 28, 35]],
  ])('%i deliveries every %i days', (n, interval, days) => {
    const schedule = cycleSchedule(START, interval, n)
    expect(schedule.map((d) => (d.dueAt - START) / DAY_MS)).toEqual(days)
    expect(schedule.map((d) => d.seq)).toEqual(days.map((_, i) => i + 1))
    expect(schedule.every((d) => d.status === 'scheduled')).toBe(true)
  })

  it('refuses no delivery or no interval', () => {
    expect(() => cycleSchedule(START, 30, 0)).toThrow(RangeError)
    expect(() => cycleSchedule(START, 0, 3)).toThrow(RangeError)
  })

  it('skipping moves that delivery and the later scheduled ones one interval on, not those made', () => {
    const schedule: ScheduledDelivery[] = cycleSchedule(START, 30, 4).map((d) =>
      d.seq === 1 ? { ...d, status: 'shipped' } : d,
    )
    const skipped = skipDelivery(schedule, 3, 30)
    expect(skipped.map((d) => (d.dueAt - START) / DAY_MS)).toEqual([0, 30, 90, 120])
    expect(() => skipDelivery(skipped, 1, 30)).toThrow(RangeError)
  })

  it('resuming moves the scheduled deliveries by the whole days paused', () => {
    const schedule = cycleSchedule(START, 30, 3)
    const resumed = resumeSchedule(schedule, START + DAY_MS, START + 10 * DAY_MS + 1)
    expect(resumed.map((d) => (d.dueAt - START) / DAY_MS)).toEqual([10, 40, 70])
  })

  it('property: skips and pauses keep every delivery, in order, at least an interval apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.oneof(fc.record({ skip: fc.nat(12) }), fc.record({ pause: fc.nat(90 * DAY_MS) })), {
          maxLength: 8,
        }),
        (n, interval, moves) => {
          let schedule = cycleSchedule(START, interval, n)
          let now = START
          for (const move of moves) {
            if ('skip' in move) schedule = skipDelivery(schedule, (move.skip % n) + 1, interval)
            else {
              schedule = resumeSchedule(schedule, now, now + move.pause)
              now += move.pause
            }
          }
          expect(schedule).toHaveLength(n)
          for (let i = 1; i < n; i++) {
            expect(schedule[i]!.dueAt - schedule[i - 1]!.dueAt).toBeGreaterThanOrEqual(interval * DAY_MS)
          }
        },
      ),
    )
  })
})

describe('cycle money', () => {
  it.each([
    [1000, 3, 1, [333, 333, 334]],
    [59_400, 6, 1, [9_900, 9_900, 9_900, 9_900, 9_900, 9_900]],
    [1001, 2, 2, [500, 501]],
    [0, 2, 1, [0, 0]],
  ])('%i paid over %i deliveries of %i units', (paid, n, units, shares) => {
    expect(deliveryShares(paid, n, units)).toEqual(shares)
  })

  it('deliveries left after a refund are whole deliveries', () => {
    expect(deliveriesLeft(6, 1)).toBe(6)
    expect(deliveriesLeft(5, 2)).toBe(2)
    expect(deliveriesLeft(-1, 2)).toBe(0)
  })

  it('property: the deliveries sum to what was paid; a refund after k deliveries returns exactly the rest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 5 }),
        fc.nat(24),
        (paid, n, units, k) => {
          const shares = deliveryShares(paid, n, units)
          expect(sum(shares)).toBe(paid)
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(units)
          const delivered = Math.min(k, n)
          const undelivered = sum(shares.slice(delivered))
          expect(sum(shares.slice(0, delivered)) + undelivered).toBe(paid)
          if (delivered === n) return
          // The refund pipeline, asked for the units not delivered, returns exactly their deliveries' shares.
          const refund = assertRefundable(
            {
              totalRealPayPoints: 0,
              actualShippingPrice: 0,
              lines: [{ id: '1', quantity: n * units, realPayAmount: paid, pointsAmount: 0 }],
            },
            [],
            { lines: [{ lineId: '1', quantity: (n - delivered) * units }] },
          )
          expect(refund.totalAmount).toBe(undelivered)
        },
      ),
    )
  })
})
