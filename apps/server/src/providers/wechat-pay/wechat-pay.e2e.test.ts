/**
 * The real client against the sandbox over real HTTP: a Fastify instance on 127.0.0.1 with the sandbox plugin and
 * a merchant notify route, exactly as the server mounts them.
 */
import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { DomainError } from '@shop/domain'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadOrCreateSandboxKeys, type SandboxKeys } from './sandbox/sandbox.keys'
import { wechatPaySandbox } from './sandbox/sandbox.plugin'
import { createWeChatPayClient } from './wechat-pay.client'
import { verifyWeChatPaySignature, verifyingKeys } from './wechat-pay.signing'
import type {
  FetchLike,
  TransactionNotification,
  WeChatPay,
  WeChatPayClientConfig,
  WeChatPayNotification,
} from './wechat-pay.types'

const PREFIX = '/sandbox/wechatpay'

let folder: string
let keys: SandboxKeys
let app: FastifyInstance
let origin: string
let client: WeChatPay
let clientConfig: WeChatPayClientConfig

/** What the merchant's notify route saw: every attempt (id and signing nonce), and the notifications that verified. */
const notify = {
  attempts: [] as { id: string; nonce: string }[],
  failuresToAnswer: 0,
  accepted: [] as WeChatPayNotification[],
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'wechat-pay-e2e-'))
  keys = loadOrCreateSandboxKeys(folder)
  // A client's socket left open mid-test (the timed-out call's) must not hold the close for a minute.
  app = Fastify({ forceCloseConnections: true })
  await app.register(wechatPaySandbox, {
    prefix: PREFIX,
    keys: keys.sandbox,
    notifyRetryDelaysMs: [50, 50, 50],
    refundSettleMs: 150,
  })
  await app.register(async (merchant) => {
    merchant.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body))
    merchant.post('/notify/wechatpay', async (request, reply) => {
      notify.attempts.push({
        id: JSON.parse(String(request.body)).id,
        nonce: String(request.headers['wechatpay-nonce']),
      })
      if (notify.failuresToAnswer > 0) {
        notify.failuresToAnswer -= 1
        return reply.code(500).send({ code: 'FAIL', message: '失败' })
      }
      notify.accepted.push(client.parseNotification(request.headers, String(request.body)))
      return reply.code(204).send()
    })
    merchant.get('/slow/*', async () => sleep(1_000).then(() => ({})))
  })
  origin = await app.listen({ host: '127.0.0.1', port: 0 })
  clientConfig = {
    ...keys.merchant,
    baseUrl: `${origin}${PREFIX}`,
    notifyUrl: `${origin}/notify/wechatpay`,
    refundNotifyUrl: `${origin}/notify/wechatpay`,
    timeoutMs: 5_000,
  }
  client = createWeChatPayClient(clientConfig)
})

afterAll(async () => {
  await app.close()
  rmSync(folder, { recursive: true, force: true })
})

beforeEach(() => {
  notify.attempts.length = 0
  notify.failuresToAnswer = 0
  notify.accepted.length = 0
})

let orderCount = 0
const newOrderNo = () => `E2E${Date.now()}${String(++orderCount).padStart(3, '0')}`

