import { describe, expect, it } from 'vitest'
import { couponFace, yuanFigure } from './coupon-face'

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
