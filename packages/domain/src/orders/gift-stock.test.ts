import { describe, expect, it } from 'vitest'
import type { Gift } from '../pricing/types'
import { allotGifts, giftsReturnToStock, type GiftStockMove } from './gift-stock'

const cream = { skuId: '7', goodsId: '3', name: '修护面霜体验装', costPrice: 1_500 }
const kit = { skuId: '12', goodsId: '5', name: '旅行套装', costPrice: 3_500 }
const byPromotion = (item: typeof cream, quantity: number, sourceId = '1'): Gift => ({
  ...item,
  quantity,
  source: 'promotion',
  sourceId,
})
const byCoupon = (item: typeof cream, quantity: number): Gift => ({
  ...item,
  quantity,
  source: 'coupon',
  sourceId: '90',
})

describe('allotGifts: gifts go out as far as stock goes', () => {
  // [case, gifts, units left per SKU, given per gift, packed per SKU, out of stock per SKU, gift total]
  const cases: [string, Gift[], Record<string, number>, number[], [string, number][], [string, number][], number][] = [
    ['enough stock: every gift whole', [byPromotion(cream, 1)], { '7': 5 }, [1], [['7', 1]], [], 1_500],
    ['exactly enough', [byPromotion(cream, 2)], { '7': 2 }, [2], [['7', 2]], [], 3_000],
    ['none left: the gift is dropped', [byPromotion(cream, 1)], { '7': 0 }, [0], [], [['7', 1]], 0],
    ['a SKU not named has none left', [byPromotion(cream, 1)], {}, [0], [], [['7', 1]], 0],
    ['fewer left than due: what is left', [byPromotion(cream, 3)], { '7': 2 }, [2], [['7', 2]], [['7', 1]], 3_000],
    ['negative stock counts as none', [byPromotion(cream, 1)], { '7': -4 }, [0], [], [['7', 1]], 0],
    [
      'two sources of one SKU share what is left, in priced order',
      [byPromotion(cream, 1), byCoupon(cream, 1)],
      { '7': 1 },
      [1, 0],
      [['7', 1]],
      [['7', 1]],
      1_500,
    ],
    [
      'SKUs are independent: one out, the other given',
      [byPromotion(cream, 1), byPromotion(kit, 1, '2')],
      { '7': 0, '12': 4 },
      [0, 1],
      [['12', 1]],
      [['7', 1]],
      3_500,
    ],
    [
      'merged per SKU in SKU order',
      [byPromotion(cream, 1), byCoupon(kit, 1), byPromotion(cream, 2, '3')],
      { '7': 10, '12': 10 },
      [1, 1, 2],
      [
        ['12', 1],
        ['7', 3],
      ],
      [],
      3 * 1_500 + 3_500,
    ],
    ['no gifts', [], { '7': 3 }, [], [], [], 0],
  ]

  it.each(cases)('%s', (_, gifts, left, givenEach, packed, out, total) => {
    const allotment = allotGifts(gifts, new Map(Object.entries(left)))
    expect(allotment.gifts.map((g) => g.givenQuantity)).toEqual(givenEach)
    expect(allotment.gifts.map((g) => g.quantity)).toEqual(gifts.map((g) => g.quantity))
    expect(allotment.given.map((g) => [g.skuId, g.quantity])).toEqual(packed)
    expect(allotment.outOfStock.map((g) => [g.skuId, g.quantity])).toEqual(out)
    expect(allotment.giftTotalPrice).toBe(total)
  })

  it('never gives more of a SKU than is left, and gives every unit due when stock allows', () => {
    for (let left = 0; left <= 6; left++) {
      const gifts = [byPromotion(cream, 2), byCoupon(cream, 1), byPromotion(cream, 2, '4')]
      const allotment = allotGifts(gifts, new Map([['7', left]]))
      const given = allotment.gifts.reduce((n, g) => n + g.givenQuantity, 0)
      expect(given).toBe(Math.min(left, 5))
      expect(given + (allotment.outOfStock[0]?.quantity ?? 0)).toBe(5)
      for (const g of allotment.gifts) expect(g.givenQuantity).toBeGreaterThanOrEqual(0)
    }
  })

  it('keeps each gift’s source and leaves the input alone', () => {
    const gifts = [byCoupon(kit, 1)]
    const allotment = allotGifts(gifts, new Map([['12', 0]]))
    expect(allotment.gifts[0]).toMatchObject({ source: 'coupon', sourceId: '90', quantity: 1, givenQuantity: 0 })
    expect(gifts[0]).not.toHaveProperty('givenQuantity')
  })
})

describe('giftsReturnToStock: gifts come back only when they never left the warehouse', () => {
  const cases: [string, GiftStockMove, boolean][] = [
    ['cancelled or closed unpaid', { kind: 'close' }, true],
    ['refund of the last goods, nothing shipped', { kind: 'refund', completesOrder: true, shipped: false }, true],
    ['refund of the last goods after a parcel left', { kind: 'refund', completesOrder: true, shipped: true }, false],
    ['partial refund before shipping', { kind: 'refund', completesOrder: false, shipped: false }, false],
    ['partial refund after shipping', { kind: 'refund', completesOrder: false, shipped: true }, false],
  ]
  it.each(cases)('%s → %s', (_, move, back) => {
    expect(giftsReturnToStock(move)).toBe(back)
  })
})
