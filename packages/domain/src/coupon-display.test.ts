import { describe, expect, it } from 'vitest'
import { COUPON_TAGS, discountDisplayValue, promotionTag } from './coupon-display'
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
