import { afterAll, describe, expect, it } from 'vitest'
import {
  orderCancel,
  orderDelete,
  orderDeliver,
  orderDetailRoute,
  orderList,
  orderStatisticCount,
  payment,
  paymentQueryIsPaid,
  pointsBalance,
  receiveCoupon,
} from '@shop/contracts'
import type { OrderStatus } from '@shop/domain'
import { createTestApp } from '../../test/harness'
import { createOrdersService } from '../modules/orders'
import { couponOf, couponTemplateId, givePoints, saleUsed, shopper, stockOf } from '../../test/checkout.fixtures'
import { buyNow, makeSkus } from '../../test/checkout.fixtures'
import { makeFlashSale, secKill } from '../../test/flash-sale.fixtures'
import {
  confirmPayment,
  eventTypes,
  notify,
  orderRow,
  paymentsOf,
  placeOrder,
  pointsRecordsOfOrder,
  prepayIdOfH5Url,
  sandboxTrade,
  transactionNotification,
  updateOrder,
} from '../../test/payment.fixtures'

const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database
const DAY = 86_400_000

/** Moves an order straight to a later status, as fulfilment would have (paid, shipped, received at `at`). */
async function setStatus(orderId: number, status: OrderStatus, at = t.clock.now()) {
  const paid = status !== 'wait_pay' && status !== 'cancelled'
  await updateOrder(t, orderId, {
    status,
    paidAt: paid ? at : null,
    shippedAt: ['wait_receive', 'wait_estimate', 'completed'].includes(status) ? at : null,
    receivedAt: ['wait_estimate', 'completed'].includes(status) ? at : null,
  })
}

