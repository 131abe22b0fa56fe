import { afterAll, describe, expect, it } from 'vitest'
import {
  flashSaleSlots,
  merchantCreateFlashSale,
  merchantFlashSales,
  merchantUpdateFlashSale,
  messageList,
  orderCancel,
  payment,
  saveSubscription,
  secKillLocate,
  subscribeRemindIsSubscribe,
  subscribeRemindSave,
} from '@shop/contracts'
import { key, makeSkus, orderLinesOf, shopper } from '../../test/checkout.fixtures'
import { allotmentUsed, heldBySale, makeFlashSale, secKill } from '../../test/flash-sale.fixtures'
import {
  confirmPayment,
  eventTypes,
  miniProgramShopper,
  notify,
  openIdOf,
  orderRow,
  paymentsOf,
  prepayIdOfH5Url,
  sandboxTrade,
  transactionNotification,
  updateOrder,
} from '../../test/payment.fixtures'
import { createTestApp } from '../../test/harness'
import { SANDBOX_SUBSCRIBE_TEMPLATES } from '../platform/config'

const t = await createTestApp()
afterAll(() => t.close())

const MINUTE = 60_000

describe('sec_kill: one flash-sale line at the activity price', () => {
  it('places a sec_kill order at the activity price with the sale’s shorter pay window', async () => {
    const sale = await makeFlashSale(t, { price: 8_900, activityPrice: 5_900, inventory: 10, payMinutes: 3 })
    const me = await shopper(t)
    const shown = await t.call(secKillLocate, { token: me.token, body: { ...sale, quantity: 1 } })
    expect(shown.status, JSON.stringify(shown.body)).toBe(200)
    expect(shown.body.totalRealPayAmount).toBeGreaterThanOrEqual(5_900)

    const placed = await secKill(t, me, sale)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const order = await orderRow(t, placed.body.orderId)
    expect(order.orderType).toBe('sec_kill')
    expect(order.payDeadline.getTime() - order.createdAt.getTime()).toBe(3 * MINUTE)
    expect((await orderLinesOf(t, order.id)).map((line) => [line.skuId, line.quantity, line.price])).toEqual([
      [sale.skuId, 1, 5_900],
    ])
    expect(await allotmentUsed(t, sale.activityId, sale.skuId)).toBe(1)
    expect(await heldBySale(t, sale.activityId)).toEqual(new Map([[me.customerId, 1]]))
    expect(await t.app.flashGate.left(sale.activityId, sale.skuId)).toBe(9)
  })

  it('counts the limit in units, and a cancelled order gives its units back', async () => {
    const sale = await makeFlashSale(t, { inventory: 10, limit: 2 })
    const me = await shopper(t)
    const first = await secKill(t, me, sale, { quantity: 2 })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const more = await secKill(t, me, sale, { quantity: 1 })
    expect([more.status, more.body.code, more.body.message]).toEqual([
      409,
      'flashSaleLimitExceeded',
      '超出秒杀限购数量',
    ])

    const cancelled = await t.call(orderCancel, { token: me.token, params: { id: first.body.orderId } })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect(await allotmentUsed(t, sale.activityId, sale.skuId)).toBe(0)
    expect(await heldBySale(t, sale.activityId)).toEqual(new Map())
    expect(await t.app.flashGate.left(sale.activityId, sale.skuId)).toBe(10)
    const again = await secKill(t, me, sale, { quantity: 2 })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
  })

  it('closes an unpaid order at its deadline and sells the unit again', async () => {
    const sale = await makeFlashSale(t, { inventory: 1, payMinutes: 2 })
    const [first, second] = [await shopper(t), await shopper(t)]
    const placed = await secKill(t, first, sale)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const late = await secKill(t, second, sale)
    expect([late.status, late.body.code, late.body.message]).toEqual([409, 'flashSaleSoldOut', '已抢光'])

    t.clock.advance(2 * MINUTE - 1)
    await t.app.sweeps.closeUnpaid()
    expect((await orderRow(t, placed.body.orderId)).status).toBe('wait_pay')
    t.clock.advance(1)
    await t.app.sweeps.closeUnpaid()
    expect((await orderRow(t, placed.body.orderId)).status).toBe('cancelled')
    expect(await heldBySale(t, sale.activityId)).toEqual(new Map())
    const resold = await secKill(t, second, sale)
    expect(resold.status, JSON.stringify(resold.body)).toBe(200)
  })

  it('closes an unpaid order by its job at the deadline', async () => {
    const sale = await makeFlashSale(t, { inventory: 1, payMinutes: 2 })
    const me = await shopper(t)
    const placed = await secKill(t, me, sale)
    t.clock.advance(2 * MINUTE)
    await t.app.jobs.runDue()
    expect((await orderRow(t, placed.body.orderId)).status).toBe('cancelled')
    expect(await heldBySale(t, sale.activityId)).toEqual(new Map())
    expect(await t.app.flashGate.left(sale.activityId, sale.skuId)).toBe(1)
  })

  it('refunds by itself, once, a payment that arrives after the order closed', async () => {
    const sale = await makeFlashSale(t, { inventory: 3, payMinutes: 2 })
    const me = await shopper(t)
    const placed = await secKill(t, me, sale)
    const started = await t.call(payment, { token: me.token, body: { orderId: placed.body.orderId, payType: 'h5' } })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const [attempt] = await paymentsOf(t, placed.body.orderId)
    // The close won a race with the payer: the order is closed here while WeChat Pay takes the money.
    await updateOrder(t, placed.body.orderId, { status: 'cancelled', closeReason: 'pay_timeout' })
    await confirmPayment(t, prepayIdOfH5Url(started.body.payment!.prepayResponse!.h5Url))
    const late = () => eventTypes(t, placed.body.orderId)
    await expect.poll(late).toContain('late_payment')

    await t.app.jobs.runDue()
    expect((await sandboxTrade(t, attempt!.outTradeNo)).tradeState).toBe('REFUND')
    // WeChat Pay tells again: the job runs again and asks for the same refund; the order says it once.
    await notify(t, transactionNotification(t, { outTradeNo: attempt!.outTradeNo, amount: attempt!.amount }))
    await t.app.jobs.runDue()
    expect((await late()).filter((type) => type.startsWith('late_payment'))).toEqual([
      'late_payment',
      'late_payment_refunded',
      'late_payment',
    ])
    expect((await orderRow(t, placed.body.orderId)).status).toBe('cancelled')
  })

  it('answers a retried submit with its order, once', async () => {
    const sale = await makeFlashSale(t, { inventory: 5, limit: 1 })
    const me = await shopper(t)
    const idempotencyKey = key()
    const shown = await t.call(secKillLocate, { token: me.token, body: { ...sale, quantity: 1 } })
    const answers = await Promise.all(
      [0, 1, 2].map(() => secKill(t, me, sale, { idempotencyKey, quote: shown.body.quote })),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1)
    const retried = await secKill(t, me, sale, { idempotencyKey, quote: shown.body.quote })
    expect(retried.body.orderId).toBe(answers[0]!.body.orderId)
    expect(await allotmentUsed(t, sale.activityId, sale.skuId)).toBe(1)
    await t.app.sweeps.flashSaleGate()
    expect(await t.app.flashGate.left(sale.activityId, sale.skuId)).toBe(4)
  })

  it('refuses a sale not running, a SKU outside it and an unknown sale, in Chinese', async () => {
    const coming = await makeFlashSale(t, { inventory: 5, start: 10 * MINUTE })
    const me = await shopper(t)
    const early = await t.call(secKillLocate, { token: me.token, body: { ...coming, quantity: 1 } })
    expect([early.status, early.body.code, early.body.message]).toEqual([
      409,
      'flashSaleNotRunning',
      '秒杀活动未开始或已结束',
    ])
    const [other] = await makeSkus(t, [{ price: 1_000, stock: 5 }])
    const outside = await t.call(secKillLocate, {
      token: me.token,
      body: { activityId: coming.activityId, skuId: other!, quantity: 1 },
    })
    expect([outside.status, outside.body.code]).toEqual([404, 'flashSaleSkuNotFound'])
    const unknown = await t.call(secKillLocate, {
      token: me.token,
      body: { activityId: 999_999, skuId: other!, quantity: 1 },
    })
    expect([unknown.status, unknown.body.code]).toEqual([404, 'flashSaleNotFound'])
  })

  it('lists the slots with their goods, progress and the shopper’s reminder', async () => {
    const live = await makeFlashSale(t, { inventory: 4 })
    const coming = await makeFlashSale(t, { inventory: 4, start: 30 * MINUTE, end: 90 * MINUTE })
    const me = await shopper(t)
    await secKill(t, me, live)
    await t.call(subscribeRemindSave, { token: me.token, body: { activityId: coming.activityId } })
    const page = await t.call(flashSaleSlots, { token: me.token })
    expect(page.status, JSON.stringify(page.body)).toBe(200)
    const slotOf = (activityId: number) => page.body.slots.find((slot) => slot.activityId === activityId)!
    expect(slotOf(live.activityId)).toMatchObject({ status: 2, label: '抢购中', bought: 1, isSubscribe: false })
    expect(slotOf(live.activityId).goods).toEqual([
      expect.objectContaining({
        skuId: live.skuId,
        activityPrice: 5_900,
        inventory: 4,
        useInventory: 1,
        progress: 25,
        soldOut: false,
      }),
    ])
    expect(slotOf(coming.activityId)).toMatchObject({ status: 1, label: '即将开始', isSubscribe: true })
    const anonymous = await t.call(flashSaleSlots)
    expect(anonymous.status).toBe(200)
  })
})

