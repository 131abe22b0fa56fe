/**
 * A local WeChat Pay peer speaking API v3 with its own keys: it checks the merchant's request signatures, keeps
 * transactions and refunds in its ledger (the server's: in the database, shared by every process), signs its answers as WeChat Pay does (public-key mode) and sends signed,
 * encrypted notifications. Mount it under a prefix; the real client talks to it with only the base URL and keys
 * changed. `GET {prefix}/pay?prepay_id=…` is the stand-in cashier page.
 */
import { createPrivateKey, createPublicKey, randomUUID } from 'node:crypto'
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import {
  isFresh,
  parseAuthorizationHeader,
  randomNonce,
  requestSignatureMessage,
  signedAnswerHeaders,
  unixSeconds,
  verifySha256WithRsa,
} from '../wechat-pay.signing'
import type { FetchLike } from '../wechat-pay.types'
import type { Db } from '../../../platform/database'
import { closeRequestWire, prepayRequestWire, refundRequestWire, transferRequestWire } from '../wechat-pay.wire'
import { refundAnswer, refundResource, transactionAnswer } from './sandbox.answers'
import type { SandboxPeerKeys } from './sandbox.keys'
import {
  isPaid,
  memoryBooks,
  SandboxApiError,
  SandboxLedger,
  type SandboxRefund,
  type SandboxTradeType,
  type SandboxTransaction,
} from './sandbox.ledger'
import { createNotificationSender, sealNotification } from './sandbox.notifier'
import { payPage, resultPage } from './sandbox.page'
import { sandboxConfirmTransfer, sandboxTransfer, sandboxTransferBill } from './sandbox.transfers'

export interface WeChatPaySandboxOptions {
  keys: SandboxPeerKeys
  /** How browsers reach this plugin, for h5_url; default: the request's own origin plus the plugin prefix. */
  publicUrl?: string
  /** Default: books in this process's memory (a peer on its own); the server passes its database's. */
  ledger?: SandboxLedger
  /** Waits between notification attempts (default: WeChat Pay's first five, 15 s to 10 min). */
  notifyRetryDelaysMs?: readonly number[]
  /** How long a refund stays PROCESSING before it succeeds. */
  refundSettleMs?: number
  now?: () => Date
  /** Delivers notifications (default: global fetch). */
  fetch?: FetchLike
  /** Where merchant transfers are kept (every process sees them); without one the transfer routes are not mounted. */
  db?: Db
}

export const DEFAULT_NOTIFY_RETRY_DELAYS_MS = [15_000, 15_000, 30_000, 180_000, 600_000] as const

const TRADE_TYPES: Record<'jsapi' | 'h5' | 'app', SandboxTradeType> = { jsapi: 'JSAPI', h5: 'MWEB', app: 'APP' }

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

