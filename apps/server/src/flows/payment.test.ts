import { createPublicKey } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { formatFen } from '@shop/domain'
import {
  payment,
  paymentQueryIsPaid,
  payReleaseDoublePayLock,
  releaseDoublePayLock,
  wechatPayNotify,
} from '@shop/contracts'
import { createTestApp } from '../../test/harness'
import { shopper } from '../../test/checkout.fixtures'
import { loadOrCreateSandboxKeys } from '../providers/wechat-pay'
import {
  appPaySignMessage,
  miniProgramPaySignMessage,
  verifySha256WithRsa,
} from '../providers/wechat-pay/wechat-pay.signing'
import {
  confirmPayment,
  eventTypes,
  miniProgramShopper,
  notify,
  orderRow,
  paidSoon,
  paymentsOf,
  placeOrder,
  prepayIdOfH5Url,
  sandboxTrade,
  transactionNotification,
  updateOrder,
} from '../../test/payment.fixtures'

const t = await createTestApp()
afterAll(() => t.close())
const merchantKeys = loadOrCreateSandboxKeys(t.config.dataDir).merchant
const merchantPublicKey = createPublicKey(merchantKeys.merchantPrivateKey)
const FAIL = { code: 'FAIL', message: '失败' }

const startPay = (token: string, body: object) => t.call(payment, { token, body })

