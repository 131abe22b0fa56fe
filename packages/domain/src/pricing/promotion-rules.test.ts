import { describe, expect, it } from 'vitest'
import { allocated, DAY, line, NOW, price, promotion } from './cart.fixtures'
import { promotionSummary } from './promotion-rules'
import { unitPrice } from './unit-price'

const outcome = (result: ReturnType<typeof price>, id: string) => result.promotions.find((p) => p.id === id)

describe('threshold_reduction 满减', () => {
  const tiers = [
    { threshold: 10000, reduction: 1000 },
    { threshold: 20000, reduction: 3000 },
  ]
  it.each([
    ['1 fen below the first tier', 9999, false, 0, '还差¥0.01可参加活动'],
    ['exactly at the first tier', 10000, true, 1000, null],
    ['between tiers', 19999, true, 1000, null],
    ['exactly at the second tier', 20000, true, 3000, null],
    ['above the top tier, not repeatable', 50000, true, 3000, null],
  ])('%s (%i fen)', (_, amount, applied, discount, reason) => {
    const r = price({ lines: [line('A', amount)], promotions: [promotion('P', 'threshold_reduction', { tiers })] })
    expect(outcome(r, 'P')).toMatchObject({ applied, discountAmount: discount, reason, tag: '满减' })
    expect(r.totalBenefitAmount).toBe(discount)
  })

  it.each([
    ['每满100减10 on ¥350', [{ threshold: 10000, reduction: 1000 }], 35000, 3000],
    [
      'the reached tier repeats: 满200减25 twice on ¥450',
      [...tiers.slice(0, 1), { threshold: 20000, reduction: 2500 }],
      45000,
      5000,
    ],
  ])('repeatable: %s', (_, repeatTiers, amount, discount) => {
    const r = price({
      lines: [line('A', amount)],
      promotions: [promotion('P', 'threshold_reduction', { tiers: repeatTiers, repeatable: true })],
    })
    expect(r.totalBenefitAmount).toBe(discount)
  })

  it('counts and discounts only the goods in scope, prorated by amount', () => {
    const r = price({
      lines: [line('A', 20000), line('B', 10000), line('C', 50000)],
      promotions: [promotion('P', 'threshold_reduction', { tiers }, { scope: { skuIds: ['A'], goodsIds: ['g-B'] } })],
    })
    expect(allocated(r, 'P')).toEqual({ A: 2000, B: 1000 })
  })
})

describe('discount 满折', () => {
  it.each([
    ['no threshold, payable truncated: 9999 × 0.85 = 8499.15 → 8499', [{ threshold: 0, rate: 0.85 }], 9999, 1500],
    [
      'exactly at the second tier',
      [
        { threshold: 10000, rate: 0.9 },
        { threshold: 20000, rate: 0.8 },
      ],
      20000,
      4000,
    ],
    [
      '1 fen below it: 19999 × 0.9 = 17999.1 → 17999',
      [
        { threshold: 10000, rate: 0.9 },
        { threshold: 20000, rate: 0.8 },
      ],
      19999,
      2000,
    ],
    ['below every tier', [{ threshold: 10000, rate: 0.9 }], 5000, 0],
  ])('%s', (_, tiers, amount, discount) => {
    const r = price({ lines: [line('A', amount)], promotions: [promotion('P', 'discount', { tiers })] })
    expect(r.totalBenefitAmount).toBe(discount)
    expect(outcome(r, 'P')?.reason).toBe(discount ? null : '还差¥50.00可参加活动')
  })
})

describe('price promotions do not stack on one line', () => {
  const reduction = promotion('R', 'threshold_reduction', { tiers: [{ threshold: 10000, reduction: 1000 }] })
  const discount = promotion('D', 'discount', { tiers: [{ threshold: 10000, rate: 0.8 }] })

  it('the larger discount takes the line; the other says so', () => {
    const r = price({ lines: [line('A', 10000)], promotions: [reduction, discount] })
    expect(outcome(r, 'D')).toMatchObject({ applied: true, discountAmount: 2000 })
    expect(outcome(r, 'R')).toMatchObject({ applied: false, reason: '已参与其他优惠活动' })
  })

  it('promotions over different goods both apply', () => {
    const r = price({
      lines: [line('A', 10000), line('B', 10000)],
      promotions: [
        { ...reduction, scope: { skuIds: ['A'] } },
        { ...discount, scope: { skuIds: ['B'] } },
      ],
    })
    expect(allocated(r, 'R')).toEqual({ A: 1000 })
    expect(allocated(r, 'D')).toEqual({ B: 2000 })
  })

  it('the first one applied changes what the next one counts', () => {
    const broad = promotion('R', 'threshold_reduction', { tiers: [{ threshold: 15000, reduction: 5000 }] })
    const r = price({
      lines: [line('A', 10000), line('B', 10000)],
      promotions: [broad, { ...discount, scope: { skuIds: ['B'] } }],
    })
    // R (5000 over A and B) beats D (2000 on B) and takes both lines.
    expect(allocated(r, 'R')).toEqual({ A: 2500, B: 2500 })
    expect(outcome(r, 'D')?.reason).toBe('已参与其他优惠活动')
  })
})

