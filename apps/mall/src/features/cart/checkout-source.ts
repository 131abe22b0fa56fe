import type { Cart, OrderSubmitted, PushOrderKind } from '@shop/contracts'
import { PAGES, url } from '../../lib/navigation/routes'
import type { CallOptions } from '../../lib/http/request'
import { locateBuyNow } from './api/buy-now-locate'
import { submitBuyNow } from './api/buy-now-submit'
import { locateCart, type LocateBody } from './api/cart-locate'
import { submitCart, type SubmitBody, type UnaddressedSubmitBody } from './api/cart-submit'
import { locateMultiBuyNow } from './api/multi-buy-now-locate'
import { submitMultiBuyNow } from './api/multi-buy-now-submit'
import { locateSecKill } from './api/sec-kill-locate'
import { submitSecKill } from './api/sec-kill-submit'
import { locatePushOrder } from './api/push-order-locate'
import { submitPushOrder } from './api/push-order-submit'
import { locatePointsGoods } from './api/points-goods-locate'
import { submitPointsGoods } from './api/points-goods-submit'
import { locateParticipation } from './api/participation-locate'
import { submitParticipation } from './api/participation-submit'
import { locateGift } from './api/gift-locate'
import { submitGift } from './api/gift-submit'
import { locateYearCard } from './api/year-card-locate'
import { submitYearCard } from './api/year-card-submit'
import { locateBuyGift } from './api/buy-gift-locate'
import { submitBuyGift } from './api/buy-gift-submit'
import { locateCyclePlan } from './api/cycle-plan-locate'
import { submitCyclePlan } from './api/cycle-plan-submit'
import { locatePresale } from './api/presale-locate'
import { submitPresale } from './api/presale-submit'
import { locateOnePrice } from './api/one-price-locate'
import { submitOnePrice } from './api/one-price-submit'
import { locateSurpriseBox } from './api/surprise-box-locate'
import { submitSurpriseBox } from './api/surprise-box-submit'
import { newIdempotencyKey } from './idempotency'

export interface CheckoutItem {
  skuId: number
  quantity: number
}

/** A gift checkout's own choices: the box (left out: the shop's first) and the recorded blessing's path. */
export interface GiftExtras {
  packageId?: string
  yuyinBlessing?: string
}

/**
 * What a checkout orders: the selected lines of the cart, SKUs bought now (the cart untouched), one SKU of a
 * running flash sale (sec_kill), a push order by its code (its goods, the cart untouched: a guide's ba_push_order
 * or a distributor's distribution_order), points goods (integral / integral_gift: the points and the cash are the
 * goods' terms, no coupon or points toggle), one unit of a group buy, one SKU as a gift to a friend (give_gift:
 * no address; the page adds the box and blessing picked), a year card, SKUs bought through a buy-with-gift
 * activity (buy_gift: the activity's coupon is given once paid), a cycle plan (accompany), a pre-sale's deposit or
 * full payment, a goods of a one-price activity at its one price, or one surprise box (its goods revealed once paid).
 */
export type CheckoutSource =
  | { kind: 'cart' }
  | { kind: 'items'; items: CheckoutItem[] }
  | { kind: 'seckill'; activityId: number; item: CheckoutItem }
  | { kind: 'push'; orderType: PushOrderKind; code: string }
  | { kind: 'points'; pointsGoodsId: number; quantity: number }
  /** One unit of a group buy: open a group (no groupId) or join one (docs/group-buys.md). */
  | { kind: 'group'; activityId: number; skuId: number; groupId?: number | undefined }
  | ({ kind: 'gift'; item: CheckoutItem } & GiftExtras)
  | { kind: 'yearCard'; cardId: number }
  | { kind: 'buyGift'; activityId: number; item: CheckoutItem }
  | { kind: 'cycle'; planId: number }
  | { kind: 'presale'; presaleId: number; quantity: number }
  | { kind: 'onePrice'; activityId: number; item: CheckoutItem }
  | { kind: 'box'; boxId: number }

/** A checkout that ships to no address of the shopper's: a gift (the friend gives theirs), a year card (nothing ships). */
export const isUnaddressed = (source: CheckoutSource): boolean => source.kind === 'gift' || source.kind === 'yearCard'

