import { z } from 'zod'
import { defineRoute } from './route'
import { isRate } from '@shop/domain'
import { dateTime, fen, id, mobile, pageOf, pageQuery, text } from './common'

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
  /** The buy-with-gift activity whose order gave it (买赠, docs/gifts.md); null: received another way. */
  buyGiftActivityId: z.number().int().nullable(),
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
export const idList = z
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

// ─── Merchant: coupon templates, issuing and usage (counter-portal, the console) ─────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

const instant = z.iso.datetime({ offset: true, message: '请输入正确的时间' })
const idArray = (what: string) => z.array(z.number().int().positive()).max(200, `${what}最多200个`)

/** What a template is while the console shows it: handing out, not yet open, past its window, or stopped. */
export const COUPON_TEMPLATE_STATUSES = ['running', 'upcoming', 'ended', 'stopped'] as const
export const couponTemplateStatus = z.enum(COUPON_TEMPLATE_STATUSES)
export type CouponTemplateStatus = z.infer<typeof couponTemplateStatus>

/**
 * The terms of a template. Type 1: `promotionValue` is fen off (≥ 1); type 2: the rate paid, 0 < rate < 1 (0.85
 * = 8.5折); type 3: `gifts` (no value); type 4: one covered item free (needs goods or SKUs, no value). Validity: a
 * fixed window (validFrom < validTo) or validDays from receiving. Every coupon received reads these terms, so once
 * one is out they are fixed (couponTermsLocked): only the title, description, quantity, limit and status change.
 */
const couponTermsInput = {
  promotionType: couponType,
  promotionValue: z.number({ message: '请填写优惠金额或折扣' }).min(0, '优惠金额不能为负').default(0),
  threshold: fen.default(0),
  goodsIds: idArray('适用商品').default([]),
  skuIds: idArray('适用规格').default([]),
  gifts: z
    .array(couponGift.omit({ goodsId: true, name: true }).strict())
    .max(10, '赠品最多10种')
    .default([]),
  validFrom: instant.nullable().default(null),
  validTo: instant.nullable().default(null),
  validDays: z.number().int().min(1, '有效天数至少1天').max(3650, '有效天数最多3650天').nullable().default(null),
}

/** A template's terms as the consistency check reads them (a create's body, or a template with an edit applied). */
export interface CouponTermsShape {
  promotionType: number
  promotionValue: number
  gifts: readonly unknown[]
  goodsIds: readonly number[]
  skuIds: readonly number[]
  validFrom: string | null
  validTo: string | null
  validDays: number | null
}

/** What is wrong with the terms as a whole, each message on its field; none when they hold together. */
export function couponTermsProblems(t: CouponTermsShape): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = []
  const problem = (path: string, message: string) => problems.push({ path, message })
  if (t.promotionType === 1 && !(Number.isSafeInteger(t.promotionValue) && t.promotionValue >= 1))
    problem('promotionValue', '满减券请填写减免金额（至少0.01元）')
  if (t.promotionType === 2 && !isRate(t.promotionValue))
    problem('promotionValue', '满折券请填写0到1之间的折扣率（如0.85为8.5折），最多4位小数')
  if ((t.promotionType === 3 || t.promotionType === 4) && t.promotionValue !== 0)
    problem('promotionValue', '赠品券、礼品券不填优惠金额')
  if ((t.promotionType === 3) !== t.gifts.length > 0)
    problem('gifts', t.promotionType === 3 ? '赠品券请至少设置一种赠品' : '只有赠品券可以设置赠品')
  if (t.promotionType === 4 && t.goodsIds.length === 0 && t.skuIds.length === 0)
    problem('goodsIds', '礼品券请选择适用商品')
  const fixed = t.validFrom !== null || t.validTo !== null
  if (fixed && t.validDays !== null) problem('validDays', '固定有效期与领取后天数只能选一种')
  else if (!fixed && t.validDays === null) problem('validDays', '请设置有效期')
  else if (fixed && (t.validFrom === null || t.validTo === null)) problem('validTo', '请填写有效期的开始和结束时间')
  else if (fixed && Date.parse(t.validFrom!) >= Date.parse(t.validTo!)) problem('validTo', '结束时间须晚于开始时间')
  return problems
}

export const couponTemplateInput = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{2,32}$/, '编码为2-32位字母、数字或 -')
      .transform((s) => s.toUpperCase()),
    title: text(40).pipe(z.string().min(1, '请填写优惠券名称')),
    description: text(500).default(''),
    ...couponTermsInput,
    /** Coupons to hand out in all; null: no limit. */
    totalQuantity: z.number().int().min(1, '发放总量至少1张').max(10_000_000).nullable().default(null),
    perCustomerLimit: z.number().int().min(1, '每人限领至少1张').max(100, '每人限领最多100张').default(1),
  })
  .superRefine((terms, ctx) => {
    for (const { path, message } of couponTermsProblems(terms)) ctx.addIssue({ code: 'custom', path: [path], message })
  })
export type CouponTemplateInput = z.output<typeof couponTemplateInput>

