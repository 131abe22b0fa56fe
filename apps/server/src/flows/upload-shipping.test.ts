import { afterAll, describe, expect, it } from 'vitest'
import {
  merchantOrderDetailRoute,
  merchantUploadShipping,
  multiBuyNowLocate,
  multiBuyNowSubmit,
  payment,
} from '@shop/contracts'
import { createTestApp } from '../../test/harness'
import { key, makeSkus, type Shopper } from '../../test/checkout.fixtures'
import { confirmPayment, miniProgramShopper, paidSoon } from '../../test/payment.fixtures'
import { linesOf, shipParcels, twoLineOrder, waybill } from '../../test/after-sale.fixtures'
import { shopper } from '../../test/checkout.fixtures'
import { WECHAT_SHIPPING_MAX_ATTEMPTS, wechatRetryDelayMs } from './upload-shipping'

const t = await createTestApp()
afterAll(() => t.close())

const owner = await t.loginConsole('owner')
const buyer = await miniProgramShopper(t, 'ship-mp')

/** 3 × A and 2 × B, paid in the mini-program (JSAPI, the sandbox's stand-in pay sheet). */
async function miniProgramOrder(who: Shopper) {
  const skuIds = await makeSkus(t, [
    { price: 5_000, stock: 20 },
    { price: 3_300, stock: 20 },
  ])
  const items = [
    { skuId: skuIds[0]!, quantity: 3 },
    { skuId: skuIds[1]!, quantity: 2 },
  ]
  const shown = await t.call(multiBuyNowLocate, { token: who.token, body: { items } })
  const submitted = await t.call(multiBuyNowSubmit, {
    token: who.token,
    body: { items, addressId: who.addressId, idempotencyKey: key(), quote: shown.body.quote },
  })
  const { orderId } = submitted.body
  const started = await t.call(payment, { token: who.token, body: { orderId, payType: 'wm' } })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  await confirmPayment(t, started.body.payment!.prepayId!)
  expect(await paidSoon(t, who, orderId)).toBe('wait_shipment')
  const lines = await linesOf(t, orderId)
  return { orderId, lineIds: skuIds.map((skuId) => lines.find((l) => l.skuId === skuId)!.id) }
}

/** What the WeChat sandbox knows of the order's payment (get_order, with an access token). */
async function wechatKnows(orderId: number) {
  const detail = await t.call(merchantOrderDetailRoute, { token: owner, params: { orderId } })
  const transactionId = detail.body.payments.find((p) => p.status === 'paid')!.transactionId!
  const token = await t.inject({
    method: 'POST',
    url: '/sandbox/wechat/cgi-bin/stable_token',
    payload: { grant_type: 'client_credential', appid: t.config.wechat.appId, secret: t.config.wechat.secret },
  })
  const answer = await t.inject({
    method: 'POST',
    url: `/sandbox/wechat/wxa/sec/order/get_order?access_token=${token.json<{ access_token: string }>().access_token}`,
    payload: { transaction_id: transactionId },
  })
  return answer.json<{ errcode: number; order?: { order_state: number; shipping: Record<string, unknown> } }>()
}

const outage = (calls: number) =>
  t.inject({ method: 'POST', url: '/sandbox/wechat/control/shipping-outage', payload: { calls } })

const wechatStates = async (orderId: number) =>
  (await t.call(merchantOrderDetailRoute, { token: owner, params: { orderId } })).body.shipments.map(
    (s) => s.wechatShipping,
  )

