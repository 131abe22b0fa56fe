import type { CartGift, GoodsLine } from '@shop/contracts'
import type { StockTake } from '../catalogue'
import type { OrderLineRow, OrderRow } from './orders.repository'

/**
 * The gift units an order took from stock, as takes to give back (never a flash sale's). None for an order placed
 * before gifts were taken from stock (`giftStockTaken` false): giving those back would make stock out of nothing.
 */
export function giftTakes(order: Pick<OrderRow, 'gifts' | 'giftStockTaken'>): StockTake[] {
  if (!order.giftStockTaken) return []
  return order.gifts.map((gift) => ({ skuId: Number(gift.skuId), quantity: gift.quantity, onSale: false }))
}

/** An order line as fulfilment, refunds and evaluations show it (the base of their line views). */
export function goodsLine(line: OrderLineRow): GoodsLine {
  return {
    lineId: line.id,
    skuId: line.skuId,
    goodsId: line.goodsId,
    name: line.name,
    image: line.image,
    specs: line.specifications.map((spec) => spec.value).join(' / '),
    quantity: line.quantity,
  }
}

/** The gifts packed with an order, as the order views show them. */
export const giftsOf = (order: Pick<OrderRow, 'gifts'>): CartGift[] =>
  order.gifts.map((gift) => ({ ...gift, skuId: Number(gift.skuId), goodsId: Number(gift.goodsId) }))
