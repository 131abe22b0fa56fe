import { describe, expect, it } from 'vitest'
import {
  COUPON_TAGS,
  couponFace,
  couponValidity,
  discountDisplayValue,
  promotionTag,
  yuanFigure,
} from './coupon-display'
import { defaultNickname } from './member'

describe('discountDisplayValue: promotionValue × 10, at most 2 decimals', () => {
  it.each([
    [0.85, '8.5'],
    [0.8, '8'],
    [0.888, '8.88'],
    [0.8888, '8.88'], // truncated, not rounded
    [0.07, '0.7'],
    [0.29, '2.9'],
  ])('%f → %s', (value, expected) => expect(discountDisplayValue(value)).toBe(expected))
})

describe('tags', () => {
  it('names the four coupon types', () => {
    expect([1, 2, 3, 4].map((t) => COUPON_TAGS[t as 1 | 2 | 3 | 4])).toEqual(['满减券', '满折券', '赠品券', '礼品券'])
  })
  it.each([
    ['order_amount_swap', '满额换购'],
    ['amount_swap', '单品换购'],
    ['anything_else', '随手带一件'],
  ])('%s → %s', (kind, tag) => expect(promotionTag(kind)).toBe(tag))
})

describe('defaultNickname: brand prefix + last 4 digits of the mobile', () => {
  it.each([
    ['澜肌', '13800138000', '澜肌8000'],
    ['澜肌', '139-1234-5678', '澜肌5678'],
    ['澜肌', null, '澜肌'],
    ['澜肌', '12', '澜肌'],
  ])('%s + %s → %s', (prefix, mobile, expected) => expect(defaultNickname(prefix, mobile)).toBe(expected))
})

describe('coupon face', () => {
  it.each([
    // type, value, threshold → tag, text, condition
    [1, 3000, 19900, '满减券', '¥30', '满199元可用'],
    [1, 2950, 0, '满减券', '¥29.5', '无门槛'],
    [1, 1999, 10050, '满减券', '¥19.99', '满100.5元可用'],
    [2, 0.85, 30000, '满折券', '8.5折', '满300元可用'],
    [2, 0.8, 0, '满折券', '8折', '无门槛'],
    [2, 0.885, 0, '满折券', '8.85折', '无门槛'],
    [2, 0.8888, 0, '满折券', '8.88折', '无门槛'], // ×10 kept to 2 decimals, truncated
    [2, 0.95, 0, '满折券', '9.5折', '无门槛'],
    [3, 0, 39900, '赠品券', '赠品', '满399元可用'],
    [4, 0, 0, '礼品券', '礼品', '无门槛'],
  ] as const)('type %i value %s threshold %i → %s %s %s', (type, value, threshold, tag, text, condition) => {
    const face = couponFace({ promotionType: type, promotionValue: value, threshold })
    expect([face.tag, face.text, face.condition]).toEqual([tag, text, condition])
    expect(`${face.symbol}${face.figure}${face.unit}`).toBe(text)
  })

  it('writes yuan headlines without empty decimals', () => {
    expect([3000, 3050, 3005, 0, 100000].map(yuanFigure)).toEqual(['30', '30.5', '30.05', '0', '1000'])
  })
})

describe('couponValidity: the window in China dates', () => {
  it('writes both ends as the shopper reads them', () => {
    expect(couponValidity({ validFrom: '2026-11-20T16:00:00.000Z', validTo: '2026-12-21T15:59:59.000Z' })).toBe(
      '2026.11.21-2026.12.21',
    )
  })
})
