import type { Cart, CartLine } from '@shop/contracts'
import { unitPrice } from '@shop/domain'

/**
 * What the cart tab derives from the priced cart the server answers: the lines of the cart itself, the select-all
 * box, the badge count, the stepper's bounds, the prices a line shows. Pure, so it is tested on its own.
 */

/** Units of one SKU in one call (the contract's CART_QUANTITY_MAX; contracts reach the app as types only). */
export const LINE_QUANTITY_MAX = 999

/** Lines that cannot be bought at all: greyed, not counted, not tickable. */
const DEAD_STATUSES: readonly CartLine['status'][] = ['soldOut', 'unavailable', 'addOnUnavailable']

/** The cart's own lines (add-on lines come with the pricing choices, not from the cart). */
export const ownLines = (cart: Pick<Cart, 'goods'>): CartLine[] => cart.goods.filter((l) => l.addOnOf === null)

/** Add-on lines taken through an offer (换购, 随手带一件). */
export const addOnLines = (cart: Pick<Cart, 'goods'>): CartLine[] => cart.goods.filter((l) => l.addOnOf !== null)

/** Spec §4: the cart count (the tab badge) is the sum of the cart lines' quantities. */
export function cartQuantity(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => (l.addOnOf === null ? sum + l.quantity : sum), 0)
}

export const isDead = (line: CartLine): boolean => DEAD_STATUSES.includes(line.status)

/** A line the shopper can tick: a cart line that can be bought. */
export const isSelectable = (line: CartLine): boolean => line.addOnOf === null && !isDead(line)

export type SelectAllState = 'all' | 'some' | 'none'

/** The select-all box: ticked when every tickable line is ticked (a cart of only sold-out lines: none). */
export function selectAllState(lines: readonly CartLine[]): SelectAllState {
  const selectable = lines.filter(isSelectable)
  const ticked = selectable.filter((l) => l.selected).length
  if (ticked === 0) return 'none'
  return ticked === selectable.length ? 'all' : 'some'
}

export interface StepperBounds {
  min: number
  max: number
  canDecrease: boolean
  canIncrease: boolean
}

/**
 * The quantity a line may take: at least 1; at most its stock, the per-customer limit, the units of one call and
 * what the cart still has room for (cartMaxQuantity counts every line). A quantity already above the bound (the
 * stock dropped) can still come down.
 */
export function stepperBounds(line: CartLine, cart: Pick<Cart, 'goods' | 'cartMaxQuantity'>): StepperBounds {
  const room = cart.cartMaxQuantity - (cartQuantity(cart.goods) - line.quantity)
  const max = Math.max(0, Math.min(LINE_QUANTITY_MAX, line.stock, line.limitPerCustomer ?? Infinity, room))
  return { min: 1, max, canDecrease: line.quantity > 1, canIncrease: !isDead(line) && line.quantity < max }
}

/** The struck price beside it: the marketing price when above what is paid. */
export function struckPrice(line: Pick<CartLine, 'price' | 'activityPrice' | 'marketingPrice'>): number | null {
  const was = Math.max(line.marketingPrice, line.price)
  return was > unitPrice(line) ? was : null
}

/** The mark on a line that cannot be counted as it is. */
export function lineMark(line: CartLine): string | null {
  switch (line.status) {
    case 'soldOut':
      return '已售罄'
    case 'unavailable':
      return '已下架'
    case 'addOnUnavailable':
      return '不满足换购条件'
    default:
      return null
  }
}

/**
 * Units the cart's head counts (共 N 件商品): its own lines and the add-ons taken with them, the same units 结算
 * counts once every line is ticked (an add-on the cart no longer qualifies for is not taken).
 */
export const cartUnits = (cart: Pick<Cart, 'goods'>): number =>
  cart.goods.reduce((sum, l) => (l.addOnOf === null || l.inTotals ? sum + l.quantity : sum), 0)

/** Units the 结算 button counts: every line in the totals (add-ons too: they are ordered). */
export const checkoutQuantity = (cart: Pick<Cart, 'goods'>): number =>
  cart.goods.reduce((sum, l) => (l.inTotals ? sum + l.quantity : sum), 0)

/** The cart's offers under the promotion that makes them, in the order the promotions come. */
export function offersByPromotion(cart: Pick<Cart, 'promotions' | 'selectGifts'>) {
  return cart.promotions.flatMap((promotion) => {
    const offers = cart.selectGifts.filter((o) => o.promotionId === promotion.id)
    return offers.length === 0 ? [] : [{ promotion, offers }]
  })
}