/**
 * The checkout page for a source: `?from=cart`, `?items=12:2,15:1` (SKU id : quantity), `?seckill=…`,
 * `?push=<code>` (a guide's) or `?distribution=<code>` (a distributor's), `?points=<points goods id>:<quantity>`,
 * `?group=<activity>:<sku>:<group or 0>`, `?gift=skuId:quantity`, `?yearCard=<id>`,
 * `?buyGift=<activity>:<sku>:<quantity>`, `?cycle=<plan id>`, `?presale=<id>:<quantity>`,
 * `?onePrice=<activity>:<sku>:<quantity>` or `?box=<id>`, and `key`, the
 * idempotency key of this checkout: a new one each time the shopper goes to a checkout, the same one whenever this
 * checkout is shown again (the browser's Back), so it cannot place a second order.
 */
export function checkoutUrl(source: CheckoutSource, key = newIdempotencyKey()): string {
  if (source.kind === 'cart') return url(PAGES.pay, { from: 'cart', key })
  if (source.kind === 'seckill') {
    return url(PAGES.pay, { seckill: `${source.activityId}:${source.item.skuId}:${source.item.quantity}`, key })
  }
  if (source.kind === 'push') {
    return url(PAGES.pay, { [source.orderType === 'ba_push_order' ? 'push' : 'distribution']: source.code, key })
  }
  if (source.kind === 'points') return url(PAGES.pay, { points: `${source.pointsGoodsId}:${source.quantity}`, key })
  if (source.kind === 'group') {
    return url(PAGES.pay, { group: [source.activityId, source.skuId, source.groupId ?? 0].join(':'), key })
  }
  if (source.kind === 'gift') return url(PAGES.pay, { gift: `${source.item.skuId}:${source.item.quantity}`, key })
  if (source.kind === 'yearCard') return url(PAGES.pay, { yearCard: source.cardId, key })
  if (source.kind === 'buyGift') {
    return url(PAGES.pay, { buyGift: `${source.activityId}:${source.item.skuId}:${source.item.quantity}`, key })
  }
  if (source.kind === 'cycle') return url(PAGES.pay, { cycle: source.planId, key })
  if (source.kind === 'box') return url(PAGES.pay, { box: source.boxId, key })
  if (source.kind === 'presale') return url(PAGES.pay, { presale: `${source.presaleId}:${source.quantity}`, key })
  if (source.kind === 'onePrice') {
    return url(PAGES.pay, { onePrice: `${source.activityId}:${source.item.skuId}:${source.item.quantity}`, key })
  }
  return url(PAGES.pay, { items: source.items.map((i) => `${i.skuId}:${i.quantity}`).join(','), key })
}

/** `12:2` → [12, 2]; anything else → [0, 0] (nothing to order). */
function pairOf(text: string): [number, number] {
  const m = /^(\d+):(\d+)$/.exec(text.trim())
  return m ? [Number(m[1]), Number(m[2])] : [0, 0]
}

/** The source a checkout page was opened with; null when the query names nothing that can be ordered. */
export function sourceFromQuery(query: {
  from?: string
  items?: string
  seckill?: string
  push?: string
  distribution?: string
  points?: string
  group?: string
  gift?: string
  yearCard?: string
  buyGift?: string
  cycle?: string
  presale?: string
  onePrice?: string
  box?: string
}): CheckoutSource | null {
  if (query.from === 'cart') return { kind: 'cart' }
  if (query.yearCard !== undefined) {
    const cardId = /^\d+$/.test(query.yearCard) ? Number(query.yearCard) : 0
    return cardId > 0 ? { kind: 'yearCard', cardId } : null
  }
  if (query.cycle !== undefined) {
    const planId = /^\d+$/.test(query.cycle) ? Number(query.cycle) : 0
    return planId > 0 ? { kind: 'cycle', planId } : null
  }
  if (query.box !== undefined) {
    const boxId = /^\d+$/.test(query.box) ? Number(query.box) : 0
    return boxId > 0 ? { kind: 'box', boxId } : null
  }
  if (query.presale !== undefined) {
    const [presaleId, quantity] = pairOf(query.presale)
    return presaleId > 0 && quantity > 0 ? { kind: 'presale', presaleId, quantity } : null
  }
  if (query.group !== undefined) {
    const m = /^(\d+):(\d+):(\d+)$/.exec(query.group.trim())
    if (!m || Number(m[1]) <= 0 || Number(m[2]) <= 0) return null
    const groupId = Number(m[3])
    return { kind: 'group', activityId: Number(m[1]), skuId: Number(m[2]), ...(groupId > 0 && { groupId }) }
  }
  if (query.gift !== undefined) {
    const [skuId, quantity] = pairOf(query.gift)
    return skuId > 0 && quantity > 0 ? { kind: 'gift', item: { skuId, quantity } } : null
  }
  for (const [value, kind] of [
    [query.seckill, 'seckill'],
    [query.buyGift, 'buyGift'],
    [query.onePrice, 'onePrice'],
  ] as const) {
    if (value === undefined) continue
    const m = /^(\d+):(\d+):(\d+)$/.exec(value.trim())
    const [activityId, skuId, quantity] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0]
    return activityId > 0 && skuId > 0 && quantity > 0 ? { kind, activityId, item: { skuId, quantity } } : null
  }
  if (query.points !== undefined) {
    const [pointsGoodsId, quantity] = pairOf(query.points)
    return pointsGoodsId > 0 && quantity > 0 ? { kind: 'points', pointsGoodsId, quantity } : null
  }
  for (const [code, orderType] of [
    [query.push, 'ba_push_order'],
    [query.distribution, 'distribution_order'],
  ] as const) {
    if (code !== undefined) return /^[\w-]{22}$/.test(code) ? { kind: 'push', orderType, code } : null
  }
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
 * push order's, buy_bonusPoint/locate (only the address of the choices counts there), participation/locate,
 * give_gift_order/locate, a year card's, buy_gift/locate, a cycle plan's (accompanyActivity/locate), a
 * pre-sale's, or a one-price goods'.
 */