describe('reminders before a sale starts', () => {
  it('sends one in-site message per reminder, and a subscribe message where accepted, within the lead time, once', async () => {
    const coming = await makeFlashSale(t, { inventory: 4, start: 10 * MINUTE })
    const me = await shopper(t)
    // A mini-program shopper accepts the template at the tap (askToSubscribe): WeChat delivers the reminder too.
    const fan = await miniProgramShopper(t, 'flash-fan')
    const accepted = await t.call(saveSubscription, {
      token: fan.token,
      body: { results: { [SANDBOX_SUBSCRIBE_TEMPLATES.activity_starting]: 'accept' } },
    })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    await t.call(subscribeRemindSave, { token: fan.token, body: { activityId: coming.activityId } })
    const saved = await t.call(subscribeRemindSave, { token: me.token, body: { activityId: coming.activityId } })
    expect(saved.body).toEqual({ isSubscribe: true })
    await t.call(subscribeRemindSave, { token: me.token, body: { activityId: coming.activityId } })
    const asked = await t.call(subscribeRemindIsSubscribe, {
      token: me.token,
      query: { activityId: String(coming.activityId) },
    })
    expect(asked.body).toEqual({ isSubscribe: true })

    expect(await t.app.sweeps.flashSaleReminders()).toBe(0)
    t.clock.advance(6 * MINUTE)
    // The sale's reminder job and the sweep behind it: the message goes once.
    await Promise.all([t.app.jobs.runDue(), t.app.sweeps.flashSaleReminders()])
    expect(await t.app.sweeps.flashSaleReminders()).toBe(0)
    const inbox = await t.call(messageList, { token: me.token, query: { page: '0', size: '10' } })
    expect(inbox.body.content.filter((m) => m.kind === 'flash_sale_remind')).toEqual([
      expect.objectContaining({ title: '秒杀即将开始', link: `/pages/seckill/index?activityId=${coming.activityId}` }),
    ])
    expect(await t.app.sweeps.subscribeMessages()).toBe(1)
    const delivered = await t.inject({
      method: 'GET',
      url: `/sandbox/wechat/control/subscribe-messages?openid=${await openIdOf(t, fan.customerId)}`,
    })
    expect(delivered.json().list).toEqual([
      expect.objectContaining({
        templateId: SANDBOX_SUBSCRIBE_TEMPLATES.activity_starting,
        page: `pages/seckill/index?activityId=${coming.activityId}`,
      }),
    ])

    t.clock.advance(5 * MINUTE)
    const tooLate = await t.call(subscribeRemindSave, { token: me.token, body: { activityId: coming.activityId } })
    expect([tooLate.status, tooLate.body.code]).toEqual([409, 'flashSaleRemindClosed'])
  })
})