/** A template as the console lists it, with its usage counts. */
export const merchantCouponTemplate = z.object({
  templateId: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  promotionType: couponType,
  /** 满减券 … as COUPON_TAGS. */
  tag: z.string(),
  promotionValue: z.number(),
  threshold: fen,
  /** The ticket's figure and condition ("30", "满199元可用"). */
  displayValue: z.string(),
  condition: z.string(),
  goodsIds: z.array(z.number().int()),
  skuIds: z.array(z.number().int()),
  gifts: z.array(couponGift),
  validFrom: dateTime.nullable(),
  validTo: dateTime.nullable(),
  validDays: z.number().int().nullable(),
  totalQuantity: z.number().int().nullable(),
  perCustomerLimit: z.number().int(),
  /** Set: given by the campaign of this advertising param, not receivable one by one. */
  campaign: z.string().nullable(),
  active: z.boolean(),
  status: couponTemplateStatus,
  statusLabel: z.string(),
  /** Handed out in all (received and issued), used by orders, expired unused, and still usable. */
  issuedCount: z.number().int(),
  usedCount: z.number().int(),
  expiredCount: z.number().int(),
  usableCount: z.number().int(),
  /** Terms fixed: a coupon of it is out. */
  termsLocked: z.boolean(),
  createdAt: dateTime,
})
export type MerchantCouponTemplate = z.infer<typeof merchantCouponTemplate>

const templateParams = z.strictObject({ templateId: id })

export const merchantCouponTemplates = defineRoute({
  ...merchant,
  permission: 'coupons.view',
  method: 'GET',
  path: 'merchant/coupon-templates',
  summary: 'Coupon templates with their usage counts, paged; filter by keyword (title or code), type and status',
  query: pageQuery.extend({
    keyword: text(40).optional(),
    promotionType: z.coerce.number().pipe(couponType).optional(),
    status: couponTemplateStatus.optional(),
    /** `field,asc` or `field,desc` (the console's tables send it so). */
    sort: z
      .templateLiteral([z.enum(['createdAt', 'issuedCount']), ',', z.enum(['asc', 'desc'])], {
        error: '排序方式不正确',
      })
      .default('createdAt,desc'),
  }),
  response: pageOf(merchantCouponTemplate),
})

export const merchantCouponTemplateDetail = defineRoute({
  ...merchant,
  permission: 'coupons.view',
  method: 'GET',
  path: 'merchant/coupon-templates/:templateId',
  summary: 'One coupon template with its usage counts',
  params: templateParams,
  response: merchantCouponTemplate,
})

export const merchantCreateCouponTemplate = defineRoute({
  ...merchant,
  permission: 'coupons.edit',
  method: 'POST',
  path: 'merchant/coupon-templates',
  summary: 'Creates a coupon template of one of the four types (audited)',
  body: couponTemplateInput,
  response: merchantCouponTemplate,
})

export const merchantUpdateCouponTemplate = defineRoute({
  ...merchant,
  permission: 'coupons.edit',
  method: 'PUT',
  path: 'merchant/coupon-templates/:templateId',
  summary:
    'Changes a template: its terms while no coupon of it is out, then only title, description, quantity, limit and whether it is handed out (audited)',
  params: templateParams,
  body: z
    .strictObject({
      title: text(40).pipe(z.string().min(1, '请填写优惠券名称')),
      description: text(500),
      promotionType: couponType,
      promotionValue: z.number({ message: '请填写优惠金额或折扣' }).min(0, '优惠金额不能为负'),
      threshold: fen,
      goodsIds: idArray('适用商品'),
      skuIds: idArray('适用规格'),
      gifts: couponTermsInput.gifts.unwrap(),
      validFrom: instant.nullable(),
      validTo: instant.nullable(),
      validDays: couponTermsInput.validDays.unwrap(),
      totalQuantity: z.number().int().min(1, '发放总量至少1张').max(10_000_000).nullable(),
      perCustomerLimit: z.number().int().min(1, '每人限领至少1张').max(100, '每人限领最多100张'),
      /** false: stop handing it out (coupons already out stay usable). */
      active: z.boolean(),
    })
    .partial(),
  response: merchantCouponTemplate,
})

/** Most recipients one issue names. */
export const COUPON_ISSUE_MAX = 1000

export const merchantIssueCoupons = defineRoute({
  ...merchant,
  permission: 'coupons.issue',
  method: 'POST',
  path: 'merchant/coupon-templates/:templateId/issue',
  summary:
    'Gives one coupon of the template to each member named (by id or mobile). Idempotent on issueKey: a retry gives nothing twice (audited)',
  params: templateParams,
  body: z
    .strictObject({
      /** Made once per issue by the console (a UUID); the same key again answers the first issue's result. */
      issueKey: z
        .string()
        .regex(/^[A-Za-z0-9-]{8,64}$/, '发放编号不正确')
        .describe('The business key of this issue'),
      customerIds: z
        .array(z.number().int().positive())
        .max(COUPON_ISSUE_MAX, `一次最多发放${COUPON_ISSUE_MAX}人`)
        .default([]),
      mobiles: z.array(mobile).max(COUPON_ISSUE_MAX, `一次最多发放${COUPON_ISSUE_MAX}人`).default([]),
    })
    .refine((b) => b.customerIds.length + b.mobiles.length > 0, { message: '请填写发放对象', path: ['mobiles'] })
    .refine((b) => b.customerIds.length + b.mobiles.length <= COUPON_ISSUE_MAX, {
      message: `一次最多发放${COUPON_ISSUE_MAX}人`,
      path: ['mobiles'],
    }),
  response: z.object({
    issueKey: z.string(),
    templateId: z.number().int(),
    /** Members who got a coupon by this issue. */
    issued: z.number().int(),
    /** Names that found no member (ids or mobiles as sent). */
    notFound: z.array(z.string()),
    /** true: this key had been issued before; nothing new was given. */
    replayed: z.boolean(),
    template: merchantCouponTemplate,
  }),
})
