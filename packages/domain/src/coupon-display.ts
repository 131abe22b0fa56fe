import { truncateDecimals } from './money'

/** Coupon and amount types (spec §9) with their tags. */
export const CouponType = { ThresholdReduction: 1, Discount: 2, FreeGift: 3, Gift: 4 } as const
export type CouponType = (typeof CouponType)[keyof typeof CouponType]

export const COUPON_TAGS: Record<CouponType, string> = {
  1: '满减券',
  2: '满折券',
  3: '赠品券',
  4: '礼品券',
}

/**
 * A discount coupon's promotionValue is a rate (0.85 = 15% off); it is shown as promotionValue × 10
 * ("8.5折"), kept to at most 2 decimals.
 */
export function discountDisplayValue(promotionValue: number): string {
  return String(truncateDecimals(promotionValue * 10, 2))
}

/** Promotion tags (spec §9): order_amount_swap 满额换购, amount_swap 单品换购, otherwise 随手带一件. */
export function promotionTag(kind: string): string {
  if (kind === 'order_amount_swap') return '满额换购'
  if (kind === 'amount_swap') return '单品换购'
  return '随手带一件'
}
