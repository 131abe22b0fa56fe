import { z } from 'zod'
import { ORDER_STATUSES, REFUND_STATUSES, REFUND_TYPES } from '@shop/domain'
import { defineRoute } from './route'
import { sortOption, dateTime, fen, id, pageOf, pageQuery, text, timelineEntry, uploadedImageUrl } from './common'
import { carrierCode, goodsLine, isoMoment, lineQuantities, waybillNo } from './fulfilment'

/**
 * Refunds (售后, spec §3 Refund, §4 refund flow, §7 member_refund). The rules are the domain's (docs/orders.md):
 * one refund of an order in progress at a time (canNotRefundWhenRefunding 有部分退单正在处理中), amounts per unit
 * after prorated discounts, never more than was paid. Another customer's order or refund id answers 404.
 * The merchant's side is under counter-portal with the `merchant` role (docs/adr/0030).
 */

export const refundType = z.enum(REFUND_TYPES)
export const refundStatus = z.enum(REFUND_STATUSES)

/** Why the shopper asks, by code; the label is what the form shows. */
export const REFUND_REASONS = {
  no_longer_needed: '不想要了',
  wrong_item_ordered: '拍错/多拍',
  not_shipped_in_time: '未按约定时间发货',
  damaged: '商品破损',
  not_as_described: '商品与描述不符',
  quality_issue: '质量问题',
  missing_items: '少件/漏发',
  other: '其他',
} as const
export type RefundReason = keyof typeof REFUND_REASONS
export const refundReason = z.enum(Object.keys(REFUND_REASONS) as [RefundReason, ...RefundReason[]])

export const REFUND_DESCRIPTION_MAX = 200
export const REFUND_IMAGES_MAX = 6

/** What the shopper asks for: the same for submit and modify. */
const refundRequest = {
  type: refundType,
  /** Order lines and the units of each to refund; the amounts are the server's (the most those units return). */
  lines: lineQuantities,
  reason: refundReason,
  description: text(REFUND_DESCRIPTION_MAX).default(''),
  images: z.array(uploadedImageUrl).max(REFUND_IMAGES_MAX).default([]),
}

/** A refunded order line: the units and what they give back. */
export const refundLine = goodsLine.extend({
  /** 0 on a price difference paid back (PRICE_PROTECTION): money only, no unit. */
  quantity: z.number().int().min(0),
  /** Money for these units (fen), after the order's discounts, points part excluded. */
  amount: fen,
  /** Points these units used, given back as points. */
  points: z.number().int().min(0),
})

/** What the shopper may do with a refund now. */
export const REFUND_ACTIONS = ['modify', 'cancel', 'buyer_confirm'] as const

export const refundSummary = z.object({
  refundId: z.number().int(),
  /** The spec's second name for refundId. */
  id: z.number().int(),
  /** The number a person reads; also WeChat Pay's out_refund_no. */
  refundNo: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  type: refundType,
  /** 仅退款, 退货退款 */
  typeLabel: z.string(),
  status: refundStatus,
  /** 待审核, 待退货, 退款中, 退款成功… */
  statusLabel: z.string(),
  /** goodsAmount + shippingAmount: the money that goes back. */
  totalAmount: fen,
  points: z.number().int().min(0),
  goodsNum: z.number().int(),
  lines: z.array(refundLine),
  createTime: dateTime,
  updateTime: dateTime,
})
export type RefundSummary = z.infer<typeof refundSummary>

export const refundTimelineEntry = timelineEntry(refundStatus.nullable(), refundStatus)

export const refundDetail = refundSummary.extend({
  goodsAmount: fen,
  /** The shipping paid, returned only with the order's last goods. */
  shippingAmount: fen,
  reason: refundReason,
  reasonLabel: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  /** Why the merchant refused. */
  rejectReason: z.string().nullable(),
  /** Where to send the goods back (RETURN_REFUND once approved). */
  returnAddress: z.object({ name: z.string(), mobile: z.string(), address: z.string() }).nullable(),
  returnCarrierCode: z.string().nullable(),
  returnCarrierName: z.string().nullable(),
  returnWaybillNo: z.string().nullable(),
  refundedAt: dateTime.nullable(),
  actions: z.array(z.enum(REFUND_ACTIONS)),
  timeline: z.array(refundTimelineEntry),
})
export type RefundDetail = z.infer<typeof refundDetail>

