import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canRecycle,
  inspectionOutcome,
  RECYCLE_STATUSES,
  recycleFrom,
  recycleReward,
  recycleStatusLabel,
  recycleUnits,
  type RecycleEvent,
  type RecycleMethod,
  type RecycleStatus,
} from './recycling'
import { DomainError } from './errors'

const codeOf = (run: () => unknown) => {
  try {
    run()
    return null
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error)
  }
}

describe('recycling lifecycle', () => {
  it.each<[RecycleMethod, RecycleStatus, RecycleEvent, boolean]>([
    ['parcel', 'requested', 'ship', true],
    ['parcel', 'requested', 'cancel', true],
    ['parcel', 'requested', 'inspect', false],
    ['parcel', 'shipped', 'inspect', true],
    ['parcel', 'shipped', 'cancel', false],
    ['parcel', 'inspected', 'inspect', false],
    ['parcel', 'rejected', 'inspect', false],
    ['counter', 'requested', 'inspect', true],
    ['counter', 'requested', 'ship', false],
    ['counter', 'requested', 'cancel', true],
    ['counter', 'inspected', 'inspect', false],
    ['counter', 'cancelled', 'inspect', false],
  ])('%s %s → %s: %s', (method, status, event, allowed) => {
    expect(canRecycle(method, status, event)).toBe(allowed)
  })

  it('an inspection starts from one status per method, so a second inspection finds nothing to move', () => {
    expect(recycleFrom('parcel', 'inspect')).toEqual(['shipped'])
    expect(recycleFrom('counter', 'inspect')).toEqual(['requested'])
    for (const method of ['parcel', 'counter'] as const) {
      for (const status of ['inspected', 'rejected', 'cancelled'] as const) {
        for (const event of ['ship', 'inspect', 'cancel'] as const)
          expect(canRecycle(method, status, event)).toBe(false)
      }
    }
  })

  it.each<[RecycleMethod, RecycleStatus, string]>([
    ['parcel', 'requested', '待寄回'],
    ['counter', 'requested', '待送至专柜'],
    ['parcel', 'shipped', '待验收'],
    ['parcel', 'inspected', '已验收'],
    ['counter', 'rejected', '未通过'],
    ['parcel', 'cancelled', '已取消'],
  ])('%s %s reads %s', (method, status, label) => {
    expect(recycleStatusLabel(method, status)).toBe(label)
  })

  it('every status has a label for both methods', () => {
    for (const status of RECYCLE_STATUSES) expect(recycleStatusLabel('parcel', status)).not.toBe('')
  })
})

describe('recycling reward', () => {
  const rule = { pointsPerUnit: 50, couponTemplateId: 7, couponMinUnits: 3 }

  it.each<[number, number, number, number | null]>([
    [5, 5, 250, 7],
    [5, 3, 150, 7],
    [5, 2, 100, null],
    [5, 0, 0, null],
  ])('%i asked, %i accepted: %i points, coupon %s', (units, accepted, points, coupon) => {
    expect(recycleReward(rule, units, accepted)).toEqual({ points, couponTemplateId: coupon })
  })

  it('refuses more accepted than asked, negative or fractional units', () => {
    expect(codeOf(() => recycleReward(rule, 2, 3))).toBe('recycleUnitsInvalid')
    expect(codeOf(() => recycleReward(rule, 2, -1))).toBe('recycleUnitsInvalid')
    expect(codeOf(() => recycleReward(rule, 2, 1.5))).toBe('recycleUnitsInvalid')
  })

  it('property: the points are the accepted units times the rate, grow with them, and nothing for none', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.option(fc.integer({ min: 1, max: 99 })),
        fc.integer({ min: 1, max: 50 }),
        fc.nat(),
        (units, perUnit, coupon, minUnits, seed) => {
          const r = { pointsPerUnit: perUnit, couponTemplateId: coupon, couponMinUnits: minUnits }
          const accepted = seed % (units + 1)
          const reward = recycleReward(r, units, accepted)
          expect(reward.points).toBe(accepted * perUnit)
          if (accepted < units)
            expect(recycleReward(r, units, accepted + 1).points).toBeGreaterThanOrEqual(reward.points)
          if (accepted === 0) expect(reward).toEqual({ points: 0, couponTemplateId: null })
          expect(reward.couponTemplateId !== null).toBe(coupon !== null && accepted >= Math.max(1, minUnits))
        },
      ),
    )
  })
})

describe('inspection outcome', () => {
  it.each<[number, number, string, string]>([
    [3, 3, '', 'inspected'],
    [3, 2, '一瓶非本品牌', 'inspected'],
    [3, 0, '瓶身破损', 'rejected'],
    [3, 2, ' ', 'recycleReasonRequired'],
    [3, 0, '', 'recycleReasonRequired'],
    [3, 4, '多', 'recycleUnitsInvalid'],
  ])('%i asked, %i accepted, reason "%s": %s', (units, accepted, reason, outcome) => {
    const code = codeOf(() => inspectionOutcome(units, accepted, reason))
    expect(code ?? inspectionOutcome(units, accepted, reason)).toBe(outcome)
  })
})

describe('a request’s units', () => {
  const goods = ['精华瓶', '面霜罐']
  it.each<[{ goods: string; units: number }[], number | string]>([
    [[{ goods: '精华瓶', units: 2 }], 2],
    [
      [
        { goods: '精华瓶', units: 2 },
        { goods: '面霜罐', units: 3 },
      ],
      5,
    ],
    [[{ goods: '口红管', units: 1 }], 'recycleGoodsNotAccepted'],
    [
      [
        { goods: '精华瓶', units: 1 },
        { goods: '精华瓶', units: 1 },
      ],
      'recycleGoodsNotAccepted',
    ],
    [[{ goods: '精华瓶', units: 0 }], 'recycleUnitsInvalid'],
    [[{ goods: '精华瓶', units: 11 }], 'recycleTooManyUnits'],
    [[], 'recycleTooManyUnits'],
  ])('%j → %s', (items, expected) => {
    expect(codeOf(() => recycleUnits(goods, items, 10)) ?? recycleUnits(goods, items, 10)).toBe(expected)
  })
})
