import { describe, expect, it } from 'vitest'
import {
  buildPriceExtend,
  isOrderType,
  ORDER_TRACKING_EVENTS,
  ORDER_TYPE_LABELS,
  ORDER_TYPES,
  PRICE_EXTEND_CODES,
  type OrderType,
  type PriceExtendSource,
} from './order-types'

describe('order types (spec §3: 15 of them)', () => {
  it.each<[OrderType, string]>([
    ['normal', '普通订单'],
    ['give_gift', '礼物订单'],
    ['buy_gift', '买赠订单'],
    ['ba_push_order', '导购推单'],
    ['distribution_order', '分销订单'],
    ['advance_sale', '预售订单'],
    ['group_purchasing', '拼团订单'],
    ['wish_list', '心愿单订单'],
    ['sec_kill', '秒杀订单'],
    ['accompany', '陪伴计划订单'],
    ['integral', '积分订单'],
    ['key_client', '大客户订单'],
    ['integral_gift', '积分赠礼订单'],
    ['year_card', '年卡订单'],
    ['pre_sale_order', '预订单'],
  ])('%s is labelled %s', (type, label) => {
    expect(isOrderType(type)).toBe(true)
    expect(ORDER_TYPE_LABELS[type]).toBe(label)
  })

  it('has 15 types with distinct labels', () => {
    expect(ORDER_TYPES).toHaveLength(15)
    expect(new Set(Object.values(ORDER_TYPE_LABELS)).size).toBe(15)
  })

  it.each(['NORMAL', 'gift', '', undefined])('%s is no order type', (value) => expect(isOrderType(value)).toBe(false))
})

describe('order tracking events (spec §4)', () => {
  it('are the six the spec names', () =>
    expect(Object.keys(ORDER_TRACKING_EVENTS)).toEqual([
      'give_order',
      'pay',
      'payed',
      'cancel_pay',
      'cancel_give_order',
      'refund',
    ]))
})

describe('buildPriceExtend', () => {
  const order = (over: Partial<PriceExtendSource> = {}): PriceExtendSource => ({
    lines: [
      { marketingPrice: 52_000, quantity: 2 },
      { marketingPrice: 0, quantity: 1 },
    ],
    totalOriginAmount: 95_000,
    totalBenefitAmount: 12_000,
    totalPointsToAmount: 3_000,
    giftTotalPrice: 800,
    ...over,
  })

  it('lists every entry in display order, deductions marked', () =>
    expect(buildPriceExtend(order())).toEqual([
      { code: 'marketingPrice', label: '市场价', amount: 104_000, deducted: false },
      { code: 'originalPrice', label: '商品金额', amount: 95_000, deducted: false },
      { code: 'benefit', label: '优惠', amount: 12_000, deducted: true },
      { code: 'memberDeduction', label: '积分抵扣', amount: 3_000, deducted: true },
      { code: 'giftAmount', label: '赠品价值', amount: 800, deducted: false },
    ]))

  it.each<[string, Partial<PriceExtendSource>, string[]]>([
    [
      'list price not above the goods amount',
      { lines: [{ marketingPrice: 95_000, quantity: 1 }] },
      ['originalPrice', 'benefit', 'memberDeduction', 'giftAmount'],
    ],
    [
      'no discount, points or gifts',
      { totalBenefitAmount: 0, totalPointsToAmount: 0, giftTotalPrice: 0 },
      ['marketingPrice', 'originalPrice'],
    ],
  ])('leaves out what is zero: %s', (_, over, codes) =>
    expect(buildPriceExtend(order(over)).map((e) => e.code)).toEqual(codes),
  )

  it('knows the five codes of spec §3', () =>
    expect([...PRICE_EXTEND_CODES].sort()).toEqual([
      'benefit',
      'giftAmount',
      'marketingPrice',
      'memberDeduction',
      'originalPrice',
    ]))
})
