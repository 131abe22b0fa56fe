import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canMoveTryUse, tryUseSeatsLeft, TRY_USE_STATUS_LABELS, TRY_USE_STATUSES, type TryUseStatus } from './try-use'

describe('try-use applications', () => {
  it.each<[TryUseStatus, TryUseStatus, boolean]>([
    ['applied', 'approved', true],
    ['applied', 'rejected', true],
    ['applied', 'lapsed', false],
    ['approved', 'lapsed', true],
    ['approved', 'rejected', false],
    ['approved', 'approved', false],
    ['rejected', 'approved', false],
    ['lapsed', 'approved', false],
  ])('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveTryUse(from, to)).toBe(allowed)
  })

  it('every status has a label', () => {
    for (const status of TRY_USE_STATUSES) expect(TRY_USE_STATUS_LABELS[status]).toMatch(/\S/)
  })

  it('property: seats left are never negative and never more than the seats', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(20_000), (seats, approved) => {
        const left = tryUseSeatsLeft({ seats, approved })
        expect(left).toBeGreaterThanOrEqual(0)
        expect(left).toBeLessThanOrEqual(seats)
        if (approved <= seats) expect(left + approved).toBe(seats)
      }),
    )
  })
})
