import { describe, expect, it } from 'vitest'
import { allocated, coupon, DAY, line, NOW, price, promotion } from './cart.fixtures'
import type { CouponInput } from './types'

const only = (c: CouponInput, lines = [line('A', 10000)]) => {
  const r = price({ lines, coupons: [c] })
  const option = [...r.coupons.usable, ...r.coupons.unusable][0]
  return { r, option }
}

describe('coupon usability', () => {
  it.each([
    ['满减券 exactly at the threshold', coupon('C', 1, 1000, 10000), true, null, 1000],
    ['满减券 1 fen below', coupon('C', 1, 1000, 10001), false, '还差¥0.01可用', 0],
    ['满减券 far below', coupon('C', 1, 1000, 30000), false, '还差¥200.00可用', 0],
    ['满减券 worth more than the goods: capped', coupon('C', 1, 50000, 0), true, null, 10000],
    ['满折券 8.5折 at the threshold', coupon('C', 2, 0.85, 10000), true, null, 1500],
    ['满折券 1 fen below', coupon('C', 2, 0.85, 10001), false, '还差¥0.01可用', 0],
    ['expired: validTo is exclusive', coupon('C', 1, 1000, 0, { validTo: NOW }), false, '不在有效期内', 0],
    ['not yet valid', coupon('C', 1, 1000, 0, { validFrom: NOW + 1 }), false, '不在有效期内', 0],
    ['valid from this very moment', coupon('C', 1, 1000, 0, { validFrom: NOW }), true, null, 1000],
    ['for other goods', coupon('C', 1, 1000, 0, { scope: { goodsIds: ['g-Z'] } }), false, '不适用于所选商品', 0],
  ])('%s', (_, c, usable, reason, benefit) => {
    const { r, option } = only(c)
    expect(option).toMatchObject({ usable, reason, benefitAmount: benefit, selected: benefit > 0 })
    expect(r.totalBenefitAmount).toBe(benefit)
  })

  it('the threshold counts only goods in scope, and only they are discounted', () => {
    const c = coupon('C', 1, 3000, 20000, { scope: { skuIds: ['A', 'B'] } })
    const lines = [line('A', 15000), line('B', 5000), line('Z', 90000)]
    expect(allocated(only(c, lines).r, 'C')).toEqual({ A: 2250, B: 750 })
    expect(only(c, lines.slice(0, 1).concat(lines.slice(2))).option?.reason).toBe('还差¥50.00可用')
  })

  it('the threshold is measured after promotions', () => {
    const r = price({
      lines: [line('A', 10000)],
      promotions: [promotion('P', 'threshold_reduction', { tiers: [{ threshold: 10000, reduction: 1 }] })],
      coupons: [coupon('C', 1, 1000, 10000)],
    })
    expect(r.coupons.unusable[0]?.reason).toBe('还差¥0.01可用')
  })
})

describe('赠品券 and 礼品券', () => {
  const mask = { skuId: 'M', goodsId: 'g-M', name: '面膜', quantity: 1, costPrice: 800 }

  it('赠品券 adds its gifts once the threshold is reached, but takes no money off', () => {
    const r = price({
      lines: [line('A', 10000)],
      coupons: [coupon('C', 3, 0, 10000, { gifts: [mask] })],
      couponId: 'C',
    })
    expect(r.gifts).toEqual([{ ...mask, source: 'coupon', sourceId: 'C' }])
    expect(r.totalBenefitAmount).toBe(0)
    expect(r.giftTotalPrice).toBe(800)
  })

  it('赠品券 is never picked for the customer: it saves no money', () => {
    const r = price({ lines: [line('A', 10000)], coupons: [coupon('C', 3, 0, 0, { gifts: [mask] })] })
    expect(r.selectedCouponId).toBeNull()
    expect(r.gifts).toEqual([])
  })

  it('礼品券 makes one unit of the dearest covered item free', () => {
    const r = price({
      lines: [line('A', 1000, 3), line('B', 2500), line('Z', 9000)],
      coupons: [coupon('C', 4, 0, 0, { scope: { skuIds: ['A', 'B'] } })],
    })
    expect(allocated(r, 'C')).toEqual({ B: 2500 })
  })
})

describe('choosing the coupon (one per order)', () => {
  const small = coupon('small', 1, 1000, 0)
  const big = coupon('big', 1, 2000, 0)
  const bigSoon = coupon('bigSoon', 1, 2000, 0, { validTo: NOW + 1 })
  const unusable = coupon('unusable', 1, 5000, 99999)
  const coupons = [small, big, bigSoon, unusable]

  it.each([
    ['not chosen: the best, expiring first on a tie', undefined, 'bigSoon', true, 2000],
    ['chosen: honoured even when not the best', 'small', 'small', false, 1000],
    ['explicitly none', null, null, false, 0],
    ['chosen but unusable: none', 'unusable', null, false, 0],
    ['chosen but unknown: none', 'nope', null, false, 0],
  ])('%s', (_, couponId, selected, auto, benefit) => {
    const r = price({ lines: [line('A', 10000)], coupons, couponId })
    expect(r.selectedCouponId).toBe(selected)
    expect(r.couponAutoSelected).toBe(auto)
    expect(r.totalBenefitAmount).toBe(benefit)
    expect(r.coupons.usable.map((c) => c.id)).toEqual(['bigSoon', 'big', 'small'])
    expect(r.coupons.unusable.map((c) => [c.id, c.reason])).toEqual([['unusable', '还差¥899.99可用']])
    expect(r.adjustments.filter((a) => a.source === 'coupon').map((a) => a.amount)).toEqual(benefit ? [benefit] : [])
  })

  it('options carry the coupon tag', () => {
    const r = price({ lines: [line('A', 10000)], coupons: [coupon('C', 2, 0.85, 0, { validTo: NOW + DAY })] })
    expect(r.coupons.usable[0]).toMatchObject({ tag: '满折券', promotionType: 2, promotionValue: 0.85 })
  })
})
