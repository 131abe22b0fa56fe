import { z } from 'zod'
import { ORDER_LIST_FILTERS, ORDER_TYPES } from '@shop/domain'
import { defineRoute } from './route'
import { cartWithRefusals, orderStatus } from './cart'
import { dateTime, fen, id } from './common'

/**
 * The customer's orders (spec §3 Order, §7 Order). This part serves the checkout: what it goes on to pay with, the
 * personal centre's counts and buying an order again. Order ids travel as numbers; `orderNo` is the number a
 * shopper reads (and the payment's out_trade_no is made of).
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

/** Orders per list filter of pages/order/list (orders the customer deleted are not counted). */
export const orderCounts = z.object(
  Object.fromEntries(ORDER_LIST_FILTERS.map((filter) => [filter, z.number().int().min(0)])) as Record<
    (typeof ORDER_LIST_FILTERS)[number],
    z.ZodNumber
  >,
)
export type OrderCounts = z.infer<typeof orderCounts>

export const orderStatisticCount = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'statistic/count',
  auth: 'customer',
  summary: 'How many orders the customer has per list filter (the personal centre’s badges)',
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
