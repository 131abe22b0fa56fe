import { z } from 'zod'
import { defineRoute } from './route'
import { cart, orderSubmitted, pricingChoices, submitFields } from './cart'
import { dateTime, fen, id, ok, pageOf, pageQuery, text } from './common'
import { carrierCode, waybillNo } from './fulfilment'
import { orderAddress } from './order'

/**
 * Cycle purchases (周期购, spec §1 cycle/accompany sales, §7 accompanyActivity, order type accompany, pages
 * cycleOrder/list and cycleOrder/detail; docs/cycle-purchases.md). The console defines plans: a SKU delivered N times,
 * a number of days apart, some units each, at the plan's unit price. A shopper buys one paid order through the
 * checkout; each delivery is its own parcel, made by a job on its day. The shopper pauses and resumes the plan, skips
 * a delivery (it and the later ones move one interval on) or changes the address of the deliveries not shipped; a
 * refund through the order's after-sales returns what was not delivered, pro rata.
 */

export const CYCLE_ORDER_STATES = ['active', 'paused', 'finished'] as const
export const CYCLE_DELIVERY_STATES = ['scheduled', 'ready', 'shipped', 'cancelled'] as const

export const cyclePlanView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  skuId: z.number().int(),
  goodsName: z.string(),
  specs: z.string(),
  image: z.string(),
  deliveries: z.number().int(),
  intervalDays: z.number().int(),
  unitsPerDelivery: z.number().int(),
  /** One unit's price in the plan. */
  unitPrice: fen,
  /** One unit's price bought alone. */
  price: fen,
  /** unitPrice × units × deliveries: what the plan costs before coupons and points. */
  totalPrice: fen,
})
export type CyclePlanView = z.infer<typeof cyclePlanView>

export const cycleDeliveryView = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  dueAt: dateTime,
  status: z.enum(CYCLE_DELIVERY_STATES),
  /** 待配送, 备货中, 已发货, 已退款. */
  statusLabel: z.string(),
  /** What this delivery is worth of what was paid (its units' share): what a refund of it returns. */
  worth: fen,
  address: orderAddress,
  carrierName: z.string().nullable(),
  waybillNo: z.string().nullable(),
})
export type CycleDeliveryView = z.infer<typeof cycleDeliveryView>

export const cycleOrderCard = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  planName: z.string(),
  goodsName: z.string(),
  specs: z.string(),
  image: z.string(),
  status: z.enum(CYCLE_ORDER_STATES),
  /** 配送中, 已暂停, 已完成. */
  statusLabel: z.string(),
  deliveries: z.number().int(),
  delivered: z.number().int(),
  intervalDays: z.number().int(),
  unitsPerDelivery: z.number().int(),
  /** The next delivery not shipped yet (by its day), or null. */
  nextDueAt: dateTime.nullable(),
  totalRealPayAmount: fen,
  createTime: dateTime,
})
export type CycleOrderCard = z.infer<typeof cycleOrderCard>

export const cycleOrderDetail = cycleOrderCard.extend({
  pausedAt: dateTime.nullable(),
  deliveryList: z.array(cycleDeliveryView),
  /** What a refund of the deliveries not made would return now. */
  refundableAmount: fen,
})
export type CycleOrderDetail = z.infer<typeof cycleOrderDetail>

export const cyclePlanList = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'accompanyActivity/list',
  auth: 'optional',
  summary: 'The cycle plans on sale, with their schedule and price',
  response: z.array(cyclePlanView),
})

const planChoice = { planId: id }

export const cyclePlanLocate = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'accompanyActivity/locate',
  auth: 'customer',
  summary: "A cycle plan priced for checkout: all its units at the plan's price, shipping included",
  body: z.strictObject({ ...planChoice, ...pricingChoices, addressId: id.optional() }),
  response: cart,
})

export const cyclePlanSubmit = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'accompanyActivity/submit',
  auth: 'customer',
  summary: 'Orders a cycle plan (order type accompany); paid, its deliveries are scheduled, the first one now',
  body: z.strictObject({ ...planChoice, ...pricingChoices, ...submitFields }),
  response: orderSubmitted,
})

export const cycleOrderList = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'cycle_order/list',
  auth: 'customer',
  summary: "The customer's paid cycle orders, newest first (pages/cycleOrder/list)",
  query: pageQuery,
  response: pageOf(cycleOrderCard),
})

