import type { GiftItem } from '../pricing/types'
import { mergeGiftsBySku } from '../pricing/price-cart'

/**
 * Gifts are stock like the goods paid for (docs/orders.md "Gifts and stock"): an order takes their units when it is
 * placed and gives them back when they never left the warehouse. These are the rules; the server moves the stock.
 */

/** A gift as priced (满赠, 赠品, 赠品券), with the units stock lets the shop hand out. */
export type AllottedGift<G extends GiftItem = GiftItem> = G & {
  /** 0…quantity: less than `quantity` means the rest is out of stock (已赠完). */
  givenQuantity: number
}

export interface GiftAllotment<G extends GiftItem = GiftItem> {
  /** Every gift in the order it was priced, with the units given. */
  gifts: AllottedGift<G>[]
  /** What the warehouse packs: the units given, merged per SKU in SKU order; a SKU with none given is left out. */
  given: GiftItem[]
  /** The units due that stock could not cover, merged per SKU in SKU order. */
  outOfStock: GiftItem[]
  /** Σ given units × costPrice. */
  giftTotalPrice: number
}

/**
 * Hands out gifts as far as stock goes, never refusing the order: each gift, in the order the pricing engine listed
 * them (promotions, then the coupon), takes as many units of its SKU as are left, up to what it gives. `left` is
 * the units of each SKU that can go out as gifts (its stock once the order's own paid units are taken; a SKU it
 * does not name has none). The gifts of one SKU together never take more than is left.
 */
export function allotGifts<G extends GiftItem>(
  gifts: readonly G[],
  left: ReadonlyMap<string, number>,
): GiftAllotment<G> {
  const remaining = new Map<string, number>()
  const allotted = gifts.map((gift) => {
    const free = Math.max(0, remaining.get(gift.skuId) ?? left.get(gift.skuId) ?? 0)
    const givenQuantity = Math.min(gift.quantity, free)
    remaining.set(gift.skuId, free - givenQuantity)
    return { ...gift, givenQuantity }
  })
  return {
    gifts: allotted,
    given: mergeGiftsBySku(allotted.map((g) => ({ ...g, quantity: g.givenQuantity }))),
    outOfStock: mergeGiftsBySku(allotted.map((g) => ({ ...g, quantity: g.quantity - g.givenQuantity }))),
    giftTotalPrice: allotted.reduce((total, g) => total + g.givenQuantity * g.costPrice, 0),
  }
}

/** How an order's goods leave it. */
export type GiftStockMove =
  | { kind: 'close' }
  | {
      kind: 'refund'
      /** The refund takes the order's last goods (the order becomes refunded). */
      completesOrder: boolean
      /** Any parcel of the order has left the warehouse (gifts travel with the first one). */
      shipped: boolean
    }

/**
 * Whether the order's gifts go back to stock with this move. A cancelled or unpaid-closed order gives them back;
 * a refund only when it takes the order's last goods and no parcel was ever shipped, so the gifts are still in the
 * warehouse. Gifts that left with a parcel are the shopper's: a partial refund, a refund after shipping or a
 * return never counts them back automatically. Each of these moves happens at most once per order (it moves the
 * order out of wait_pay, or to refunded), so gifts come back at most once.
 */
export function giftsReturnToStock(move: GiftStockMove): boolean {
  if (move.kind === 'close') return true
  return move.completesOrder && !move.shipped
}
