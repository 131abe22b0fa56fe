import type { Cart, OrderSubmitted } from '@shop/contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import { isApiError } from '../../../lib/http/api-error'
import { useBusy } from '../../../lib/hooks/use-busy'
import { setCartCount } from '../../../lib/state/cart-count'
import type { QueryState } from '../../../lib/hooks/use-query'
import { clientKind } from '../../../lib/http/tracking'
import { locateCart } from '../api/cart-locate'
import { cartQuantity } from '../cart-view'
import { locateCheckout, submitCheckout, type CheckoutSource } from '../checkout-source'
import { NO_CHOICES, choicesBody, setCartChoices, useCartChoices, type PricingChoices } from '../choices.store'
import { useIdempotencyKey } from '../idempotency'
import { isStaleCoupon } from './use-cart'

export interface CheckoutState extends QueryState<Cart> {
  choices: PricingChoices
  choose: (patch: Partial<PricingChoices>) => void
  submitting: boolean
  /** Places the order; null when it was refused (the request layer has said why; the checkout is priced again). */
  submit: (remark: string) => Promise<OrderSubmitted | null>
}

/** Spec §9 channel ids: wm in the mini-program, app inside the app shell, h5 in a browser. */
const channel = () => (({ Weapp: 'wm', 'App-H5': 'app', H5: 'h5' }) as const)[clientKind()]

/**
 * The checkout of a source: priced with the shopper's choices and address, then ordered with the same choices,
 * the quote of the pricing shown and one idempotency key per visit, so a double tap or a retry after a lost answer
 * gives the order the first submit made. The cart's checkout shares the cart tab's choices; a buy-now has its own.
 */
export function useCheckout(source: CheckoutSource | null, addressId: number | null, onAddressGone: () => void) {
  const shared = useCartChoices()
  const [own, setOwn] = useState<PricingChoices>(NO_CHOICES)
  const fromCart = source?.kind === 'cart'
  const choices = fromCart ? shared : own
  const choose = useCallback(
    (patch: Partial<PricingChoices>) => (fromCart ? setCartChoices(patch) : setOwn((c) => ({ ...c, ...patch }))),
    [fromCart],
  )
  const idempotencyKey = useIdempotencyKey()

  const [data, setData] = useState<Cart>()
  const [error, setError] = useState<unknown>()
  const [loading, setLoading] = useState(source !== null)
  const { busy: submitting, run } = useBusy()
  const generation = useRef(0)
  const hasData = useRef(false)

  const body = { ...choicesBody(choices), ...(addressId !== null && { addressId }) }
  const bodyKey = JSON.stringify(body)
  const sourceKey = JSON.stringify(source)
  // What the next load asks, read when it runs (so that loading depends on nothing that changes every render).
  const latest = useRef({ source, body, choices, choose, onAddressGone })
  latest.current = { source, body, choices, choose, onAddressGone }

  const load = useCallback(async () => {
    const { source: from, body: asked, choices: chosen, choose: rechoose, onAddressGone: addressGone } = latest.current
    if (!from) return
    const mine = ++generation.current
    setLoading(true)
    try {
      const cart = await locateCheckout(from, asked, { hideModal: !hasData.current })
      if (mine !== generation.current) return
      hasData.current = true
      setData(cart)
      setError(undefined)
    } catch (e) {
      if (mine !== generation.current) return
      if (isStaleCoupon(e, chosen)) rechoose({ couponId: undefined })
      else if (isApiError(e) && e.code === 'notFound' && asked.addressId !== undefined) addressGone()
      else setError(e)
    } finally {
      if (mine === generation.current) setLoading(false)
    }
  }, [])

  useEffect(() => {
    void load()
  }, [sourceKey, bodyKey, load])

  const submit = async (remark: string): Promise<OrderSubmitted | null> => {
    const cart = data
    if (!source || !cart?.address) return null
    const addressId = cart.address.id
    const order = await run(async () => {
      try {
        const submitted = await submitCheckout(source, {
          ...choicesBody(choices),
          addressId,
          ...(remark.trim() && { remark: remark.trim() }),
          channel: channel(),
          idempotencyKey,
          quote: cart.quote,
        })
        if (fromCart) {
          setCartChoices(NO_CHOICES)
          // The ordered lines left the cart: the badge follows (in the background; the cart tab reloads on show).
          locateCart({}, { silent: true }).then(
            (c) => setCartCount(cartQuantity(c.goods)),
            () => undefined,
          )
        }
        return submitted
      } catch (e) {
        // Refused (stock, limits, a coupon gone): show what can be ordered now. 400009 leads to the cart tab instead;
        // without an answer everything stays as it was, so that 提交订单 again repeats the same request.
        if (isApiError(e) && e.status >= 400 && e.status < 500 && e.code !== '400009') void load()
        return null
      }
    })
    return order ?? null
  }

  const state: CheckoutState = {
    data,
    error,
    loading,
    reload: () => void load(),
    choices,
    choose,
    submitting,
    submit,
  }
  return state
}
