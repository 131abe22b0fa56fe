import { z } from 'zod'
import { PAY_TYPES } from '@shop/domain'
import { defineRoute } from './route'
import { orderStatus } from './cart'
import { dateTime, fen, id } from './common'
import { orderLineView } from './order'
import { payment, paymentQueryIsPaid, releaseDoublePayLock } from './payment'

/**
 * A friend pays (spec §7 Order: help_pay/{id}/detail; docs/orders.md, "A friend pays"). The buyer shares an unpaid
 * order: `help_pay/{orderId}/share` answers the order's help-pay code, an unguessable token that stands for the
 * order in the link (`pages/h5pay/index?helpPayCode=…`). Whoever holds the link sees the amount and the goods — never the
 * buyer, the address or the phone — and, signed in, pays with their own WeChat through the same payment flow as
 * the buyer (the same attempts, double-pay lock and notifications). A code that is not an order's answers 404.
 */

/** 16 random bytes in base64url. */
export const helpPayCode = z.string().regex(/^[A-Za-z0-9_-]{22}$/, { message: '代付链接无效' })

const codeParams = z.strictObject({ id: helpPayCode })

export const helpPayShare = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'help_pay/:id/share',
  auth: 'customer',
  summary:
    "The buyer asks a friend to pay one of their unpaid orders: the order's help-pay code (the same one every time) and the page to share",
  params: z.strictObject({ id }),
  response: z.object({
    code: helpPayCode,
    /** The page a friend opens: `pages/h5pay/index?helpPayCode=…` (the mini-program's share path; H5 serves it at the site's root). */
    path: z.string(),
    /** The friend can pay until then. */
    payDeadline: dateTime,
  }),
})

/** What a friend asked to pay sees: the amount and the goods, nothing about the buyer or the address. */
export const helpPayDetail = z.object({
  orderNo: z.string(),
  status: orderStatus,
  statusLabel: z.string(),
  totalRealPayAmount: fen,
  goodsNum: z.number().int(),
  lines: z.array(orderLineView.pick({ name: true, image: true, specs: true, price: true, quantity: true })),
  payDeadline: dateTime,
  /** Still waiting for payment and inside the pay window. */
  payable: z.boolean(),
})

export const helpPayDetailRoute = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'help_pay/:id/detail',
  auth: 'optional',
  summary:
    'An order a friend is asked to pay, by its help-pay code: payable amount and goods only (no address, no phone)',
  params: codeParams,
  response: helpPayDetail,
})

export const helpPayPayment = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'help_pay/:id/payment',
  auth: 'customer',
  summary:
    'A friend starts paying the order of a help-pay code, with their own WeChat: answers as `payment` (the same attempt rules and double-pay lock)',
  params: codeParams,
  body: z.strictObject({
    payType: z.enum(PAY_TYPES),
    inWeChatBrowser: z.boolean().optional(),
  }),
  response: payment.response,
})

export const helpPayQueryIsPaid = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'help_pay/:id/queryIsPaid',
  auth: 'customer',
  summary: 'Whether the order of a help-pay code is paid, asking WeChat Pay while it is not (as payment/queryIsPaid)',
  params: codeParams,
  response: paymentQueryIsPaid.response,
})

export const helpPayReleaseDoublePayLock = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'help_pay/:id/releaseDoublePayLock',
  auth: 'customer',
  summary: 'The friend left the pay sheet without paying: as releaseDoublePayLock, for the order of a help-pay code',
  params: codeParams,
  response: releaseDoublePayLock.response,
})