const refundIdParams = z.strictObject({ id })
const customer = { service: 'ec-portal', auth: 'customer' } as const

export const refundLocate = defineRoute({
  ...customer,
  method: 'POST',
  path: 'member_refund/locate',
  summary:
    'What of an order can be refunded now: types, reasons, and per line the units, money and points left. Refused with the reason (canNotRefundWhenRefunding, refundWindowClosed, orderStatusInvalid). With `refundId` (a submitted refund of the order being modified) its own units count as free',
  body: z.strictObject({
    orderId: id,
    /** The refund being modified: what it holds is refundable again in the answer (only while it is submitted). */
    refundId: id.optional(),
  }),
  response: z.object({
    orderId: z.number().int(),
    orderNo: z.string(),
    orderStatus: z.enum(ORDER_STATUSES),
    types: z.array(z.object({ type: refundType, label: z.string() })),
    reasons: z.array(z.object({ code: refundReason, label: z.string() })),
    /** Per order line what is left: refundable units and the most money and points they return. */
    lines: z.array(
      goodsLine.extend({
        refundableQuantity: z.number().int().min(0),
        refundableAmount: fen,
        refundablePoints: z.number().int().min(0),
        /** Units shipped and not yet taken by a refund: the most a RETURN_REFUND of the line can send back. */
        returnableQuantity: z.number().int().min(0),
      }),
    ),
    /** Shipping that comes back with the refund of everything left (0 when a refund already returned it). */
    shippingAmount: fen,
    /** The last moment a refund can be asked for. */
    refundWindowEnds: dateTime,
  }),
})

export const refundSubmit = defineRoute({
  ...customer,
  method: 'POST',
  path: 'member_refund/submit',
  summary: 'Asks for a refund of some units of an order (submitted, waiting for the merchant)',
  body: z.strictObject({ orderId: id, ...refundRequest }),
  response: refundDetail,
})

export const refundModify = defineRoute({
  ...customer,
  method: 'POST',
  path: 'member_refund/:id/modify',
  summary: 'Changes a refund the merchant has not decided on yet (submitted); checked like a new one',
  params: refundIdParams,
  body: z.strictObject(refundRequest),
  response: refundDetail,
})

export const refundCancel = defineRoute({
  ...customer,
  method: 'POST',
  path: 'member_refund/:id/cancel',
  summary: 'Withdraws a refund (submitted, or approved return before the goods are sent back)',
  params: refundIdParams,
  response: refundDetail,
})

export const refundList = defineRoute({
  ...customer,
  method: 'GET',
  path: 'member_refund/all',
  summary: 'The customer’s refunds, newest first, paged',
  query: pageQuery.extend({ status: refundStatus.optional() }),
  response: pageOf(refundSummary),
})

export const refundListItem = defineRoute({
  ...customer,
  method: 'GET',
  path: 'member_refund/all/:id',
  summary: 'One refund as the list shows it (to refresh one row)',
  params: refundIdParams,
  response: refundSummary,
})

export const refundDetailRoute = defineRoute({
  ...customer,
  method: 'GET',
  path: 'member_refund/detail/:id',
  summary: 'One refund in full: amounts, reason, return address and waybill, timeline, what the shopper may do',
  params: refundIdParams,
  response: refundDetail,
})

export const refundBuyerConfirm = defineRoute({
  ...customer,
  method: 'POST',
  path: 'member_refund/buyerConfirm/:id',
  summary: 'The shopper sent the goods back: the carrier and waybill of the return (waiting_return → returned)',
  params: refundIdParams,
  body: z.strictObject({ carrierCode, waybillNo }),
  response: refundDetail,
})

