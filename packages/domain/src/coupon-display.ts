import { formatChinaDate } from './china-time'
import { formatFen, truncateDecimals } from './money'

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

/** What a coupon's ticket shows: its tag, the big figure (with ¥ before or 折 after) and its condition. */
export interface CouponFace {
  /** 满减券, 满折券, 赠品券, 礼品券 (spec §9). */
  tag: string
  symbol: '¥' | ''
  figure: string
  unit: '折' | ''
  /** The figure in one text: ¥30, 8.5折, 赠品, 礼品. */
  text: string
  /** 满199元可用, 无门槛 */
  condition: string
}

export interface CouponTerms {
  promotionType: CouponType
  /** Type 1: fen off; type 2: the rate paid (0.85); types 3 and 4: 0. */
  promotionValue: number
  /** In-scope goods amount needed, in fen (0: none). */
  threshold: number
}

/** Yuan for a headline: 3000 → 30, 2950 → 29.5, 1999 → 19.99 (fen truncated as formatFen does, spec §5). */
export function yuanFigure(fen: number): string {
  return formatFen(fen)
    .replace(/\.00$/, '')
    .replace(/(\.\d)0$/, '$1')
}

/** The ticket's words, the same in the server's coupon answers (tag, displayValue, condition) and in the app. */
export function couponFace({ promotionType, promotionValue, threshold }: CouponTerms): CouponFace {
  const tag = COUPON_TAGS[promotionType]
  const condition = threshold > 0 ? `满${yuanFigure(threshold)}元可用` : '无门槛'
  switch (promotionType) {
    case CouponType.ThresholdReduction: {
      const figure = yuanFigure(promotionValue)
      return { tag, symbol: '¥', figure, unit: '', text: `¥${figure}`, condition }
    }
    case CouponType.Discount: {
      // spec §5: the rate × 10, at most 2 decimals (0.85 → 8.5折).
      const figure = discountDisplayValue(promotionValue)
      return { tag, symbol: '', figure, unit: '折', text: `${figure}折`, condition }
    }
    case CouponType.FreeGift:
      return { tag, symbol: '', figure: '赠品', unit: '', text: '赠品', condition }
    case CouponType.Gift:
      return { tag, symbol: '', figure: '礼品', unit: '', text: '礼品', condition }
  }
}

/** A coupon's window as its ticket shows it, in China dates: 2026.11.21-2026.12.21. */
export const couponValidity = (c: { validFrom: string; validTo: string }): string =>
  `${formatChinaDate(c.validFrom)}-${formatChinaDate(c.validTo)}`

/** Promotion tags (spec §9): order_amount_swap 满额换购, amount_swap 单品换购, otherwise 随手带一件. */
export function promotionTag(kind: string): string {
  if (kind === 'order_amount_swap') return '满额换购'
  if (kind === 'amount_swap') return '单品换购'
  return '随手带一件'
}
