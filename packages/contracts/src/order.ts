import { z } from 'zod'
import { ORDER_ACTIONS, ORDER_LIST_FILTERS, ORDER_TYPES, PRICE_EXTEND_CODES } from '@shop/domain'
import { defineRoute } from './route'
import { cartGift, cartWithRefusals, orderStatus } from './cart'
import { dateTime, fen, id, ok, pageOf, pageQuery, timelineEntry } from './common'

/**
 * The customer's orders (spec §3 Order, §7 Order): what the checkout goes on to pay with, the personal centre's
 * counts, the order list and detail, and the shopper's own moves (cancel, delete, confirm receipt, buy again). Order
 * ids travel as numbers; `orderNo` is the number a shopper reads (and the payment's out_trade_no is made of).
 * Another customer's order id answers 404 orderNotFound on every call that takes one.
 */

export const orderType = z.enum(ORDER_TYPES)

const orderIdParams = z.strictObject({ id })

/** Enough of an order to pay it (the checkout goes on to payment with this). */
export const orderSimpleDetail = z.object({
  orderId: z.number().int(),
  /** The spec's second name for orderId. */
  id: z.number().int(),
  orderNo: z.string(),
  orderType,
  status: orderStatus,
  /** 待付款, 待发货… */
  statusLabel: z.string(),
  totalOriginAmount: fen,
  totalBenefitAmount: fen,
  totalPointsToAmount: fen,
  totalRealPayPoints: z.number().int().min(0),
  actualShippingPrice: fen,
  totalRealPayAmount: fen,
  /** Units in the order (Σ line quantities). */
  goodsNum: z.number().int(),
  createTime: dateTime,
  /** When the unpaid order closes; paying stops then. */
  payDeadline: dateTime,
  paidAt: dateTime.nullable(),
})
export type OrderSimpleDetail = z.infer<typeof orderSimpleDetail>

export const orderSimpleDetailRoute = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'member_order/:id/simpleDetail',
  auth: 'customer',
  summary: 'Status, amounts and pay deadline of one of the customer’s orders (another’s answers orderNotFound)',
  params: orderIdParams,
  response: orderSimpleDetail,
})

/**
 * The `{status}` of `member_order/{status}`: the list filters (spec §4), plus `wait_estimate` and `completed` on
 * their own (the spec: "success (plus wait_estimate, completed)"; `success` shows both).
 */
export const ORDER_LIST_PATH_FILTERS = [...ORDER_LIST_FILTERS, 'wait_estimate', 'completed'] as const
export const orderListFilter = z.enum(ORDER_LIST_PATH_FILTERS)
export type OrderListPathFilter = z.infer<typeof orderListFilter>

/**
 * Orders per `{status}` of `member_order/{status}`, each the number that list shows (orders the customer deleted are
 * not counted): `wait_estimate` is the orders received and not yet rated in full (待评价).
 */
export const orderCounts = z.object(
  Object.fromEntries(ORDER_LIST_PATH_FILTERS.map((filter) => [filter, z.number().int().min(0)])) as Record<
    OrderListPathFilter,
    z.ZodNumber
  >,
)
export type OrderCounts = z.infer<typeof orderCounts>

export const orderStatisticCount = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'statistic/count',
  auth: 'customer',
  summary: 'How many orders the customer has per list filter, 待评价 included (the personal centre’s badges)',
  response: orderCounts,
})

export const buyAgain = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'member_order/:id/buy_again',
  auth: 'customer',
  summary:
    'Puts the order’s goods back in the cart (adding to lines already there) and selects just them; answers the cart and what could not be added',
  params: orderIdParams,
  response: cartWithRefusals,
})

// ─── The order list and detail ───────────────────────────────────────────────────────────────────────

export const orderAction = z.enum(ORDER_ACTIONS)

/** An action the shopper may take now, in display order (the main one first), with its button label. */
export const orderActionOffer = z.object({ action: orderAction, label: z.string() })

/** One line of an order, as it was ordered. */
export const orderLineView = z.object({
  lineId: z.number().int(),
  skuId: z.number().int(),
  goodsId: z.number().int(),
  skuCode: z.string(),
  name: z.string(),
  image: z.string(),
  /** The specification values joined for display: 「50ml / 清爽型」. */
  specs: z.string(),
  specifications: z.array(
    z.object({ name: z.string(), value: z.string(), code: z.string(), image: z.string().nullable() }),
  ),
  /** Unit price paid before discounts (the activity price when one applied). */
  price: fen,
  marketingPrice: fen,
  quantity: z.number().int().positive(),
  /** What this line cost in money after discounts and points. */
  realPayAmount: fen,
  /** An add-on bought through a swap promotion of this line id's goods. */
  addOnOf: z.number().int().nullable(),
})
export type OrderLineView = z.infer<typeof orderLineView>

