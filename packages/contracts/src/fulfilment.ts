import { z } from 'zod'
import { ORDER_STATUSES, PAY_TYPES, PAYMENT_STATUSES, REFUND_STATUSES } from '@shop/domain'
import { cartGift } from './cart'
import { defineRoute } from './route'
import { sortOption, dateTime, fen, id, pageOf, pageQuery, text, timelineEntry } from './common'

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

/** A moment a list is filtered from or to: ISO 8601 with its offset, as the console sends China time. */
export const isoMoment = z.iso.datetime({ offset: true, message: '时间格式不正确' })

export const MERCHANT_ORDER_SORTS = ['createTime', 'paidAt', 'totalRealPayAmount'] as const

/**
 * The merchant's order filters: status, order number (exact), customer (member id, or the 11-digit mobile they
 * signed in with), goods (a SKU code exactly, or part of a goods name), when it was placed (from, to), and the sort.
 */
export const merchantOrderQuery = pageQuery.extend({
  status: orderStatusName.optional(),
  orderNo: z
    .string()
    .trim()
    .regex(/^\d{6,32}$/, '请输入正确的订单号')
    .optional(),
  customer: z
    .string()
    .trim()
    .regex(/^\d{1,11}$/, '请输入会员ID或手机号')
    .optional(),
  goods: text(64).pipe(z.string().min(1, '请输入商品名称或SKU编码')).optional(),
  createdFrom: isoMoment.optional(),
  createdTo: isoMoment.optional(),
  sort: sortOption(MERCHANT_ORDER_SORTS).optional(),
})

export const merchantOrderSummary = z.object({
  /** The table's row key (the same as orderId). */
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  status: orderStatusName,
  statusLabel: z.string(),
  /** Where the shopper ordered: wm (mini-program), h5, app; null when the client did not say. */
  channel: z.enum(PAY_TYPES).nullable(),
  customerId: z.number().int(),
  /** The mobile the customer signed in with (null: none on record). */
  customerMobile: z.string().nullable(),
  receiverName: z.string(),
  receiverMobile: z.string(),
  goodsNum: z.number().int(),
  totalRealPayAmount: fen,
  createTime: dateTime,
  paidAt: dateTime.nullable(),
  /** A refund of the order waits for the merchant or the buyer. */
  refundInProgress: z.boolean(),
  merchantRemark: z.string().nullable(),
})
export type MerchantOrderSummary = z.infer<typeof merchantOrderSummary>

export const merchantOrders = defineRoute({
  permission: 'orders.view',
  ...merchant,
  method: 'GET',
  path: 'merchant/orders',
  summary:
    'Orders of every customer, paged: filters by status, order number, customer (id or mobile), goods (SKU code or name) and when placed; newest first unless sorted',
  query: merchantOrderQuery,
  response: pageOf(merchantOrderSummary),
})

/** A row of the orders export: the list's, with the goods, the address and the money in one line each. */
export const merchantOrderExportRow = merchantOrderSummary.extend({
  /** 「修护精华 50ml ×2；洁面乳 ×1」 */
  goods: z.string(),
  address: z.string(),
  totalOriginAmount: fen,
  totalBenefitAmount: fen,
  actualShippingPrice: fen,
  /** Money refunded so far (refunds that succeeded). */
  refundedAmount: fen,
  shippedAt: dateTime.nullable(),
  /** The shopper's remark at submit. */
  remark: z.string().nullable(),
})

export const merchantOrdersExport = defineRoute({
  permission: 'orders.export',
  ...merchant,
  method: 'GET',
  path: 'merchant/orders/export',
  summary: 'The orders the same filters select, as export rows (paged, up to 1000 a page), for the CSV download',
  query: merchantOrderQuery,
  response: pageOf(merchantOrderExportRow),
})

export const merchantOrderLine = goodsLine.extend({
  skuCode: z.string(),
  price: fen,
  realPayAmount: fen,
  shippedQuantity: z.number().int(),
  /** Units held or taken by refunds (in progress or refunded). */
  refundQuantity: z.number().int(),
  /** Units the merchant may ship now: not shipped, not held by a refund before shipping. */
  shippableQuantity: z.number().int(),
})

export const WECHAT_SHIPPING_STATES = ['pending', 'uploaded', 'failed'] as const

/** A parcel as the merchant sees it: with what WeChat was told of it (mini-program payments only). */
export const merchantShipment = shipment.extend({
  shippedBy: z.string(),
  /** null: the order was not paid in the mini-program, WeChat need not hear of it. */
  wechatShipping: z
    .object({
      state: z.enum(WECHAT_SHIPPING_STATES),
      /** 待上传, 已上传, 上传失败 */
      stateLabel: z.string(),
      attempts: z.number().int(),
      /** WeChat's last refusal, or why it could not be reached. */
      error: z.string().nullable(),
      uploadedAt: dateTime.nullable(),
      /** When it is tried again (pending after a failure). */
      nextAttemptAt: dateTime.nullable(),
    })
    .nullable(),
})
export type MerchantShipment = z.infer<typeof merchantShipment>