describe('payment: preparing WeChat Pay', () => {
  it('H5 outside WeChat: an h5Url to the cashier that sends the payer back to the pay result page, then paid by the notification', async () => {
    const me = await shopper(t)
    const order = await placeOrder(t, me, { price: 12_900, stock: 5 })
    const started = await startPay(me.token, { orderId: order.orderId, payType: 'h5' })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(started.body).toMatchObject({ status: 'prepaid', orderId: order.orderId, payment: { product: 'h5' } })
    const h5Url = new URL(started.body.payment!.prepayResponse!.h5Url)
    expect(h5Url.origin + h5Url.pathname).toBe(`${t.config.publicBaseUrl}/sandbox/wechatpay/pay`)
    expect(h5Url.searchParams.get('redirect_url')).toBe(
      `${t.config.publicBaseUrl}/pages/pay/result/index?orderId=${order.orderId}`,
    )
    expect(started.body.payment).not.toHaveProperty('paySign')

    // The cashier shows the amount and carries the way back.
    const page = await t.inject({ method: 'GET', url: h5Url.pathname + h5Url.search })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`¥${formatFen(order.total)}`)
    expect(page.body).toContain(
      `name="redirect_url" value="${t.config.publicBaseUrl}/pages/pay/result/index?orderId=${order.orderId}"`,
    )

    const [attempt] = await paymentsOf(t, order.orderId)
    expect(attempt).toMatchObject({
      outTradeNo: `${order.orderNo}_1`,
      product: 'h5',
      status: 'prepaid',
      amount: order.total,
      payType: 'h5',
    })
    expect((await sandboxTrade(t, attempt!.outTradeNo)).tradeState).toBe('NOTPAY')

    await confirmPayment(t, prepayIdOfH5Url(h5Url.href))
    expect(await paidSoon(t, me, order.orderId)).toBe('wait_shipment')
    const [paid] = await paymentsOf(t, order.orderId)
    expect(paid).toMatchObject({ status: 'paid', lockedUntil: null })
    expect(paid!.transactionId).toMatch(/^4200\d{24}$/)
    expect(paid!.notificationId).toBeTruthy()
    expect((await orderRow(t, order.orderId)).paidAt).not.toBeNull()
    expect(await eventTypes(t, order.orderId)).toEqual(['submit', 'pay', 'payed'])
    const asked = await t.call(paymentQueryIsPaid, { token: me.token, params: { orderId: order.orderId } })
    expect(asked.body).toEqual({ paid: true, status: 'wait_shipment' })
    // Paying a paid order answers that it is paid.
    for (const payType of ['h5', 'wm', 'app']) {
      expect((await startPay(me.token, { orderId: order.orderId, payType })).body).toEqual({
        status: 'paid',
        orderId: order.orderId,
        payment: null,
      })
    }
    expect(await paymentsOf(t, order.orderId)).toHaveLength(1)
  })

  it('the H5 cashier page as a payer meets it: 模拟失败 shows 支付失败 with the way back; a second 确认支付 goes on to the result', async () => {
    const me = await shopper(t)
    const order = await placeOrder(t, me, { price: 4_200, stock: 5 })
    const started = await startPay(me.token, { orderId: order.orderId, payType: 'h5' })
    const h5Url = new URL(started.body.payment!.prepayResponse!.h5Url)
    const resultUrl = h5Url.searchParams.get('redirect_url')!
    const tap = (result: 'success' | 'fail') =>
      t.inject({
        method: 'POST',
        url: '/sandbox/wechatpay/pay/confirm',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          prepay_id: prepayIdOfH5Url(h5Url.href),
          redirect_url: resultUrl,
          result,
        }).toString(),
      })

    const failed = await tap('fail')
    expect(failed.statusCode).toBe(200)
    expect(failed.headers['content-type']).toMatch(/^text\/html/)
    expect(failed.body).toContain('<title>支付失败</title>')
    expect(failed.body).toContain(`<a class="button primary" href="${resultUrl}">返回商户</a>`)
    expect((await sandboxTrade(t, `${order.orderNo}_1`)).tradeState).toBe('PAYERROR')
    expect((await orderRow(t, order.orderId)).status).toBe('wait_pay')

    const paid = await tap('success')
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(resultUrl)
    expect(await paidSoon(t, me, order.orderId)).toBe('wait_shipment')

    // Back to the cashier and 确认支付 again (or a double tap): nothing more is charged, the payer goes on to the result.
    const again = await tap('success')
    expect(again.statusCode).toBe(303)
    expect(again.headers.location).toBe(resultUrl)
    const shown = await t.inject({ method: 'GET', url: h5Url.pathname + h5Url.search })
    expect(shown.body).toContain('<title>订单已支付</title>')
    expect((await paymentsOf(t, order.orderId)).map((a) => a.status)).toEqual(['paid'])
    expect(await eventTypes(t, order.orderId)).toEqual(['submit', 'pay', 'payed'])
  })

  it('the mini-program (wm): JSAPI fields for wx.requestPayment, signed for the mini-program app id', async () => {
    const me = await miniProgramShopper(t, 'alice')
    const order = await placeOrder(t, me, { price: 5_000, stock: 5 })
    const started = await startPay(me.token, { orderId: order.orderId, payType: 'wm' })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const fields = started.body.payment!
    expect(fields).toMatchObject({ product: 'jsapi', appId: t.config.wechatPay.appIds.miniProgram, signType: 'RSA' })
    expect(fields.package).toBe(`prepay_id=${fields.prepayId}`)
    expect(fields.timeStamp).toMatch(/^\d{10}$/)
    const message = miniProgramPaySignMessage(fields.appId!, fields.timeStamp!, fields.nonceStr!, fields.package!)
    expect(verifySha256WithRsa(message, fields.paySign!, merchantPublicKey)).toBe(true)
    expect(fields.prepayResponse).toBeUndefined()
    // WeChat's pay sheet cannot take a sandbox payment: the app's stand-in posts the payer's decision here.
    const confirmUrl = new URL(fields.sandboxConfirmUrl!)
    expect(confirmUrl.href).toBe(`${t.config.publicBaseUrl}/sandbox/wechatpay/pay/confirm`)
    const decided = await t.inject({
      method: 'POST',
      url: confirmUrl.pathname,
      payload: { prepay_id: fields.prepayId, result: 'success' },
    })
    expect(decided.json()).toMatchObject({ trade_state: 'SUCCESS' })
    expect(await paidSoon(t, me, order.orderId)).toBe('wait_shipment')
  })

  it('the app shell (app): the app fields mapped onto the spec’s names, partnerId the merchant', async () => {
    const me = await shopper(t)
    const order = await placeOrder(t, me)
    const started = await startPay(me.token, { orderId: order.orderId, payType: 'app' })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const fields = started.body.payment!
    expect(fields).toMatchObject({
      product: 'app',
      appId: t.config.wechatPay.appIds.app,
      package: 'Sign=WXPay',
      otherData: { partnerId: merchantKeys.mchid },
    })
    const message = appPaySignMessage(fields.appId!, fields.timeStamp!, fields.nonceStr!, fields.prepayId!)
    expect(verifySha256WithRsa(message, fields.paySign!, merchantPublicKey)).toBe(true)
    expect((await paymentsOf(t, order.orderId))[0]).toMatchObject({
      product: 'app',
      appId: t.config.wechatPay.appIds.app,
    })
  })

  it('JSAPI needs the payer’s openid: a shopper signed in by mobile, or H5 inside the WeChat browser before web authorization, is refused', async () => {
    const me = await shopper(t)
    const order = await placeOrder(t, me)
    for (const body of [
      { orderId: order.orderId, payType: 'wm' },
      { orderId: order.orderId, payType: 'h5', inWeChatBrowser: true },
    ]) {
      const refused = await startPay(me.token, body)
      expect(refused, JSON.stringify(body)).toMatchObject({ status: 400, body: { code: 'paymentOpenidRequired' } })
    }
    expect(await paymentsOf(t, order.orderId)).toEqual([])
  })

  it('a free order (nothing to pay) is paid at once, without WeChat Pay', async () => {
    const me = await shopper(t)
    const order = await placeOrder(t, me, { price: 3_000, stock: 5 })
    // As a promotion taking the whole amount would price it (spec §5: 0 or less skips the provider).
    await updateOrder(t, order.orderId, {
      totalBenefitAmount: 3_000,
      totalActualAmount: 0,
      totalPointsToAmount: 0,
      actualShippingPrice: 0,
      totalRealPayAmount: 0,
    })
    const started = await startPay(me.token, { orderId: order.orderId, payType: 'h5' })
    expect(started.body).toEqual({ status: 'paid', orderId: order.orderId, payment: null })
    expect((await orderRow(t, order.orderId)).status).toBe('wait_shipment')
    const [attempt] = await paymentsOf(t, order.orderId)
    expect(attempt).toMatchObject({ product: 'free', status: 'paid', amount: 0, appId: null, transactionId: null })
    await expect(sandboxTrade(t, attempt!.outTradeNo)).rejects.toMatchObject({ code: 'paymentOrderNotFound' })
    expect(await eventTypes(t, order.orderId)).toEqual(['submit', 'pay', 'payed'])
  })

  it('refuses an order past its pay deadline, a closed one, and bad input', async () => {
    const me = await shopper(t)
    const late = await placeOrder(t, me)
    await updateOrder(t, late.orderId, { payDeadline: new Date(t.clock.now().getTime() - 1) })
    expect(await startPay(me.token, { orderId: late.orderId, payType: 'h5' })).toMatchObject({
      status: 409,
      body: { code: 'orderPayExpired' },
    })
    await updateOrder(t, late.orderId, { status: 'cancelled' })
    expect(await startPay(me.token, { orderId: late.orderId, payType: 'h5' })).toMatchObject({
      status: 409,
      body: { code: 'orderStatusInvalid' },
    })
    for (const body of [
      { orderId: late.orderId, payType: 'alipay' },
      { orderId: 'x', payType: 'h5' },
      { orderId: late.orderId },
      { orderId: late.orderId, payType: 'h5', extra: 1 },
    ]) {
      expect((await startPay(me.token, body)).status, JSON.stringify(body)).toBe(400)
    }
  })
})

