import { afterAll, describe, expect, it } from 'vitest'
import {
  baBehaviorAppend,
  baLocate,
  baPushOrderDetail,
  baPushOrders,
  baSubmit,
  basicInfo,
  counterGuideFigures,
  distributionCartLocate,
  distributionCartSubmit,
  distributionOrderLocate,
  distributionOrderSubmit,
  distributorApply,
  distributorCommission,
  distributorPushOrderDetail,
  distributorPushOrders,
  merchantApproveRefund,
  merchantCreateGuide,
  merchantDecideDistributor,
  orderDetailRoute,
  orderSimpleDetailRoute,
  payment,
  pushOrderForCustomer,
  pushOrderLocate,
  pushOrderSubmit,
  refundSubmit,
  type PushOrder,
} from '@shop/contracts'
import { createTestApp, randomMobile } from '../../test/harness'
import { key, makeSkus, setSku, shopper, stockOf, type Shopper } from '../../test/checkout.fixtures'
import { confirmPayment, paidSoon, prepayIdOfH5Url } from '../../test/payment.fixtures'
import { merchantToken, pay, refundRow } from '../../test/after-sale.fixtures'

const t = await createTestApp()
afterAll(() => t.close())

const owner = await t.loginConsole()

/** A new active guide (made in the console) signed in as a customer. */
async function guide(name = '测试导购'): Promise<Shopper & { mobile: string }> {
  const mobile = randomMobile()
  const made = await t.call(merchantCreateGuide, {
    token: owner,
    body: { name, mobile, active: true, outletId: null, wecomUserId: null },
  })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  const session = await t.loginCustomer(mobile)
  return { customerId: session.customerId, token: session.jwtString, addressId: 0, mobile }
}

const mobileOf = async (who: Shopper) => (await t.call(basicInfo, { token: who.token })).body.customerBasicInfo.mobile!

