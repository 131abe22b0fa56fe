import { z } from 'zod'
import { ORDER_STATUSES } from '@shop/domain'
import { cartGift } from './cart'
import { defineRoute } from './route'
import { dateTime, fen, id, pageOf, pageQuery, text } from './common'

/**
 * Fulfilment: the parcels of an order (shipments), where they are (kuaidi100), the carriers a merchant ships with,
 * and the merchant's side of orders (docs/adr/0030: counter-portal calls for staff with the `merchant` role).
 *
 * `logistics` and `logisticsByOms` differ in where they look:
 * - `member_order/{orderId}/logistics` asks the carrier (kuaidi100) about every parcel and answers the tracks. It may
 *   take a moment; a parcel the carrier cannot answer for carries `trackingError` instead of failing the call.
 * - `member_order/{orderId}/logisticsByOms` answers from the shop's own fulfilment records only (the OMS view):
 *   parcels with carrier, waybill and contents, the state last seen on the carrier's track, and what is still to
 *   ship. It never calls the carrier, so it is fast and always answers.
 */

export const TRACKING_STATES = [
  'collected',
  'in_transit',
  'out_for_delivery',
  'signed',
  'problem',
  'refused',
  'returned',
  'unknown',
] as const
export const trackingState = z.enum(TRACKING_STATES)
export type TrackingStateName = z.infer<typeof trackingState>

/** kuaidi100 company code, e.g. `shunfeng` (the list: `kuaidi100/findPage`). */
export const carrierCode = z.string().regex(/^[a-z0-9]{2,32}$/, '快递公司编码不正确')
/** A waybill number as carriers print them: letters, digits and -. */
export const waybillNo = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{6,32}$/, '运单号应为6-32位字母、数字或-')

/** Units of an order line: what a parcel carries, a refund takes, a merchant ships. */
export const lineQuantity = z.strictObject({ lineId: id, quantity: z.number().int().min(1).max(999) })
export type LineQuantity = z.infer<typeof lineQuantity>

const uniqueLines = (lines: readonly { lineId: number }[]) => new Set(lines.map((l) => l.lineId)).size === lines.length
/** 1–50 distinct order lines with their units. */
export const lineQuantities = z
  .array(lineQuantity)
  .min(1, '请选择商品')
  .max(50)
  .refine(uniqueLines, { message: '同一商品只能出现一次' })

/** An order line as fulfilment, refunds and evaluations show it. */
export const goodsLine = z.object({
  lineId: z.number().int(),
  skuId: z.number().int(),
  goodsId: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** The specification values joined for display: 「50ml / 清爽型」. */
  specs: z.string(),
  quantity: z.number().int().positive(),
})
export type GoodsLine = z.infer<typeof goodsLine>

/** A parcel of an order. */
export const shipment = z.object({
  shipmentId: z.number().int(),
  carrierCode: z.string(),
  carrierName: z.string(),
  waybillNo: z.string(),
  shippedAt: dateTime,
  /** The order lines in it, with the units of each that travel in this parcel. */
  lines: z.array(goodsLine),
})
export type Shipment = z.infer<typeof shipment>

export const parcelEvent = z.object({ time: dateTime, context: z.string(), location: z.string().nullable() })

/** What the carrier says about a parcel: newest event first. */
export const parcelTracking = z.object({
  state: trackingState,
  /** 已揽收, 运输中, 派送中, 已签收… */
  stateLabel: z.string(),
  events: z.array(parcelEvent),
  /** When the carrier was asked: answers are reused for up to 30 minutes. */
  queriedAt: dateTime,
})

export const shipmentTrack = shipment.extend({
  tracking: parcelTracking.nullable(),
  /** Why there is no track: logisticsNotFound (暂无物流信息, e.g. just shipped), logisticsUnavailable… */
  trackingError: z.object({ code: z.string(), message: z.string() }).nullable(),
})
export type ShipmentTrack = z.infer<typeof shipmentTrack>

const orderIdParams = z.strictObject({ orderId: id })

export const orderLogistics = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'member_order/:orderId/logistics',
  auth: 'customer',
  summary: 'Every parcel of one of the customer’s orders with its track from the carrier (no parcel yet: empty list)',
  params: orderIdParams,
  response: z.object({ orderId: z.number().int(), orderNo: z.string(), shipments: z.array(shipmentTrack) }),
})

export const FULFILMENT_STATES = ['unshipped', 'partially_shipped', 'shipped'] as const

export const omsShipment = shipment.extend({
  /** The state last seen on the carrier's track; null until someone looked. */
  lastTrackingState: trackingState.nullable(),
  lastTrackingStateLabel: z.string().nullable(),
  lastTrackedAt: dateTime.nullable(),
})

