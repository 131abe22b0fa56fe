import type { CouponType } from '../coupon-display'
import type { YearCardBenefit } from '../year-card'

/**
 * The pricing engine's plain-data inputs and outputs. Every amount is integer fen; every time is epoch
 * milliseconds. Field names keep the spec's words (§3 "Cart") where the spec names them.
 */

// ─── Inputs ──────────────────────────────────────────────────────────────────────────────────────────

/** One cart line as the server knows it: prices are the server's current ones, never the client's. */
export interface CartLineInput {
  skuId: string
  goodsId: string
  quantity: number
  /** Current unit price. The line's origin amount is price × quantity. */
  price: number
  /** List price (划线价), shown beside the price; it does not enter the totals. */
  marketingPrice: number
  selected: boolean
  /** Unit price of a running activity (flash sale, member price…): the line's unit price when lower than `price`. */
  activityPrice?: number | null
  /** Set when the line was added through a swap / add-on offer (换购, 随手带一件) of this promotion id. */
  addOnOf?: string | null
}

/** Goods a promotion or coupon covers: every line, or lines whose goodsId or skuId is listed. */
export type GoodsScope = 'all' | { goodsIds?: readonly string[]; skuIds?: readonly string[] }

/** A free item handed out with the order (满赠, 赠品, 赠品券). costPrice is its unit cost, for the gift total. */
export interface GiftItem {
  skuId: string
  goodsId: string
  name: string
  quantity: number
  costPrice: number
}

/** One coupon the customer holds, with its template's terms flattened in. */
export interface CouponInput {
  id: string
  templateId: string
  title: string
  promotionType: CouponType
  /** Type 1: fen off. Type 2: the rate paid (0.85 = 15% off). Types 3 and 4: not used. */
  promotionValue: number
  /** The in-scope goods amount needed to use the coupon; 0 means none. */
  threshold: number
  /** Usable from validFrom (inclusive) to validTo (exclusive). */
  validFrom: number
  validTo: number
  scope: GoodsScope
  /** Type 3 (赠品券): what the coupon gives once the threshold is reached. */
  gifts?: readonly GiftItem[]
}

/** A promotion running in the store. `code` picks its rule in the registry; `args` is checked by that rule. */
export interface PromotionInput {
  id: string
  code: string
  name: string
  startAt: number
  endAt: number
  /** The goods that count toward the promotion (for 赠品 and 单品换购: the goods that trigger it). */
  scope: GoodsScope
  args: unknown
}

/** A promotion code as the server found it: valid with its terms, or invalid with the reason to show. */
export type PromotionCodeInput =
  | { code: string; valid: true; promotionType: 1 | 2; promotionValue: number; threshold: number }
  | { code: string; valid: false; reason: string }

export interface PointsRule {
  /** Points worth ¥1, e.g. 100 (then 1 point = 1 fen). */
  pointsPerYuan: number
  /** Largest share of the goods payable amount points may cover, 0…1 (e.g. 0.5). */
  maxPayableShare: number
}

export interface ShippingRule {
  baseFee: number
  /** Goods payable amount from which shipping is free. */
  freeThreshold: number
}

export interface PricingRules {
  points: PointsRule
  shipping: ShippingRule
  /** Most goods (sum of quantities) one cart may hold. */
  cartMaxQuantity: number
}

export interface GiftPackage {
  id: string
  name: string
  quantity: number
}

export interface CustomCard {
  from: string
  content: string
  to: string
}

export interface PricingInput {
  lines: readonly CartLineInput[]
  coupons?: readonly CouponInput[]
  /** The customer's choice: a coupon id, null for "no coupon", or undefined to let the engine pick the best. */
  couponId?: string | null
  promotions?: readonly PromotionInput[]
  promotionCode?: PromotionCodeInput | null
  points?: { balance: number; use: boolean }
  rules: PricingRules
  gift?: { packages: readonly GiftPackage[]; customCard?: CustomCard | null }
  /** The customer's year card (docs/year-cards.md): its member price and free shipping while it runs. */
  yearCard?: YearCardBenefit | null
  /** Nothing ships (a year card's own order): no shipping fee. */
  virtual?: boolean
}

