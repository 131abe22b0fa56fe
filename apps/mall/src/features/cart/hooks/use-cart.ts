import type { Cart } from '@shop/contracts'
import Taro from '@tarojs/taro'
import { useCallback, useEffect } from 'react'
import { isApiError } from '../../../lib/http/api-error'
import { useBusy } from '../../../lib/hooks/use-busy'
import { setCartCount } from '../../../lib/state/cart-count'
import { useQuery, type QueryState } from '../../../lib/hooks/use-query'
import { locateCart } from '../api/cart-locate'
import { removeCartLines } from '../api/cart-remove'
import { selectCartLines } from '../api/cart-select'
import { updateCartLine } from '../api/cart-update'
import { cartQuantity } from '../cart-view'
import {
  cartChoices,
  choicesBody,
  hasChoices,
  setCartChoices,
  useCartChoices,
  type PricingChoices,
} from '../choices.store'

export interface CartState extends QueryState<Cart> {
  /** A change is on its way: further taps wait. */
  busy: boolean
  choices: PricingChoices
  setQuantity: (skuId: number, quantity: number) => Promise<void>
  select: (skuIds: number[] | 'all', selected: boolean) => Promise<void>
  remove: (skuIds: number[]) => Promise<void>
  choose: (patch: Partial<PricingChoices>) => void
}

/**
 * A coupon chosen earlier may be gone (used by another order, another account now): the caller drops the choice
 * and prices again with the engine's pick.
 */
export function isStaleCoupon(error: unknown, choices: PricingChoices): boolean {
  if (!isApiError(error) || error.code !== 'couponUnavailable' || choices.couponId == null) return false
  void Taro.showToast({ title: '所选优惠券已不可用', icon: 'none' })
  return true
}

/**
 * The cart tab's priced cart: loaded when `enabled` (a customer), priced again whenever a choice changes, and
 * changed line by line (quantity, ticks, removal). Every answer updates the tab badge. Changes go one at a time;
 * the server's answer is what is shown (it refuses what stock, limits or the cart size do not allow).
 */
export function useCart(enabled: boolean): CartState {
  const choices = useCartChoices()
  const { busy, run } = useBusy()
  const choicesKey = JSON.stringify(choicesBody(choices))
  const cart = useQuery(
    // The first load shows its own error state; later ones (a choice changed) keep the cart and say why.
    ({ shown }) => locateCart(choicesBody(cartChoices.get()), { hideModal: !shown }),
    [choicesKey],
    enabled,
    {
      recover: (e) => {
        if (!isStaleCoupon(e, cartChoices.get())) return false
        setCartChoices({ couponId: undefined })
        return true
      },
    },
  )
  const { update, reload } = cart

  useEffect(() => {
    if (cart.data) setCartCount(cartQuantity(cart.data.goods))
  }, [cart.data])

  const change = useCallback(
    (send: () => Promise<Cart>) =>
      run(async () => {
        try {
          await update(async () => {
            const answer = await send()
            // The server prices a change without the choices: with any set, price again with them.
            return hasChoices(cartChoices.get()) ? locateCart(choicesBody(cartChoices.get())) : answer
          })
        } catch {
          // The request layer has told the shopper why; the cart on screen is reloaded to be sure it is current.
          reload()
        }
      }),
    [run, update, reload],
  )

  return {
    data: cart.data,
    error: cart.error,
    loading: cart.loading,
    reload,
    busy,
    choices,
    setQuantity: (skuId, quantity) => change(() => updateCartLine(skuId, quantity)),
    select: (skuIds, selected) => change(() => selectCartLines(skuIds, selected)),
    remove: (skuIds) => change(() => removeCartLines(skuIds)),
    choose: (patch) => setCartChoices(patch),
  }
}