/** An order on pages/order/list. */
export const orderCard = z.object({
  orderId: z.number().int(),
  id: z.number().int(),
  orderNo: z.string(),
  orderType,
  /** 普通订单, 秒杀订单… */
  orderTypeLabel: z.string(),
  status: orderStatus,
  statusLabel: z.string(),
  createTime: dateTime,
  updateTime: dateTime,
  lines: z.array(orderLineView),
  /** Units in the order (Σ line quantities). */
  goodsNum: z.number().int(),
  totalOriginAmount: fen,
  totalBenefitAmount: fen,
  actualShippingPrice: fen,
  totalRealPayPoints: z.number().int().min(0),
  totalRealPayAmount: fen,
  /** When the unpaid order closes (the countdown's target while wait_pay). */
  payDeadline: dateTime,
  actions: z.array(orderActionOffer),
})
export type OrderCard = z.infer<typeof orderCard>

export const orderList = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'member_order/:status',
  auth: 'customer',
  summary: 'The customer’s orders in one list filter, newest first, paged (deleted orders are left out)',
  params: z.strictObject({ status: orderListFilter }),
  query: pageQuery,
  response: pageOf(orderCard),
})

/** One row of the price breakdown (`buildPriceExtend`); `deducted` rows are shown as −¥x.xx. */
export const priceExtendEntry = z.object({
  code: z.enum(PRICE_EXTEND_CODES),
  label: z.string(),
  amount: fen,
  deducted: z.boolean(),
})

/** Something that happened to the order, oldest first: submit, pay (发起支付), payed, cancel_pay, ship… */
export const orderTimelineEntry = timelineEntry(orderStatus.nullable(), orderStatus.nullable())

/** A parcel of the order (filled by fulfilment; empty until something ships). */
export const shipmentSummary = z.object({
  shipmentId: z.number().int(),
  carrierCode: z.string(),
  carrierName: z.string(),
  waybillNo: z.string(),
  shippedAt: dateTime,
  /** Which units of which order lines travel in it. */
  lines: z.array(z.object({ lineId: z.number().int(), quantity: z.number().int().positive() })),
})
export type ShipmentSummary = z.infer<typeof shipmentSummary>

export const orderAddress = z.object({
  name: z.string(),
  mobile: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  postalCode: z.string().nullable(),
})

/** pages/order/detail: everything about one order. */
export const orderDetail = orderCard.extend({
  channel: z.enum(['wm', 'h5', 'app']).nullable(),
  /** Null for a gift order: it ships to the friend who claims it, whose address the buyer never sees. */
  address: orderAddress.nullable(),
  remark: z.string().nullable(),
  totalActualAmount: fen,
  totalPointsToAmount: fen,
  originShippingPrice: fen,
  giftTotalPrice: fen,
  promotionCode: z.string().nullable(),
  priceExtend: z.array(priceExtendEntry),
  /** Free goods packed with the order. */
  gifts: z.array(cartGift),
  customCard: z.object({ from: z.string(), content: z.string(), to: z.string() }).nullable(),
  timeline: z.array(orderTimelineEntry),
  /** The server's clock when it answered: count down to payDeadline from here, not from the phone's clock. */
  serverTime: dateTime,
  paidAt: dateTime.nullable(),
  shippedAt: dateTime.nullable(),
  receivedAt: dateTime.nullable(),
  completedAt: dateTime.nullable(),
  closedAt: dateTime.nullable(),
  /** Why it closed: cancelled by the shopper, unpaid at the deadline, refunded. */
  closeReason: z.string().nullable(),
  shipments: z.array(shipmentSummary),
  invoiceRequested: z.boolean(),
  refundInProgress: z.boolean(),
  fullyRefunded: z.boolean(),
})
export type OrderDetail = z.infer<typeof orderDetail>

export const orderDetailRoute = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'member_order/:id/detail',
  auth: 'customer',
  summary: 'One of the customer’s orders in full: lines, address, amounts, price breakdown, timeline, actions',
  params: orderIdParams,
  response: orderDetail,
})

/** Where an order is after the shopper moved it. */
export const orderMoved = z.object({ orderId: z.number().int(), status: orderStatus, statusLabel: z.string() })
export type OrderMoved = z.infer<typeof orderMoved>

export const orderCancel = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'member_order/:id/cancel',
  auth: 'customer',
  summary:
    'Cancels an unpaid order: closes its payment at WeChat Pay, gives back stock, coupon and points (once). An order paid meanwhile is marked paid instead (answers its new status)',
  params: orderIdParams,
  response: orderMoved,
})

export const orderDelete = defineRoute({
  service: 'ec-portal',
  method: 'DELETE',
  path: 'member_order/:id',
  auth: 'customer',
  summary: 'Hides a closed order (cancelled, refunded, completed) from the customer’s list; others: orderStatusInvalid',
  params: orderIdParams,
  response: ok,
})

export const orderDeliver = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'member_order/:id/deliver',
  auth: 'customer',
  summary: 'Confirms receipt of a shipped order (wait_receive → wait_estimate)',
  params: orderIdParams,
  response: orderMoved,
})
