/**
 * The WeChat Pay provider as the shop sees it: amounts in fen, camelCase, dates as Date. The client
 * (wechat-pay.client.ts) speaks API v3 on the wire; the sandbox peer speaks the same protocol locally.
 */

export type PayChannel = 'jsapi' | 'h5' | 'app'

export type TradeState = 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR'

export type RefundStatus = 'SUCCESS' | 'CLOSED' | 'PROCESSING' | 'ABNORMAL'

export interface PrepayRequest {
  channel: PayChannel
  outTradeNo: string
  description: string
  totalFen: number
  /** Required for jsapi (mini-program and the WeChat browser). */
  openid?: string
  /** Required for h5 (a browser outside WeChat). */
  payerClientIp?: string
  timeExpire?: Date
  attach?: string
}

/** jsapi and app answer a prepay id; h5 answers the page URL the browser opens. */
export interface PrepayResult {
  prepayId?: string
  h5Url?: string
}

export interface TransactionStatus {
  outTradeNo: string
  tradeState: TradeState
  transactionId?: string
  amountTotal?: number
  successTime?: Date
}

export interface RefundRequest {
  outTradeNo: string
  /** Retrying with the same number refunds once. */
  outRefundNo: string
  refundFen: number
  /** The order's paid total, as WeChat Pay checks it. */
  totalFen: number
  reason?: string
}

export interface RefundResult {
  outRefundNo: string
  refundId: string
  status: RefundStatus
  refundFen: number
  successTime?: Date
}

export interface TransactionNotification {
  kind: 'transaction'
  /** The notification id: the same payment may be notified several times with it. */
  id: string
  eventType: string
  outTradeNo: string
  transactionId: string
  tradeState: TradeState
  amountTotal: number
  payerTotal?: number
  successTime?: Date
  openid?: string
  attach?: string
}

export interface RefundNotification {
  kind: 'refund'
  id: string
  eventType: string
  outTradeNo: string
  outRefundNo: string
  refundId: string
  transactionId: string
  refundStatus: RefundStatus
  refundFen: number
  totalFen: number
  successTime?: Date
}

export type WeChatPayNotification = TransactionNotification | RefundNotification

/** Node's IncomingHttpHeaders (Fastify) or a fetch Headers object. */
export type HeaderSource = Headers | Record<string, string | string[] | undefined>

export interface WeChatPay {
  prepay(req: PrepayRequest): Promise<PrepayResult>
  queryByOutTradeNo(outTradeNo: string): Promise<TransactionStatus>
  /** 'already_paid' when WeChat Pay says the order was paid after all: keep the order, do not return stock. */
  close(outTradeNo: string): Promise<'closed' | 'already_paid'>
  refund(req: RefundRequest): Promise<RefundResult>
  queryRefund(outRefundNo: string): Promise<RefundResult>
  /** Verifies and decrypts a payment or refund notification; throws DomainError('paymentNotificationInvalid'). */
  parseNotification(headers: HeaderSource, rawBody: string): WeChatPayNotification
  /** Client-side pay params for a prepay id, signed with the merchant key. */
  miniProgramPayParams(prepayId: string): MiniProgramPayParams
  appPayParams(prepayId: string): AppPayParams
  /**
   * 商家转账 (merchant transfer, `POST /v3/fund-app/mch-transfer/transfer-bills`): pays a user from the merchant's
   * balance. The same outBillNo answers the same bill, so a retry never pays twice.
   */
  transfer(req: TransferRequest): Promise<TransferBill>
  /** The bill by the merchant's number (`GET …/transfer-bills/out-bill-no/{out_bill_no}`). */
  queryTransfer(outBillNo: string): Promise<TransferBill>
}

export interface TransferRequest {
  outBillNo: string
  openid: string
  amountFen: number
  /** 转账备注, shown to the user, at most 32 characters. */
  remark: string
}

/**
 * WAIT_USER_CONFIRM (and TRANSFERING, a confirmation to try again): the payee confirms receipt on WeChat's page that
 * wx.requestMerchantTransfer opens with the bill's package; unconfirmed for a day, WeChat Pay closes it as FAIL.
 */
export type TransferState =
  'ACCEPTED' | 'PROCESSING' | 'WAIT_USER_CONFIRM' | 'TRANSFERING' | 'SUCCESS' | 'FAIL' | 'CANCELING' | 'CANCELLED'

export interface TransferBill {
  outBillNo: string
  transferBillNo: string
  state: TransferState
  failReason?: string | undefined
  /** What wx.requestMerchantTransfer takes; answered by the create call only, while the payee has to confirm. */
  confirm?: TransferConfirm | undefined
}

export interface TransferConfirm {
  mchId: string
  appId: string
  package: string
}

/** What `wx.requestPayment` / `WeixinJSBridge.invoke('getBrandWCPayRequest')` take. */
export interface MiniProgramPayParams {
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA'
  paySign: string
}

/** What the WeChat Open SDK's PayReq takes in the app shell. */
export interface AppPayParams {
  appid: string
  partnerid: string
  prepayid: string
  package: 'Sign=WXPay'
  noncestr: string
  timestamp: string
  sign: string
}

/** WeChat Pay's public key (new merchants; serial `PUB_KEY_ID_…`). */
export interface WeChatPayPublicKey {
  serial: string
  pem: string
}

/** The keys that verify WeChat Pay's answers and notifications and decrypt their resources. */
export interface WeChatPayVerificationKeys {
  apiV3Key: string
  wechatPayPublicKey?: WeChatPayPublicKey
  /** Platform certificates (older merchants), X.509 PEM; during a switch both kinds are configured. */
  platformCertificates?: string[]
}

export interface WeChatPayMerchantKeys extends WeChatPayVerificationKeys {
  mchid: string
  appid: string
  /** Serial number of the merchant API certificate. */
  merchantSerialNo: string
  /** The merchant API private key (apiclient_key.pem). */
  merchantPrivateKey: string
}

/** The clock and randomness, injectable so signatures in tests are exact. */
export interface Entropy {
  now: () => Date
  nonce: () => string
}

/** The part of `fetch` the provider uses, so a stand-in (such as one answering through `app.inject`) fits too. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<Response>

export interface WeChatPayClientConfig extends WeChatPayMerchantKeys, Partial<Entropy> {
  /** Where payment notifications go (https, no query string, in production). */
  notifyUrl: string
  refundNotifyUrl?: string
  /** Default https://api.mch.weixin.qq.com; the sandbox is `http://host/sandbox/wechatpay`. */
  baseUrl?: string
  /** Per call. */
  timeoutMs?: number
  fetch?: FetchLike
}
