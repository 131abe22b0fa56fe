import { describe, expect, it } from 'vitest'
import { allocated, coupon, line, price, promotion, RULES } from './cart.fixtures'
import type { PromotionCodeInput } from './types'

describe('the worked example of docs/pricing.md', () => {
  const sample = { skuId: 'T', goodsId: 'g-T', name: '精华小样', quantity: 1, costPrice: 1500 }
  const r = price({
    lines: [
      line('A', 45000, 2, { marketingPrice: 52000 }),
      line('B', 38000, 1, { activityPrice: 33000 }),
      line('C', 12000, 1, { selected: false }),
      line('S', 9800, 1, { addOnOf: 'P2' }),
    ],
    promotions: [
      promotion('P1', 'threshold_reduction', {
        tiers: [
          { threshold: 50000, reduction: 4000 },
          { threshold: 100000, reduction: 10000 },
        ],
      }),
      promotion('P2', 'order_amount_swap', {
        threshold: 80000,
        items: [{ skuId: 'S', swapPrice: 1990, maxQuantity: 1 }],
      }),
      promotion('P3', 'free_gift', { threshold: 60000, gifts: [sample] }),
    ],
    promotionCode: { code: 'VIP5', valid: true, promotionType: 1, promotionValue: 5000, threshold: 30000 },
    coupons: [coupon('C1', 2, 0.95, 50000), coupon('C2', 1, 6000, 80000)],
    points: { balance: 2000, use: true },
    rules: { ...RULES, points: { pointsPerYuan: 100, maxPayableShare: 0.1 } },
  })

  it('allocates every discount to the lines as worked out by hand', () => {
    expect(allocated(r, 'P1')).toEqual({ A: 7317, B: 2683 })
    expect(allocated(r, 'P2')).toEqual({ S: 7810 })
    expect(allocated(r, 'VIP5')).toEqual({ A: 3659, B: 1341 })
    expect(allocated(r, 'C2')).toEqual({ A: 4390, B: 1610 })
    expect(r.lines.map((l) => [l.skuId, l.status, l.actualAmount, l.pointsAmount])).toEqual([
      ['A', 'priced', 74634, 1436],
      ['B', 'priced', 27366, 526],
      ['C', 'unselected', 0, 0],
      ['S', 'priced', 1990, 38],
    ])
  })

  it('gives the totals of the worked example', () => {
    expect(r).toMatchObject({
      totalOriginAmount: 132800,
      totalBenefitAmount: 28810,
      totalActualAmount: 103990,
      usablePoints: 2000,
      totalRealPayPoints: 2000,
      totalPointsToAmount: 2000,
      originShippingPrice: 1000,
      actualShippingPrice: 0,
      totalRealPayAmount: 101990,
      selectedCouponId: 'C2',
      couponAutoSelected: true,
      giftTotalPrice: 1500,
    })
    expect(r.coupons.usable.map((c) => [c.id, c.benefitAmount])).toEqual([
      ['C2', 6000],
      ['C1', 5400],
    ])
    expect(r.adjustments.map((a) => [a.label, a.amount])).toEqual([
      ['P1', 10000],
      ['P2', 7810],
      ['优惠码 VIP5', 5000],
      ['C2', 6000],
    ])
  })
})

describe('promotion code', () => {
  const goods = [line('A', 6000), line('B', 4000)]
  it.each<[string, PromotionCodeInput | null, string | null, boolean, string | null, number]>([
    ['none', null, null, false, null, 0],
    [
      'valid, exactly at its threshold',
      { code: 'X', valid: true, promotionType: 1, promotionValue: 500, threshold: 10000 },
      'X',
      false,
      null,
      500,
    ],
    [
      'valid, 1 fen below its threshold',
      { code: 'X', valid: true, promotionType: 1, promotionValue: 500, threshold: 10001 },
      'X',
      true,
      '还差¥0.01可用',
      0,
    ],
    [
      'valid, a rate: 9折',
      { code: 'X', valid: true, promotionType: 2, promotionValue: 0.9, threshold: 0 },
      'X',
      false,
      null,
      1000,
    ],
    [
      'invalid, with the server reason',
      { code: 'OLD', valid: false, reason: '优惠码已过期' },
      'OLD',
      true,
      '优惠码已过期',
      0,
    ],
  ])('%s', (_, promotionCode, code, invalid, reason, benefit) => {
    const r = price({ lines: goods, promotionCode })
    expect(r).toMatchObject({ promotionCode: code, promotionCodeInvalid: invalid, promotionCodeInvalidReason: reason })
    expect(r.totalBenefitAmount).toBe(benefit)
  })

  it('comes before the coupon, whose threshold then sees the lower amount', () => {
    const r = price({
      lines: goods,
      promotionCode: { code: 'X', valid: true, promotionType: 1, promotionValue: 500, threshold: 0 },
      coupons: [coupon('C', 1, 1000, 10000)],
    })
    expect(r.coupons.unusable[0]?.reason).toBe('还差¥5.00可用')
  })
})

