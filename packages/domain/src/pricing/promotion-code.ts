import { COUPON_RULES } from './coupons'
import type { PromotionCodeInput } from './types'
import { shortOf, sumAmounts, take, type WorkingLine } from './working-line'

export interface PromotionCodeStage {
  promotionCode: string | null
  promotionCodeInvalid: boolean
  promotionCodeInvalidReason: string | null
}

/**
 * A promotion code takes a fixed amount (type 1) or a rate (type 2) off all goods once they reach its
 * threshold. An invalid code, or one whose threshold is not reached, changes nothing and says why.
 */
export function applyPromotionCode(
  input: PromotionCodeInput | null | undefined,
  goods: readonly WorkingLine[],
): PromotionCodeStage {
  if (!input) return { promotionCode: null, promotionCodeInvalid: false, promotionCodeInvalidReason: null }
  const invalid = (reason: string) => ({
    promotionCode: input.code,
    promotionCodeInvalid: true,
    promotionCodeInvalidReason: reason,
  })
  if (!input.valid) return invalid(input.reason)
  const base = sumAmounts(goods)
  if (base < input.threshold) return invalid(shortOf(input.threshold - base, '可用'))
  take(COUPON_RULES[input.promotionType](input, goods).discounts, 'promotionCode', input.code)
  return { promotionCode: input.code, promotionCodeInvalid: false, promotionCodeInvalidReason: null }
}
