/**
 * What kind of order it is, what the tracking queue reports about orders, and the price breakdown
 * (price extend entries) an order detail shows. Spec §3 "Order" and §4 "Order tracking events".
 */

export const ORDER_TYPES = [
  'normal',
  'give_gift',
  'buy_gift',
  'ba_push_order',
  'distribution_order',
  'advance_sale',
  'group_purchasing',
  'wish_list',
  'sec_kill',
  'accompany',
  'integral',
  'key_client',
  'integral_gift',
  'year_card',
  'pre_sale_order',
] as const
export type OrderType = (typeof ORDER_TYPES)[number]

/**
 * Orders placed without an address of the buyer's: a gift ships to the friend who claims it (docs/gifts.md), a year
 * card ships nothing (docs/year-cards.md).
 */
export const UNADDRESSED_ORDER_TYPES = ['give_gift', 'year_card'] as const satisfies readonly OrderType[]

/** The labels a shopper reads on the order list and detail (the spec leaves them to the shop). */
export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  normal: '普通订单',
  give_gift: '礼物订单',
  buy_gift: '买赠订单',
  ba_push_order: '导购推单',
  distribution_order: '分销订单',
  advance_sale: '预售订单',
  group_purchasing: '拼团订单',
  wish_list: '心愿单订单',
  sec_kill: '秒杀订单',
  accompany: '陪伴计划订单',
  integral: '积分订单',
  key_client: '大客户订单',
  integral_gift: '积分赠礼订单',
  year_card: '年卡订单',
  pre_sale_order: '预订单',
}

export function isOrderType(value: unknown): value is OrderType {
  return typeof value === 'string' && (ORDER_TYPES as readonly string[]).includes(value)
}

/** The order events the tracking queue sends (`type` of a tracking event), with when each is sent. */
export const ORDER_TRACKING_EVENTS = {
  give_order: '提交送礼订单',
  pay: '发起支付',
  payed: '支付成功',
  cancel_pay: '取消支付',
  cancel_give_order: '取消送礼订单',
  refund: '提交退款申请',
} as const
export type OrderTrackingEvent = keyof typeof ORDER_TRACKING_EVENTS

// ─── Price extend entries ────────────────────────────────────────────────────────────────────────────

export const PRICE_EXTEND_CODES = [
  'marketingPrice',
  'originalPrice',
  'benefit',
  'memberDeduction',
  'giftAmount',
] as const
export type PriceExtendCode = (typeof PRICE_EXTEND_CODES)[number]

export const PRICE_EXTEND_LABELS: Record<PriceExtendCode, string> = {
  marketingPrice: '市场价',
  originalPrice: '商品金额',
  benefit: '优惠',
  memberDeduction: '积分抵扣',
  giftAmount: '赠品价值',
}

/**
 * One row of an order's price breakdown. `deducted` rows lower what was paid (views show them as
 * −¥x.xx); the others are for information. Amounts are positive fen.
 */
export interface PriceExtendEntry {
  code: PriceExtendCode
  label: string
  amount: number
  deducted: boolean
}

/** The order amounts the breakdown is made of (an order keeps its cart's priced lines and totals). */
export interface PriceExtendSource {
  lines: readonly { marketingPrice: number; quantity: number }[]
  totalOriginAmount: number
  totalBenefitAmount: number
  totalPointsToAmount: number
  giftTotalPrice: number
}

/**
 * The breakdown an order detail shows, in display order:
 * - marketingPrice 市场价: Σ list price × quantity, only when above the goods amount (a struck-through total);
 * - originalPrice 商品金额: totalOriginAmount (price × quantity);
 * - benefit 优惠: totalBenefitAmount (activity price, promotions, promotion code, coupon);
 * - memberDeduction 积分抵扣: totalPointsToAmount, the part the member paid with points;
 * - giftAmount 赠品价值: giftTotalPrice, what the free gifts are worth.
 * Rows with nothing to show (zero) are left out.
 */
export function buildPriceExtend(source: PriceExtendSource): PriceExtendEntry[] {
  const marketing = source.lines.reduce((sum, l) => sum + l.marketingPrice * l.quantity, 0)
  const rows: [PriceExtendCode, number, boolean][] = [
    ['marketingPrice', marketing > source.totalOriginAmount ? marketing : 0, false],
    ['originalPrice', source.totalOriginAmount, false],
    ['benefit', source.totalBenefitAmount, true],
    ['memberDeduction', source.totalPointsToAmount, true],
    ['giftAmount', source.giftTotalPrice, false],
  ]
  return rows
    .filter(([, amount]) => amount > 0)
    .map(([code, amount, deducted]) => ({ code, label: PRICE_EXTEND_LABELS[code], amount, deducted }))
}
