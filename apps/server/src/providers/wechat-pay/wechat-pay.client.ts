/**
 * The real WeChat Pay API v3 client: signs every request with the merchant key, verifies every answer with
 * WeChat Pay's key (chosen by serial), bounds every call with a timeout, and turns error answers into
 * DomainErrors. Pointed at the sandbox it runs unchanged; only the base URL and the keys differ.
 */
import { createPrivateKey } from 'node:crypto'
import { chinaRfc3339, DomainError, type ErrorCode } from '@shop/domain'
import type { z } from 'zod'
import { buildAppPayParams, buildMiniProgramPayParams } from './wechat-pay.pay-params'
import {
  authorizationHeader,
  decryptResource,
  randomNonce,
  requestSignatureMessage,
  signSha256WithRsa,
  unixSeconds,
  verifyWeChatPaySignature,
  verifyingKeys,
  type VerifyingKeys,
} from './wechat-pay.signing'
import type {
  HeaderSource,
  PrepayRequest,
  RefundResult,
  TransactionStatus,
  TransferBill,
  WeChatPay,
  WeChatPayClientConfig,
  WeChatPayNotification,
  WeChatPayVerificationKeys,
} from './wechat-pay.types'
import {
  errorAnswerWire,
  notificationWire,
  prepayAnswerWire,
  refundResourceWire,
  refundWire,
  transactionWire,
  transferBillWire,
  type TransferBillWire,
  type TransferRequestWire,
  type PrepayRequestWire,
  type RefundRequestWire,
  type RefundWire,
  type TransactionWire,
} from './wechat-pay.wire'

export const WECHAT_PAY_BASE_URL = 'https://api.mch.weixin.qq.com'
const DEFAULT_TIMEOUT_MS = 10_000

const PREPAY_PATHS = {
  jsapi: '/v3/pay/transactions/jsapi',
  h5: '/v3/pay/transactions/h5',
  app: '/v3/pay/transactions/app',
}