export const orderLogisticsByOms = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'member_order/:orderId/logisticsByOms',
  auth: 'customer',
  summary:
    'The fulfilment records of one of the customer’s orders: parcels (carrier, waybill, contents, last known state) and the units still to ship; never asks the carrier',
  params: orderIdParams,
  response: z.object({
    orderId: z.number().int(),
    orderNo: z.string(),
    fulfilmentState: z.enum(FULFILMENT_STATES),
    shipments: z.array(omsShipment),
    /** Units paid for, not shipped and not refunded before shipping. */
    unshippedLines: z.array(goodsLine),
  }),
})

export const shipmentTrackRoute = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'member_order/:orderId/shipment/:shipmentId',
  auth: 'customer',
  summary: 'One parcel of one of the customer’s orders with its track (another order’s parcel: logisticsNotFound)',
  params: z.strictObject({ orderId: id, shipmentId: id }),
  response: shipmentTrack,
})

export const logisticsCarrier = z.object({
  code: z.string(),
  name: z.string(),
  /** The carrier shows tracks only with the receiver's phone (the shop sends the order's). */
  needsPhone: z.boolean(),
})

export const kuaidi100FindPage = defineRoute({
  service: 'sp-thirdpart',
  method: 'GET',
  path: 'kuaidi100/findPage',
  auth: 'none',
  summary: 'The carriers the shop ships with (kuaidi100 company codes), paged; keyword filters by name or code',
  query: pageQuery.extend({ keyword: text(20).optional() }),
  response: pageOf(logisticsCarrier),
})

// ─── Merchant: orders and shipping (counter-portal, role merchant) ───────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

const orderStatusName = z.enum(ORDER_STATUSES)

export const merchantOrderSummary = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  status: orderStatusName,
  statusLabel: z.string(),
  customerId: z.number().int(),
  receiverName: z.string(),
  receiverMobile: z.string(),
  goodsNum: z.number().int(),
  totalRealPayAmount: fen,
  createTime: dateTime,
  paidAt: dateTime.nullable(),
  /** A refund of the order waits for the merchant or the buyer. */
  refundInProgress: z.boolean(),
})
export type MerchantOrderSummary = z.infer<typeof merchantOrderSummary>

export const merchantOrders = defineRoute({
  permission: 'orders.view',
  ...merchant,
  method: 'GET',
  path: 'merchant/orders',
  summary: 'Orders of every customer, newest first, paged; status filters (e.g. wait_shipment: to ship)',
  query: pageQuery.extend({ status: orderStatusName.optional() }),
  response: pageOf(merchantOrderSummary),
})

export const merchantOrderLine = goodsLine.extend({
  skuCode: z.string(),
  realPayAmount: fen,
  shippedQuantity: z.number().int(),
  /** Units held or taken by refunds (in progress or refunded). */
  refundQuantity: z.number().int(),
  /** Units the merchant may ship now: not shipped, not held by a refund before shipping. */
  shippableQuantity: z.number().int(),
})

export const merchantOrderDetail = merchantOrderSummary.extend({
  address: z.object({
    name: z.string(),
    mobile: z.string(),
    province: z.string(),
    city: z.string(),
    district: z.string(),
    detail: z.string(),
    postalCode: z.string().nullable(),
  }),
  /** The shopper's remark at submit (null: none). */
  remark: z.string().nullable(),
  actualShippingPrice: fen,
  lines: z.array(merchantOrderLine),
  /** The gifts packed with the order (those stock allowed): the packer puts them in the first parcel. */
  gifts: z.array(cartGift),
  shipments: z.array(shipment),
})
export type MerchantOrderDetail = z.infer<typeof merchantOrderDetail>

export const merchantOrderDetailRoute = defineRoute({
  permission: 'orders.view',
  ...merchant,
  method: 'GET',
  path: 'merchant/orders/:orderId',
  summary: 'One order with what is shipped, refunded and still to ship per line, and its parcels',
  params: orderIdParams,
  response: merchantOrderDetail,
})

/** One parcel to send: a carrier of the list, its waybill, and the units in it (left out: everything still to ship). */
export const shipmentRequest = z.strictObject({
  carrierCode,
  waybillNo,
  lines: lineQuantities.optional(),
})

export const merchantShip = defineRoute({
  permission: 'orders.ship',
  ...merchant,
  method: 'POST',
  path: 'merchant/orders/:orderId/ship',
  summary:
    'Ships an order in one or more parcels. The order becomes wait_receive when nothing is left to ship, partially_shipped otherwise',
  params: orderIdParams,
  body: z.strictObject({
    shipments: z
      .array(shipmentRequest)
      .min(1)
      .max(10)
      .refine((parcels) => parcels.length === 1 || parcels.every((p) => p.lines !== undefined), {
        message: '多个包裹时请为每个包裹选择商品',
      })
      .refine((parcels) => new Set(parcels.map((p) => `${p.carrierCode}:${p.waybillNo}`)).size === parcels.length, {
        message: '运单号重复',
      }),
  }),
  response: z.object({
    orderId: z.number().int(),
    status: orderStatusName,
    statusLabel: z.string(),
    /** The parcels this call created. */
    shipments: z.array(shipment),
  }),
})