describe('cancelling an unpaid order', () => {
  it('gives back stock, coupon and points once, closes the payment at WeChat Pay, and refuses a second cancel', async () => {
    const me = await shopper(t)
    await givePoints(t, me.customerId, 2_000)
    const coupon = await t.call(receiveCoupon, {
      token: me.token,
      params: { templateId: await couponTemplateId(t, 'SHOP-199-30') },
    })
    const [skuId] = await makeSkus(t, [{ price: 25_900, stock: 4 }])
    const placed = await buyNow(t, me, skuId!, 2, { couponId: coupon.body.id, usePoints: true })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const orderId = placed.body.orderId
    expect(await stockOf(t, skuId!)).toBe(2)
    expect((await couponOf(t, coupon.body.id)).status).toBe('used')
    const spentBalance = (await t.call(pointsBalance, { token: me.token })).body.balance
    expect(spentBalance).toBeLessThan(2_000)
    const started = await t.call(payment, { token: me.token, body: { orderId, payType: 'h5' } })
    expect(started.body.status).toBe('prepaid')

    const cancelled = await t.call(orderCancel, { token: me.token, params: { id: orderId } })
    expect(cancelled.body).toEqual({ orderId, status: 'cancelled', statusLabel: '已取消' })
    expect(await stockOf(t, skuId!)).toBe(4)
    expect((await couponOf(t, coupon.body.id)).status).toBe('usable')
    expect((await t.call(pointsBalance, { token: me.token })).body.balance).toBe(2_000)
    const [attempt] = await paymentsOf(t, orderId)
    expect(attempt!.status).toBe('closed')
    expect((await sandboxTrade(t, attempt!.outTradeNo)).tradeState).toBe('CLOSED')
    const row = await orderRow(t, orderId)
    expect(row).toMatchObject({ closeReason: 'cancelled_by_customer' })
    expect(row.closedAt).toEqual(t.clock.now())

    const again = await t.call(orderCancel, { token: me.token, params: { id: orderId } })
    expect(again).toMatchObject({ status: 409, body: { code: 'orderStatusInvalid' } })
    expect(await stockOf(t, skuId!)).toBe(4)
    expect((await t.call(pointsBalance, { token: me.token })).body.balance).toBe(2_000)
    expect(await eventTypes(t, orderId)).toEqual(['submit', 'pay', 'cancel_pay'])
    // The cashier of the closed attempt takes no money.
    const stale = await t.inject({
      method: 'POST',
      url: '/sandbox/wechatpay/pay/confirm',
      payload: { prepay_id: prepayIdOfH5Url(started.body.payment!.prepayResponse!.h5Url), result: 'success' },
    })
    expect(stale.json()).toMatchObject({ code: 'ORDER_CLOSED' })
  })

  it('paid at the cashier while the shopper cancels: the order ends paid once and nothing is given back', async () => {
    const me = await shopper(t)
    await givePoints(t, me.customerId, 2_000)
    const [skuId] = await makeSkus(t, [{ price: 25_900, stock: 4 }])
    const placed = await buyNow(t, me, skuId!, 2, { usePoints: true })
    const orderId = placed.body.orderId
    const balance = (await t.call(pointsBalance, { token: me.token })).body.balance
    const started = await t.call(payment, { token: me.token, body: { orderId, payType: 'h5' } })
    await confirmPayment(t, prepayIdOfH5Url(started.body.payment!.prepayResponse!.h5Url))
    const [attempt] = await paymentsOf(t, orderId)

    const [cancelled, notified] = await Promise.all([
      t.call(orderCancel, { token: me.token, params: { id: orderId } }),
      notify(t, transactionNotification(t, { outTradeNo: attempt!.outTradeNo, amount: attempt!.amount })),
    ])
    // Whichever takes the order first: the cancel finds it paid at WeChat Pay and says so, or the notification paid it.
    const outcome = cancelled.status === 200 ? cancelled.body : cancelled.body.code
    expect([{ orderId, status: 'wait_shipment', statusLabel: '待发货' }, 'orderStatusInvalid']).toContainEqual(outcome)
    expect(notified.statusCode).toBe(204)
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'wait_shipment', closeReason: null })
    expect((await paymentsOf(t, orderId)).map((p) => p.status)).toEqual(['paid'])
    expect(await stockOf(t, skuId!)).toBe(2)
    expect((await t.call(pointsBalance, { token: me.token })).body.balance).toBe(balance)
    expect(await eventTypes(t, orderId)).toEqual(['submit', 'pay', 'payed'])
  })

  it('cancelled five times at once, it gives everything back once', async () => {
    const me = await shopper(t)
    await givePoints(t, me.customerId, 1_000)
    const [skuId] = await makeSkus(t, [{ price: 9_900, stock: 3 }])
    const placed = await buyNow(t, me, skuId!, 3, { usePoints: true })
    const orderId = placed.body.orderId
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => t.call(orderCancel, { token: me.token, params: { id: orderId } })),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409])
    expect(await stockOf(t, skuId!)).toBe(3)
    expect((await t.call(pointsBalance, { token: me.token })).body.balance).toBe(1_000)
    const returns = await pointsRecordsOfOrder(t, orderId)
    expect(returns.map((r) => r.reason).sort()).toEqual(['cancel_order', 'spend_order'])
    expect((await eventTypes(t, orderId)).filter((type) => type === 'cancel_pay')).toHaveLength(1)
  })

  it('gives a flash sale its units back', async () => {
    const me = await shopper(t)
    const sale = await makeFlashSale(t, { price: 9_900, activityPrice: 5_900, stock: 10, inventory: 5 })
    const placed = await secKill(t, me, sale, { quantity: 2 })
    expect(await saleUsed(t, sale.skuId)).toBe(2)
    expect((await t.call(orderCancel, { token: me.token, params: { id: placed.body.orderId } })).status).toBe(200)
    expect(await saleUsed(t, sale.skuId)).toBe(0)
    expect(await stockOf(t, sale.skuId)).toBe(10)
  })

  it('refuses a paid order', async () => {
    const me = await shopper(t)
    const order = await placeOrder(t, me)
    await setStatus(order.orderId, 'wait_shipment')
    expect(await t.call(orderCancel, { token: me.token, params: { id: order.orderId } })).toMatchObject({
      status: 409,
      body: { code: 'orderStatusInvalid' },
    })
  })
})