export function createWeChatPayClient(config: WeChatPayClientConfig): WeChatPay {
  if (Buffer.byteLength(config.apiV3Key, 'utf8') !== 32) throw new Error('WeChat Pay: the APIv3 key must be 32 bytes')
  const merchantKey = createPrivateKey(config.merchantPrivateKey)
  const keys = verifyingKeys(config)
  const now = config.now ?? (() => new Date())
  const nonce = config.nonce ?? (() => randomNonce())
  const baseUrl = (config.baseUrl ?? WECHAT_PAY_BASE_URL).replace(/\/+$/, '')
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const send = config.fetch ?? fetch

  /** One signed call; resolves with the verified JSON answer (undefined for 204), rejects with a DomainError. */
  async function call(method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    const url = new URL(baseUrl + path)
    const bodyText = body === undefined ? '' : JSON.stringify(body)
    const timestamp = unixSeconds(now())
    const nonceStr = nonce()
    const signature = signSha256WithRsa(
      requestSignatureMessage(method, url.pathname + url.search, timestamp, nonceStr, bodyText),
      merchantKey,
    )
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: authorizationHeader({
        mchid: config.mchid,
        nonce_str: nonceStr,
        signature,
        timestamp,
        serial_no: config.merchantSerialNo,
      }),
      'User-Agent': 'shop-server wechat-pay-v3',
    }
    if (body !== undefined) headers['Content-Type'] = 'application/json'

    let status: number
    let answerHeaders: Headers
    let answerText: string
    try {
      const response = await send(url.href, {
        method,
        headers,
        body: body === undefined ? undefined : bodyText,
        signal: AbortSignal.timeout(timeoutMs),
      })
      status = response.status
      answerHeaders = response.headers
      answerText = await response.text()
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network'
      throw new DomainError('paymentProviderFailed', { reason, path })
    }

    const verdict = verifyWeChatPaySignature(answerHeaders, answerText, keys, now())
    if (!verdict.ok) {
      throw new DomainError('paymentProviderFailed', { reason: `answer_${verdict.reason}`, httpStatus: status, path })
    }

    const answer = parseJson(answerText)
    if (status >= 200 && status < 300) return answer
    throw errorForAnswer(status, answer, path)
  }

  async function queryByOutTradeNo(outTradeNo: string): Promise<TransactionStatus> {
    const answer = await call(
      'GET',
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(config.mchid)}`,
    )
    return toTransactionStatus(conform(transactionWire, answer))
  }

  return {
    async prepay(req: PrepayRequest) {
      const body: PrepayRequestWire = {
        appid: config.appid,
        mchid: config.mchid,
        description: req.description,
        out_trade_no: req.outTradeNo,
        time_expire: req.timeExpire && chinaRfc3339(req.timeExpire),
        attach: req.attach,
        notify_url: config.notifyUrl,
        amount: { total: req.totalFen, currency: 'CNY' },
      }
      if (req.channel === 'jsapi') {
        if (!req.openid) {
          throw new DomainError('validationFailed', { field: 'openid', reason: 'jsapi pay needs the payer openid' })
        }
        body.payer = { openid: req.openid }
      }
      if (req.channel === 'h5') {
        if (!req.payerClientIp) {
          throw new DomainError('validationFailed', { field: 'payerClientIp', reason: 'h5 pay needs the payer IP' })
        }
        body.scene_info = { payer_client_ip: req.payerClientIp, h5_info: { type: 'Wap' } }
      }
      const answer = conform(prepayAnswerWire, await call('POST', PREPAY_PATHS[req.channel], body))
      const result = req.channel === 'h5' ? { h5Url: answer.h5_url } : { prepayId: answer.prepay_id }
      if (!result.h5Url && !result.prepayId) {
        throw new DomainError('paymentProviderFailed', { reason: 'malformed_answer' })
      }
      return result
    },

    queryByOutTradeNo,

    async close(outTradeNo: string) {
      try {
        await call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, {
          mchid: config.mchid,
        })
      } catch (error) {
        if (error instanceof DomainError && error.code === 'paymentOrderPaid') return 'already_paid'
        // Never prepaid at WeChat Pay: nothing there can be paid.
        if (error instanceof DomainError && error.code === 'paymentOrderNotFound') return 'closed'
        throw error
      }
      // WeChat Pay may answer 204 even to closing an order it does not know or one already paid, so the state
      // is read back before the caller returns the stock.
      try {
        const { tradeState } = await queryByOutTradeNo(outTradeNo)
        return tradeState === 'SUCCESS' || tradeState === 'REFUND' ? 'already_paid' : 'closed'
      } catch (error) {
        if (error instanceof DomainError && error.code === 'paymentOrderNotFound') return 'closed'
        throw error
      }
    },

    async refund(req) {
      const body: RefundRequestWire = {
        out_trade_no: req.outTradeNo,
        out_refund_no: req.outRefundNo,
        reason: req.reason,
        notify_url: config.refundNotifyUrl,
        amount: { refund: req.refundFen, total: req.totalFen, currency: 'CNY' },
      }
      return toRefundResult(conform(refundWire, await call('POST', '/v3/refund/domestic/refunds', body)))
    },

    async queryRefund(outRefundNo: string) {
      const answer = await call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`)
      return toRefundResult(conform(refundWire, answer))
    },

    parseNotification(headers, rawBody) {
      return parseVerifiedNotification(headers, rawBody, keys, config.apiV3Key, now())
    },

    miniProgramPayParams(prepayId: string) {
      return buildMiniProgramPayParams({
        appId: config.appid,
        prepayId,
        merchantPrivateKey: merchantKey,
        now: now(),
        nonce: nonce(),
      })
    },

    async transfer(req) {
      const body: TransferRequestWire = {
        appid: config.appid,
        out_bill_no: req.outBillNo,
        transfer_scene_id: '1005',
        openid: req.openid,
        transfer_amount: req.amountFen,
        transfer_remark: req.remark,
        user_recv_perception: '劳务报酬',
        transfer_scene_report_infos: [
          { info_type: '岗位类型', info_content: '推广员' },
          { info_type: '报酬说明', info_content: '分销佣金' },
        ],
      }
      return toTransferBill(
        conform(transferBillWire, await call('POST', '/v3/fund-app/mch-transfer/transfer-bills', body)),
        config,
      )
    },

    async queryTransfer(outBillNo) {
      const answer = await call(
        'GET',
        `/v3/fund-app/mch-transfer/transfer-bills/out-bill-no/${encodeURIComponent(outBillNo)}`,
      )
      return toTransferBill(conform(transferBillWire, answer), config)
    },

    appPayParams(prepayId: string) {
      return buildAppPayParams({
        appId: config.appid,
        mchid: config.mchid,
        prepayId,
        merchantPrivateKey: merchantKey,
        now: now(),
        nonce: nonce(),
      })
    },
  }
}

/**
 * Verifies a payment or refund notification (signature, SIGNTEST probe, freshness, serial) and decrypts its
 * resource. Throws DomainError('paymentNotificationInvalid', { reason }) for anything not genuinely from WeChat Pay.
 */
export function parseNotification(
  headers: HeaderSource,
  rawBody: string,
  keys: WeChatPayVerificationKeys,
  now: Date = new Date(),
): WeChatPayNotification {
  return parseVerifiedNotification(headers, rawBody, verifyingKeys(keys), keys.apiV3Key, now)
}