const orderParams = z.strictObject({ orderId: id })

export const cycleOrderDetailRoute = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'cycle_order/:orderId',
  auth: 'customer',
  summary: 'One cycle order and its delivery schedule (pages/cycleOrder/detail)',
  params: orderParams,
  response: cycleOrderDetail,
})

export const cycleOrderPause = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'cycle_order/:orderId/pause',
  auth: 'customer',
  summary: 'Pauses the deliveries not made yet (a parcel already made still ships)',
  params: orderParams,
  response: cycleOrderDetail,
})

export const cycleOrderResume = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'cycle_order/:orderId/resume',
  auth: 'customer',
  summary: 'Resumes a paused plan: the deliveries left move on by the days it was paused',
  params: orderParams,
  response: cycleOrderDetail,
})

export const cycleOrderSkip = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'cycle_order/:orderId/deliveries/:deliveryId/skip',
  auth: 'customer',
  summary: 'Skips a delivery not made yet: it and the later ones move one interval on',
  params: z.strictObject({ orderId: id, deliveryId: id }),
  response: cycleOrderDetail,
})

export const cycleOrderAddress = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'cycle_order/:orderId/address',
  auth: 'customer',
  summary: 'Sends the deliveries not shipped yet to another address of the address book',
  params: orderParams,
  body: z.strictObject({ addressId: id }),
  response: cycleOrderDetail,
})

// ─── Console ─────────────────────────────────────────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

export const cyclePlanInput = z.strictObject({
  name: text(30),
  description: z.string().trim().max(200),
  skuId: id,
  deliveries: z.number().int('请输入整数').min(2, '至少配送2期').max(24, '最多配送24期'),
  intervalDays: z.number().int('请输入整数').min(1, '间隔至少1天').max(90, '间隔最多90天'),
  unitsPerDelivery: z.number().int('请输入整数').min(1, '每期至少1件').max(10, '每期最多10件'),
  unitPrice: fen.min(1, '价格至少0.01元'),
  onSale: z.boolean(),
})

export const merchantCyclePlan = cyclePlanInput.extend({
  id: z.number().int(),
  skuName: z.string(),
  price: fen,
  totalPrice: fen,
  updatedAt: dateTime,
})
export type MerchantCyclePlan = z.infer<typeof merchantCyclePlan>

export const merchantCyclePlans = defineRoute({
  ...merchant,
  permission: 'programmes.view',
  method: 'GET',
  path: 'merchant/cycle-plans',
  summary: 'Every cycle plan, on sale or not',
  response: z.array(merchantCyclePlan),
})

export const merchantCreateCyclePlan = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'POST',
  path: 'merchant/cycle-plans',
  summary: 'Defines a cycle plan, audited',
  body: cyclePlanInput,
  response: merchantCyclePlan,
})

export const merchantUpdateCyclePlan = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'PUT',
  path: 'merchant/cycle-plans/:planId',
  summary: 'Changes a cycle plan (new sales only: an order keeps the plan it bought), audited',
  params: z.strictObject({ planId: id }),
  body: cyclePlanInput,
  response: merchantCyclePlan,
})

export const merchantCycleDelivery = cycleDeliveryView.extend({
  orderId: z.number().int(),
  orderNo: z.string(),
  customerId: z.number().int(),
  nickName: z.string(),
  planName: z.string(),
  goodsName: z.string(),
  units: z.number().int(),
  deliveries: z.number().int(),
  paused: z.boolean(),
})
export type MerchantCycleDelivery = z.infer<typeof merchantCycleDelivery>

export const merchantCycleCalendar = defineRoute({
  ...merchant,
  permission: 'programmes.view',
  method: 'GET',
  path: 'merchant/cycle-deliveries',
  summary: 'The delivery calendar: deliveries due from one day to another (China days), and every parcel to ship',
  query: z.strictObject({
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD'),
    days: z.coerce.number().int().min(1).max(92).default(31),
  }),
  response: z.array(merchantCycleDelivery),
})

export const merchantShipCycleDelivery = defineRoute({
  ...merchant,
  permission: 'orders.ship',
  method: 'POST',
  path: 'merchant/cycle-deliveries/:deliveryId/ship',
  summary: "Ships a delivery's parcel (its units of the order, to its address) with a carrier and waybill",
  params: z.strictObject({ deliveryId: id }),
  body: z.strictObject({ carrierCode, waybillNo }),
  response: ok,
})