export const refundPointsValidate = defineRoute({
  ...customer,
  method: 'GET',
  path: 'member_refund/memberPointsValidate/:id',
  summary:
    'What the refund does to the customer’s points when it succeeds: the spent points it gives back, the earned points it takes back (an order earns when it completes), the balance then, and whether the balance covers them',
  params: refundIdParams,
  response: z.object({
    refundId: z.number().int(),
    /** Points the refunded units spent, given back. */
    points: z.number().int().min(0),
    /** Points the order earned for the refunded money, taken back (as many as the balance allows). */
    pointsTakenBack: z.number().int().min(0),
    balance: z.number().int().min(0),
    balanceAfter: z.number().int().min(0),
    /** The balance covers what is taken back; when it does not, the rest is forgiven. */
    sufficient: z.boolean(),
  }),
})

export const orderRefunds = defineRoute({
  ...customer,
  method: 'GET',
  path: 'member_order/:orderId/refund',
  summary: 'The refunds of one of the customer’s orders, newest first',
  params: z.strictObject({ orderId: id }),
  response: z.object({ orderId: z.number().int(), refunds: z.array(refundSummary) }),
})

// ─── Merchant (counter-portal, role merchant) ────────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const
const merchantRefundParams = z.strictObject({ refundId: id })

export const merchantRefundDetail = refundDetail.extend({ customerId: z.number().int() })

export const MERCHANT_REFUND_SORTS = ['createTime', 'totalAmount'] as const

export const merchantRefunds = defineRoute({
  permission: 'refunds.view',
  ...merchant,
  method: 'GET',
  path: 'merchant/refunds',
  summary:
    'Refunds of every customer, paged: filters by status, type, refund or order number, customer id and when asked; oldest waiting first when filtered by status, else newest first, unless sorted',
  query: pageQuery.extend({
    status: refundStatus.optional(),
    type: refundType.optional(),
    refundNo: z
      .string()
      .trim()
      .regex(/^R?\d{6,32}$/, '请输入正确的退款单号')
      .optional(),
    orderNo: z
      .string()
      .trim()
      .regex(/^\d{6,32}$/, '请输入正确的订单号')
      .optional(),
    customerId: id.optional(),
    createdFrom: isoMoment.optional(),
    createdTo: isoMoment.optional(),
    sort: sortOption(MERCHANT_REFUND_SORTS).optional(),
  }),
  response: pageOf(
    refundSummary.extend({ customerId: z.number().int(), reasonLabel: z.string(), refundedAt: dateTime.nullable() }),
  ),
})

export const merchantRefundDetailRoute = defineRoute({
  permission: 'refunds.view',
  ...merchant,
  method: 'GET',
  path: 'merchant/refunds/:refundId',
  summary: 'One refund in full',
  params: merchantRefundParams,
  response: merchantRefundDetail,
})

export const merchantApproveRefund = defineRoute({
  permission: 'refunds.decide',
  ...merchant,
  method: 'POST',
  path: 'merchant/refunds/:refundId/approve',
  summary:
    'Approves a refund: without return, or once the returned goods arrived, the money is sent back (WeChat Pay, once per refund); a return is approved to waiting_return',
  params: merchantRefundParams,
  response: merchantRefundDetail,
})

export const merchantRejectRefund = defineRoute({
  permission: 'refunds.decide',
  ...merchant,
  method: 'POST',
  path: 'merchant/refunds/:refundId/reject',
  summary: 'Refuses a refund (submitted, or returned goods that arrived), with the reason the shopper reads',
  params: merchantRefundParams,
  body: z.strictObject({ reason: text(200).pipe(z.string().min(1, '请填写拒绝原因')) }),
  response: merchantRefundDetail,
})

export const merchantRefundReceived = defineRoute({
  permission: 'refunds.receive',
  ...merchant,
  method: 'POST',
  path: 'merchant/refunds/:refundId/received',
  summary: 'The returned goods arrived at the warehouse (returned → received); approve then sends the money',
  params: merchantRefundParams,
  response: merchantRefundDetail,
})