function parseVerifiedNotification(
  headers: HeaderSource,
  rawBody: string,
  keys: VerifyingKeys,
  apiV3Key: string,
  now: Date,
): WeChatPayNotification {
  const verdict = verifyWeChatPaySignature(headers, rawBody, keys, now)
  if (!verdict.ok) throw new DomainError('paymentNotificationInvalid', { reason: verdict.reason })

  const envelope = notificationWire.safeParse(parseJson(rawBody))
  if (!envelope.success) throw new DomainError('paymentNotificationInvalid', { reason: 'malformed' })
  const { id, event_type: eventType, resource } = envelope.data
  const plaintext = decryptResource(resource, apiV3Key)
  if (plaintext === null) throw new DomainError('paymentNotificationInvalid', { reason: 'decrypt_failed' })

  if (resource.original_type === 'transaction') {
    const transaction = transactionWire.safeParse(parseJson(plaintext))
    if (!transaction.success || !transaction.data.transaction_id) {
      throw new DomainError('paymentNotificationInvalid', { reason: 'malformed' })
    }
    const status = toTransactionStatus(transaction.data)
    return {
      kind: 'transaction',
      id,
      eventType,
      outTradeNo: status.outTradeNo,
      transactionId: transaction.data.transaction_id,
      tradeState: status.tradeState,
      amountTotal: transaction.data.amount?.total ?? 0,
      payerTotal: transaction.data.amount?.payer_total,
      successTime: status.successTime,
      openid: transaction.data.payer?.openid,
      attach: transaction.data.attach,
    }
  }

  const refund = refundResourceWire.safeParse(parseJson(plaintext))
  if (!refund.success) throw new DomainError('paymentNotificationInvalid', { reason: 'malformed' })
  return {
    kind: 'refund',
    id,
    eventType,
    outTradeNo: refund.data.out_trade_no,
    outRefundNo: refund.data.out_refund_no,
    refundId: refund.data.refund_id,
    transactionId: refund.data.transaction_id,
    refundStatus: refund.data.refund_status,
    refundFen: refund.data.amount.refund,
    totalFen: refund.data.amount.total,
    successTime: toDate(refund.data.success_time),
  }
}

function toTransactionStatus(wire: TransactionWire): TransactionStatus {
  return {
    outTradeNo: wire.out_trade_no,
    tradeState: wire.trade_state,
    transactionId: wire.transaction_id || undefined,
    amountTotal: wire.amount?.total,
    successTime: toDate(wire.success_time),
  }
}

function toTransferBill(wire: TransferBillWire, config: { mchid: string; appid: string }): TransferBill {
  return {
    outBillNo: wire.out_bill_no,
    transferBillNo: wire.transfer_bill_no,
    state: wire.state,
    failReason: wire.fail_reason,
    confirm: wire.package_info ? { mchId: config.mchid, appId: config.appid, package: wire.package_info } : undefined,
  }
}

function toRefundResult(wire: RefundWire): RefundResult {
  return {
    outRefundNo: wire.out_refund_no,
    refundId: wire.refund_id,
    status: wire.status,
    refundFen: wire.amount.refund,
    successTime: toDate(wire.success_time),
  }
}

/** Which DomainError an error answer `{code, message}` means for the shop. */
function errorForAnswer(status: number, answer: unknown, path: string): DomainError {
  const parsed = errorAnswerWire.safeParse(answer)
  const wechatCode = parsed.success ? parsed.data.code : undefined
  const details = {
    httpStatus: status,
    wechatCode,
    wechatMessage: parsed.success ? parsed.data.message : undefined,
    path,
  }
  return new DomainError(errorCodeFor(status, wechatCode), details)
}

function errorCodeFor(status: number, wechatCode: string | undefined): ErrorCode {
  if (wechatCode === 'ORDERPAID') return 'paymentOrderPaid'
  if (wechatCode === 'ORDER_CLOSED') return 'paymentOrderClosed'
  if (status === 404 || wechatCode === 'ORDER_NOT_EXIST' || wechatCode === 'RESOURCE_NOT_EXISTS') {
    return 'paymentOrderNotFound'
  }
  // 401 SIGN_ERROR means our keys are wrong, 429 and 5xx are passing: none is the request's fault.
  if (status >= 400 && status < 500 && status !== 401 && status !== 429) return 'paymentRequestRejected'
  return 'paymentProviderFailed'
}

function conform<T>(schema: z.ZodType<T>, answer: unknown): T {
  const parsed = schema.safeParse(answer)
  if (!parsed.success) throw new DomainError('paymentProviderFailed', { reason: 'malformed_answer' })
  return parsed.data
}

function parseJson(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function toDate(text: string | undefined): Date | undefined {
  if (!text) return undefined
  const date = new Date(text)
  return Number.isNaN(date.getTime()) ? undefined : date
}