async function send(by: { token: string }, items: { skuId: number; quantity: number }[], extra: object = {}) {
  const answer = await t.call(baSubmit, { token: by.token, body: { items, requestId: key(), ...extra } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}

/** The customer opens the push order, prices it and orders what it showed. */
async function buy(who: Shopper, sent: PushOrder, idempotencyKey = key()) {
  const shown = await t.call(pushOrderLocate, { token: who.token, body: { code: sent.code, addressId: who.addressId } })
  expect(shown.status, JSON.stringify(shown.body)).toBe(200)
  return t.call(pushOrderSubmit, {
    token: who.token,
    body: { code: sent.code, addressId: who.addressId, idempotencyKey, quote: shown.body.cart.quote },
  })
}

describe('a guide’s push order', () => {
  it('is a draft that holds no stock; the customer opens it, orders it as ba_push_order and pays; the guide sees it ordered', async () => {
    const ba = await guide()
    const [skuId] = await makeSkus(t, [{ price: 26_800, stock: 5 }])

    const priced = await t.call(baLocate, { token: ba.token, body: { items: [{ skuId: skuId!, quantity: 2 }] } })
    expect(priced.status).toBe(200)
    expect(priced.body.totalActualAmount).toBe(53_600)

    const sent = await send(ba, [{ skuId: skuId!, quantity: 2 }], { remark: '两瓶囤货装' })
    expect(sent).toMatchObject({ status: 'draft', quotedAmount: 53_600, orderId: null, remark: '两瓶囤货装' })
    expect(sent.path).toBe(`pages/guide/order/index?code=${sent.code}`)
    expect(sent.guide.name).toBe('测试导购')
    expect(await stockOf(t, skuId!)).toBe(5)

    const customer = await shopper(t)
    const opened = await t.call(pushOrderForCustomer, { token: customer.token, params: { code: sent.code } })
    expect(opened.status).toBe(200)
    expect(opened.body.lines).toEqual([expect.objectContaining({ skuId, quantity: 2, price: 26_800 })])
    expect(await stockOf(t, skuId!)).toBe(5)

    const ordered = await buy(customer, sent)
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200)
    expect(ordered.body.totalRealPayAmount).toBe(53_600)
    expect(await stockOf(t, skuId!)).toBe(3)
    const order = await t.call(orderSimpleDetailRoute, { token: customer.token, params: { id: ordered.body.orderId } })
    expect(order.body).toMatchObject({ orderType: 'ba_push_order' })

    const started = await t.call(payment, {
      token: customer.token,
      body: { orderId: ordered.body.orderId, payType: 'h5' },
    })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    await confirmPayment(t, prepayIdOfH5Url(started.body.payment!.prepayResponse!.h5Url))
    expect(await paidSoon(t, customer, ordered.body.orderId)).toBe('wait_shipment')

    const mine = await t.call(baPushOrders, { token: ba.token, query: { status: 'ordered' } })
    expect(mine.body.content).toEqual([
      expect.objectContaining({
        id: sent.id,
        status: 'ordered',
        orderId: ordered.body.orderId,
        orderStatus: 'wait_shipment',
        orderAmount: 53_600,
      }),
    ])
  })

  it('is priced again when opened: a price that moved shows, and the order is at today’s price', async () => {
    const ba = await guide()
    const [skuId] = await makeSkus(t, [{ price: 10_000, stock: 5 }])
    const sent = await send(ba, [{ skuId: skuId!, quantity: 1 }])
    await setSku(t, skuId!, { price: 12_000, marketingPrice: 12_000 })
    const customer = await shopper(t)
    const shown = await t.call(pushOrderLocate, { token: customer.token, body: { code: sent.code } })
    expect(shown.body).toMatchObject({ priceChanged: true, cart: { totalActualAmount: 12_000 } })
    const shipped = await t.call(pushOrderLocate, {
      token: customer.token,
      body: { code: sent.code, addressId: customer.addressId },
    })
    expect((await buy(customer, sent)).body.totalRealPayAmount).toBe(shipped.body.cart.totalRealPayAmount)
  })

  it('belongs to the first customer who opens it, or only to the mobile it names; never to its own guide', async () => {
    const ba = await guide()
    const [skuId] = await makeSkus(t, [{ price: 5_000, stock: 5 }])
    const first = await shopper(t)
    const second = await shopper(t)

    const open = await send(ba, [{ skuId: skuId!, quantity: 1 }])
    expect((await t.call(pushOrderForCustomer, { token: first.token, params: { code: open.code } })).status).toBe(200)
    const taken = await t.call(pushOrderForCustomer, { token: second.token, params: { code: open.code } })
    expect(taken.status).toBe(404)
    expect(taken.body).toMatchObject({ code: 'pushOrderNotFound', message: '推单不存在或已失效' })

    const named = await send(ba, [{ skuId: skuId!, quantity: 1 }], { customerMobile: await mobileOf(second) })
    expect((await t.call(pushOrderForCustomer, { token: first.token, params: { code: named.code } })).status).toBe(404)
    expect((await t.call(pushOrderForCustomer, { token: second.token, params: { code: named.code } })).status).toBe(200)

    const self = await t.call(pushOrderForCustomer, { token: ba.token, params: { code: open.code } })
    expect(self.body).toMatchObject({ code: 'pushOrderOwnGuide', message: '导购不能购买自己推送的订单' })
  })

  it('a guide sees only their own push orders; a customer who is no guide cannot push', async () => {
    const a = await guide('导购甲')
    const b = await guide('导购乙')
    const [skuId] = await makeSkus(t, [{ price: 5_000, stock: 5 }])
    const ofA = await send(a, [{ skuId: skuId!, quantity: 1 }])

    expect((await t.call(baPushOrderDetail, { token: a.token, params: { id: ofA.id } })).status).toBe(200)
    const other = await t.call(baPushOrderDetail, { token: b.token, params: { id: ofA.id } })
    expect(other.status).toBe(404)
    expect((await t.call(baPushOrders, { token: b.token })).body.content.map((p) => p.id)).not.toContain(ofA.id)

    const customer = await shopper(t)
    const refused = await t.call(baSubmit, {
      token: customer.token,
      body: { items: [{ skuId: skuId!, quantity: 1 }], requestId: key() },
    })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: 'guideOnly', message: '仅导购可以使用此功能' })
    expect((await t.call(baPushOrders, { token: customer.token })).status).toBe(403)
  })

  it('a retried send answers the same push order; the same requestId with other goods is refused', async () => {
    const ba = await guide()
    const [skuId] = await makeSkus(t, [{ price: 5_000, stock: 5 }])
    const body = { items: [{ skuId: skuId!, quantity: 1 }], requestId: key() }
    const [one, two] = await Promise.all([
      t.call(baSubmit, { token: ba.token, body }),
      t.call(baSubmit, { token: ba.token, body }),
    ])
    expect(one.body.id).toBe(two.body.id)
    const reused = await t.call(baSubmit, {
      token: ba.token,
      body: { ...body, items: [{ skuId: skuId!, quantity: 2 }] },
    })
    expect(reused.body).toMatchObject({ code: 'pushOrderRequestReused' })
  })

  it('becomes one order: concurrent submits with different keys order once and take the stock once', async () => {
    const ba = await guide()
    const [skuId] = await makeSkus(t, [{ price: 5_000, stock: 50 }])
    const sent = await send(ba, [{ skuId: skuId!, quantity: 1 }])
    const customer = await shopper(t)
    const shown = await t.call(pushOrderLocate, {
      token: customer.token,
      body: { code: sent.code, addressId: customer.addressId },
    })
    const keys = Array.from({ length: 12 }, () => key())
    const submit = (idempotencyKey: string) =>
      t.call(pushOrderSubmit, {
        token: customer.token,
        body: { code: sent.code, addressId: customer.addressId, idempotencyKey, quote: shown.body.cart.quote },
      })
    const results = await Promise.all(keys.map(submit))
    const ok = results.filter((r) => r.status === 200)
    expect(ok).toHaveLength(1)
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.code === 'pushOrderUsed')).toBe(true)
    expect(await stockOf(t, skuId!)).toBe(49)

    // The retry of the winning submit answers its order; a new submit is refused.
    const winnerKey = keys[results.indexOf(ok[0]!)]!
    expect((await submit(winnerKey)).body.orderId).toBe(ok[0]!.body.orderId)
    expect((await submit(key())).body).toMatchObject({ code: 'pushOrderUsed' })
  })

  it('expires after its days: the customer is told, and it can no longer be ordered', async () => {
    const ba = await guide()
    const [skuId] = await makeSkus(t, [{ price: 5_000, stock: 5 }])
    const sent = await send(ba, [{ skuId: skuId!, quantity: 1 }])
    const start = t.clock.now()
    t.clock.set(new Date(start.getTime() + 8 * 86_400_000))
    try {
      const customer = await shopper(t)
      const again = (await t.loginCustomer(ba.mobile)).jwtString
      const late = await t.call(pushOrderForCustomer, { token: customer.token, params: { code: sent.code } })
      expect(late.body).toMatchObject({ code: 'pushOrderExpired', message: '推单已过期，请联系导购重新推送' })
      expect((await t.call(baPushOrders, { token: again, query: { status: 'expired' } })).body.content).toEqual([
        expect.objectContaining({ id: sent.id, status: 'expired' }),
      ])
    } finally {
      t.clock.set(start)
    }
  })

  it('ba_behavior/append records what a guide did, once per requestId, only with their own push orders', async () => {
    const ba = await guide()
    const other = await guide()
    const [skuId] = await makeSkus(t, [{ price: 5_000, stock: 5 }])
    const sent = await send(ba, [{ skuId: skuId!, quantity: 1 }])
    const body = { action: 'push_order', pushOrderId: sent.id, customerMobile: '13800138000', requestId: key() }
    const one = await t.call(baBehaviorAppend, { token: ba.token, body })
    expect(one.status).toBe(200)
    expect((await t.call(baBehaviorAppend, { token: ba.token, body })).body.id).toBe(one.body.id)
    const foreign = await t.call(baBehaviorAppend, { token: other.token, body: { ...body, requestId: key() } })
    expect(foreign.status).toBe(404)
    const bad = await t.call(baBehaviorAppend, { token: ba.token, body: { ...body, action: 'dance' } })
    expect(bad.status).toBe(400)
  })
})

