import { describe, expect, it } from 'vitest'
import { coupon, line, price } from './cart.fixtures'

describe('shipping: base ¥10, free from ¥99 of goods payable', () => {
  it.each([
    ['1 fen below the threshold', [line('A', 9899)], 1000, 1000],
    ['exactly at the threshold', [line('A', 9900)], 1000, 0],
    ['above it', [line('A', 20000)], 1000, 0],
    ['no goods selected: nothing to ship', [line('A', 20000, 1, { selected: false })], 0, 0],
  ])('%s', (_, lines, origin, actual) => {
    const r = price({ lines })
    expect([r.originShippingPrice, r.actualShippingPrice]).toEqual([origin, actual])
    expect(r.totalRealPayAmount).toBe(r.totalActualAmount + actual)
  })

  it('is measured after discounts: a coupon can bring the goods under the threshold', () => {
    const r = price({ lines: [line('A', 10000)], coupons: [coupon('C', 1, 200, 0)] })
    expect(r.totalActualAmount).toBe(9800)
    expect(r.actualShippingPrice).toBe(1000)
    expect(r.cartNotices).toContain('再买¥1.00即可免运费')
  })

  it('is measured before points: paying with points keeps free shipping', () => {
    const r = price({ lines: [line('A', 10000)], points: { balance: 5000, use: true } })
    expect(r.actualShippingPrice).toBe(0)
    expect(r.totalRealPayAmount).toBe(5000)
  })
})
