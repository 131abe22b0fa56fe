import type { Cart, OrderSubmitted } from '@shop/contracts'
import { useCallback, useState } from 'react'
import { isApiError } from '../../../lib/http/api-error'
import { useBusy } from '../../../lib/hooks/use-busy'
import { setCartCount } from '../../../lib/state/cart-count'
import { useQuery, type QueryState } from '../../../lib/hooks/use-query'
import { clientKind, track } from '../../../lib/http/tracking'
import { locateCart } from '../api/cart-locate'
import { cartQuantity } from '../cart-view'
import { isUnaddressed, locateCheckout, submitCheckout, type CheckoutSource } from '../checkout-source'
import { NO_CHOICES, choicesBody, setCartChoices, useCartChoices, type PricingChoices } from '../choices.store'
import { placedOrder, rememberPlaced, useIdempotencyKey } from '../idempotency'
import { isStaleCoupon } from './use-cart'

export interface CheckoutState extends QueryState<Cart> {
  choices: PricingChoices
  choose: (patch: Partial<PricingChoices>) => void
  submitting: boolean
  /** The order this checkout placed before it was shown again (the browser's Back from the cashier): nothing to price. */
  placed: number | null
  /** Places the order; null when it was refused (the request layer has said why; the checkout is priced again). */
  submit: (remark: string) => Promise<OrderSubmitted | null>
}

/** Spec §9 channel ids: wm in the mini-program, app inside the app shell, h5 in a browser. */
const channel = () => (({ Weapp: 'wm', 'App-H5': 'app', H5: 'h5' }) as const)[clientKind()]

/**
 * The checkout of a source: priced with the shopper's choices and address, then ordered with the same choices,
 * the quote of the pricing shown and the checkout's idempotency key (its link's `key`), so a double tap, a retry
 * after a lost answer or a submit after coming back gives the order the first submit made. A checkout that placed
 * its order knows it when shown again (`placed`) and prices nothing. The cart's checkout shares the cart tab's
 * choices; a buy-now has its own.
 */
export function useCheckout(
  requested: CheckoutSource | null,
  linkKey: string | undefined,
  addressId: number | null,
  onAddressGone: () => void,
) {
  const idempotencyKey = useIdempotencyKey(linkKey)
  const [placed] = useState(() => placedOrder(idempotencyKey))
  const source = placed === null ? requested : null
  const shared = useCartChoices()
  const [own, setOwn] = useState<PricingChoices>(NO_CHOICES)
  const fromCart = source?.kind === 'cart'
  const choices = fromCart ? shared : own
  const choose = useCallback(
    (patch: Partial<PricingChoices>) => (fromCart ? setCartChoices(patch) : setOwn((c) => ({ ...c, ...patch }))),
    [fromCart],
  )
  const { busy: submitting, run } = useBusy()
  const body = { ...choicesBody(choices), ...(addressId !== null && { addressId }) }
  const checkout = useQuery(
    // Runs only with a source (enabled below).
    ({ shown }) => locateCheckout(source!, body, { hideModal: !shown }),
    [JSON.stringify(source), JSON.stringify(body)],
    source !== null,
    {
      recover: (e) => {
        if (isStaleCoupon(e, choices)) choose({ couponId: undefined })
        else if (isApiError(e) && e.code === 'notFound' && addressId !== null) onAddressGone()
        else return false
        return true
      },
    },
  )

  const submit = async (remark: string): Promise<OrderSubmitted | null> => {
    const cart = checkout.data
    // A gift or a year card has no address: the friend who claims the gift gives theirs, a year card ships nothing.
    if (!source || !cart || (!cart.address && !isUnaddressed(source))) return null
    const addressId = cart.address?.id
    const result = await run(async () => {
      try {
        const order = await submitCheckout(source, {
          ...choicesBody(choices),
          ...(addressId !== undefined && { addressId }),
          ...(remark.trim() && { remark: remark.trim() }),
          channel: channel(),
          idempotencyKey,
          quote: cart.quote,
        })
        rememberPlaced(idempotencyKey, order.orderId)
        if (source.kind === 'gift') track('give_order', { orderId: order.orderId, orderNo: order.orderNo })
        if (fromCart) {
          setCartChoices(NO_CHOICES)
          // The ordered lines left the cart: the badge follows (in the background; the cart tab reloads on show).
          locateCart({}, { silent: true }).then(
            (c) => setCartCount(cartQuantity(c.goods)),
            () => undefined,
          )
        }
        return order
      } catch (e) {
        // Refused (stock, limits, a coupon gone): show what can be ordered now. 400009 leads to the cart tab instead;
        // without an answer everything stays as it was, so that 提交订单 again repeats the same request.
        if (isApiError(e) && e.status >= 400 && e.status < 500 && e.code !== '400009') checkout.reload()
        return null
      }
    })
    return result ?? null
  }

  const state: CheckoutState = {
    data: checkout.data,
    error: checkout.error,
    loading: checkout.loading,
    reload: checkout.reload,
    choices,
    choose,
    submitting,
    placed,
    submit,
  }
  return state
}