describe('the demo flash sales', () => {
  it('has one running and one to come, the cushion’s shade sold out', async () => {
    const page = await t.call(flashSaleSlots)
    const demo = page.body.slots.find((slot) => slot.activityCode === 'SECKILL-DEMO')!
    const next = page.body.slots.find((slot) => slot.activityCode === 'SECKILL-NEXT')!
    expect(demo).toMatchObject({ status: 2, label: '抢购中' })
    expect(next).toMatchObject({ status: 1, label: '即将开始', time: '20:00', day: '明天', limitPerCustomer: 1 })
    expect(next.goods).toHaveLength(3)
    expect(next.goods.every((goods) => goods.activityPrice < goods.price && goods.useInventory === 0)).toBe(true)
    expect(demo.goods.filter((goods) => goods.soldOut).map((goods) => goods.goodsName)).toHaveLength(1)
  })
})

describe('the console’s flash sales', () => {
  it('creates a sale, lists its live sold count, and refuses overlaps, prices and cuts below what is sold', async () => {
    const owner = await t.loginConsole()
    const [skuA, skuB] = await makeSkus(t, [
      { price: 10_000, stock: 50 },
      { price: 8_000, stock: 50 },
    ])
    const now = t.clock.now().getTime()
    const body = {
      name: '周末秒杀',
      startTime: new Date(now - MINUTE).toISOString(),
      endTime: new Date(now + 60 * MINUTE).toISOString(),
      limitPerCustomer: 2,
      payMinutes: 5,
      skus: [{ skuId: skuA!, activityPrice: 6_900, inventory: 10 }],
    }
    const made = await t.call(merchantCreateFlashSale, { token: owner, body })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const sale = { activityId: made.body.activityId, skuId: skuA! }
    const me = await shopper(t)
    expect((await secKill(t, me, sale, { quantity: 2 })).status).toBe(200)

    const listed = await t.call(merchantFlashSales, { token: owner, query: { page: '0', size: '50', status: '2' } })
    expect(listed.body.content.find((s) => s.activityId === sale.activityId)).toMatchObject({
      name: '周末秒杀',
      sold: 2,
      inventory: 10,
      skus: [expect.objectContaining({ skuId: skuA, sold: 2, activityPrice: 6_900 })],
    })

    const overlap = await t.call(merchantCreateFlashSale, {
      token: owner,
      body: {
        ...body,
        startTime: new Date(now + 30 * MINUTE).toISOString(),
        endTime: new Date(now + 90 * MINUTE).toISOString(),
      },
    })
    expect([overlap.status, overlap.body.code, overlap.body.message]).toEqual([
      409,
      'flashSaleOverlap',
      '该商品已参加时间重叠的其他秒杀活动',
    ])
    const after = await t.call(merchantCreateFlashSale, {
      token: owner,
      body: { ...body, startTime: body.endTime, endTime: new Date(now + 120 * MINUTE).toISOString() },
    })
    expect(after.status, JSON.stringify(after.body)).toBe(200)
    const dear = await t.call(merchantCreateFlashSale, {
      token: owner,
      body: { ...body, skus: [{ skuId: skuB!, activityPrice: 8_000, inventory: 5 }] },
    })
    expect([dear.status, dear.body.code]).toEqual([400, 'flashSalePriceNotLower'])
    const backwards = await t.call(merchantCreateFlashSale, {
      token: owner,
      body: { ...body, endTime: body.startTime },
    })
    expect([backwards.status, backwards.body.code]).toEqual([400, 'validationFailed'])

    const cut = await t.call(merchantUpdateFlashSale, {
      token: owner,
      params: { activityId: sale.activityId },
      body: { ...body, skus: [{ skuId: skuA!, activityPrice: 6_900, inventory: 1 }] },
    })
    expect([cut.status, cut.body.code]).toEqual([409, 'flashSaleSoldKept'])
    const more = await t.call(merchantUpdateFlashSale, {
      token: owner,
      params: { activityId: sale.activityId },
      body: { ...body, skus: [{ skuId: skuA!, activityPrice: 5_900, inventory: 20 }] },
    })
    expect(more.status, JSON.stringify(more.body)).toBe(200)
    expect(await t.app.flashGate.left(sale.activityId, skuA!)).toBe(18)
    const shown = await t.call(secKillLocate, { token: me.token, body: { ...sale, quantity: 1 } })
    expect(shown.body.goods[0]).toMatchObject({ activityPrice: 5_900 })
  })
})