describe('gifts', () => {
  const gift = (skuId: string, quantity: number, costPrice: number) => ({
    skuId,
    goodsId: `g-${skuId}`,
    name: skuId,
    quantity,
    costPrice,
  })

  it('lists gifts per source, merges them per sku for the warehouse, and totals quantity × costPrice', () => {
    const r = price({
      lines: [line('A', 20000)],
      promotions: [
        promotion('F', 'free_gift', { threshold: 10000, gifts: [gift('G1', 2, 300), gift('G2', 1, 1250)] }),
        promotion('G', 'gift', { gifts: [gift('G1', 1, 300)], perUnit: false }, { scope: { skuIds: ['A'] } }),
      ],
      coupons: [coupon('C', 3, 0, 0, { gifts: [gift('G3', 1, 99)] })],
      couponId: 'C',
    })
    expect(r.gifts.map((g) => [g.sourceId, g.skuId, g.quantity])).toEqual([
      ['F', 'G1', 2],
      ['F', 'G2', 1],
      ['G', 'G1', 1],
      ['C', 'G3', 1],
    ])
    expect(r.giftsReportList.map((g) => [g.skuId, g.quantity])).toEqual([
      ['G1', 3],
      ['G2', 1],
      ['G3', 1],
    ])
    expect(r.giftTotalPrice).toBe(3 * 300 + 1250 + 99)
  })

  it('echoes gift packages and a trimmed custom card; an empty card is none', () => {
    const packages = [{ id: 'box', name: '礼盒', quantity: 1 }]
    const withCard = price({
      lines: [line('A', 100)],
      gift: { packages, customCard: { from: ' 小王 ', content: '生日快乐', to: '小李' } },
    })
    expect(withCard.giftPackages).toEqual(packages)
    expect(withCard.customCard).toEqual({ from: '小王', content: '生日快乐', to: '小李' })
    expect(
      price({ lines: [], gift: { packages: [], customCard: { from: ' ', content: '', to: '' } } }).customCard,
    ).toBeNull()
  })
})

describe('unselected lines are ignored', () => {
  it('prices the cart as if they were not there, and shows them with zero amounts', () => {
    const promotions = [promotion('P', 'threshold_reduction', { tiers: [{ threshold: 10000, reduction: 1000 }] })]
    const coupons = [coupon('C', 1, 500, 5000)]
    const selectedOnly = price({ lines: [line('A', 6000)], promotions, coupons })
    const withUnselected = price({
      lines: [line('A', 6000), line('B', 9000, 1, { selected: false })],
      promotions,
      coupons,
    })
    const { lines, ...totals } = withUnselected
    expect(totals).toEqual((({ lines: _, ...rest }) => rest)(selectedOnly))
    expect(lines[1]).toMatchObject({ status: 'unselected', originAmount: 0, actualAmount: 0, adjustments: [] })
    expect(withUnselected.promotions[0]?.reason).toBe('还差¥40.00可参加活动')
  })
})

describe('cart notices', () => {
  it('says when the cart holds more than cartMaxQuantity goods', () => {
    const r = price({ lines: [line('A', 10000, 3)], rules: { ...RULES, cartMaxQuantity: 2 } })
    expect(r).toMatchObject({ cartMaxQuantity: 2, showCartNotice: true, cartNotices: ['购物车最多可放2件商品'] })
  })

  it('shows none when there is nothing to say', () => {
    expect(price({ lines: [line('A', 10000)] })).toMatchObject({ showCartNotice: false, cartNotices: [] })
  })
})

describe('inputs that are bugs upstream fail loudly', () => {
  it.each([
    ['a fractional price', { lines: [line('A', 10.5)] }],
    ['a zero quantity', { lines: [line('A', 100, 0)] }],
    ['a negative activity price', { lines: [line('A', 100, 1, { activityPrice: -1 })] }],
    ['a coupon rate above 1', { lines: [], coupons: [coupon('C', 2, 8.5, 0)] }],
    ['a negative points balance', { lines: [], points: { balance: -1, use: true } }],
    ['points per yuan of 0', { lines: [], rules: { ...RULES, points: { pointsPerYuan: 0, maxPayableShare: 0.5 } } }],
  ])('%s', (_, input) => expect(() => price(input)).toThrow(RangeError))
})