describe('the unpaid-order sweep', () => {
  it('closes orders past their deadline once (swept twice, and three times at once), closing their payment first', async () => {
    const me = await shopper(t)
    const due = await placeOrder(t, me, { price: 4_900, stock: 6 }, 2)
    const started = await t.call(payment, { token: me.token, body: { orderId: due.orderId, payType: 'h5' } })
    expect(started.body.status).toBe('prepaid')
    t.clock.advance(20 * 60_000)
    const fresh = await placeOrder(t, me, { price: 4_900, stock: 6 })
    t.clock.advance(10 * 60_000 + 1)

    await t.app.sweeps.closeUnpaid()
    await t.app.sweeps.closeUnpaid()
    await Promise.all([t.app.sweeps.closeUnpaid(), t.app.sweeps.closeUnpaid(), t.app.sweeps.closeUnpaid()])

    expect(await orderRow(t, due.orderId)).toMatchObject({ status: 'cancelled', closeReason: 'pay_timeout' })
    expect(await stockOf(t, due.skuId)).toBe(6)
    expect(await eventTypes(t, due.orderId)).toEqual(['submit', 'pay', 'auto_close'])
    const [attempt] = await paymentsOf(t, due.orderId)
    expect(attempt!.status).toBe('closed')
    expect((await sandboxTrade(t, attempt!.outTradeNo)).tradeState).toBe('CLOSED')
    expect((await orderRow(t, fresh.orderId)).status).toBe('wait_pay')
    expect(await stockOf(t, fresh.skuId)).toBe(5)
    const asked = await t.call(paymentQueryIsPaid, { token: me.token, params: { orderId: due.orderId } })
    expect(asked.body).toEqual({ paid: false, status: 'cancelled' })
  })

  it.runIf(t.database.driver === 'postgres')(
    'claims with FOR UPDATE SKIP LOCKED: a second process skips the order the first holds',
    async () => {
      const me = await shopper(t)
      const first = await placeOrder(t, me)
      const second = await placeOrder(t, me)
      t.clock.advance(31 * 60_000)
      const ordersService = createOrdersService({ db, clock: t.clock })
      const claim = (tx: typeof db) =>
        ordersService.claimDue(tx, 'wait_pay', 'payDeadline', t.clock.now(), { limit: 1 })
      await db.transaction(async (holding) => {
        const [held] = await claim(holding)
        expect(held!.id).toBeLessThanOrEqual(first.orderId)
        const other = await db.transaction((tx) => claim(tx))
        expect(other[0]!.id).not.toBe(held!.id)
      })
      await t.app.sweeps.closeUnpaid()
      expect((await orderRow(t, second.orderId)).status).toBe('cancelled')
    },
  )
})

describe('receiving and completing', () => {
  it('confirms receipt (deliver) of a shipped order once', async () => {
    const me = await shopper(t)
    const order = await placeOrder(t, me)
    await setStatus(order.orderId, 'wait_receive')
    const received = await t.call(orderDeliver, { token: me.token, params: { id: order.orderId } })
    expect(received.body).toEqual({ orderId: order.orderId, status: 'wait_estimate', statusLabel: '待评价' })
    expect((await orderRow(t, order.orderId)).receivedAt).toEqual(t.clock.now())
    expect(await t.call(orderDeliver, { token: me.token, params: { id: order.orderId } })).toMatchObject({
      status: 409,
      body: { code: 'orderStatusInvalid' },
    })
    expect(await eventTypes(t, order.orderId)).toEqual(['submit', 'confirm_receipt'])
  })

  it('receives shipped orders after AUTO_RECEIVE_DAYS and completes received ones after AUTO_COMPLETE_DAYS, earning points once', async () => {
    const me = await shopper(t)
    const shipped = await placeOrder(t, me, { price: 25_990, stock: 5 })
    const shippedLater = await placeOrder(t, me)
    await setStatus(shipped.orderId, 'wait_receive')
    await setStatus(shippedLater.orderId, 'wait_receive', new Date(t.clock.now().getTime() + DAY))

    t.clock.advance(7 * DAY)
    await t.app.sweeps.autoReceive()
    await t.app.sweeps.autoReceive()
    expect((await orderRow(t, shipped.orderId)).status).toBe('wait_estimate')
    expect((await orderRow(t, shippedLater.orderId)).status).toBe('wait_receive')
    expect((await eventTypes(t, shipped.orderId)).filter((type) => type === 'auto_receive')).toHaveLength(1)

    t.clock.advance(15 * DAY - 1)
    await t.app.sweeps.autoComplete()
    expect((await orderRow(t, shipped.orderId)).status).toBe('wait_estimate')
    t.clock.advance(1)
    await Promise.all([t.app.sweeps.autoComplete(), t.app.sweeps.autoComplete()])
    const done = await orderRow(t, shipped.orderId)
    expect(done.status).toBe('completed')
    expect(done.completedAt).toEqual(t.clock.now())
    const earned = await pointsRecordsOfOrder(t, shipped.orderId)
    // 259.90 paid for the goods (shipping is not counted): 259 points.
    expect(earned.map((r) => [r.reason, r.delta])).toEqual([['earn_order', 259]])
    expect((await eventTypes(t, shipped.orderId)).slice(-2)).toEqual(['auto_receive', 'auto_complete'])
  })
})

