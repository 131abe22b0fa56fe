/**
 * One price (一口价, mall page `price/index`; docs/one-price.md): an activity of goods each sold at one price of its
 * own, from an allotment of its own, within a per-customer limit per activity (and optionally a per-order one).
 * Windows are half-open `[start, end)`, epoch ms; amounts integer fen.
 */

import { activityStatus, type ActivityStatus } from './activity'

export interface OnePriceTerms {
  startsAt: number
  endsAt: number
  /** Units one customer may hold over the activity's orders not closed (unpaid and paid). */
  limitPerCustomer: number
  /** Units one order may carry; null: only the per-customer limit. */
  limitPerOrder: number | null
}

export interface OnePriceGoodsTerms {
  /** The one price of a unit. */
  price: number
  /** The SKU's own price, struck through beside it. */
  skuPrice: number
  stock: number
  sold: number
}

/** Why an activity's terms cannot be saved (in Chinese, the console shows it), or null when they can. */
export function onePriceTermsProblem(terms: OnePriceTerms): string | null {
  if (!(terms.endsAt > terms.startsAt)) return '结束时间须晚于开始时间'
  if (terms.limitPerCustomer < 1) return '每人限购至少1件'
  if (terms.limitPerOrder !== null && terms.limitPerOrder < 1) return '每单限购至少1件'
  if (terms.limitPerOrder !== null && terms.limitPerOrder > terms.limitPerCustomer) {
    return '每单限购不能超过每人限购'
  }
  return null
}

/**
 * Why a goods line of an activity cannot be saved, or null: the one price at least ¥0.01 and below the SKU's own
 * price (it is shown beside the struck original: a one price above it would be no offer), the stock never below what
 * is sold.
 */
export function onePriceGoodsProblem(goods: OnePriceGoodsTerms): string | null {
  if (goods.price < 1) return '一口价须至少0.01元'
  if (goods.price >= goods.skuPrice) return '一口价须低于商品原价'
  if (goods.stock < goods.sold) return '活动库存不能少于已售数量'
  return null
}

/** The activity's status now (1 not started, 2 in progress, 3 ended), as every activity counts it. */
export const onePriceStatus = (terms: Pick<OnePriceTerms, 'startsAt' | 'endsAt'>, now: number): ActivityStatus =>
  activityStatus(terms.startsAt, terms.endsAt, now)

/**
 * Why `quantity` more units cannot be bought now by a customer who holds `held` of the activity (null: they can):
 * the per-order limit first, then the per-customer one. The database counts the same atomically when the order is
 * placed; this answers the shopper before.
 */
export function onePriceQuantityProblem(
  terms: Pick<OnePriceTerms, 'limitPerCustomer' | 'limitPerOrder'>,
  quantity: number,
  held: number,
): 'perOrder' | 'perCustomer' | null {
  if (terms.limitPerOrder !== null && quantity > terms.limitPerOrder) return 'perOrder'
  if (held + quantity > terms.limitPerCustomer) return 'perCustomer'
  return null
}

/** What an activity's status reads as, in the mall and the console. */
export const ONE_PRICE_STATUS_LABELS: Record<ActivityStatus, string> = { 1: '未开始', 2: '进行中', 3: '已结束' }
