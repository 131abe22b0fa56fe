import type { Cart } from '@shop/contracts'
import { setCartCount } from '../../lib/state/cart-count'
import { appendToCart } from './api/cart-append'
import { cartQuantity } from './cart-view'

/** Adds units of a SKU to the cart (the request layer explains a refusal) and updates the tab badge. */
export async function addToCart(skuId: number, quantity: number): Promise<Cart> {
  const cart = await appendToCart(skuId, quantity)
  setCartCount(cartQuantity(cart.goods))
  return cart
}