/** A shopper who applied as a recommender and was approved in the console. */
async function distributor(): Promise<Shopper> {
  const who = await shopper(t)
  const applied = await t.call(distributorApply, {
    token: who.token,
    body: { realName: '推单推荐官', mobile: randomMobile(), agree: true },
  })
  await t.call(merchantDecideDistributor, { token: owner, params: { id: applied.body.id }, body: { approve: true } })
  return who
}

describe('a distributor’s push order (distribution_order)', () => {
  it('is the same push order: sent, opened, ordered as distribution_order and paid, with the commission to the sender', async () => {
    const d = await distributor()
    const [skuId] = await makeSkus(t, [{ price: 20_000, stock: 5 }])
    const items = [{ skuId: skuId!, quantity: 1 }]
    const priced = await t.call(distributionCartLocate, { token: d.token, body: { items } })
    expect(priced.body.totalActualAmount).toBe(20_000)
    const answer = await t.call(distributionCartSubmit, { token: d.token, body: { items, requestId: key() } })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const sent = answer.body
    expect(sent).toMatchObject({ kind: 'distribution_order', status: 'draft', guide: { name: '推单推荐官' } })
    expect(sent.path).toBe(`pages/distributor/pushDetail/index?code=${sent.code}`)

    // Only approved distributors send; a guide's calls do not see it; the sender cannot buy it.
    const someone = await shopper(t)
    const refused = await t.call(distributionCartSubmit, { token: someone.token, body: { items, requestId: key() } })
    expect(refused.body).toMatchObject({ code: 'distributorNotActive' })
    const own = await t.call(pushOrderForCustomer, { token: d.token, params: { code: sent.code } })
    expect(own.body).toMatchObject({ code: 'pushOrderOwnDistributor' })

    const customer = await shopper(t)
    const opened = await t.call(pushOrderForCustomer, { token: customer.token, params: { code: sent.code } })
    expect(opened.body).toMatchObject({ kind: 'distribution_order', status: 'draft' })
    const asGuides = await t.call(pushOrderLocate, { token: customer.token, body: { code: sent.code } })
    expect(asGuides.body).toMatchObject({ code: 'pushOrderNotFound' })
    const shown = await t.call(distributionOrderLocate, {
      token: customer.token,
      body: { code: sent.code, addressId: customer.addressId },
    })
    expect(shown.body.priceChanged).toBe(false)
    const ordered = await t.call(distributionOrderSubmit, {
      token: customer.token,
      body: { code: sent.code, addressId: customer.addressId, idempotencyKey: key(), quote: shown.body.cart.quote },
    })
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200)
    const order = await t.call(orderSimpleDetailRoute, { token: customer.token, params: { id: ordered.body.orderId } })
    expect(order.body).toMatchObject({ orderType: 'distribution_order' })
    await pay(t, customer, ordered.body.orderId)

    // Attributed to the sender (5% by default), though the customer was never bound to them.
    expect((await t.call(distributorCommission, { token: d.token })).body).toMatchObject({ frozen: 1_000 })
    const mine = await t.call(distributorPushOrders, { token: d.token, query: { status: 'ordered' } })
    expect(mine.body.content.map((p) => p.id)).toEqual([sent.id])
    const other = await distributor()
    const theirs = await t.call(distributorPushOrderDetail, { token: other.token, params: { id: sent.id } })
    expect(theirs.body).toMatchObject({ code: 'pushOrderNotFound' })
  })
})

