import { afterAll, describe, expect, it } from 'vitest'
import {
  helpPayDetailRoute,
  helpPayPayment,
  helpPayQueryIsPaid,
  helpPayReleaseDoublePayLock,
  helpPayShare,
  orderCancel,
  payment,
} from '@shop/contracts'
import { createTestApp } from '../../test/harness'
import { orderEventsOf, shopper, type Shopper } from '../../test/checkout.fixtures'
import {
  confirmPayment,
  miniProgramShopper,
  orderRow,
  paidSoon,
  paymentsOf,
  placeOrder,
  prepayIdOfH5Url,
} from '../../test/payment.fixtures'

const t = await createTestApp()
afterAll(() => t.close())

async function share(who: Shopper, orderId: number): Promise<string> {
  const shared = await t.call(helpPayShare, { token: who.token, params: { id: orderId } })
  expect(shared.status, JSON.stringify(shared.body)).toBe(200)
  return shared.body.code
}

const payAsFriend = (who: Shopper, code: string, payType: 'wm' | 'h5' | 'app') =>
  t.call(helpPayPayment, { token: who.token, params: { id: code }, body: { payType } })

describe('help pay: the buyer shares an unpaid order', () => {
  it('answers one unguessable code per order, and the page a friend opens', async () => {
    const buyer = await shopper(t)
    const order = await placeOrder(t, buyer)
    const first = await t.call(helpPayShare, { token: buyer.token, params: { id: order.orderId } })
    expect(first.status).toBe(200)
    expect(first.body.code).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(first.body.path).toBe(`pages/h5pay/index?helpPayCode=${first.body.code}`)
    expect(first.body.payDeadline).toBe((await orderRow(t, order.orderId)).payDeadline.toISOString())
    expect((await t.call(helpPayShare, { token: buyer.token, params: { id: order.orderId } })).body.code).toBe(
      first.body.code,
    )
    const other = await placeOrder(t, buyer)
    expect(await share(buyer, other.orderId)).not.toBe(first.body.code)
  })

  it.each([
    ['another customer’s order', 404, 'orderNotFound'],
    ['a cancelled order', 409, 'orderStatusInvalid'],
  ] as const)('is refused for %s', async (kind, status, code) => {
    const buyer = await shopper(t)
    const order = await placeOrder(t, buyer)
    let asker = buyer
    if (kind === 'another customer’s order') asker = await shopper(t)
    else expect((await t.call(orderCancel, { token: buyer.token, params: { id: order.orderId } })).status).toBe(200)
    const refused = await t.call(helpPayShare, { token: asker.token, params: { id: order.orderId } })
    expect(refused.status).toBe(status)
    expect(refused.body).toMatchObject({ code })
  })

  it('shows whoever holds the link the amount and the goods, and nothing about the buyer', async () => {
    const buyer = await shopper(t)
    const order = await placeOrder(t, buyer, { price: 7_700, stock: 5 })
    const code = await share(buyer, order.orderId)
    const seen = await t.call(helpPayDetailRoute, { params: { id: code } })
    expect(seen.status).toBe(200)
    expect(seen.body).toMatchObject({
      orderNo: order.orderNo,
      status: 'wait_pay',
      totalRealPayAmount: order.total,
      goodsNum: 1,
      payable: true,
    })
    expect(Object.keys(seen.body).sort()).toEqual([
      'goodsNum',
      'lines',
      'orderNo',
      'payDeadline',
      'payable',
      'status',
      'statusLabel',
      'totalRealPayAmount',
    ])
    expect(Object.keys(seen.body.lines[0]!).sort()).toEqual(['image', 'name', 'price', 'quantity', 'specs'])
    expect(JSON.stringify(seen.body)).not.toContain('13800138000')
  })

  it.each([
    ['a code no order has', 'AAAAAAAAAAAAAAAAAAAAAA', 404],
    ['an order id instead of a code', '42', 400],
    ['a code with a character outside base64url', 'AAAAAAAAAAAAAAAAAAAAA+', 400],
  ])('answers %s with %i on every help-pay call', async (_kind, id, status) => {
    const friend = await shopper(t)
    expect((await t.call(helpPayDetailRoute, { params: { id } })).status).toBe(status)
    expect((await payAsFriend(friend, id, 'h5')).status).toBe(status)
    expect((await t.call(helpPayQueryIsPaid, { token: friend.token, params: { id } })).status).toBe(status)
    expect((await t.call(helpPayReleaseDoublePayLock, { token: friend.token, params: { id } })).status).toBe(status)
  })

  it('needs a signed-in payer', async () => {
    const buyer = await shopper(t)
    const code = await share(buyer, (await placeOrder(t, buyer)).orderId)
    expect((await t.call(helpPayPayment, { params: { id: code }, body: { payType: 'h5' } })).status).toBe(401)
  })
})