export const wechatPaySandbox: FastifyPluginAsync<WeChatPaySandboxOptions> = async (app, options) => {
  const { keys } = options
  const ledger = options.ledger ?? new SandboxLedger(memoryBooks())
  const now = options.now ?? (() => new Date())
  const merchantPublicKey = createPublicKey(keys.merchantPublicKey)
  const signer = { privateKey: createPrivateKey(keys.platformPrivateKey), serial: keys.platformSerial }
  const notifications = createNotificationSender({
    signer,
    retryDelaysMs: options.notifyRetryDelaysMs ?? DEFAULT_NOTIFY_RETRY_DELAYS_MS,
    now,
    fetch: options.fetch ?? fetch,
    onGiveUp: (url, attempts) => app.log.warn({ url, attempts }, 'WeChat Pay sandbox: notification never accepted'),
  })
  const settlements = new Set<NodeJS.Timeout>()
  app.addHook('onClose', async () => {
    notifications.stop()
    for (const timer of settlements) clearTimeout(timer)
  })

  // The v3 signature covers the raw body, so bodies stay text until the signature is checked. Replaced only
  // inside this plugin, whatever parsers the app has.
  for (const contentType of ['application/json', 'application/x-www-form-urlencoded']) {
    if (app.hasContentTypeParser(contentType)) app.removeContentTypeParser(contentType)
    app.addContentTypeParser(contentType, { parseAs: 'string' }, (_request, body, done) => done(null, body))
  }

  /** Every v3 answer is signed with the platform key over its exact body, as WeChat Pay's are. */
  function answer(reply: FastifyReply, status: number, body?: object): FastifyReply {
    const text = body === undefined ? '' : JSON.stringify(body)
    reply
      .code(status)
      .headers({ ...signedAnswerHeaders(text, signer, unixSeconds(now()), randomNonce()), 'Request-ID': randomUUID() })
    return body === undefined ? reply.send() : reply.type('application/json; charset=utf-8').send(text)
  }

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof SandboxApiError) {
      return answer(reply, error.status, { code: error.code, message: error.message })
    }
    const status = error.statusCode ?? 500
    return status < 500
      ? answer(reply, status, { code: 'PARAM_ERROR', message: error.message })
      : answer(reply, 500, { code: 'SYSTEM_ERROR', message: '系统异常，请稍后重试' })
  })

  async function authenticate(request: FastifyRequest): Promise<void> {
    const auth = parseAuthorizationHeader(request.headers.authorization)
    if (!auth) throw new SandboxApiError(401, 'SIGN_ERROR', 'Authorization 头缺失或格式错误')
    if (auth.mchid !== keys.mchid) throw new SandboxApiError(401, 'SIGN_ERROR', '商户号与签名信息不一致')
    if (auth.serial_no !== keys.merchantSerialNo) throw new SandboxApiError(401, 'SIGN_ERROR', '商户证书序列号有误')
    if (!isFresh(auth.timestamp, now())) throw new SandboxApiError(401, 'SIGN_ERROR', '签名时间戳已过期')
    const body = typeof request.body === 'string' ? request.body : ''
    const message = requestSignatureMessage(request.method, request.url, auth.timestamp, auth.nonce_str, body)
    if (!verifySha256WithRsa(message, auth.signature, merchantPublicKey)) {
      throw new SandboxApiError(401, 'SIGN_ERROR', '签名错误')
    }
  }

  function checkMchid(mchid: string | undefined): void {
    if (mchid !== keys.mchid) throw new SandboxApiError(400, 'MCH_NOT_EXISTS', '商户号不存在')
  }

  function notifyPaid(transaction: SandboxTransaction): void {
    const body = sealNotification(
      {
        eventType: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        originalType: 'transaction',
        resource: transactionAnswer(transaction),
      },
      keys.apiV3Key,
      now(),
    )
    notifications.send(transaction.notifyUrl, body)
  }

  const refundSettleMs = options.refundSettleMs ?? 2_000

  /** The process that took the refund settles it and notifies; any process's read settles it once it is due. */
  function settleLater(outRefundNo: string): void {
    const timer = setTimeout(() => {
      settlements.delete(timer)
      void ledger
        .settleRefund(outRefundNo, now())
        .then(notifyRefunded, (error: unknown) =>
          app.log.error({ err: error, outRefundNo }, 'WeChat Pay sandbox: settling a refund failed'),
        )
    }, refundSettleMs)
    settlements.add(timer)
  }

  function notifyRefunded(refund: SandboxRefund): void {
    if (!refund.notifyUrl) return
    const body = sealNotification(
      {
        eventType: 'REFUND.SUCCESS',
        summary: '退款成功',
        originalType: 'refund',
        resource: refundResource(refund, keys.mchid),
      },
      keys.apiV3Key,
      now(),
    )
    notifications.send(refund.notifyUrl, body)
  }

  for (const [channel, tradeType] of Object.entries(TRADE_TYPES)) {
    app.post(`/v3/pay/transactions/${channel}`, { preHandler: authenticate }, async (request, reply) => {
      const body = readBody(request, prepayRequestWire)
      checkMchid(body.mchid)
      if (tradeType === 'JSAPI' && !body.payer) throw new SandboxApiError(400, 'PARAM_ERROR', '缺少参数 payer.openid')
      if (tradeType === 'MWEB' && !body.scene_info?.h5_info) {
        throw new SandboxApiError(400, 'PARAM_ERROR', '缺少参数 scene_info.h5_info')
      }
      if (body.time_expire !== undefined && !RFC3339.test(body.time_expire)) {
        throw new SandboxApiError(400, 'PARAM_ERROR', 'time_expire 不符合 RFC 3339 格式')
      }
      const prepayId = await ledger.prepay(
        {
          appid: body.appid,
          mchid: body.mchid,
          outTradeNo: body.out_trade_no,
          description: body.description,
          notifyUrl: body.notify_url,
          totalFen: body.amount.total,
          tradeType,
          openid: body.payer?.openid,
          payerClientIp: body.scene_info?.payer_client_ip,
          attach: body.attach,
          timeExpire: body.time_expire === undefined ? undefined : new Date(body.time_expire),
        },
        now(),
      )
      const publicUrl = options.publicUrl ?? `${request.protocol}://${request.host}${app.prefix}`
      return answer(
        reply,
        200,
        tradeType === 'MWEB' ? { h5_url: `${publicUrl}/pay?prepay_id=${prepayId}` } : { prepay_id: prepayId },
      )
    })
  }

  app.get<{ Params: { outTradeNo: string }; Querystring: { mchid?: string } }>(
    '/v3/pay/transactions/out-trade-no/:outTradeNo',
    { preHandler: authenticate },
    async (request, reply) => {
      checkMchid(request.query.mchid)
      return answer(reply, 200, transactionAnswer(await ledger.transaction(request.params.outTradeNo)))
    },
  )

  app.post<{ Params: { outTradeNo: string } }>(
    '/v3/pay/transactions/out-trade-no/:outTradeNo/close',
    { preHandler: authenticate },
    async (request, reply) => {
      checkMchid(readBody(request, closeRequestWire).mchid)
      await ledger.close(request.params.outTradeNo)
      return answer(reply, 204)
    },
  )

  app.post('/v3/refund/domestic/refunds', { preHandler: authenticate }, async (request, reply) => {
    const body = readBody(request, refundRequestWire)
    if (!body.out_trade_no && !body.transaction_id) {
      throw new SandboxApiError(400, 'PARAM_ERROR', 'out_trade_no 与 transaction_id 须二选一')
    }
    const { refund, created } = await ledger.refund(
      {
        outTradeNo: body.out_trade_no,
        transactionId: body.transaction_id,
        outRefundNo: body.out_refund_no,
        refundFen: body.amount.refund,
        totalFen: body.amount.total,
        reason: body.reason,
        notifyUrl: body.notify_url,
      },
      now(),
      refundSettleMs,
    )
    if (created) settleLater(refund.outRefundNo)
    return answer(reply, 200, refundAnswer(refund))
  })

  app.get<{ Params: { outRefundNo: string } }>(
    '/v3/refund/domestic/refunds/:outRefundNo',
    { preHandler: authenticate },
    async (request, reply) =>
      answer(reply, 200, refundAnswer(await ledger.refundByNo(request.params.outRefundNo, now()))),
  )

  const { db } = options
  if (db) {
    app.post('/v3/fund-app/mch-transfer/transfer-bills', { preHandler: authenticate }, async (request, reply) => {
      const body = readBody(request, transferRequestWire)
      return answer(reply, 200, await sandboxTransfer(db, body, now()))
    })
    app.get<{ Params: { outBillNo: string } }>(
      '/v3/fund-app/mch-transfer/transfer-bills/out-bill-no/:outBillNo',
      { preHandler: authenticate },
      async (request, reply) => answer(reply, 200, await sandboxTransferBill(db, request.params.outBillNo, now())),
    )
    /**
     * The payee's confirmation, standing in for WeChat's confirmation page (wx.requestMerchantTransfer cannot open a
     * sandbox bill): JSON `{package}` → `{out_bill_no, state}`.
     */
    app.post('/transfer/confirm', async (request, reply) => {
      const { package: packageInfo } = jsonFields(request.body)
      try {
        if (typeof packageInfo !== 'string') throw new SandboxApiError(400, 'PARAM_ERROR', '缺少 package')
        const bill = await sandboxConfirmTransfer(db, packageInfo, now())
        return reply.send({ out_bill_no: bill.out_bill_no, state: bill.state })
      } catch (error) {
        if (!(error instanceof SandboxApiError)) throw error
        return reply.code(error.status).send({ code: error.code, message: error.message })
      }
    })
  }

  app.get<{ Querystring: { prepay_id?: string; redirect_url?: string } }>('/pay', async (request, reply) => {
    const prepayId = request.query.prepay_id ?? ''
    const redirectUrl = webUrl(request.query.redirect_url)
    try {
      const transaction = await ledger.transactionOfPrepay(prepayId, now())
      if (isPaid(transaction)) return html(reply, 200, resultPage('订单已支付', '请勿重复支付', redirectUrl))
      if (transaction.tradeState === 'CLOSED')
        return html(reply, 200, resultPage('订单已关闭', '请返回商户重新下单', redirectUrl))
      return html(reply, 200, payPage(transaction, prepayId, redirectUrl))
    } catch (error) {
      if (!(error instanceof SandboxApiError)) throw error
      return html(reply, error.status, resultPage('无法支付', error.message, redirectUrl))
    }
  })

  /**
   * The payer's decision. The page posts a form: a payment is sent on to redirect_url (as WeChat's H5 cashier
   * does), a failure shows 支付失败 first with the way back; a second 确认支付 for an order already paid (a double
   * tap, or Back to the cashier) charges nothing and goes on as the first did. Tests and app shells may post JSON
   * `{prepay_id, result}` and get `{out_trade_no, trade_state}` (ORDERPAID for a paid order, as WeChat Pay answers).
   */
  app.post('/pay/confirm', async (request, reply) => {
    const fromForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false
    const fields = fromForm ? Object.fromEntries(new URLSearchParams(String(request.body))) : jsonFields(request.body)
    const prepayId = typeof fields.prepay_id === 'string' ? fields.prepay_id : ''
    const redirectUrl = webUrl(fields.redirect_url)
    try {
      if (fields.result !== 'success' && fields.result !== 'fail') {
        throw new SandboxApiError(400, 'PARAM_ERROR', 'result 须为 success 或 fail')
      }
      const paid = fields.result === 'success'
      if (paid && fromForm && isPaid(await ledger.transactionOfPrepay(prepayId, now()))) {
        return redirectUrl
          ? reply.redirect(redirectUrl, 303)
          : html(reply, 200, resultPage('订单已支付', '请勿重复支付'))
      }
      const transaction = paid ? await ledger.pay(prepayId, now()) : await ledger.failPayment(prepayId, now())
      if (paid) notifyPaid(transaction)
      if (!fromForm) return reply.send({ out_trade_no: transaction.outTradeNo, trade_state: transaction.tradeState })
      if (!paid) return html(reply, 200, resultPage('支付失败', '这是一次模拟的失败，订单仍可重新支付', redirectUrl))
      if (redirectUrl) return reply.redirect(redirectUrl, 303)
      return html(reply, 200, resultPage('支付成功', '请返回商户查看订单'))
    } catch (error) {
      if (!(error instanceof SandboxApiError)) throw error
      if (!fromForm) return reply.code(error.status).send({ code: error.code, message: error.message })
      return html(reply, error.status, resultPage('无法支付', error.message, redirectUrl))
    }
  })
}

function readBody<T>(request: FastifyRequest, schema: z.ZodType<T>): T {
  let data: unknown
  try {
    data = JSON.parse(typeof request.body === 'string' ? request.body : '')
  } catch {
    throw new SandboxApiError(400, 'PARAM_ERROR', '请求体不是合法的 JSON')
  }
  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    throw new SandboxApiError(400, 'PARAM_ERROR', `参数错误 ${problems.join('; ')}`)
  }
  return parsed.data
}

function jsonFields(body: unknown): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(typeof body === 'string' ? body : '')
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** Only http(s) addresses are followed after paying. */
function webUrl(text: unknown): string | undefined {
  if (typeof text !== 'string' || text === '') return undefined
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

function html(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(page)
}
