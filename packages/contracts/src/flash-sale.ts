import { z } from 'zod'
import { defineRoute } from './route'
import { cart, cartItem, orderSubmitted, pricingChoices, submitFields } from './cart'
import { specification } from './catalogue'
import { dateTime, fen, id, pageOf, pageQuery } from './common'

/**
 * Flash sales (秒杀, spec §2 seckill/index, §3 secSetting, §7 sec_kill locate and submit, subscribeRemind; docs/
 * flash-sales.md). A sale is one slot [startTime, endTime) with its SKUs, each with an activity price and an
 * allotment; a customer may hold `limitPerCustomer` units of a sale; a sec_kill order is one line at the activity
 * price, unpaid for at most `payMinutes`.
 */

const customer = { service: 'ec-portal', auth: 'customer' } as const

export const flashSaleGoods = z.object({
  skuId: z.number().int(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  image: z.string(),
  specifications: z.array(specification),
  price: fen,
  activityPrice: fen,
  /** The allotment (secSetting.inventory) and the units taken (secSetting.useInventory). */
  inventory: z.number().int(),
  useInventory: z.number().int(),
  /** Whole percent sold, for the progress bar. */
  progress: z.number().int().min(0).max(100),
  /** 已抢光: nothing left of the allotment. */
  soldOut: z.boolean(),
})
export type FlashSaleGoods = z.infer<typeof flashSaleGoods>

export const flashSaleSlot = z.object({
  activityId: z.number().int(),
  activityCode: z.string(),
  name: z.string(),
  startTime: dateTime,
  endTime: dateTime,
  /** 1 not started, 2 in progress, 3 ended (spec §4). */
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** 即将开始 / 抢购中 / 已结束 */
  label: z.string(),
  /** The China clock time it starts ("10:00") and its day ("今天", "明天", "11月26日"). */
  time: z.string(),
  day: z.string(),
  limitPerCustomer: z.number().int(),
  payMinutes: z.number().int(),
  allowCoupon: z.boolean(),
  allowPoints: z.boolean(),
  /** For a signed-in shopper: units they hold of this sale, and whether they asked to be reminded. */
  bought: z.number().int(),
  isSubscribe: z.boolean(),
  goods: z.array(flashSaleGoods),
})
export type FlashSaleSlot = z.infer<typeof flashSaleSlot>

export const flashSaleSlots = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'sec_kill/slots',
  auth: 'optional',
  summary: 'The flash sales running or to come (ended ones of today too), start first, with their goods',
  response: z.object({ now: dateTime, slots: z.array(flashSaleSlot) }),
})

const secKillLine = { activityId: id, ...cartItem.shape }

export const secKillLocate = defineRoute({
  ...customer,
  method: 'POST',
  path: 'sec_kill/locate',
  summary: 'One flash-sale SKU priced for checkout at the activity price (coupons and points as the sale allows)',
  body: z.strictObject({ ...secKillLine, ...pricingChoices, addressId: id.optional() }),
  response: cart,
})

export const secKillSubmit = defineRoute({
  ...customer,
  method: 'POST',
  path: 'sec_kill/submit',
  summary: 'Orders one flash-sale SKU (order type sec_kill): through the gate, then the guarded allotment and limit',
  body: z.strictObject({ ...secKillLine, ...pricingChoices, ...submitFields }),
  response: orderSubmitted,
})

export const subscribeRemindSave = defineRoute({
  service: 'sp-portal',
  auth: 'customer',
  method: 'POST',
  path: 'subscribeRemind/save',
  summary: 'Asks to be reminded before a flash sale starts (an in-site message; asking twice is the same)',
  body: z.strictObject({ activityId: id }),
  response: z.object({ isSubscribe: z.literal(true) }),
})

export const subscribeRemindIsSubscribe = defineRoute({
  service: 'sp-portal',
  auth: 'customer',
  method: 'GET',
  path: 'subscribeRemind/isSubscribe',
  summary: 'Whether the shopper asked to be reminded of this flash sale',
  query: z.strictObject({ activityId: z.coerce.number().int().positive() }),
  response: z.object({ isSubscribe: z.boolean() }),
})

// ─── The console: flash sales (marketing; docs/flash-sales.md) ──────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const
const instant = z.iso.datetime({ offset: true, message: '请输入正确的时间' })

export const merchantFlashSaleSku = z.strictObject({
  skuId: id,
  activityPrice: z.number().int().min(1, '秒杀价至少0.01元').max(99_999_999),
  inventory: z.number().int().min(1, '秒杀库存至少为1').max(1_000_000, '秒杀库存最多1000000'),
})

export const flashSaleBody = z
  .strictObject({
    name: z.string().trim().min(1, '请填写活动名称').max(32, '活动名称最多32字'),
    startTime: instant,
    endTime: instant,
    limitPerCustomer: z.number().int().min(1, '每人限购至少1件').max(99, '每人限购最多99件'),
    payMinutes: z.number().int().min(1, '支付时限至少1分钟').max(30, '支付时限最多30分钟'),
    allowCoupon: z.boolean().default(false),
    allowPoints: z.boolean().default(false),
    skus: z
      .array(merchantFlashSaleSku)
      .min(1, '请至少添加一个秒杀商品')
      .max(50)
      .refine((skus) => new Set(skus.map((s) => s.skuId)).size === skus.length, { message: '同一规格只能添加一次' }),
  })
  .refine((body) => Date.parse(body.endTime) > Date.parse(body.startTime), {
    message: '结束时间须晚于开始时间',
    path: ['endTime'],
  })

export const merchantFlashSale = z.object({
  activityId: z.number().int(),
  activityCode: z.string(),
  name: z.string(),
  startTime: dateTime,
  endTime: dateTime,
  /** 1 not started, 2 in progress, 3 ended. */
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  limitPerCustomer: z.number().int(),
  payMinutes: z.number().int(),
  allowCoupon: z.boolean(),
  allowPoints: z.boolean(),
  skus: z.array(
    z.object({
      skuId: z.number().int(),
      skuCode: z.string(),
      name: z.string(),
      price: fen,
      activityPrice: fen,
      inventory: z.number().int(),
      /** Units sold now (useInventory): the live count. */
      sold: z.number().int(),
    }),
  ),
  /** Units sold of all its SKUs, and the allotments together. */
  sold: z.number().int(),
  inventory: z.number().int(),
})
export type MerchantFlashSale = z.infer<typeof merchantFlashSale>

export const merchantFlashSales = defineRoute({
  ...merchant,
  permission: 'coupons.view',
  method: 'GET',
  path: 'merchant/flash_sales',
  summary: 'Flash sales, newest slot first, with each SKU’s live sold count; filter by status',
  query: pageQuery.extend({ status: z.coerce.number().int().min(1).max(3).optional() }),
  response: pageOf(merchantFlashSale),
})

export const merchantCreateFlashSale = defineRoute({
  ...merchant,
  permission: 'coupons.edit',
  method: 'POST',
  path: 'merchant/flash_sales',
  summary: 'Creates a flash sale; a SKU whose goods are in another sale overlapping its slot is refused (audited)',
  body: flashSaleBody,
  response: merchantFlashSale,
})

export const merchantUpdateFlashSale = defineRoute({
  ...merchant,
  permission: 'coupons.edit',
  method: 'PUT',
  path: 'merchant/flash_sales/:activityId',
  summary: 'Edits a flash sale not ended: no allotment below what is sold, no SKU with sales removed (audited)',
  params: z.strictObject({ activityId: id }),
  body: flashSaleBody,
  response: merchantFlashSale,
})