describe('shipping information for WeChat', () => {
  it('a mini-program order shipped in two parcels: each upload tells the new parcel, the last one says all delivered', async () => {
    const order = await miniProgramOrder(buyer)
    const [a, b] = order.lineIds as [number, number]
    const first = await shipParcels(t, owner, order.orderId, [
      { carrierCode: 'shunfeng', waybillNo: waybill('SF'), lines: [{ lineId: a, quantity: 3 }] },
    ])
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.shipments[0]!.wechatShipping).toMatchObject({ state: 'uploaded', stateLabel: '已上传' })
    expect((await wechatKnows(order.orderId)).order).toMatchObject({
      order_state: 1,
      shipping: { delivery_mode: 2, finish_shipping: false, shipping_list: [{ express_company: 'SF' }] },
    })

    const second = await shipParcels(t, owner, order.orderId, [
      { carrierCode: 'yuantong', waybillNo: waybill(), lines: [{ lineId: b, quantity: 2 }] },
    ])
    expect(second.body).toMatchObject({ status: 'wait_receive' })
    const known = (await wechatKnows(order.orderId)).order!
    expect(known).toMatchObject({ order_state: 2, shipping: { delivery_mode: 2, finish_shipping: true } })
    expect((known.shipping.shipping_list as unknown[]).length).toBe(2)
  })

  it('one parcel for the whole order is told as a unified delivery', async () => {
    const order = await miniProgramOrder(buyer)
    await shipParcels(t, owner, order.orderId, [{ carrierCode: 'zhongtong', waybillNo: waybill('ZT') }])
    expect((await wechatKnows(order.orderId)).order).toMatchObject({
      order_state: 2,
      shipping: { delivery_mode: 1, finish_shipping: true, shipping_list: [{ express_company: 'ZTO' }] },
    })
  })

  it('WeChat down: the parcel waits (pending, why), the sweep tries again later and it is taken', async () => {
    const order = await miniProgramOrder(buyer)
    await outage(1)
    const shipped = await shipParcels(t, owner, order.orderId, [{ carrierCode: 'yuantong', waybillNo: waybill() }])
    expect(shipped.status).toBe(200)
    expect(shipped.body.shipments[0]!.wechatShipping).toMatchObject({
      state: 'pending',
      attempts: 1,
      error: expect.stringContaining('-1'),
      nextAttemptAt: new Date(t.clock.now().getTime() + wechatRetryDelayMs(1)).toISOString(),
    })
    expect((await wechatKnows(order.orderId)).errcode).toBe(10060001)
    // Not due yet: the sweep leaves it.
    expect(await t.app.sweeps.wechatShipping()).toBe(0)
    t.clock.advance(wechatRetryDelayMs(1))
    expect(await t.app.sweeps.wechatShipping()).toBe(1)
    expect(await wechatStates(order.orderId)).toEqual([expect.objectContaining({ state: 'uploaded', error: null })])
    expect((await wechatKnows(order.orderId)).order).toMatchObject({ order_state: 2 })
  })

  it('gives up after the last attempt; the merchant uploads it again from the console', async () => {
    const order = await miniProgramOrder(buyer)
    await outage(WECHAT_SHIPPING_MAX_ATTEMPTS)
    await shipParcels(t, owner, order.orderId, [{ carrierCode: 'jd', waybillNo: waybill('JD') }])
    for (let attempt = 1; attempt < WECHAT_SHIPPING_MAX_ATTEMPTS; attempt++) {
      t.clock.advance(wechatRetryDelayMs(attempt))
      expect(await t.app.sweeps.wechatShipping()).toBe(1)
    }
    expect(await wechatStates(order.orderId)).toEqual([
      expect.objectContaining({ state: 'failed', stateLabel: '上传失败', attempts: WECHAT_SHIPPING_MAX_ATTEMPTS }),
    ])
    t.clock.advance(wechatRetryDelayMs(WECHAT_SHIPPING_MAX_ATTEMPTS))
    expect(await t.app.sweeps.wechatShipping()).toBe(0)

    const again = await t.call(merchantUploadShipping, { token: owner, params: { orderId: order.orderId } })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body.shipments).toEqual([
      expect.objectContaining({ wechatShipping: expect.objectContaining({ state: 'uploaded' }) }),
    ])
    const counter = await t.loginConsole('counter')
    expect((await t.call(merchantUploadShipping, { token: counter, params: { orderId: order.orderId } })).status).toBe(
      403,
    )
  })

  it('orders paid outside the mini-program are not told to WeChat', async () => {
    const h5 = await twoLineOrder(t, await shopper(t))
    const shipped = await shipParcels(t, owner, h5.orderId, [{ carrierCode: 'ems', waybillNo: waybill('E') }])
    expect(shipped.body.shipments[0]!.wechatShipping).toBeNull()
    expect(await t.app.sweeps.wechatShipping()).toBe(0)
  })
})

describe('the WeChat sandbox speaks upload_shipping_info', () => {
  const upload = async (body: unknown) => {
    const token = await t.inject({
      method: 'POST',
      url: '/sandbox/wechat/cgi-bin/stable_token',
      payload: { grant_type: 'client_credential', appid: t.config.wechat.appId, secret: t.config.wechat.secret },
    })
    const access = token.json<{ access_token: string }>().access_token
    return (
      await t.inject({
        method: 'POST',
        url: `/sandbox/wechat/wxa/sec/order/upload_shipping_info?access_token=${access}`,
        payload: body as Record<string, unknown>,
      })
    ).json<{ errcode: number; errmsg: string }>()
  }
  const base = {
    order_key: { order_number_type: 2, transaction_id: `4200${'1'.repeat(24)}` },
    logistics_type: 1,
    delivery_mode: 1,
    shipping_list: [
      {
        tracking_no: 'SF100',
        express_company: 'SF',
        item_desc: '精华×1',
        contact: { receiver_contact: '138****0000' },
      },
    ],
    upload_time: '2026-11-21T10:00:00.000+08:00',
    payer: { openid: 'o-payer' },
  }

  it('refuses what WeChat refuses, with its errcodes', async () => {
    expect(await upload({ ...base, order_key: { order_number_type: 2, transaction_id: 'x' } })).toMatchObject({
      errcode: 10060001,
    })
    expect(await upload({ ...base, shipping_list: base.shipping_list[0] })).toMatchObject({ errcode: 47001 })
    expect(await upload({ ...base, delivery_mode: 2 })).toMatchObject({ errcode: 10060007 })
    const [parcel] = base.shipping_list
    expect(await upload({ ...base, shipping_list: [{ ...parcel, express_company: 'shunfeng' }] })).toMatchObject({
      errcode: 10060025,
    })
    expect(await upload({ ...base, shipping_list: [{ ...parcel, contact: undefined }] })).toMatchObject({
      errcode: 10060014,
    })
    expect(await upload({ ...base, shipping_list: [{ ...parcel, item_desc: '' }] })).toMatchObject({
      errcode: 10060008,
    })
    expect(await upload({ ...base, upload_time: '2026/11/21' })).toMatchObject({ errcode: 268485216 })
  })

  it('takes it once, a retry after a lost answer changes nothing, one update is allowed, a second is refused', async () => {
    expect(await upload(base)).toMatchObject({ errcode: 0 })
    expect(await upload(base)).toMatchObject({ errcode: 0 })
    expect(await upload({ ...base, payer: { openid: 'o-other' } })).toMatchObject({ errcode: 10060031 })
    const changed = (no: string, at: string) => ({
      ...base,
      shipping_list: [{ ...base.shipping_list[0], tracking_no: no }],
      upload_time: at,
    })
    expect(await upload(changed('SF200', '2026-11-21T09:00:00+08:00'))).toMatchObject({ errcode: 10060023 })
    expect(await upload(changed('SF200', '2026-11-21T11:00:00+08:00'))).toMatchObject({ errcode: 0 })
    expect(await upload(changed('SF300', '2026-11-21T12:00:00+08:00'))).toMatchObject({ errcode: 10060003 })
  })
})
