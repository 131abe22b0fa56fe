import { z } from 'zod'
import { PAY_TYPES } from '@shop/domain'
import { defineRoute } from './route'
import { orderStatus } from './cart'
import { id } from './common'

/**
 * Paying an order (spec §7 Order: payment, payment/queryIsPaid, releaseDoublePayLock; §3 Payment prepay response;
 * §5 an order with nothing to pay skips the provider). The client hands the prepay fields to WeChat:
 * - `jsapi` (payType wm, and h5 inside the WeChat browser): `wx.requestPayment` / `getBrandWCPayRequest` with
 *   appId, timeStamp, nonceStr, package, signType, paySign;
 * - `h5` (h5 outside WeChat): open `prepayResponse.h5Url` (the server already appended `redirect_url`, back to
 *   pages/pay/result/index?orderId=…);
 * - `app` (the app shell's WeChat SDK): appId, otherData.partnerId, prepayId, package `Sign=WXPay`, nonceStr,
 *   timeStamp, paySign.
 */

export const payProduct = z.enum(['jsapi', 'h5', 'app'])

/** The spec's prepay fields; only those of the product are present. */
export const prepayResponse = z.object({
  /** Which WeChat Pay product the fields are for. */
  product: payProduct,
  appId: z.string().optional(),
  timeStamp: z.string().optional(),
  nonceStr: z.string().optional(),
  /** jsapi: `prepay_id=…`; app: `Sign=WXPay`. */
  package: z.string().optional(),
  signType: z.literal('RSA').optional(),
  paySign: z.string().optional(),
  prepayId: z.string().optional(),
  otherData: z.object({ partnerId: z.string() }).optional(),
  prepayResponse: z.object({ h5Url: z.string() }).optional(),
  /**
   * jsapi in sandbox mode only: WeChat's pay sheet cannot take a sandbox payment, so the client shows its own
   * stand-in and posts the payer's decision here (JSON `{ prepay_id, result: 'success' | 'fail' }`); the sandbox then
   * notifies the server as WeChat Pay would. Never present in live mode.
   */
  sandboxConfirmUrl: z.string().optional(),
})
export type PrepayResponse = z.infer<typeof prepayResponse>

export const payment = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'payment',
  auth: 'customer',
  summary:
    'Starts paying an unpaid order: `paid` with no payment for a free order (or one already paid), otherwise `prepaid` with the fields WeChat Pay needs. While an attempt is open (the double-pay lock, 2 minutes) the same attempt is answered again on the same channel; another channel waits for releaseDoublePayLock',
  body: z.strictObject({
    orderId: id,
    payType: z.enum(PAY_TYPES),
    /** H5 only: the page runs inside the WeChat browser, so it pays with JSAPI instead of H5 pay. */
    inWeChatBrowser: z.boolean().optional(),
  }),
  response: z.object({
    status: z.enum(['paid', 'prepaid']),
    orderId: z.number().int(),
    payment: prepayResponse.nullable(),
  }),
})

export const paymentQueryIsPaid = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'payment/queryIsPaid/:orderId',
  auth: 'customer',
  summary:
    'Whether the order is paid (pages/pay/result): while it is unpaid WeChat Pay is asked, and a payment it reports is settled at once',
  params: z.strictObject({ orderId: id }),
  response: z.object({ paid: z.boolean(), status: orderStatus }),
})

const releaseLock = {
  method: 'POST',
  path: 'releaseDoublePayLock',
  auth: 'customer',
  summary:
    'The shopper left the pay sheet without paying: the double-pay lock of the open attempt is lifted, so the order can be paid at once on another channel (which first closes that attempt at WeChat Pay)',
  body: z.strictObject({ orderId: id }),
  response: z.object({ released: z.boolean(), status: orderStatus }),
} as const

export const releaseDoublePayLock = defineRoute({ service: 'ec-portal', ...releaseLock })
/** The same call under sp-pay, as the spec lists it under both services. */
export const payReleaseDoublePayLock = defineRoute({ service: 'sp-pay', ...releaseLock })

/**
 * WeChat Pay's payment notification (no token: WeChat Pay signs it). The raw body is verified and decrypted;
 * answers 204 when handled (also for a notification already handled), 4xx/5xx `{"code":"FAIL","message":"失败"}`
 * to have WeChat Pay retry (a forged, SIGNTEST, stale or unreadable one: 401/400).
 */
export const wechatPayNotify = defineRoute({
  service: 'sp-pay',
  method: 'POST',
  path: 'payment/notify/wechat',
  auth: 'none',
  summary: 'WeChat Pay payment notifications (signed, encrypted; answered 204, or FAIL to be retried)',
  response: z.null(),
})
