import { ActivityStatus, activityStatus } from '../activity'
import { COUPON_TAGS, type CouponType } from '../coupon-display'
import type { PromotionEffect } from './promotion-rule'
import { inScope } from './scope'
import type { CouponInput, CouponOption, GiftItem } from './types'
import { compare, shareOf, shortOf, spread, sumAmounts, type WorkingLine } from './working-line'

type CouponTerms = { promotionValue: number; gifts?: readonly GiftItem[] }

/**
 * What each coupon type does to the lines it covers once usable (a registry keyed by type; types 1 and 2
 * also serve promotion codes).
 */
export const COUPON_RULES: Record<CouponType, (terms: CouponTerms, lines: readonly WorkingLine[]) => PromotionEffect> =
  {
    /** 满减券: a fixed amount off. */
    1: (terms, lines) => ({ discounts: spread(terms.promotionValue, lines), gifts: [] }),
    /** 满折券: pay a rate of the amount, truncated to the fen. */
    2: (terms, lines) => {
      const base = sumAmounts(lines)
      return { discounts: spread(base - shareOf(base, terms.promotionValue), lines), gifts: [] }
    },
    /** 赠品券: gift items, no money off. */
    3: (terms) => ({ discounts: [], gifts: [...(terms.gifts ?? [])] }),
    /** 礼品券: one unit of a covered item free, the dearest one. */
    4: (_terms, lines) => {
      const unitOf = (l: WorkingLine) => Math.floor(l.amount / l.quantity)
      const dearest = [...lines].sort((a, b) => unitOf(b) - unitOf(a) || compare(a.skuId, b.skuId))[0]
      return { discounts: dearest ? [{ line: dearest, amount: unitOf(dearest) }] : [], gifts: [] }
    },
  }

export interface CouponStage {
  usable: CouponOption[]
  unusable: CouponOption[]
  applied: { coupon: CouponInput; effect: PromotionEffect } | null
  autoSelected: boolean
}

/**
 * Prices every coupon the customer holds against the goods as they stand after promotions and the promotion
 * code, and picks the one to apply (one per order): the customer's choice if usable; none if they chose none;
 * when they have not chosen, the one saving the most (ties: the one expiring first, then the lower id).
 */
export function priceCoupons(
  coupons: readonly CouponInput[],
  couponId: string | null | undefined,
  goods: readonly WorkingLine[],
  now: number,
): CouponStage {
  const priced = coupons.map((coupon) => ({ coupon, ...evaluate(coupon, goods, now) }))
  const usable = priced
    .filter((p) => p.reason === null)
    .sort((a, b) => b.benefit - a.benefit || a.coupon.validTo - b.coupon.validTo || compare(a.coupon.id, b.coupon.id))
  const chosen =
    couponId === undefined
      ? usable.find((p) => p.benefit > 0)
      : usable.find((p) => couponId !== null && p.coupon.id === couponId)
  const option = (p: (typeof priced)[number]): CouponOption => ({
    id: p.coupon.id,
    templateId: p.coupon.templateId,
    title: p.coupon.title,
    promotionType: p.coupon.promotionType,
    tag: COUPON_TAGS[p.coupon.promotionType],
    promotionValue: p.coupon.promotionValue,
    threshold: p.coupon.threshold,
    validFrom: p.coupon.validFrom,
    validTo: p.coupon.validTo,
    usable: p.reason === null,
    reason: p.reason,
    benefitAmount: p.benefit,
    selected: p === chosen,
  })
  return {
    usable: usable.map(option),
    unusable: priced.filter((p) => p.reason !== null).map(option),
    applied: chosen ? { coupon: chosen.coupon, effect: chosen.effect } : null,
    autoSelected: couponId === undefined && chosen !== undefined,
  }
}

function evaluate(coupon: CouponInput, goods: readonly WorkingLine[], now: number) {
  const unusable = (reason: string) => ({ reason, effect: { discounts: [], gifts: [] }, benefit: 0 })
  if (activityStatus(coupon.validFrom, coupon.validTo, now) !== ActivityStatus.InProgress)
    return unusable('不在有效期内')
  const lines = goods.filter((l) => inScope(coupon.scope, l))
  if (lines.length === 0) return unusable('不适用于所选商品')
  const base = sumAmounts(lines)
  if (base < coupon.threshold) return unusable(shortOf(coupon.threshold - base, '可用'))
  const effect = COUPON_RULES[coupon.promotionType](coupon, lines)
  return { reason: null, effect, benefit: effect.discounts.reduce((sum, d) => sum + d.amount, 0) }
}
