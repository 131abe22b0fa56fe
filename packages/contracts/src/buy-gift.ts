import { z } from 'zod'
import { defineRoute } from './route'
import { cart, orderSubmitted, pricingChoices, submitFields } from './cart'
import { dateTime, id, instant, text } from './common'

/**
 * Buy-with-gift activities (买赠, spec §7 buy_gift, order type buy_gift, coupon buyGiftActivityId; docs/gifts.md
 * "买赠"). The console names goods (SKUs), a coupon template and a time window; a shopper who buys one of those SKUs
 * through the activity (`buy_gift/locate`, `buy_gift/submit`: an order of type buy_gift) receives one coupon of the
 * template when the order is paid, once per order; the coupon carries the activity's id, and a full refund of the
 * order takes it back while it is unused.
 */

export const buyGiftActivity = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The SKUs that earn the gift. */
  skuIds: z.array(z.number().int()),
  couponTemplateId: z.number().int(),
  /** The gift coupon's title and tag (满减券, 满折券, 赠品券, 礼品券). */
  couponTitle: z.string(),
  couponTag: z.string(),
  startsAt: dateTime,
  endsAt: dateTime,
})
export type BuyGiftActivity = z.infer<typeof buyGiftActivity>

export const buyGiftList = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'buy_gift/list',
  auth: 'optional',
  summary: 'The buy-with-gift activities running now (their SKUs and gift coupon)',
  response: z.array(buyGiftActivity),
})

const choice = {
  activityId: id,
  skuId: id,
  quantity: z.number().int().min(1, '数量至少为1').max(99, '数量最多为99'),
}

export const buyGiftLocate = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'buy_gift/locate',
  auth: 'customer',
  summary: 'One SKU of a running buy-with-gift activity priced for checkout (buyGiftNotRunning otherwise)',
  body: z.strictObject({ ...choice, ...pricingChoices, addressId: id.optional() }),
  response: cart,
})

export const buyGiftSubmit = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'buy_gift/submit',
  auth: 'customer',
  summary: 'Orders it (order type buy_gift); paid, the activity’s coupon is given once; a full refund takes it back',
  body: z.strictObject({ ...choice, ...pricingChoices, ...submitFields }),
  response: orderSubmitted,
})

// ─── Console ─────────────────────────────────────────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

export const buyGiftInput = z
  .strictObject({
    name: text(30),
    skuIds: z
      .array(id)
      .min(1, '请至少选择一个规格')
      .max(50, '规格最多50个')
      .refine((ids) => new Set(ids).size === ids.length, { message: '同一规格只能添加一次' }),
    couponTemplateId: id,
    startsAt: instant,
    endsAt: instant,
    enabled: z.boolean(),
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    message: '结束时间须晚于开始时间',
    path: ['endsAt'],
  })

export const merchantBuyGift = z.object({
  id: z.number().int(),
  name: z.string(),
  skuIds: z.array(z.number().int()),
  /** The SKUs' goods names, in the order of skuIds (a SKU no longer sold: 已下架). */
  skuNames: z.array(z.string()),
  couponTemplateId: z.number().int(),
  couponTitle: z.string(),
  startsAt: dateTime,
  endsAt: dateTime,
  enabled: z.boolean(),
  /** 未开始, 进行中, 已结束, 已停用. */
  statusLabel: z.string(),
  /** Its orders: placed, paid with the coupon given, paid when none was left, refunded with the coupon taken back. */
  orders: z.object({
    placed: z.number().int(),
    given: z.number().int(),
    missed: z.number().int(),
    takenBack: z.number().int(),
  }),
  updatedAt: dateTime,
})
export type MerchantBuyGift = z.infer<typeof merchantBuyGift>

export const merchantBuyGifts = defineRoute({
  ...merchant,
  permission: 'coupons.view',
  method: 'GET',
  path: 'merchant/buy-gifts',
  summary: 'Every buy-with-gift activity, newest first, with its orders counted',
  response: z.array(merchantBuyGift),
})

export const merchantCreateBuyGift = defineRoute({
  ...merchant,
  permission: 'coupons.edit',
  method: 'POST',
  path: 'merchant/buy-gifts',
  summary: 'Defines a buy-with-gift activity (its SKUs must be sold, its coupon template must exist), audited',
  body: buyGiftInput,
  response: merchantBuyGift,
})

export const merchantUpdateBuyGift = defineRoute({
  ...merchant,
  permission: 'coupons.edit',
  method: 'PUT',
  path: 'merchant/buy-gifts/:activityId',
  summary: 'Changes a buy-with-gift activity (orders placed keep the coupon they were placed for), audited',
  params: z.strictObject({ activityId: id }),
  body: buyGiftInput,
  response: merchantBuyGift,
})