describe('a guide’s figures', () => {
  it('count what the customer kept: a refund takes its money off the paid amount', async () => {
    const mobile = randomMobile()
    const wecom = `R${Date.now()}`
    await t.call(merchantCreateGuide, {
      token: owner,
      body: { name: '退款导购', mobile, active: true, outletId: null, wecomUserId: wecom },
    })
    const ba = { token: (await t.loginCustomer(mobile)).jwtString }
    const [a, b] = await makeSkus(t, [
      { price: 10_000, stock: 5 },
      { price: 3_000, stock: 5 },
    ])
    const customer = await shopper(t)
    const sent = await send(ba, [
      { skuId: a!, quantity: 1 },
      { skuId: b!, quantity: 1 },
    ])
    const ordered = await buy(customer, sent)
    await pay(t, customer, ordered.body.orderId)
    const staff = await t.loginStaff(wecom)
    const before = (await t.call(counterGuideFigures, { token: staff })).body.today
    expect(before).toMatchObject({ ordered: 1, paid: 1 })

    const detail = await t.call(orderDetailRoute, { token: customer.token, params: { id: ordered.body.orderId } })
    const lineB = detail.body.lines.find((l) => l.skuId === b)!
    const refund = await t.call(refundSubmit, {
      token: customer.token,
      body: {
        orderId: ordered.body.orderId,
        type: 'REFUND_ONLY',
        lines: [{ lineId: lineB.lineId, quantity: 1 }],
        reason: 'no_longer_needed',
      },
    })
    expect(refund.status, JSON.stringify(refund.body)).toBe(200)
    await t.call(merchantApproveRefund, { token: await merchantToken(t), params: { refundId: refund.body.refundId } })
    for (let i = 0; i < 300 && (await refundRow(t, refund.body.refundId)).status === 'refunding'; i++)
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await refundRow(t, refund.body.refundId)).status).toBe('refunded')
    const after = (await t.call(counterGuideFigures, { token: staff })).body.today
    expect(after).toMatchObject({ ordered: 1, paid: 1, paidAmount: before.paidAmount - 3_000 })
  })
})