export const merchantOrderPayment = z.object({
  outTradeNo: z.string(),
  payType: z.enum(PAY_TYPES),
  /** jsapi, h5, app, free */
  product: z.string(),
  amount: fen,
  status: z.enum(PAYMENT_STATUSES),
  statusLabel: z.string(),
  transactionId: z.string().nullable(),
  paidAt: dateTime.nullable(),
  refundedAmount: fen,
  createTime: dateTime,
})

export const merchantOrderRefund = z.object({
  refundId: z.number().int(),
  refundNo: z.string(),
  typeLabel: z.string(),
  status: z.enum(REFUND_STATUSES),
  statusLabel: z.string(),
  totalAmount: fen,
  goodsNum: z.number().int(),
  createTime: dateTime,
})

const merchantTimelineStatus = orderStatusName.nullable()

/** How the merchant may cancel the order now: close it (unpaid), refund everything (paid, nothing shipped), or not. */
export const MERCHANT_CANCEL_MODES = ['close', 'refund'] as const

export const merchantOrderDetail = merchantOrderSummary.extend({
  /** Null for a gift order its friend has not claimed yet (docs/gifts.md): it cannot ship until then. */
  address: z
    .object({
      name: z.string(),
      mobile: z.string(),
      province: z.string(),
      city: z.string(),
      district: z.string(),
      detail: z.string(),
      postalCode: z.string().nullable(),
    })
    .nullable(),
  /** The shopper's remark at submit (null: none). */
  remark: z.string().nullable(),
  merchantRemarkBy: z.string().nullable(),
  merchantRemarkAt: dateTime.nullable(),
  totalOriginAmount: fen,
  totalBenefitAmount: fen,
  totalPointsToAmount: fen,
  totalRealPayPoints: z.number().int(),
  actualShippingPrice: fen,
  promotionCode: z.string().nullable(),
  payDeadline: dateTime,
  shippedAt: dateTime.nullable(),
  receivedAt: dateTime.nullable(),
  completedAt: dateTime.nullable(),
  closedAt: dateTime.nullable(),
  closeReason: z.string().nullable(),
  lines: z.array(merchantOrderLine),
  /** The gifts packed with the order (those stock allowed): the packer puts them in the first parcel. */
  gifts: z.array(cartGift),
  shipments: z.array(merchantShipment),
  payments: z.array(merchantOrderPayment),
  refunds: z.array(merchantOrderRefund),
  /** Everything that happened to the order, oldest first. */
  timeline: z.array(timelineEntry(merchantTimelineStatus, merchantTimelineStatus)),
  /** What the merchant may do now. */
  canShip: z.boolean(),
  cancelMode: z.enum(MERCHANT_CANCEL_MODES).nullable(),
})
export type MerchantOrderDetail = z.infer<typeof merchantOrderDetail>

export const merchantOrderDetailRoute = defineRoute({
  permission: 'orders.view',
  ...merchant,
  method: 'GET',
  path: 'merchant/orders/:orderId',
  summary:
    'One order in full: lines (shipped, refunded, still to ship), parcels with their WeChat shipping state, payments, refunds, timeline',
  params: orderIdParams,
  response: merchantOrderDetail,
})

export const merchantCancelOrder = defineRoute({
  permission: 'orders.cancel',
  ...merchant,
  method: 'POST',
  path: 'merchant/orders/:orderId/cancel',
  summary:
    'Cancels an order: an unpaid one is closed (stock, coupon and points back); a paid one with nothing shipped is refunded in full through WeChat Pay and becomes refunded when the money is back. Shipped orders go through after-sales',
  params: orderIdParams,
  body: z.strictObject({ reason: text(100).pipe(z.string().min(1, '请填写取消原因')) }),
  response: z.object({
    orderId: z.number().int(),
    status: orderStatusName,
    statusLabel: z.string(),
    /** The full refund a paid order's cancel made. */
    refund: merchantOrderRefund.nullable(),
  }),
})

export const merchantOrderRemark = defineRoute({
  permission: 'orders.remark',
  ...merchant,
  method: 'POST',
  path: 'merchant/orders/:orderId/remark',
  summary: 'Sets the merchant’s remark on an order (empty clears it); never shown to the shopper',
  params: orderIdParams,
  body: z.strictObject({ remark: text(200) }),
  response: z.object({
    orderId: z.number().int(),
    merchantRemark: z.string().nullable(),
    merchantRemarkBy: z.string().nullable(),
    merchantRemarkAt: dateTime.nullable(),
  }),
})

export const merchantUploadShipping = defineRoute({
  permission: 'orders.ship',
  ...merchant,
  method: 'POST',
  path: 'merchant/orders/:orderId/wechat-shipping',
  summary:
    'Tells WeChat now about the order’s parcels it has not taken yet (pending or failed), instead of waiting for the retry',
  params: orderIdParams,
  response: z.object({ orderId: z.number().int(), shipments: z.array(merchantShipment) }),
})

export const merchantCarriers = defineRoute({
  permission: 'orders.ship',
  ...merchant,
  method: 'GET',
  path: 'merchant/carriers',
  summary: 'The carriers the shop ships with (the ship form’s choices): kuaidi100 company codes and names',
  response: z.array(logisticsCarrier),
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
    shipments: z.array(merchantShipment),
  }),
})
