import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { admitFlash, flashAllowance, flashProgress, flashSlot, rangesOverlap, type FlashCounts } from './flash-sale'

const at = (iso: string) => Date.parse(iso)

describe('flashSlot: half-open [start, end) in China time', () => {
  const start = at('2026-11-24T02:00:00Z') // 10:00 in China
  const end = at('2026-11-24T04:00:00Z') // 12:00 in China
  it.each([
    ['2026-11-24T01:59:59Z', 1, '即将开始', 1000],
    ['2026-11-24T02:00:00Z', 2, '抢购中', 2 * 3600_000],
    ['2026-11-24T03:59:59Z', 2, '抢购中', 1000],
    ['2026-11-24T04:00:00Z', 3, '已结束', 0],
  ])('at %s → status %i %s, %i ms to the next boundary', (now, status, label, msLeft) => {
    expect(flashSlot(start, end, at(now))).toMatchObject({ status, label, time: '10:00', msLeft })
  })

  it.each([
    ['2026-11-24T01:00:00Z', '今天'],
    ['2026-11-23T15:59:59Z', '明天'], // 23:59:59 on the 23rd in China
    ['2026-11-23T16:00:00Z', '今天'], // midnight in China: the 24th already
    ['2026-11-22T12:00:00Z', '11月24日'],
    ['2026-11-25T12:00:00Z', '昨天'],
  ])('the day read at %s is %s', (now, day) => expect(flashSlot(start, end, at(now)).day).toBe(day))

  it('a slot starting 23:30 UTC is the next China day at 07:30', () => {
    const slot = flashSlot(at('2026-11-24T23:30:00Z'), at('2026-11-25T01:00:00Z'), at('2026-11-24T20:00:00Z'))
    expect(slot).toMatchObject({ time: '07:30', day: '今天' })
  })
})

describe('rangesOverlap', () => {
  it.each([
    [0, 10, 10, 20, false], // touching ends do not overlap (half-open)
    [0, 10, 9, 20, true],
    [5, 6, 0, 10, true],
    [0, 10, 20, 30, false],
  ])('[%i, %i) and [%i, %i) → %s', (a, b, c, d, expected) => {
    expect(rangesOverlap({ start: a, end: b }, { start: c, end: d })).toBe(expected)
    expect(rangesOverlap({ start: c, end: d }, { start: a, end: b })).toBe(expected)
  })
})

describe('admitFlash', () => {
  it.each([
    [{ left: 5, bought: 0 }, 2, 2, 'admitted', { left: 3, bought: 2 }],
    [{ left: 5, bought: 1 }, 2, 2, 'limitExceeded', { left: 5, bought: 1 }],
    [{ left: 1, bought: 0 }, 2, 2, 'soldOut', { left: 1, bought: 0 }],
    [{ left: 0, bought: 2 }, 1, 2, 'limitExceeded', { left: 0, bought: 2 }],
    [{ left: 1, bought: 1 }, 1, 2, 'admitted', { left: 0, bought: 2 }],
  ] as const)('%o asking %i with limit %i → %s', (counts, quantity, limit, admission, next) => {
    expect(admitFlash(counts, quantity, limit)).toEqual({ admission, counts: next })
  })

  it('refuses a quantity that is not a positive integer', () => {
    expect(() => admitFlash({ left: 5, bought: 0 }, 0, 2)).toThrow(RangeError)
    expect(() => admitFlash({ left: 5, bought: 0 }, 1.5, 2)).toThrow(RangeError)
  })

  it('never sells more than the allotment nor more than the limit to anyone, whatever the requests', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.record({ buyer: fc.integer({ min: 0, max: 9 }), quantity: fc.integer({ min: 1, max: 4 }) }), {
          maxLength: 200,
        }),
        (allotment, limit, requests) => {
          let left = allotment
          const held = new Map<number, number>()
          let sold = 0
          for (const { buyer, quantity } of requests) {
            const counts: FlashCounts = { left, bought: held.get(buyer) ?? 0 }
            const allowance = flashAllowance(counts, limit)
            const { admission, counts: next } = admitFlash(counts, quantity, limit)
            expect(admission === 'admitted').toBe(quantity <= allowance)
            if (admission === 'admitted') sold += quantity
            left = next.left
            held.set(buyer, next.bought)
          }
          expect(left).toBeGreaterThanOrEqual(0)
          expect(sold + left).toBe(allotment)
          for (const bought of held.values()) expect(bought).toBeLessThanOrEqual(limit)
        },
      ),
    )
  })
})

describe('flashProgress', () => {
  it.each([
    [100, 0, 0],
    [100, 38, 38],
    [3, 1, 33],
    [150, 150, 100],
    [0, 0, 100],
  ])('%i units, %i used → %i%%', (inventory, used, percent) => expect(flashProgress(inventory, used)).toBe(percent))
})
