import { defineLifecycle, type Transition } from './lifecycle'

/**
 * Paying for an order. An order may take several payment attempts (the shopper leaves the pay sheet and
 * comes back on another channel); each attempt is one payment with its own out_trade_no, and at most one
 * of them ends `paid`. Refund progress lives on each refund; the payment only records how much went back.
 */

export const PAYMENT_STATUSES = [
  'created',
  'prepaid',
  'paid',
  'failed',
  'closed',
  'partially_refunded',
  'refunded',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  created: '待支付',
  prepaid: '支付中',
  paid: '已支付',
  failed: '支付失败',
  closed: '已关闭',
  partially_refunded: '部分退款',
  refunded: '已全额退款',
}

/**
 * prepay: the provider accepted the attempt (prepay id or H5 URL). pay_free: nothing to pay, so the
 * attempt succeeds without the provider. pay_succeeded / pay_failed: the provider's verdict (notification
 * or query). close: closed unpaid (the order was cancelled or closed, or a new attempt replaces this one;
 * close it at the provider first). refund_partly / refund_fully: a refund of this payment succeeded.
 */
export type PaymentEvent =
  'prepay' | 'pay_free' | 'pay_succeeded' | 'pay_failed' | 'close' | 'refund_partly' | 'refund_fully'

const PAYMENT_TRANSITIONS: readonly Transition<PaymentStatus, PaymentEvent>[] = [
  { from: 'created', event: 'prepay', to: 'prepaid' },
  { from: 'created', event: 'pay_free', to: 'paid' },
  { from: 'created', event: 'pay_failed', to: 'failed' },
  { from: 'created', event: 'close', to: 'closed' },
  { from: 'prepaid', event: 'pay_succeeded', to: 'paid' },
  { from: 'prepaid', event: 'pay_failed', to: 'failed' },
  { from: 'prepaid', event: 'close', to: 'closed' },
  { from: 'paid', event: 'refund_partly', to: 'partially_refunded' },
  { from: 'paid', event: 'refund_fully', to: 'refunded' },
  { from: 'partially_refunded', event: 'refund_partly', to: 'partially_refunded' },
  { from: 'partially_refunded', event: 'refund_fully', to: 'refunded' },
]

/** Refusals throw `paymentStatusInvalid` (支付状态已变化，请刷新后重试). */
export const paymentLifecycle = defineLifecycle(PAYMENT_TRANSITIONS, 'paymentStatusInvalid')

// ─── Route and channel ───────────────────────────────────────────────────────────────────────────────

/** free: nothing to pay, the payment succeeds at once without the provider (spec §5). provider: WeChat Pay. */
export type PaymentRoute = 'free' | 'provider'

export function decidePaymentRoute(totalRealPayAmount: number): PaymentRoute {
  if (!Number.isInteger(totalRealPayAmount)) throw new RangeError('decidePaymentRoute: the amount must be integer fen')
  return totalRealPayAmount <= 0 ? 'free' : 'provider'
}

/** The client's channel, the spec's payType (§7, §9): wm the mini-program, h5 the web page, app the app shell. */
export const PAY_TYPES = ['wm', 'h5', 'app'] as const
export type PayType = (typeof PAY_TYPES)[number]

export function isPayType(value: unknown): value is PayType {
  return typeof value === 'string' && (PAY_TYPES as readonly string[]).includes(value)
}

/**
 * The WeChat Pay product behind a channel (the provider's PayChannel): jsapi needs the payer's openid
 * (the mini-program session, or the WeChat browser's OAuth); h5 needs the payer's IP and answers a
 * URL the browser opens; app answers parameters for the app shell's WeChat SDK.
 */
export type WechatPayProduct = 'jsapi' | 'h5' | 'app'

export function wechatPayProduct(payType: PayType, client: { inWeChatBrowser: boolean }): WechatPayProduct {
  if (payType === 'wm') return 'jsapi'
  if (payType === 'app') return 'app'
  // H5 pay is refused inside the WeChat browser; there the page pays through WeixinJSBridge (JSAPI).
  return client.inWeChatBrowser ? 'jsapi' : 'h5'
}

// ─── out_trade_no ────────────────────────────────────────────────────────────────────────────────────

const OUT_TRADE_NO = /^([0-9A-Za-z]+)_([1-9][0-9]*)$/

/**
 * The merchant's number for one payment attempt: `{orderNo}_{attempt}`, e.g. `202611210001234_2`.
 * WeChat Pay wants 6–32 characters, unique per merchant; an order number unique in the store and a
 * fresh attempt per order make it unique. Throws RangeError for an order number that is not
 * letters and digits, an attempt below 1, or a result outside 6–32 characters.
 */
export function outTradeNo(orderNo: string, attempt: number): string {
  if (!/^[0-9A-Za-z]+$/.test(orderNo)) throw new RangeError('outTradeNo: the order number must be letters and digits')
  if (!Number.isInteger(attempt) || attempt < 1) throw new RangeError('outTradeNo: the attempt must be an integer ≥ 1')
  const value = `${orderNo}_${attempt}`
  if (value.length < 6 || value.length > 32) throw new RangeError(`outTradeNo: "${value}" is not 6–32 characters`)
  return value
}

/** Reads an out_trade_no back (a notification names only it); null when it is not one of ours. */
export function parseOutTradeNo(value: string): { orderNo: string; attempt: number } | null {
  const m = OUT_TRADE_NO.exec(value)
  if (!m || value.length < 6 || value.length > 32) return null
  return { orderNo: m[1]!, attempt: Number(m[2]) }
}

// ─── Pay window ──────────────────────────────────────────────────────────────────────────────────────

/** Minutes an unpaid order stays open. */
export const PAY_WINDOW_MINUTES = 30

/**
 * When an unpaid order created at `createTime` (epoch ms) closes. Send the same moment to WeChat Pay as
 * `time_expire`, so the provider refuses a late payment too.
 */
export function payDeadline(createTime: number, minutes = PAY_WINDOW_MINUTES): number {
  return createTime + minutes * 60_000
}