describe('free_gift 满赠 and gift 赠品', () => {
  const lipstick = { skuId: 'G1', goodsId: 'g-G1', name: '口红小样', quantity: 2, costPrice: 300 }

  it.each([
    [9999, []],
    [10000, [{ ...lipstick, source: 'promotion', sourceId: 'F' }]],
  ])('满赠 at %i fen gives %j', (amount, gifts) => {
    const r = price({
      lines: [line('A', amount)],
      promotions: [promotion('F', 'free_gift', { threshold: 10000, gifts: [lipstick] })],
    })
    expect(r.gifts).toEqual(gifts)
    expect(r.totalBenefitAmount).toBe(0)
  })

  it.each([
    ['per unit: 3 bought', true, 3, 6],
    ['once per order', false, 3, 2],
  ])('赠品 %s', (_, perUnit, bought, gifted) => {
    const r = price({
      lines: [line('X', 5000, bought), line('Y', 5000)],
      promotions: [promotion('G', 'gift', { gifts: [lipstick], perUnit }, { scope: { skuIds: ['X'] } })],
    })
    expect(r.gifts.map((g) => g.quantity)).toEqual([gifted])
  })

  it('赠品 needs the trigger sku', () => {
    const r = price({
      lines: [line('Y', 5000)],
      promotions: [promotion('G', 'gift', { gifts: [lipstick], perUnit: true }, { scope: { skuIds: ['X'] } })],
    })
    expect(r.gifts).toEqual([])
    expect(outcome(r, 'G')?.reason).toBe('购买指定商品可获赠')
  })
})

describe('swaps: order_amount_swap 满额换购, amount_swap 单品换购, one_more_item 随手带一件', () => {
  const items = [{ skuId: 'S', swapPrice: 990, maxQuantity: 1 }]
  const swapLine = (quantity = 1) => line('S', 5000, quantity, { addOnOf: 'W' })

  it.each([
    ['满额换购 at the threshold', 'order_amount_swap', 'all', 20000, [line('A', 20000)], true, null],
    ['满额换购 1 fen below', 'order_amount_swap', 'all', 20000, [line('A', 19999)], false, '还差¥0.01可换购'],
    ['单品换购 with the trigger sku', 'amount_swap', { skuIds: ['X'] }, 0, [line('X', 100)], true, null],
    ['单品换购 without it', 'amount_swap', { skuIds: ['X'] }, 0, [line('A', 100)], false, '购买指定商品后可换购'],
    ['随手带一件 with other goods', 'one_more_item', 'all', 0, [line('A', 100)], true, null],
    ['随手带一件 alone', 'one_more_item', 'all', 0, [], false, '购买其他商品后可加购'],
  ] as const)('%s', (_, code, scope, threshold, goods, eligible, reason) => {
    const r = price({
      lines: [...goods, swapLine()],
      promotions: [promotion('W', code, { threshold, items }, { scope })],
    })
    const tag = { order_amount_swap: '满额换购', amount_swap: '单品换购', one_more_item: '随手带一件' }[code]
    expect(r.selectGifts).toEqual([
      {
        promotionId: 'W',
        code,
        tag,
        skuId: 'S',
        swapPrice: 990,
        maxQuantity: 1,
        eligible,
        reason,
        selectedQuantity: 1,
      },
    ])
    const s = r.lines.find((l) => l.skuId === 'S')
    expect(s).toMatchObject(
      eligible
        ? { status: 'priced', actualAmount: 990, benefitAmount: 4010 }
        : { status: 'unavailable', unavailableReason: reason, actualAmount: 0 },
    )
  })

  it('units beyond maxQuantity cost the normal price', () => {
    const r = price({
      lines: [line('A', 100), swapLine(3)],
      promotions: [promotion('W', 'one_more_item', { threshold: 0, items })],
    })
    expect(r.lines[1]?.actualAmount).toBe(990 + 2 * 5000)
  })

  it('the swap item does not count toward its own threshold', () => {
    const r = price({
      lines: [line('A', 16000), swapLine()],
      promotions: [promotion('W', 'order_amount_swap', { threshold: 20000, items })],
    })
    expect(r.lines[1]?.status).toBe('unavailable')
    expect(r.totalOriginAmount).toBe(16000)
    expect(r.cartNotices).toContain('部分换购商品不满足条件，未计入结算')
  })

  it.each([
    ['an sku the offer does not list', line('T', 5000, 1, { addOnOf: 'W' }), '该商品不在换购范围内'],
    ['a promotion that is not running', line('S', 5000, 1, { addOnOf: 'gone' }), '换购活动已结束'],
  ])('an add-on line of %s is unavailable', (_, addOn, reason) => {
    const r = price({
      lines: [line('A', 100), addOn],
      promotions: [promotion('W', 'one_more_item', { threshold: 0, items })],
    })
    expect(r.lines[1]).toMatchObject({ status: 'unavailable', unavailableReason: reason })
  })
})

