import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { orderCancel, orderDetailRoute, payment, paymentQueryIsPaid } from '@shop/contracts'
import { createTestApp, testClock, type TestApp } from '../../test/harness'
import { shopper, stockOf } from '../../test/checkout.fixtures'
import { sandboxFetch } from '../providers/http'
import { loadOrCreateSandboxKeys, wechatPaySandbox } from '../providers/wechat-pay'
import {
  eventTypes,
  miniProgramShopper,
  notify,
  orderRow,
  paymentsOf,
  placeOrder,
  prepayIdOfH5Url,
  transactionNotification,
} from '../../test/payment.fixtures'

// The shop in live mode, with its keys read from files as in production, talking to a WeChat Pay that runs
// elsewhere (the sandbox peer in its own server) through a fetch the test can cut, and whose notifications the
// test can lose.
const clock = testClock()
const keysDir = mkdtempSync(path.join(tmpdir(), 'shop-wechatpay-live-'))
const keys = loadOrCreateSandboxKeys(keysDir)
writeFileSync(path.join(keysDir, 'apiclient_key.pem'), keys.merchant.merchantPrivateKey)
writeFileSync(path.join(keysDir, 'pub_key.pem'), keys.merchant.wechatPayPublicKey.pem)

let wechatPayReachable = true
let notificationsArrive = true
const weChatPay = Fastify()
await weChatPay.register(wechatPaySandbox, {
  keys: keys.sandbox,
  publicUrl: 'https://pay.wechatpay.test',
  now: () => clock.now(),
  notifyRetryDelaysMs: [],
  fetch: async (url, init) => {
    if (!notificationsArrive) throw new TypeError('fetch failed')
    return sandboxFetch(t.app)(url, init)
  },
})
const t: TestApp = await createTestApp({
  clock,
  env: {
    WECHAT_PAY_MODE: 'live',
    WECHAT_PAY_MCHID: keys.merchant.mchid,
    WECHAT_PAY_MP_APPID: 'wxlive0000000mp',
    WECHAT_PAY_SERIAL_NO: keys.merchant.merchantSerialNo,
    WECHAT_PAY_PRIVATE_KEY_PATH: path.join(keysDir, 'apiclient_key.pem'),
    WECHAT_PAY_APIV3_KEY: keys.merchant.apiV3Key,
    WECHAT_PAY_PUBLIC_KEY_ID: keys.merchant.wechatPayPublicKey.serial,
    WECHAT_PAY_PUBLIC_KEY_PATH: path.join(keysDir, 'pub_key.pem'),
    WECHAT_PAY_API_BASE: 'https://api.mch.wechatpay.test',
    PUBLIC_BASE_URL: 'https://shop.test',
  },
  fetch: async (url, init) => {
    if (!wechatPayReachable) throw new TypeError('fetch failed')
    return sandboxFetch(weChatPay)(url, init)
  },
})
afterAll(async () => {
  await t.close()
  await weChatPay.close()
})

/** The payer confirms on WeChat Pay's cashier. */
async function payAtWeChatPay(h5Url: string) {
  const answer = await weChatPay.inject({
    method: 'POST',
    url: '/pay/confirm',
    payload: { prepay_id: prepayIdOfH5Url(h5Url), result: 'success' },
  })
  expect(answer.json()).toMatchObject({ trade_state: 'SUCCESS' })
}

/** An order with an H5 attempt prepared at WeChat Pay; answers its cashier URL. */
async function preparedOrder() {
  const me = await shopper(t)
  const order = await placeOrder(t, me, { price: 6_600, stock: 10 })
  const started = await t.call(payment, { token: me.token, body: { orderId: order.orderId, payType: 'h5' } })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  return { me, order, h5Url: started.body.payment!.prepayResponse!.h5Url }
}

describe('WeChat Pay in live mode', () => {
  it('signs with the configured merchant key, prepares H5 pay with the mini-program app id, and offers no sandbox', async () => {
    const { me, order, h5Url } = await preparedOrder()
    expect(h5Url).toMatch(
      /^https:\/\/pay\.wechatpay\.test\/pay\?prepay_id=wx\w+&redirect_url=https%3A%2F%2Fshop\.test%2Fpages%2Fpay%2Fresult%2Findex%3ForderId%3D\d+$/,
    )
    expect((await paymentsOf(t, order.orderId))[0]).toMatchObject({ appId: 'wxlive0000000mp', status: 'prepaid' })
    const app = await t.call(payment, { token: me.token, body: { orderId: order.orderId, payType: 'app' } })
    expect(app).toMatchObject({ status: 400, body: { code: 'paymentChannelUnavailable' } })
    expect((await t.inject({ method: 'GET', url: '/sandbox/wechatpay/pay?prepay_id=x' })).statusCode).toBe(404)
    // The mini-program pays on WeChat's own sheet: no stand-in is offered.
    const mp = await miniProgramShopper(t, 'live-mp')
    const mpOrder = await placeOrder(t, mp, { price: 6_600, stock: 10 })
    const jsapi = await t.call(payment, { token: mp.token, body: { orderId: mpOrder.orderId, payType: 'wm' } })
    expect(jsapi.body.payment).toMatchObject({ product: 'jsapi', appId: 'wxlive0000000mp' })
    expect(jsapi.body.payment).not.toHaveProperty('sandboxConfirmUrl')
  })
})