export interface PricingOptions {
  now: number
}

// ─── Outputs ─────────────────────────────────────────────────────────────────────────────────────────

export type AdjustmentSource = 'promotion' | 'promotionCode' | 'coupon'

/** One discount allocated to one line. sourceId: promotion id, coupon id or promotion code. */
export interface LineAdjustment {
  source: AdjustmentSource
  sourceId: string | null
  amount: number
}

/** One discount on the order; its amount is exactly the sum of its line adjustments. */
export interface Adjustment extends LineAdjustment {
  label: string
}

/**
 * priced: counted in the totals. unselected: not ticked. unavailable: an add-on whose offer the cart no
 * longer qualifies for (the reason says why). Lines that are not priced carry zero amounts.
 */
export type LineStatus = 'priced' | 'unselected' | 'unavailable'

export interface PricedLine {
  skuId: string
  goodsId: string
  quantity: number
  price: number
  marketingPrice: number
  activityPrice: number | null
  addOnOf: string | null
  status: LineStatus
  unavailableReason: string | null
  /** price × quantity */
  originAmount: number
  adjustments: LineAdjustment[]
  /** Sum of adjustments. */
  benefitAmount: number
  /** originAmount − benefitAmount: the goods payable amount of this line. */
  actualAmount: number
  /** The share of points paid on this line (kept for refunds). */
  pointsAmount: number
  /** actualAmount − pointsAmount */
  realPayAmount: number
}

export interface PromotionOutcome {
  id: string
  code: string
  name: string
  tag: string
  applied: boolean
  /** Why it did not apply (还差¥x.xx可参加活动, 活动已结束…), null when applied. */
  reason: string | null
  discountAmount: number
}

export interface Gift extends GiftItem {
  source: 'promotion' | 'coupon'
  sourceId: string
}

/** An item the shopper may add at a special price (换购 / 随手带一件): the spec's selectGifts. */
export interface SwapOffer {
  promotionId: string
  code: string
  tag: string
  skuId: string
  swapPrice: number
  maxQuantity: number
  eligible: boolean
  reason: string | null
  /** Quantity of this sku already added through the offer. */
  selectedQuantity: number
}

export interface CouponOption {
  id: string
  templateId: string
  title: string
  promotionType: CouponType
  tag: string
  promotionValue: number
  threshold: number
  validFrom: number
  validTo: number
  usable: boolean
  /** Why it cannot be used (还差¥x.xx可用, 不在有效期内, 不适用于所选商品), null when usable. */
  reason: string | null
  /** What the coupon would take off this cart (0 for gift coupons and unusable ones). */
  benefitAmount: number
  selected: boolean
}

export interface PricedCart {
  lines: PricedLine[]
  adjustments: Adjustment[]
  promotions: PromotionOutcome[]

  originShippingPrice: number
  actualShippingPrice: number

  coupons: { usable: CouponOption[]; unusable: CouponOption[] }
  /** The coupon applied: the customer's choice, or the engine's pick when they have not chosen. */
  selectedCouponId: string | null
  couponAutoSelected: boolean
  gifts: Gift[]
  selectGifts: SwapOffer[]
  promotionCode: string | null
  promotionCodeInvalid: boolean
  promotionCodeInvalidReason: string | null

  totalOriginAmount: number
  totalBenefitAmount: number
  /** Goods payable after every discount, before points and shipping. */
  totalActualAmount: number
  /** totalOriginAmount − totalBenefitAmount − totalPointsToAmount + actualShippingPrice, never negative. */
  totalRealPayAmount: number

  /** Points this cart could take (whether or not the customer chose to use them). */
  usablePoints: number
  totalRealPayPoints: number
  totalPointsToAmount: number
  allowPointsPay: boolean

  /** Gifts merged per sku: what the warehouse packs. */
  giftsReportList: GiftItem[]
  cartMaxQuantity: number
  giftPackages: GiftPackage[]
  customCard: CustomCard | null
  /** Σ gifts quantity × costPrice */
  giftTotalPrice: number
  showCartNotice: boolean
  cartNotices: string[]
}
