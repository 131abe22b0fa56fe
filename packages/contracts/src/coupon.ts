import { z } from 'zod'
import { defineRoute } from './route'
import { dateTime, fen, id, pageOf, pageQuery, text } from './common'

/** Spec §9: 1 满减券 (threshold-reduction), 2 满折券 (discount), 3 赠品券 (free gift), 4 礼品券 (gift). */
export const couponType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])

/**
 * What a customer's coupon shows in the wallet: usable (from validFrom, inclusive, to validTo, exclusive; a
 * coupon whose window has not opened yet is listed as usable with its validFrom), used (by an order), expired
 * (validTo passed while unused).
 */
export const CUSTOMER_COUPON_STATUSES = ['usable', 'used', 'expired'] as const
export const customerCouponStatus = z.enum(CUSTOMER_COUPON_STATUSES)
export type CustomerCouponStatus = z.infer<typeof customerCouponStatus>

/** The goods a coupon covers: all of them, or the listed goods and SKUs; `summary` is the line the ticket shows. */
export const couponScope = z.object({
  all: z.boolean(),
  goodsIds: z.array(z.number().int()),
  skuIds: z.array(z.number().int()),
  summary: z.string(),
})

/** A gift a 赠品券 hands out once its threshold is reached. */
export const couponGift = z.object({
  skuId: z.number().int(),
  goodsId: z.number().int(),
  name: z.string(),
  quantity: z.number().int().positive(),
  costPrice: fen,
})

/** A coupon's terms, shared by the template (what can be received) and the customer's coupon (what was received). */
const couponTerms = {
  templateId: z.number().int(),
  /** The spec's second name for templateId. */
  couponTemplateId: z.number().int(),
  title: z.string(),
  description: z.string(),
  promotionType: couponType,
  /** Type 1: fen off. Type 2: the rate paid (0.85 = 8.5折). Types 3 and 4: 0. */
  promotionValue: z.number(),
  /** In-scope goods amount (fen) needed to use the coupon; 0: no threshold. */
  threshold: fen,
  /** COUPON_TAGS: 满减券, 满折券, 赠品券, 礼品券. */
  tag: z.string(),
  /** The big figure on the ticket: yuan off ("30"), the discount ×10 ("8.5"), or 赠品 / 礼品. */
  displayValue: z.string(),
  /** "满199元可用" or "无门槛". */
  condition: z.string(),
  scope: couponScope,
  gifts: z.array(couponGift),
}

/** One coupon the customer holds (spec §3 Coupon). */
export const customerCoupon = z.object({
  id: z.number().int(),
  /** The spec's second name for id. */
  couponId: z.number().int(),
  customerId: z.number().int(),
  status: customerCouponStatus,
  ...couponTerms,
  validFrom: dateTime,
  validTo: dateTime,
  receivedAt: dateTime,
  /** The order that used it (status used). */
  orderId: z.string().nullable(),
  usedAt: dateTime.nullable(),
})
export type CustomerCoupon = z.infer<typeof customerCoupon>

/** A coupon the shop hands out, as the coupon centre, the product page and the cart offer it. */
export const receivableCoupon = z.object({
  ...couponTerms,
  /** A fixed window, or `validDays` days from receiving. */
  validFrom: dateTime.nullable(),
  validTo: dateTime.nullable(),
  validDays: z.number().int().nullable(),
  /** Coupons left to hand out; null: no total limit. */
  remaining: z.number().int().nullable(),
  perCustomerLimit: z.number().int(),
  /** How many of these the signed-in customer holds (0 for a visitor). */
  received: z.number().int(),
  /** Whether the caller can receive one now (a visitor: whenever any are left; they sign in to receive). */
  receivable: z.boolean(),
})
export type ReceivableCoupon = z.infer<typeof receivableCoupon>

export const receiveCoupon = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'receiveCoupon/:templateId',
  auth: 'customer',
  summary: 'Receives one coupon of a template (total and per-customer limits hold under concurrency)',
  params: z.strictObject({ templateId: id }),
  response: customerCoupon,
})

export const registerReceive = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'receiveCoupon/registerReceive',
  auth: 'customer',
  summary: 'Gives the customer the coupons of the campaign an advertising param names, once per customer',
  query: z.strictObject({ param: text(128).min(1, '缺少活动参数') }),
  response: z.object({
    /** false when the customer had already received this campaign's coupons: nothing new was given. */
    received: z.boolean(),
    coupons: z.array(customerCoupon),
    message: z.string(),
  }),
})

export const customerCoupons = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'customer/coupon',
  auth: 'customer',
  summary:
    "The customer's coupon wallet by status: usable (expiring first), used (latest first), expired (latest first)",
  query: pageQuery.extend({ status: customerCouponStatus.default('usable') }),
  response: pageOf(customerCoupon),
})

export const customerCouponDetail = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'customer/coupon/:id',
  auth: 'customer',
  summary: 'One coupon of the customer (coupon/detail page)',
  params: z.strictObject({ id }),
  response: customerCoupon,
})

/** Comma-separated ids, e.g. "12,15". */
const idList = z
  .string()
  .max(400)
  .regex(/^\d{1,10}(,\d{1,10}){0,39}$/, '请传入以逗号分隔的编号')
  .transform((s) => s.split(',').map(Number))

export const availableCoupons = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'coupon/available',
  auth: 'optional',
  summary:
    'Coupons that can be received: all of the shop, or those covering a goods (goodsId) or any of its SKUs (skuIds)',
  query: z.strictObject({ goodsId: id.optional(), skuIds: idList.optional() }),
  response: z.array(receivableCoupon),
})
