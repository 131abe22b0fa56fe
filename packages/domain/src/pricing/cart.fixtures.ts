import { priceCart } from './price-cart'
import type { CartLineInput, CouponInput, PricingInput, PricingRules, PromotionInput } from './types'

/** Shared builders for the pricing tests: defaults that stay out of the way of the rule under test. */

export const NOW = Date.UTC(2026, 5, 18, 4)
export const DAY = 86_400_000

export const RULES: PricingRules = {
  points: { pointsPerYuan: 100, maxPayableShare: 0.5 },
  shipping: { baseFee: 1000, freeThreshold: 9900 },
  cartMaxQuantity: 99,
}

export const line = (
  skuId: string,
  price: number,
  quantity = 1,
  extra: Partial<CartLineInput> = {},
): CartLineInput => ({
  skuId,
  goodsId: `g-${skuId}`,
  quantity,
  price,
  marketingPrice: price,
  selected: true,
  ...extra,
})

export const promotion = (
  id: string,
  code: string,
  args: unknown,
  extra: Partial<PromotionInput> = {},
): PromotionInput => ({
  id,
  code,
  name: id,
  startAt: NOW - DAY,
  endAt: NOW + DAY,
  scope: 'all',
  args,
  ...extra,
})

export const coupon = (
  id: string,
  promotionType: CouponInput['promotionType'],
  promotionValue: number,
  threshold: number,
  extra: Partial<CouponInput> = {},
): CouponInput => ({
  id,
  templateId: `t-${id}`,
  title: id,
  promotionType,
  promotionValue,
  threshold,
  validFrom: NOW - DAY,
  validTo: NOW + DAY,
  scope: 'all',
  ...extra,
})

export const price = (input: Omit<PricingInput, 'rules'> & { rules?: PricingRules }) =>
  priceCart({ rules: RULES, ...input }, { now: NOW })

/** The amount each line lost to one source (promotion id, coupon id, promotion code), by sku. */
export function allocated(result: ReturnType<typeof price>, sourceId: string): Record<string, number> {
  return Object.fromEntries(
    result.lines
      .map(
        (l) =>
          [l.skuId, l.adjustments.filter((a) => a.sourceId === sourceId).reduce((s, a) => s + a.amount, 0)] as const,
      )
      .filter(([, amount]) => amount > 0),
  )
}
