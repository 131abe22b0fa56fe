import type { Cart, OrderSubmitted } from '@shop/contracts'
import { PAGES, url } from '../../lib/navigation/routes'
import type { CallOptions } from '../../lib/http/request'
import { locateBuyNow } from './api/buy-now-locate'
import { submitBuyNow } from './api/buy-now-submit'
import { locateCart, type LocateBody } from './api/cart-locate'
import { submitCart, type SubmitBody } from './api/cart-submit'
import { locateMultiBuyNow } from './api/multi-buy-now-locate'
import { submitMultiBuyNow } from './api/multi-buy-now-submit'
import { locateSecKill } from './api/sec-kill-locate'
import { submitSecKill } from './api/sec-kill-submit'
import { locatePushOrder } from './api/push-order-locate'
import { submitPushOrder } from './api/push-order-submit'
import { locateYearCard } from './api/year-card-locate'
import { submitYearCard } from './api/year-card-submit'
import { newIdempotencyKey } from './idempotency'

export interface CheckoutItem {
  skuId: number
  quantity: number
}

/**
 * What a checkout orders: the selected lines of the cart, SKUs bought now (the cart untouched), one SKU of a
 * running flash sale (sec_kill), a guide's push order by its code (its goods, the cart untouched), or a year card.
 */
export type CheckoutSource =
  | { kind: 'cart' }
  | { kind: 'items'; items: CheckoutItem[] }
  | { kind: 'seckill'; activityId: number; item: CheckoutItem }
  | { kind: 'push'; code: string }
  | { kind: 'yearCard'; cardId: number }

/**
 * The checkout page for a source: `?from=cart`, `?items=12:2,15:1` (SKU id : quantity), `?seckill=…` or
 * `?push=<code>`, and `key`, the
 * idempotency key of this checkout: a new one each time the shopper goes to a checkout, the same one whenever this
 * checkout is shown again (the browser's Back), so it cannot place a second order.
 */
export function checkoutUrl(source: CheckoutSource, key = newIdempotencyKey()): string {
  if (source.kind === 'cart') return url(PAGES.pay, { from: 'cart', key })
  if (source.kind === 'seckill') {
    return url(PAGES.pay, { seckill: `${source.activityId}:${source.item.skuId}:${source.item.quantity}`, key })
  }
  if (source.kind === 'push') return url(PAGES.pay, { push: source.code, key })
  if (source.kind === 'yearCard') return url(PAGES.pay, { yearCard: source.cardId, key })
  return url(PAGES.pay, { items: source.items.map((i) => `${i.skuId}:${i.quantity}`).join(','), key })
}

/** The source a checkout page was opened with; null when the query names nothing that can be ordered. */
export function sourceFromQuery(query: {
  from?: string
  items?: string
  seckill?: string
  push?: string
  yearCard?: string
}): CheckoutSource | null {
  if (query.from === 'cart') return { kind: 'cart' }
  if (query.yearCard !== undefined) {
    const cardId = /^\d+$/.test(query.yearCard) ? Number(query.yearCard) : 0
    return cardId > 0 ? { kind: 'yearCard', cardId } : null
  }
  if (query.seckill !== undefined) {
    const m = /^(\d+):(\d+):(\d+)$/.exec(query.seckill.trim())
    const [activityId, skuId, quantity] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0]
    return activityId > 0 && skuId > 0 && quantity > 0
      ? { kind: 'seckill', activityId, item: { skuId, quantity } }
      : null
  }
  if (query.push !== undefined) return /^[\w-]{22}$/.test(query.push) ? { kind: 'push', code: query.push } : null
  const items: CheckoutItem[] = []
  for (const pair of (query.items ?? '').split(',')) {
    const m = /^(\d+):(\d+)$/.exec(pair.trim())
    if (!m) return null
    const [skuId, quantity] = [Number(m[1]), Number(m[2])]
    if (skuId <= 0 || quantity <= 0 || items.some((i) => i.skuId === skuId)) return null
    items.push({ skuId, quantity })
  }
  return items.length > 0 ? { kind: 'items', items } : null
}

/**
 * Prices a checkout: cart/locate, buy_now/locate for one SKU, multi_buy_now/locate for several, sec_kill/locate, a
 * push order's, a year card's.
 */
export function locateCheckout(source: CheckoutSource, body: LocateBody, options?: CallOptions): Promise<Cart> {
  if (source.kind === 'cart') return locateCart(body, options)
  if (source.kind === 'seckill') return locateSecKill({ activityId: source.activityId, ...source.item }, body, options)
  if (source.kind === 'push') return locatePushOrder(source.code, body, options)
  if (source.kind === 'yearCard') return locateYearCard(source.cardId, body, options)
  const [first, ...rest] = source.items
  return first && rest.length === 0
    ? locateBuyNow(first, body, options)
    : locateMultiBuyNow(source.items, body, options)
}

/** Orders a checkout through the submit that matches its locate. */
export function submitCheckout(source: CheckoutSource, body: SubmitBody): Promise<OrderSubmitted> {
  if (source.kind === 'cart') return submitCart(body)
  if (source.kind === 'seckill') return submitSecKill({ activityId: source.activityId, ...source.item }, body)
  if (source.kind === 'push') return submitPushOrder(source.code, body)
  if (source.kind === 'yearCard') return submitYearCard(source.cardId, body)
  const [first, ...rest] = source.items
  return first && rest.length === 0 ? submitBuyNow(first, body) : submitMultiBuyNow(source.items, body)
}