describe('help pay: a friend pays', () => {
  it('in the mini-program with their own openid; the buyer’s order is paid once, and the timeline says who paid', async () => {
    const buyer = await miniProgramShopper(t, 'help-buyer')
    const friend = await miniProgramShopper(t, 'help-friend')
    const order = await placeOrder(t, buyer, { price: 9_900, stock: 3 })
    const code = await share(buyer, order.orderId)

    const started = await payAsFriend(friend, code, 'wm')
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect(started.body).toMatchObject({ status: 'prepaid', orderId: order.orderId, payment: { product: 'jsapi' } })
    const [attempt] = await paymentsOf(t, order.orderId)
    expect(attempt).toMatchObject({ payerId: friend.customerId, product: 'jsapi', amount: order.total })

    await confirmPayment(t, started.body.payment!.prepayId!)
    expect(await paidSoon(t, buyer, order.orderId)).toBe('wait_shipment')
    expect((await t.call(helpPayQueryIsPaid, { token: friend.token, params: { id: code } })).body).toEqual({
      paid: true,
      status: 'wait_shipment',
    })
    expect((await t.call(helpPayDetailRoute, { params: { id: code } })).body).toMatchObject({
      status: 'wait_shipment',
      payable: false,
    })
    // Paying again, as the friend or as the buyer, answers that it is paid.
    expect((await payAsFriend(friend, code, 'wm')).body).toEqual({
      status: 'paid',
      orderId: order.orderId,
      payment: null,
    })
    expect(
      (await t.call(payment, { token: buyer.token, body: { orderId: order.orderId, payType: 'wm' } })).body,
    ).toMatchObject({ status: 'paid' })
    expect(await paymentsOf(t, order.orderId)).toHaveLength(1)

    const [payEvent] = (await orderEventsOf(t, order.orderId)).filter((event) => event.type === 'pay')
    expect(payEvent).toMatchObject({ actorId: String(friend.customerId), details: { helpPay: true } })
  })

  it('in a browser: the H5 cashier sends the friend back to the result page by the code, not the order id', async () => {
    const buyer = await shopper(t)
    const friend = await shopper(t)
    const order = await placeOrder(t, buyer)
    const code = await share(buyer, order.orderId)
    const started = await payAsFriend(friend, code, 'h5')
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const h5Url = new URL(started.body.payment!.prepayResponse!.h5Url)
    expect(h5Url.searchParams.get('redirect_url')).toBe(
      `${t.config.publicBaseUrl}/pages/pay/result/index?helpPayCode=${code}`,
    )
    await confirmPayment(t, prepayIdOfH5Url(h5Url.href))
    expect(await paidSoon(t, buyer, order.orderId)).toBe('wait_shipment')
  })

  it('the double-pay lock holds across payers: one open attempt at a time, released by the one who left the sheet', async () => {
    const buyer = await shopper(t)
    const friend = await shopper(t)
    const order = await placeOrder(t, buyer)
    const code = await share(buyer, order.orderId)

    expect(
      (await t.call(payment, { token: buyer.token, body: { orderId: order.orderId, payType: 'h5' } })).status,
    ).toBe(200)
    const blocked = await payAsFriend(friend, code, 'h5')
    expect(blocked.status).toBe(409)
    expect(blocked.body).toMatchObject({ code: 'paymentInProgress' })

    // The buyer left the cashier; now the friend's attempt replaces the buyer's (closed at WeChat Pay first).
    const released = await t.call(helpPayReleaseDoublePayLock, { token: friend.token, params: { id: code } })
    expect(released.body).toEqual({ released: true, status: 'wait_pay' })
    const started = await payAsFriend(friend, code, 'h5')
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    expect((await paymentsOf(t, order.orderId)).map((p) => [p.payerId, p.status])).toEqual([
      [buyer.customerId, 'closed'],
      [friend.customerId, 'prepaid'],
    ])
  })

  it('cannot pay an order that closed meanwhile', async () => {
    const buyer = await shopper(t)
    const friend = await shopper(t)
    const order = await placeOrder(t, buyer)
    const code = await share(buyer, order.orderId)
    expect((await t.call(orderCancel, { token: buyer.token, params: { id: order.orderId } })).status).toBe(200)
    const refused = await payAsFriend(friend, code, 'h5')
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ code: 'orderStatusInvalid' })
    expect((await t.call(helpPayDetailRoute, { params: { id: code } })).body).toMatchObject({
      status: 'cancelled',
      payable: false,
    })
  })
})