export function locateCheckout(source: CheckoutSource, body: LocateBody, options?: CallOptions): Promise<Cart> {
  if (source.kind === 'cart') return locateCart(body, options)
  if (source.kind === 'seckill') return locateSecKill({ activityId: source.activityId, ...source.item }, body, options)
  if (source.kind === 'push') return locatePushOrder(source.orderType, source.code, body, options)
  if (source.kind === 'points') return locatePointsGoods(source, body, options)
  if (source.kind === 'group') return locateParticipation(source, body, options)
  if (source.kind === 'gift') return locateGift(source.item, { packageId: source.packageId }, body, options)
  if (source.kind === 'yearCard') return locateYearCard(source.cardId, body, options)
  if (source.kind === 'buyGift') return locateBuyGift({ activityId: source.activityId, ...source.item }, body, options)
  if (source.kind === 'cycle') return locateCyclePlan(source.planId, body, options)
  if (source.kind === 'presale') return locatePresale(source, body, options)
  if (source.kind === 'onePrice')
    return locateOnePrice({ activityId: source.activityId, ...source.item }, body, options)
  if (source.kind === 'box') return locateSurpriseBox(source.boxId, body, options)
  const [first, ...rest] = source.items
  return first && rest.length === 0
    ? locateBuyNow(first, body, options)
    : locateMultiBuyNow(source.items, body, options)
}

/**
 * Orders a checkout through the submit that matches its locate; the address is left out for a gift (the friend
 * gives theirs) and a year card (nothing ships).
 */
export function submitCheckout(source: CheckoutSource, submitBody: UnaddressedSubmitBody): Promise<OrderSubmitted> {
  if (source.kind === 'gift') {
    const { packageId, yuyinBlessing } = source
    return submitGift(source.item, { packageId, yuyinBlessing }, submitBody)
  }
  if (source.kind === 'yearCard') return submitYearCard(source.cardId, submitBody)
  const { addressId, ...choices } = submitBody
  if (addressId === undefined) return Promise.reject(new Error('A checkout of goods needs an address'))
  const body: SubmitBody = { ...choices, addressId }
  if (source.kind === 'cart') return submitCart(body)
  if (source.kind === 'seckill') return submitSecKill({ activityId: source.activityId, ...source.item }, body)
  if (source.kind === 'push') return submitPushOrder(source.orderType, source.code, body)
  if (source.kind === 'points') return submitPointsGoods(source, body)
  if (source.kind === 'group') return submitParticipation(source, body)
  if (source.kind === 'buyGift') return submitBuyGift({ activityId: source.activityId, ...source.item }, body)
  if (source.kind === 'cycle') return submitCyclePlan(source.planId, body)
  if (source.kind === 'presale') return submitPresale(source, body)
  if (source.kind === 'onePrice') return submitOnePrice({ activityId: source.activityId, ...source.item }, body)
  if (source.kind === 'box') return submitSurpriseBox(source.boxId, body)
  const [first, ...rest] = source.items
  return first && rest.length === 0 ? submitBuyNow(first, body) : submitMultiBuyNow(source.items, body)
}