describe('promotions that are not running or are misconfigured', () => {
  const tiers = [{ threshold: 100, reduction: 10 }]
  it.each([
    ['not started', promotion('P', 'threshold_reduction', { tiers }, { startAt: NOW + 1 }), '活动未开始'],
    ['ended (end is exclusive)', promotion('P', 'threshold_reduction', { tiers }, { endAt: NOW }), '活动已结束'],
    [
      'args that fail the schema',
      promotion('P', 'threshold_reduction', { tiers: [{ threshold: 100, reduction: 200 }] }),
      '活动配置有误',
    ],
    ['an unknown code', promotion('P', 'mystery', {}), '活动配置有误'],
    ['a code inherited from Object', promotion('P', 'toString', {}), '活动配置有误'],
  ])('%s', (_, p, reason) => {
    const r = price({ lines: [line('A', 10000)], promotions: [p] })
    expect(outcome(r, 'P')).toMatchObject({ applied: false, reason })
    expect(r.totalBenefitAmount).toBe(0)
  })

  it('starts exactly at startAt', () => {
    const r = price({
      lines: [line('A', 10000)],
      promotions: [promotion('P', 'threshold_reduction', { tiers }, { startAt: NOW, endAt: NOW + DAY })],
    })
    expect(outcome(r, 'P')?.applied).toBe(true)
  })
})

describe('activity price', () => {
  it.each([
    ['lower than the price: the line is sold at it', 8000, 8000],
    ['higher than the price: ignored', 12000, 10000],
    ['zero: the goods are free', 0, 0],
  ])('%s', (_, activityPrice, sold) => {
    const r = price({ lines: [line('A', 10000, 2, { activityPrice })] })
    // The line's price, not a discount: 商品金额 is what the line shows, and nothing of it is 优惠.
    expect(unitPrice({ price: 10000, activityPrice })).toBe(sold)
    expect(r.lines[0]).toMatchObject({ originAmount: 2 * sold, adjustments: [], benefitAmount: 0 })
    expect(r).toMatchObject({ totalOriginAmount: 2 * sold, totalBenefitAmount: 0, totalActualAmount: 2 * sold })
  })
})

describe('promotionSummary: the one line the product page and the cart show', () => {
  const gift = { skuId: '9', goodsId: '3', name: '旅行装精华', quantity: 1, costPrice: 500 }
  it.each([
    [
      '满减, tiers in threshold order',
      'threshold_reduction',
      {
        tiers: [
          { threshold: 49900, reduction: 6000 },
          { threshold: 29900, reduction: 3000 },
        ],
      },
      '满¥299减¥30，满¥499减¥60',
    ],
    [
      '每满减',
      'threshold_reduction',
      { tiers: [{ threshold: 10000, reduction: 1000 }], repeatable: true },
      '每满¥100减¥10',
    ],
    ['满折', 'discount', { tiers: [{ threshold: 19900, rate: 0.85 }] }, '满¥199享8.5折'],
    ['满折 without a threshold', 'discount', { tiers: [{ threshold: 0, rate: 0.9 }] }, '享9折'],
    ['满赠', 'free_gift', { threshold: 19900, gifts: [gift] }, '满¥199赠旅行装精华×1'],
    ['赠品 per order', 'gift', { gifts: [gift], perUnit: false }, '购买即赠旅行装精华×1'],
    ['赠品 per unit', 'gift', { gifts: [{ ...gift, quantity: 2 }], perUnit: true }, '每买1件赠旅行装精华×2'],
    [
      '满额换购',
      'order_amount_swap',
      {
        threshold: 9900,
        items: [
          { skuId: '1', swapPrice: 1990, maxQuantity: 1 },
          { skuId: '2', swapPrice: 990, maxQuantity: 1 },
        ],
      },
      '满¥99可¥9.9起换购',
    ],
    [
      '随手带一件',
      'one_more_item',
      { threshold: 0, items: [{ skuId: '1', swapPrice: 100, maxQuantity: 1 }] },
      '购买活动商品可¥1起换购',
    ],
    ['an unknown kind', 'mystery', {}, null],
    ['args its rule refuses', 'discount', { tiers: [{ threshold: 100, rate: 1.5 }] }, null],
  ])('%s', (_, code, args, text) => {
    expect(promotionSummary(code, args)).toBe(text)
  })
})