describe('the order list', () => {
  it('filters by status in the path, newest first, paged, leaving out deleted orders', async () => {
    const me = await shopper(t)
    const placed: Record<string, number> = {}
    for (const status of [
      'wait_pay',
      'wait_shipment',
      'partially_shipped',
      'wait_receive',
      'wait_estimate',
      'completed',
      'cancelled',
      'refunded',
    ] as const) {
      const order = await placeOrder(t, me, { price: 1_000, stock: 5 })
      await setStatus(order.orderId, status)
      placed[status] = order.orderId
      t.clock.advance(1000)
    }
    const ids = async (filter: string, query: Record<string, string> = {}) => {
      const answer = await t.call(orderList, { token: me.token, params: { status: filter }, query })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return answer.body
    }
    const expected: Record<string, string[]> = {
      wait_pay: ['wait_pay'],
      wait_shipment: ['wait_shipment'],
      wait_receive: ['wait_receive', 'partially_shipped'],
      success: ['completed', 'wait_estimate'],
      wait_estimate: ['wait_estimate'],
      completed: ['completed'],
      cancelled: ['cancelled'],
      refunded: ['refunded'],
    }
    for (const [filter, statuses] of Object.entries(expected)) {
      expect(
        (await ids(filter)).content.map((card) => card.orderId),
        filter,
      ).toEqual(statuses.map((s) => placed[s]))
    }
    const all = await ids('all', { page: '1', size: '3' })
    expect(all).toMatchObject({ page: 1, size: 3, totalElements: 8, totalPages: 3 })
    expect(all.content.map((card) => card.orderId)).toEqual([
      placed.wait_estimate,
      placed.wait_receive,
      placed.partially_shipped,
    ])

    const card = (await ids('wait_pay')).content[0]!
    expect(card).toMatchObject({
      orderType: 'normal',
      orderTypeLabel: '普通订单',
      status: 'wait_pay',
      statusLabel: '待付款',
      goodsNum: 1,
      actions: [
        { action: 'pay', label: '去支付' },
        { action: 'cancel', label: '取消订单' },
      ],
    })
    expect(card.lines).toEqual([
      expect.objectContaining({
        quantity: 1,
        price: 1_000,
        specs: '标准装',
        name: expect.stringMatching(/^测试商品\d+$/),
      }),
    ])

    expect((await t.call(orderDelete, { token: me.token, params: { id: placed.cancelled! } })).body).toEqual({
      success: true,
    })
    expect((await ids('cancelled')).content).toEqual([])
    expect((await ids('all')).totalElements).toBe(7)
    expect((await t.call(orderStatisticCount, { token: me.token })).body.cancelled).toBe(0)
    expect(await t.call(orderDelete, { token: me.token, params: { id: placed.wait_shipment! } })).toMatchObject({
      status: 409,
      body: { code: 'orderStatusInvalid' },
    })

    for (const bad of [
      { status: 'paid' },
      { status: 'all', query: { size: '0' } },
      { status: 'all', query: { page: '-1' } },
    ]) {
      const answer = await t.call(orderList, {
        token: me.token,
        params: { status: bad.status },
        query: bad.query ?? {},
      })
      expect(answer.status, JSON.stringify(bad)).toBe(400)
    }
  })
})

describe('the order detail', () => {
  it('shows lines, address, amounts, the price breakdown, the timeline, the pay deadline and the actions', async () => {
    const me = await shopper(t)
    const order = await placeOrder(t, me, { price: 8_000, stock: 5, marketingPrice: 9_900 }, 2)
    await t.call(payment, { token: me.token, body: { orderId: order.orderId, payType: 'h5' } })
    const detail = await t.call(orderDetailRoute, { token: me.token, params: { id: order.orderId } })
    expect(detail.status, JSON.stringify(detail.body)).toBe(200)
    const row = await orderRow(t, order.orderId)
    expect(detail.body).toMatchObject({
      orderId: order.orderId,
      orderNo: order.orderNo,
      status: 'wait_pay',
      statusLabel: '待付款',
      orderTypeLabel: '普通订单',
      address: { name: '林小澜', mobile: '13800138000', province: '上海市', detail: '南京西路1266号' },
      totalOriginAmount: 16_000,
      totalRealPayAmount: row.totalRealPayAmount,
      actualShippingPrice: row.actualShippingPrice,
      goodsNum: 2,
      payDeadline: row.payDeadline.toISOString(),
      serverTime: t.clock.now().toISOString(),
      paidAt: null,
      shipments: [],
      invoiceRequested: false,
      refundInProgress: false,
      fullyRefunded: false,
      actions: [
        { action: 'pay', label: '去支付' },
        { action: 'cancel', label: '取消订单' },
      ],
    })
    expect(detail.body.priceExtend).toEqual([
      { code: 'marketingPrice', label: '市场价', amount: 19_800, deducted: false },
      { code: 'originalPrice', label: '商品金额', amount: 16_000, deducted: false },
    ])
    expect(detail.body.timeline.map((entry) => [entry.type, entry.label, entry.toStatus])).toEqual([
      ['submit', '提交订单', 'wait_pay'],
      ['pay', '发起支付', null],
    ])
    expect(detail.body.lines[0]).toMatchObject({ quantity: 2, price: 8_000, marketingPrice: 9_900 })
  })
})
