import type { OrderStatus, OrderType } from './orders'
import { DAY_MS } from './year-card'

/**
 * Price protection (价格保护, spec §2 insuredList, §7 price_protection; docs/price-protection.md): within `days` of
 * paying, a shopper whose goods became cheaper at a public price is paid the difference once per line, through the
 * refund pipeline (`quotePriceDifference` in orders/refund.ts prices it against the line's refunds).
 */

export interface PriceProtectionRules {
  /** Off: nothing is protected (the list is empty, claims are refused). */
  enabled: boolean
  /** Days after payment a line stays protected (1–30). */
  days: number
  /** Orders of these types are not protected (activity orders: flash sales, group buys, points goods…). */
  excludedOrderTypes: readonly OrderType[]
  /** Lines bought at an activity price (a flash price, a year card's member price) are not protected. */
  excludeActivityPriced: boolean
}

export const PRICE_PROTECTION_DAYS_MAX = 30

export const DEFAULT_PRICE_PROTECTION_RULES: PriceProtectionRules = {
  enabled: true,
  days: 7,
  excludedOrderTypes: ['sec_kill', 'group_purchasing', 'integral', 'integral_gift', 'year_card'],
  excludeActivityPriced: true,
}

/** Paid orders in these statuses may still be protected (not cancelled, not fully refunded). */
export const PRICE_PROTECTED_STATUSES: readonly OrderStatus[] = [
  'wait_shipment',
  'partially_shipped',
  'wait_receive',
  'wait_estimate',
  'completed',
]

/** The last moment a line paid at `paidAt` is protected (exclusive). */
export function protectionDeadline(paidAt: number, days: number): number {
  return paidAt + days * DAY_MS
}

export interface ProtectedLineFacts {
  orderType: OrderType
  orderStatus: OrderStatus
  paidAt: number | null
  /** The line was bought at an activity price. */
  activityPriced: boolean
}

/** Why a line is not protected now, or null when it is: the error code a claim answers. */
export function protectionRefusal(
  line: ProtectedLineFacts,
  rules: PriceProtectionRules,
  now: number,
): 'priceProtectionExcluded' | 'priceProtectionExpired' | null {
  if (!rules.enabled || line.paidAt === null || !PRICE_PROTECTED_STATUSES.includes(line.orderStatus)) {
    return 'priceProtectionExcluded'
  }
  if (rules.excludedOrderTypes.includes(line.orderType)) return 'priceProtectionExcluded'
  if (rules.excludeActivityPriced && line.activityPriced) return 'priceProtectionExcluded'
  if (now >= protectionDeadline(line.paidAt, rules.days)) return 'priceProtectionExpired'
  return null
}

/**
 * What a unit of a line was paid (its goods after every discount, points included: `realPayAmount + pointsAmount`
 * over the units, rounded down) less the lowest public price since: the difference per unit, 0 when not cheaper.
 */
export function unitPriceDifference(
  line: { quantity: number; realPayAmount: number; pointsAmount: number },
  lowestPublicPrice: number,
): number {
  const paidUnit = Math.floor((line.realPayAmount + line.pointsAmount) / line.quantity)
  return Math.max(0, paidUnit - lowestPublicPrice)
}