describe('payment: the double-pay lock', () => {
  it('the same channel gets the same attempt; another waits for the lock to lapse or be released, then replaces it (closed at WeChat Pay)', async () => {
    const me = await shopper(t)
    const order = await placeOrder(t, me)
    const first = await startPay(me.token, { orderId: order.orderId, payType: 'h5' })
    const again = await startPay(me.token, { orderId: order.orderId, payType: 'h5' })
    expect(again.body.status).toBe('prepaid')
    expect(await paymentsOf(t, order.orderId)).toHaveLength(1)

    expect(await startPay(me.token, { orderId: order.orderId, payType: 'app' })).toMatchObject({
      status: 409,
      body: { code: 'paymentInProgress' },
    })
    const released = await t.call(releaseDoublePayLock, { token: me.token, body: { orderId: order.orderId } })
    expect(released.body).toEqual({ released: true, status: 'wait_pay' })
    expect((await t.call(payReleaseDoublePayLock, { token: me.token, body: { orderId: order.orderId } })).body).toEqual(
      { released: false, status: 'wait_pay' },
    )

    const byApp = await startPay(me.token, { orderId: order.orderId, payType: 'app' })
    expect(byApp.body.status).toBe('prepaid')
    let attempts = await paymentsOf(t, order.orderId)
    expect(attempts.map((a) => [a.attempt, a.product, a.status])).toEqual([
      [1, 'h5', 'closed'],
      [2, 'app', 'prepaid'],
    ])
    expect((await sandboxTrade(t, attempts[0]!.outTradeNo)).tradeState).toBe('CLOSED')

    // The lock lapses on its own after two minutes.
    expect(await startPay(me.token, { orderId: order.orderId, payType: 'h5' })).toMatchObject({
      status: 409,
      body: { code: 'paymentInProgress' },
    })
    t.clock.advance(2 * 60_000 + 1)
    const byH5 = await startPay(me.token, { orderId: order.orderId, payType: 'h5' })
    expect(byH5.body.status).toBe('prepaid')
    attempts = await paymentsOf(t, order.orderId)
    expect(attempts.map((a) => a.status)).toEqual(['closed', 'closed', 'prepaid'])

    // The first cashier can no longer take money: only the open attempt can be paid.
    const stale = await t.inject({
      method: 'POST',
      url: '/sandbox/wechatpay/pay/confirm',
      payload: { prepay_id: prepayIdOfH5Url(first.body.payment!.prepayResponse!.h5Url), result: 'success' },
    })
    expect(stale.json()).toMatchObject({ code: 'ORDER_CLOSED' })
    await confirmPayment(t, prepayIdOfH5Url(byH5.body.payment!.prepayResponse!.h5Url))
    expect(await paidSoon(t, me, order.orderId)).toBe('wait_shipment')
    expect((await paymentsOf(t, order.orderId)).map((a) => a.status)).toEqual(['closed', 'closed', 'paid'])
  })
})