describe('WeChat Pay unreachable', () => {
  it('payment answers a clear 502, the attempt fails and the order stays payable; it pays once WeChat Pay is back', async () => {
    const me = await shopper(t)
    const order = await placeOrder(t, me)
    wechatPayReachable = false
    const refused = await t.call(payment, { token: me.token, body: { orderId: order.orderId, payType: 'h5' } })
    wechatPayReachable = true
    expect(refused).toMatchObject({
      status: 502,
      body: { code: 'paymentProviderFailed', message: '支付服务暂不可用，请稍后再试' },
    })
    expect((await paymentsOf(t, order.orderId)).map((a) => a.status)).toEqual(['failed'])
    const detail = await t.call(orderDetailRoute, { token: me.token, params: { id: order.orderId } })
    expect(detail.body.status).toBe('wait_pay')
    expect(detail.body.actions.map((a) => a.action)).toEqual(['pay', 'cancel'])
    expect((await t.call(paymentQueryIsPaid, { token: me.token, params: { orderId: order.orderId } })).body).toEqual({
      paid: false,
      status: 'wait_pay',
    })

    const again = await t.call(payment, { token: me.token, body: { orderId: order.orderId, payType: 'h5' } })
    expect(again.body.status).toBe('prepaid')
    expect((await paymentsOf(t, order.orderId)).map((a) => [a.attempt, a.status])).toEqual([
      [1, 'failed'],
      [2, 'prepaid'],
    ])
  })

  it('cancel and the sweep leave the order and its stock alone until the attempt is closed at WeChat Pay', async () => {
    const { me, order } = await preparedOrder()
    const stock = await stockOf(t, order.skuId)
    wechatPayReachable = false
    const cancel = await t.call(orderCancel, { token: me.token, params: { id: order.orderId } })
    expect(cancel).toMatchObject({ status: 502, body: { code: 'paymentProviderFailed' } })
    clock.advance(31 * 60_000)
    await t.app.sweeps.closeUnpaid()
    wechatPayReachable = true
    expect((await orderRow(t, order.orderId)).status).toBe('wait_pay')
    expect(await stockOf(t, order.skuId)).toBe(stock)
    expect(
      t.logs.some(
        (line) =>
          line.msg === 'closing an unpaid order failed; tried again at the next sweep' &&
          line.orderId === order.orderId,
      ),
    ).toBe(true)

    await t.app.sweeps.closeUnpaid()
    expect((await orderRow(t, order.orderId)).status).toBe('cancelled')
    expect(await stockOf(t, order.skuId)).toBe(stock + 1)
  })
})

describe('a payment WeChat Pay took but never notified', () => {
  it('queryIsPaid asks WeChat Pay and settles it', async () => {
    const { me, order, h5Url } = await preparedOrder()
    notificationsArrive = false
    await payAtWeChatPay(h5Url)
    notificationsArrive = true
    expect((await orderRow(t, order.orderId)).status).toBe('wait_pay')
    const asked = await t.call(paymentQueryIsPaid, { token: me.token, params: { orderId: order.orderId } })
    expect(asked.body).toEqual({ paid: true, status: 'wait_shipment' })
    const [paid] = await paymentsOf(t, order.orderId)
    expect(paid).toMatchObject({ status: 'paid', notificationId: null })
    expect(paid!.transactionId).toMatch(/^4200/)
  })

  it('settles once when queryIsPaid and late notifications race', async () => {
    const { me, order, h5Url } = await preparedOrder()
    notificationsArrive = false
    await payAtWeChatPay(h5Url)
    notificationsArrive = true
    const outTradeNo = `${order.orderNo}_1`
    const late = () =>
      notify(t, transactionNotification(t, { outTradeNo, amount: order.total }, { keys: keys.sandbox }))
    const ask = () => t.call(paymentQueryIsPaid, { token: me.token, params: { orderId: order.orderId } })
    const answers = await Promise.all([ask(), late(), ask(), late(), ask()])
    expect(answers.map((a) => ('statusCode' in a ? a.statusCode : a.status))).toEqual([200, 204, 200, 204, 200])
    expect((await paymentsOf(t, order.orderId)).map((a) => a.status)).toEqual(['paid'])
    expect((await eventTypes(t, order.orderId)).filter((type) => type === 'payed')).toHaveLength(1)
    expect((await orderRow(t, order.orderId)).status).toBe('wait_shipment')
  })

  it('the unpaid-order sweep marks it paid instead of closing it, and returns no stock', async () => {
    const { order, h5Url } = await preparedOrder()
    const stock = await stockOf(t, order.skuId)
    notificationsArrive = false
    await payAtWeChatPay(h5Url)
    notificationsArrive = true
    clock.advance(31 * 60_000)
    await t.app.sweeps.closeUnpaid()
    expect((await orderRow(t, order.orderId)).status).toBe('wait_shipment')
    expect(await stockOf(t, order.skuId)).toBe(stock)
    expect(await eventTypes(t, order.orderId)).toEqual(['submit', 'pay', 'payed'])
    expect((await paymentsOf(t, order.orderId)).map((a) => a.status)).toEqual(['paid'])
  })
})
