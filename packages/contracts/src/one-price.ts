import { z } from 'zod'
import { defineRoute } from './route'
import { cart, orderSubmitted, submitFields } from './cart'
import { specification } from './catalogue'
import { dateTime, fen, id, text } from './common'

/**
 * One price (一口价, mall page `price/index`; docs/one-price.md). The console defines an activity: a window, a title
 * for the page's banner, its goods each at one price from an allotment of its own, a limit per customer over the
 * activity and optionally one per order. The shopper buys a goods now (`one-price/submit`: a normal order at the one
 * price, no promotion or coupon on it).
 */

export const onePriceGoodsView = z.object({
  skuId: z.number().int(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  image: z.string(),
  specifications: z.array(specification),
  /** The SKU's own price, struck through. */
  skuPrice: fen,
  /** The one price of a unit. */
  price: fen,
  /** Units of the allotment left (0: sold out). */
  left: z.number().int(),
  sold: z.number().int(),
})
export type OnePriceGoodsView = z.infer<typeof onePriceGoodsView>

export const onePriceView = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  startsAt: dateTime,
  endsAt: dateTime,
  /** 1 not started, 2 in progress, 3 ended (spec §4). */
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  statusLabel: z.string(),
  limitPerCustomer: z.number().int(),
  limitPerOrder: z.number().int().nullable(),
  /** Units the signed-in shopper holds of it (0 for a visitor). */
  held: z.number().int(),
  goods: z.array(onePriceGoodsView),
})
export type OnePriceView = z.infer<typeof onePriceView>

export const onePriceCurrent = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'one-price/current',
  auth: 'optional',
  summary: 'The one-price activity of the page: the running one ending first, else the next to start (or none)',
  response: z.object({ activity: onePriceView.nullable() }),
})

const onePriceChoice = { activityId: id, skuId: id, quantity: z.number().int().min(1).max(99) }

export const onePriceLocate = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'one-price/locate',
  auth: 'customer',
  summary: 'A goods of a running one-price activity priced for checkout at its one price',
  body: z.strictObject({ ...onePriceChoice, addressId: id.optional() }),
  response: cart,
})

export const onePriceSubmit = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'one-price/submit',
  auth: 'customer',
  summary: 'Orders a goods at its one price (a normal order) from the activity’s allotment, within its limits',
  body: z.strictObject({ ...onePriceChoice, ...submitFields }),
  response: orderSubmitted,
})

// ─── Console ─────────────────────────────────────────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const
const instant = z.iso.datetime({ offset: true, message: '请输入正确的时间' })

export const onePriceGoodsInput = z.strictObject({
  skuId: id,
  price: z.number().int('金额须为整数（分）').min(1, '一口价须至少0.01元').max(100_000_000),
  stock: z.number().int('请输入整数').min(0, '库存不能为负').max(1_000_000),
})

export const onePriceInput = z.strictObject({
  name: text(30).refine((s) => s.length > 0, { message: '请输入活动名称' }),
  title: text(60).refine((s) => s.length > 0, { message: '请输入活动标题' }),
  startsAt: instant,
  endsAt: instant,
  limitPerCustomer: z.number().int('请输入整数').min(1, '限购至少1件').max(99, '限购最多99件'),
  limitPerOrder: z.number().int('请输入整数').min(1, '限购至少1件').max(99, '限购最多99件').nullable(),
  onSale: z.boolean(),
  goods: z
    .array(onePriceGoodsInput)
    .min(1, '请添加活动商品')
    .max(50)
    .refine((g) => new Set(g.map((x) => x.skuId)).size === g.length, { message: '同一商品规格只能添加一次' }),
})

export const merchantOnePrice = onePriceInput.extend({
  id: z.number().int(),
  startsAt: dateTime,
  endsAt: dateTime,
  goods: z.array(
    onePriceGoodsInput.extend({
      goodsName: z.string(),
      skuPrice: fen,
      sold: z.number().int(),
    }),
  ),
  statusLabel: z.string(),
  /** Participation (orders not closed or refunded): orders, units, buyers. */
  orders: z.number().int(),
  units: z.number().int(),
  buyers: z.number().int(),
  updatedAt: dateTime,
})
export type MerchantOnePrice = z.infer<typeof merchantOnePrice>

export const merchantOnePrices = defineRoute({
  ...merchant,
  permission: 'programmes.view',
  method: 'GET',
  path: 'merchant/one-prices',
  summary: 'Every one-price activity, newest first, with its goods and participation',
  response: z.array(merchantOnePrice),
})

export const merchantCreateOnePrice = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'POST',
  path: 'merchant/one-prices',
  summary: 'Defines a one-price activity and its goods, audited',
  body: onePriceInput,
  response: merchantOnePrice,
})

export const merchantUpdateOnePrice = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'PUT',
  path: 'merchant/one-prices/:activityId',
  summary: 'Changes a one-price activity and its goods (a stock never below what was sold), audited',
  params: z.strictObject({ activityId: id }),
  body: onePriceInput,
  response: merchantOnePrice,
})