describe('payment: WeChat Pay notifications', () => {
  /** An order with an open H5 attempt, not paid yet. */
  const prepared = async () => {
    const me = await shopper(t)
    const order = await placeOrder(t, me, { price: 8_800, stock: 5 })
    expect((await startPay(me.token, { orderId: order.orderId, payType: 'h5' })).status).toBe(200)
    return { me, order, outTradeNo: `${order.orderNo}_1` }
  }

  it('pays once however often the same payment is notified, one after another or at once', async () => {
    const { me, order, outTradeNo } = await prepared()
    const notification = transactionNotification(t, { outTradeNo, amount: order.total })
    expect((await notify(t, notification)).statusCode).toBe(204)
    const paidAt = (await orderRow(t, order.orderId)).paidAt
    const repeats = await Promise.all(
      [1, 2, 3, 4].map(() => notify(t, transactionNotification(t, { outTradeNo, amount: order.total }))),
    )
    expect(repeats.map((r) => r.statusCode)).toEqual([204, 204, 204, 204])
    expect((await notify(t, notification)).statusCode).toBe(204)

    expect((await paymentsOf(t, order.orderId)).map((a) => a.status)).toEqual(['paid'])
    expect(await eventTypes(t, order.orderId)).toEqual(['submit', 'pay', 'payed'])
    expect((await orderRow(t, order.orderId)).paidAt).toEqual(paidAt)
    expect((await t.call(paymentQueryIsPaid, { token: me.token, params: { orderId: order.orderId } })).body.paid).toBe(
      true,
    )
  })

  it('refuses forged, probing, stale and unreadable notifications with FAIL, and leaves the order unpaid', async () => {
    const { order, outTradeNo } = await prepared()
    const genuine = loadOrCreateSandboxKeys(t.config.dataDir).sandbox
    const stranger = loadOrCreateSandboxKeys(mkdtempSync(path.join(tmpdir(), 'shop-stranger-'))).sandbox
    const cases = [
      [
        'another key, its own serial',
        transactionNotification(t, { outTradeNo, amount: order.total }, { keys: stranger }),
        401,
      ],
      [
        'another key, our serial',
        transactionNotification(
          t,
          { outTradeNo, amount: order.total },
          { keys: { ...genuine, platformPrivateKey: stranger.platformPrivateKey } },
        ),
        401,
      ],
      [
        'SIGNTEST',
        transactionNotification(t, { outTradeNo, amount: order.total }, { signature: 'WECHATPAY/SIGNTEST/abcdef' }),
        401,
      ],
      [
        '10 minutes old',
        transactionNotification(
          t,
          { outTradeNo, amount: order.total },
          { at: new Date(t.clock.now().getTime() - 10 * 60_000) },
        ),
        401,
      ],
      [
        'sealed with another APIv3 key',
        transactionNotification(
          t,
          { outTradeNo, amount: order.total },
          { keys: { ...genuine, apiV3Key: stranger.apiV3Key } },
        ),
        400,
      ],
    ] as const
    for (const [name, notification, status] of cases) {
      const answer = await notify(t, notification)
      expect(answer.statusCode, name).toBe(status)
      expect(answer.json(), name).toEqual(FAIL)
    }
    const tampered = transactionNotification(t, { outTradeNo, amount: order.total })
    expect(
      (await notify(t, { ...tampered, body: tampered.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') }))
        .statusCode,
    ).toBe(401)
    expect((await notify(t, { headers: {}, body: '' })).statusCode).toBe(401)

    expect((await orderRow(t, order.orderId)).status).toBe('wait_pay')
    expect((await paymentsOf(t, order.orderId)).map((a) => a.status)).toEqual(['prepaid'])
  })

  it('refuses a payment of another amount (logged), and takes the right one afterwards', async () => {
    const { order, outTradeNo } = await prepared()
    const wrong = await notify(t, transactionNotification(t, { outTradeNo, amount: order.total - 1 }))
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual(FAIL)
    expect(
      t.logs.some(
        (line) => line.msg === 'WeChat Pay notification refused: the amount differs' && line.outTradeNo === outTradeNo,
      ),
    ).toBe(true)
    expect((await orderRow(t, order.orderId)).status).toBe('wait_pay')
    expect((await notify(t, transactionNotification(t, { outTradeNo, amount: order.total }))).statusCode).toBe(204)
    expect((await orderRow(t, order.orderId)).status).toBe('wait_shipment')
  })

  it('accepts and ignores what is not ours to settle: an unknown out_trade_no, a state other than SUCCESS', async () => {
    const { order, outTradeNo } = await prepared()
    expect((await notify(t, transactionNotification(t, { outTradeNo: 'NOTOURS0001_1', amount: 100 }))).statusCode).toBe(
      204,
    )
    expect(
      (await notify(t, transactionNotification(t, { outTradeNo, amount: order.total, tradeState: 'PAYERROR' })))
        .statusCode,
    ).toBe(204)
    expect((await orderRow(t, order.orderId)).status).toBe('wait_pay')
  })

  it('is served only under the store code, and needs no token', async () => {
    const { order, outTradeNo } = await prepared()
    const notification = transactionNotification(t, { outTradeNo, amount: order.total })
    const elsewhere = await t.inject({
      method: 'POST',
      url: t.url(wechatPayNotify, {}, 'elsewhere'),
      headers: notification.headers,
      payload: notification.body,
    })
    expect(elsewhere.statusCode).toBe(404)
    expect((await notify(t, notification)).statusCode).toBe(204)
  })
})