async function confirm(prepayId: string, result: 'success' | 'fail' = 'success') {
  const response = await fetch(`${origin}${PREFIX}/pay/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ prepay_id: prepayId, result }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, string> }
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await sleep(20)
  }
}

const paymentOf = (outTradeNo: string) => () =>
  notify.accepted.find((n): n is TransactionNotification => n.kind === 'transaction' && n.outTradeNo === outTradeNo)

async function paidOrder(totalFen: number): Promise<string> {
  const outTradeNo = newOrderNo()
  const { prepayId } = await client.prepay({
    channel: 'jsapi',
    outTradeNo,
    description: '测试商品',
    totalFen,
    openid: 'o-test',
  })
  await confirm(prepayId!)
  await waitFor(paymentOf(outTradeNo))
  return outTradeNo
}

async function rejectionOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(DomainError)
  return { code: (error as DomainError).code, details: (error as DomainError).details as Record<string, unknown> }
}

describe('WeChat Pay client ⇄ sandbox over HTTP', () => {
  it('jsapi: prepay, pay params, confirm, signed notification, query SUCCESS', async () => {
    const outTradeNo = newOrderNo()
    const expires = new Date(Date.now() + 15 * 60_000)
    const { prepayId, h5Url } = await client.prepay({
      channel: 'jsapi',
      outTradeNo,
      description: '玻尿酸精华 30ml',
      totalFen: 12_345,
      openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      timeExpire: expires,
      attach: 'store=S001',
    })
    expect(prepayId).toMatch(/^wx\d{14}[0-9a-f]{20}$/)
    expect(h5Url).toBeUndefined()
    expect(await client.queryByOutTradeNo(outTradeNo)).toEqual({
      outTradeNo,
      tradeState: 'NOTPAY',
      amountTotal: 12_345,
    })

    const params = client.miniProgramPayParams(prepayId!)
    expect(params).toMatchObject({ appId: keys.merchant.appid, package: `prepay_id=${prepayId}`, signType: 'RSA' })

    expect(await confirm(prepayId!)).toEqual({
      status: 200,
      body: { out_trade_no: outTradeNo, trade_state: 'SUCCESS' },
    })
    const paid = await waitFor(paymentOf(outTradeNo))
    expect(paid).toMatchObject({
      eventType: 'TRANSACTION.SUCCESS',
      tradeState: 'SUCCESS',
      amountTotal: 12_345,
      payerTotal: 12_345,
      openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      attach: 'store=S001',
    })
    expect(paid.transactionId).toMatch(/^4200\d{24}$/)

    const status = await client.queryByOutTradeNo(outTradeNo)
    expect(status).toEqual({
      outTradeNo,
      tradeState: 'SUCCESS',
      transactionId: paid.transactionId,
      amountTotal: 12_345,
      successTime: paid.successTime,
    })
    // Paying twice is refused, and a second prepay of a paid order says so.
    expect(await confirm(prepayId!)).toEqual({ status: 400, body: { code: 'ORDERPAID', message: '该订单已支付' } })
    expect(
      await rejectionOf(
        client.prepay({ channel: 'jsapi', outTradeNo, description: '玻尿酸精华 30ml', totalFen: 12_345, openid: 'o' }),
      ),
    ).toMatchObject({
      code: 'paymentOrderPaid',
    })
  })

  it('h5: h5_url opens the sandbox cashier page, whose form pays and returns to redirect_url', async () => {
    const outTradeNo = newOrderNo()
    const { h5Url, prepayId } = await client.prepay({
      channel: 'h5',
      outTradeNo,
      description: '洁面乳 <限定>',
      totalFen: 100,
      payerClientIp: '203.0.113.7',
    })
    expect(prepayId).toBeUndefined()
    expect(h5Url).toMatch(new RegExp(`^${origin}${PREFIX}/pay\\?prepay_id=wx\\d{14}[0-9a-f]{20}$`))

    const redirectUrl = 'https://shop.example/pages/pay/result/index?orderId=7'
    const page = await fetch(`${h5Url}&redirect_url=${encodeURIComponent(redirectUrl)}`)
    const html = await page.text()
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(html).toContain('确认支付')
    expect(html).toContain('模拟失败')
    expect(html).toContain('¥1.00')
    expect(html).toContain('洁面乳 &#60;限定&#62;')
    expect(html).toContain('<meta name="viewport"')

    const form = new URLSearchParams({
      prepay_id: new URL(h5Url!).searchParams.get('prepay_id')!,
      redirect_url: redirectUrl,
      result: 'success',
    })
    const submitted = await fetch(`${origin}${PREFIX}/pay/confirm`, { method: 'POST', body: form, redirect: 'manual' })
    expect(submitted.status).toBe(303)
    expect(submitted.headers.get('location')).toBe(redirectUrl)
    expect(await waitFor(paymentOf(outTradeNo))).toMatchObject({ tradeState: 'SUCCESS', amountTotal: 100 })
  })

  it('app: prepay and App params; a simulated failure leaves the order payable', async () => {
    const outTradeNo = newOrderNo()
    const { prepayId } = await client.prepay({ channel: 'app', outTradeNo, description: '身体乳', totalFen: 5_990 })
    expect(client.appPayParams(prepayId!)).toMatchObject({
      appid: keys.merchant.appid,
      partnerid: keys.merchant.mchid,
      prepayid: prepayId,
      package: 'Sign=WXPay',
    })

    expect(await confirm(prepayId!, 'fail')).toEqual({
      status: 200,
      body: { out_trade_no: outTradeNo, trade_state: 'PAYERROR' },
    })
    expect((await client.queryByOutTradeNo(outTradeNo)).tradeState).toBe('PAYERROR')
    expect(notify.attempts).toEqual([])

    await confirm(prepayId!)
    expect(await waitFor(paymentOf(outTradeNo))).toMatchObject({ tradeState: 'SUCCESS', amountTotal: 5_990 })
  })

  it('retries a notification the merchant did not accept, re-signed each time', async () => {
    notify.failuresToAnswer = 2
    const outTradeNo = await paidOrder(990)
    expect(notify.attempts).toHaveLength(3)
    expect(new Set(notify.attempts.map((attempt) => attempt.id)).size).toBe(1)
    expect(new Set(notify.attempts.map((attempt) => attempt.nonce)).size).toBe(3)
    expect(notify.accepted.filter((n) => n.kind === 'transaction' && n.outTradeNo === outTradeNo)).toHaveLength(1)
  })

  it('refunds once per out_refund_no, never above the paid amount, PROCESSING then SUCCESS', async () => {
    const outTradeNo = await paidOrder(10_000)
    const first = await client.refund({
      outTradeNo,
      outRefundNo: `${outTradeNo}R1`,
      refundFen: 6_000,
      totalFen: 10_000,
      reason: '不想要了',
    })
    expect(first).toMatchObject({ outRefundNo: `${outTradeNo}R1`, status: 'PROCESSING', refundFen: 6_000 })
    expect(first.refundId).toMatch(/^50\d{27}$/)

    const again = await client.refund({
      outTradeNo,
      outRefundNo: `${outTradeNo}R1`,
      refundFen: 6_000,
      totalFen: 10_000,
    })
    expect(again.refundId).toBe(first.refundId)

    expect(
      await rejectionOf(
        client.refund({ outTradeNo, outRefundNo: `${outTradeNo}R2`, refundFen: 4_001, totalFen: 10_000 }),
      ),
    ).toEqual({
      code: 'paymentRequestRejected',
      details: expect.objectContaining({
        httpStatus: 400,
        wechatCode: 'INVALID_REQUEST',
        wechatMessage: '申请退款金额超过订单可退金额',
      }),
    })
    expect((await client.queryByOutTradeNo(outTradeNo)).tradeState).toBe('REFUND')

    const settled = await waitFor(() =>
      notify.accepted.find((n) => n.kind === 'refund' && n.outRefundNo === `${outTradeNo}R1`),
    )
    expect(settled).toMatchObject({
      kind: 'refund',
      eventType: 'REFUND.SUCCESS',
      refundId: first.refundId,
      refundStatus: 'SUCCESS',
      refundFen: 6_000,
      totalFen: 10_000,
    })
    expect(await client.queryRefund(`${outTradeNo}R1`)).toMatchObject({
      refundId: first.refundId,
      status: 'SUCCESS',
      refundFen: 6_000,
    })
    expect(notify.accepted.filter((n) => n.kind === 'refund')).toHaveLength(1)

    const rest = await client.refund({ outTradeNo, outRefundNo: `${outTradeNo}R3`, refundFen: 4_000, totalFen: 10_000 })
    expect(rest.status).toBe('PROCESSING')
    expect(
      await rejectionOf(client.refund({ outTradeNo, outRefundNo: `${outTradeNo}R4`, refundFen: 1, totalFen: 10_000 })),
    ).toMatchObject({
      code: 'paymentRequestRejected',
    })
    expect(await rejectionOf(client.queryRefund('NO-SUCH-REFUND'))).toMatchObject({ code: 'paymentOrderNotFound' })
  })

  it('closes an unpaid order, and reports a paid one as already paid', async () => {
    const unpaid = newOrderNo()
    await client.prepay({ channel: 'app', outTradeNo: unpaid, description: '护手霜', totalFen: 1_200 })
    expect(await client.close(unpaid)).toBe('closed')
    expect((await client.queryByOutTradeNo(unpaid)).tradeState).toBe('CLOSED')
    expect(await client.close(unpaid)).toBe('closed')
    expect(
      await rejectionOf(client.prepay({ channel: 'app', outTradeNo: unpaid, description: '护手霜', totalFen: 1_200 })),
    ).toMatchObject({
      code: 'paymentOrderClosed',
    })

    const paid = await paidOrder(1_200)
    expect(await client.close(paid)).toBe('already_paid')
    expect((await client.queryByOutTradeNo(paid)).tradeState).toBe('SUCCESS')

    expect(await client.close(newOrderNo())).toBe('closed')
    expect(await rejectionOf(client.queryByOutTradeNo(newOrderNo()))).toMatchObject({ code: 'paymentOrderNotFound' })
  })

  it('refuses unsigned and wrongly signed requests with a signed SIGN_ERROR answer', async () => {
    const unsigned = await fetch(
      `${origin}${PREFIX}/v3/pay/transactions/out-trade-no/ORDER000001?mchid=${keys.merchant.mchid}`,
    )
    const body = await unsigned.text()
    expect(unsigned.status).toBe(401)
    expect(JSON.parse(body)).toMatchObject({ code: 'SIGN_ERROR' })
    const platformKeys = verifyingKeys({ wechatPayPublicKey: keys.merchant.wechatPayPublicKey })
    expect(verifyWeChatPaySignature(unsigned.headers, body, platformKeys, new Date())).toEqual({ ok: true })

    const impostor = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString()
    const wrongKey = createWeChatPayClient({ ...clientConfig, merchantPrivateKey: impostor })
    expect(await rejectionOf(wrongKey.queryByOutTradeNo('ORDER000001'))).toEqual({
      code: 'paymentProviderFailed',
      details: expect.objectContaining({ httpStatus: 401, wechatCode: 'SIGN_ERROR' }),
    })
  })

  it('refuses answers it cannot verify, and calls that take too long', async () => {
    const otherPlatform = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .publicKey.export({ type: 'spki', format: 'pem' })
      .toString()
    const fooled = createWeChatPayClient({
      ...clientConfig,
      wechatPayPublicKey: { serial: keys.merchant.wechatPayPublicKey.serial, pem: otherPlatform },
    })
    expect(await rejectionOf(fooled.queryByOutTradeNo('ORDER000001'))).toMatchObject({
      code: 'paymentProviderFailed',
      details: { reason: 'answer_bad_signature' },
    })

    const slow = createWeChatPayClient({ ...clientConfig, baseUrl: `${origin}/slow`, timeoutMs: 100 })
    expect(await rejectionOf(slow.queryByOutTradeNo('ORDER000001'))).toMatchObject({
      code: 'paymentProviderFailed',
      details: { reason: 'timeout' },
    })
  })

  it('runs the same through app.inject, with no socket (how sandbox mode can mount it)', async () => {
    const injectFetch: FetchLike = async (url, init) => {
      const target = new URL(url)
      const answer = await app.inject({
        method: init.method as 'GET' | 'POST',
        url: target.pathname + target.search,
        headers: { ...init.headers, host: target.host },
        ...(init.body !== undefined && { payload: init.body }),
      })
      const headers = new Headers(answer.headers as Record<string, string>)
      return new Response(answer.statusCode === 204 ? null : answer.rawPayload, { status: answer.statusCode, headers })
    }
    const inProcess = createWeChatPayClient({
      ...clientConfig,
      baseUrl: `http://sandbox.local${PREFIX}`,
      fetch: injectFetch,
    })
    const outTradeNo = newOrderNo()
    const { h5Url } = await inProcess.prepay({
      channel: 'h5',
      outTradeNo,
      description: '面膜',
      totalFen: 300,
      payerClientIp: '::1',
    })
    expect(h5Url).toMatch(new RegExp(`^http://sandbox.local${PREFIX}/pay\\?prepay_id=wx`))
    expect(await inProcess.close(outTradeNo)).toBe('closed')
  })

  it('shows an error page for an unknown prepay id', async () => {
    const page = await fetch(`${origin}${PREFIX}/pay?prepay_id=wx-unknown`)
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('支付单不存在或已过期')
  })
})
