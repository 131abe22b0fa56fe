import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  merchantCreatePresale,
  merchantPresaleOrders,
  merchantPresales,
  merchantShip,
  merchantUpdatePresale,
  orderDetailRoute,
  presaleBalance,
  presaleDetail,
  presaleList,
  presaleLocate,
  presaleMine,
  presaleSubmit,
  type BodyOf,
} from '@shop/contracts'
import { createTestApp } from './harness'
import { key, makeSkus, shopper, stockOf, type Shopper } from './checkout.fixtures'
import { merchantToken, orderOf, pay, refundsOfOrder, waybill } from './after-sale.fixtures'
import { presaleOrders, presales } from '../src/modules/presales/presales.tables'
import { innerMessages } from '../src/modules/messages/messages.tables'

const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** A console token signed now (the tests move the clock by days: an older one has expired). */
const owner = () => t.loginConsole()
let skuId: number

/** A deposit pre-sale selling now: ¥20 counts ¥50 against ¥299; balance in 2–3 days; ships from day 4. */
const depositInput = (
  extra: Partial<BodyOf<typeof merchantCreatePresale>> = {},
): BodyOf<typeof merchantCreatePresale> => {
  const now = t.clock.now().getTime()
  const at = (ms: number) => new Date(now + ms).toISOString()
  return {
    name: '澜肌精华预售',
    skuId,
    mode: 'deposit',
    price: 29_900,
    deposit: 2_000,
    depositValue: 5_000,
    startsAt: at(-HOUR),
    endsAt: at(DAY),
    balanceStartsAt: at(2 * DAY),
    balanceEndsAt: at(3 * DAY),
    shipFrom: at(4 * DAY),
    unpaidRule: 'refund',
    stock: 50,
    limitPerCustomer: 2,
    onSale: true,
    ...extra,
  }
}

async function define(extra: Partial<BodyOf<typeof merchantCreatePresale>> = {}): Promise<number> {
  const created = await t.call(merchantCreatePresale, { token: await owner(), body: depositInput(extra) })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return created.body.id
}

async function order(who: Shopper, presaleId: number, quantity = 1) {
  const shown = await t.call(presaleLocate, { token: who.token, body: { presaleId, quantity } })
  expect(shown.status, JSON.stringify(shown.body)).toBe(200)
  return t.call(presaleSubmit, {
    token: who.token,
    body: { presaleId, quantity, addressId: who.addressId, idempotencyKey: key(), quote: shown.body.quote },
  })
}

async function paidDeposit(who: Shopper, presaleId: number, quantity = 1): Promise<number> {
  const submitted = await order(who, presaleId, quantity)
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
  await pay(t, who, submitted.body.orderId)
  return submitted.body.orderId
}

const rowOf = async (orderId: number) =>
  (await db.select().from(presaleOrders).where(eq(presaleOrders.orderId, orderId)))[0]!
const soldOf = async (presaleId: number) =>
  (await db.select().from(presales).where(eq(presales.id, presaleId)))[0]!.sold

beforeAll(async () => {
  ;[skuId] = (await makeSkus(t, [{ price: 32_900, stock: 1000 }])) as [number]
})

describe('pre-sales: the console', () => {
  it('defines a pre-sale; terms that break a rule are refused with the reason', async () => {
    const id = await define()
    const listed = await t.call(merchantPresales, { token: await owner() })
    expect(listed.body.find((p) => p.id === id)).toMatchObject({ sold: 0, phaseLabel: '进行中', mode: 'deposit' })
    const tooBig = await t.call(merchantCreatePresale, {
      token: await owner(),
      body: depositInput({ deposit: 7_000, depositValue: 9_000 }),
    })
    expect(tooBig.status).toBe(400)
    expect(tooBig.body).toMatchObject({ code: 'presaleTermsInvalid', details: { problem: '定金不能超过预售价的20%' } })
    const badTimes = await t.call(merchantCreatePresale, {
      token: await owner(),
      body: depositInput({ balanceStartsAt: depositInput().startsAt }),
    })
    expect(badTimes.body).toMatchObject({ code: 'presaleTermsInvalid' })
    const bad = await t.call(merchantCreatePresale, { token: await owner(), body: { ...depositInput(), price: -1 } })
    expect(bad.status).toBe(400)
    const shop = await t.call(presaleDetail, { query: { presaleId: id } })
    expect(shop.body).toMatchObject({ deposit: 2_000, depositValue: 5_000, total: 26_900, phase: 'selling', left: 50 })
    expect((await t.call(presaleList)).body.some((p) => p.id === id)).toBe(true)
  })
})

describe('pre-sales: deposit then balance', () => {
  it('the deposit, held for its balance; the balance in its window; the goods ship from the date', async () => {
    const presaleId = await define()
    const who = await shopper(t)
    const shown = await t.call(presaleLocate, { token: who.token, body: { presaleId, quantity: 2 } })
    expect(shown.body).toMatchObject({ totalRealPayAmount: 4_000, actualShippingPrice: 0 })
    const depositId = await paidDeposit(who, presaleId, 2)
    const deposit = await t.call(orderDetailRoute, { token: who.token, params: { id: depositId } })
    expect(deposit.body).toMatchObject({
      orderType: 'advance_sale',
      status: 'wait_shipment',
      totalRealPayAmount: 4_000,
    })
    expect(deposit.body.statusLabel).toBe('待付尾款')
    expect(await soldOf(presaleId)).toBe(2)
    const merchant = await merchantToken(t)
    const ship = () =>
      t.call(merchantShip, {
        token: merchant,
        params: { orderId: depositId },
        body: { shipments: [{ carrierCode: 'yuantong', waybillNo: waybill() }] },
      })
    expect((await ship()).body).toMatchObject({ code: 'presaleNotShippable' })
    // Before its window the balance cannot be paid.
    const early = await t.call(presaleBalance, { token: who.token, body: { orderId: depositId } })
    expect(early.body).toMatchObject({ code: 'presaleBalanceNotOpen', message: '不在尾款支付时间内' })

    t.clock.advance(2 * DAY)
    await t.app.sweeps.presales()
    await t.app.sweeps.presales()
    const reminders = await db.select().from(innerMessages).where(eq(innerMessages.customerId, who.customerId))
    expect(reminders.filter((m) => m.title === '预售尾款开始支付')).toHaveLength(1)
    const mine = await t.call(presaleMine, { token: who.token })
    expect(mine.body[0]).toMatchObject({ orderId: depositId, paidNow: 4_000, balance: 49_800, canPayBalance: true })

    // Two taps at once: one balance order.
    const [a, b] = await Promise.all([
      t.call(presaleBalance, { token: who.token, body: { orderId: depositId } }),
      t.call(presaleBalance, { token: who.token, body: { orderId: depositId } }),
    ])
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    expect(b.body.orderId).toBe(a.body.orderId)
    expect(a.body.totalRealPayAmount).toBe(49_800)
    const stockBefore = await stockOf(t, skuId)
    await pay(t, who, a.body.orderId)
    expect(await orderOf(t, a.body.orderId)).toMatchObject({ status: 'completed' })
    expect(await orderOf(t, depositId)).toMatchObject({ status: 'wait_shipment', heldFor: 'presale' })
    // The balance took no stock of its own.
    expect(await stockOf(t, skuId)).toBe(stockBefore)
    const paidAgain = await t.call(presaleBalance, { token: who.token, body: { orderId: depositId } })
    expect(paidAgain.body).toMatchObject({ code: 'presaleNoBalance' })
    expect((await ship()).body).toMatchObject({ code: 'presaleNotShippable' })

    t.clock.advance(2 * DAY)
    await t.app.sweeps.presales()
    expect(await orderOf(t, depositId)).toMatchObject({ heldFor: null })
    expect((await ship()).status).toBe(200)
    const page = await t.call(merchantPresaleOrders, {
      token: await owner(),
      params: { presaleId },
      query: { page: 0, size: 10 },
    })
    expect(page.body.content[0]).toMatchObject({ orderId: depositId, balancePaid: true, settled: null })
  })

  it('another shopper cannot see or pay the balance of an order not theirs', async () => {
    const presaleId = await define()
    const who = await shopper(t)
    const depositId = await paidDeposit(who, presaleId)
    const stranger = await shopper(t)
    t.clock.advance(2 * DAY)
    const refused = await t.call(presaleBalance, { token: stranger.token, body: { orderId: depositId } })
    expect(refused.body).toMatchObject({ code: 'orderNotFound' })
    t.clock.advance(-2 * DAY)
  })

  it('a balance not paid in time: refunded (rule refund) or kept (rule keep), the units back once', async () => {
    const refundId = await define({ unpaidRule: 'refund' })
    const keepId = await define({ unpaidRule: 'keep' })
    const who = await shopper(t)
    const refunded = await paidDeposit(who, refundId)
    const kept = await paidDeposit(who, keepId)
    t.clock.advance(2 * DAY)
    // A balance order opened and left unpaid: closed with the window.
    const opened = await t.call(presaleBalance, { token: who.token, body: { orderId: kept } })
    expect(opened.status).toBe(200)
    const stock = await stockOf(t, skuId)
    t.clock.advance(DAY)
    await Promise.all([t.app.sweeps.presales(), t.app.sweeps.presales()])
    await t.app.sweeps.presales()

    expect(await refundsOfOrder(t, refunded)).toHaveLength(1)
    expect(await rowOf(refunded)).toMatchObject({ settled: 'refund' })
    expect(await soldOf(refundId)).toBe(0)

    expect(await orderOf(t, kept)).toMatchObject({ status: 'cancelled', closeReason: 'presale_balance_unpaid' })
    expect(await orderOf(t, opened.body.orderId)).toMatchObject({ status: 'cancelled' })
    expect(await refundsOfOrder(t, kept)).toHaveLength(0)
    expect(await rowOf(kept)).toMatchObject({ settled: 'keep' })
    expect(await soldOf(keepId)).toBe(0)
    // The kept deposit's unit is back in stock, once; the closed balance order gave none (it took none).
    expect(await stockOf(t, skuId)).toBe(stock + 1)
    const mine = await t.call(presaleMine, { token: who.token })
    expect(mine.body.find((o) => o.orderId === kept)).toMatchObject({ statusLabel: '已取消', settled: 'keep' })
  })

  it('an unpaid deposit closes at its pay deadline and gives its units back', async () => {
    const presaleId = await define()
    const who = await shopper(t)
    const submitted = await order(who, presaleId, 2)
    expect(await soldOf(presaleId)).toBe(2)
    t.clock.advance(HOUR)
    await t.app.sweeps.closeUnpaid()
    expect(await orderOf(t, submitted.body.orderId)).toMatchObject({ status: 'cancelled' })
    expect(await soldOf(presaleId)).toBe(0)
    // The limit is free again.
    expect((await order(who, presaleId, 2)).status).toBe(200)
  })
})

describe('pre-sales: full payment (pre_sale_order)', () => {
  it('the whole price now; held until the shipping date', async () => {
    const presaleId = await define({
      mode: 'full',
      price: 25_900,
      deposit: null,
      depositValue: null,
      balanceStartsAt: null,
      balanceEndsAt: null,
    })
    const who = await shopper(t)
    const orderId = await paidDeposit(who, presaleId)
    expect(await orderOf(t, orderId)).toMatchObject({
      orderType: 'pre_sale_order',
      totalRealPayAmount: 25_900,
      heldFor: 'presale',
    })
    const balance = await t.call(presaleBalance, { token: who.token, body: { orderId } })
    expect(balance.body).toMatchObject({ code: 'presaleNoBalance' })
    t.clock.advance(4 * DAY)
    await t.app.sweeps.presales()
    expect(await orderOf(t, orderId)).toMatchObject({ heldFor: null })
  })
})

describe('pre-sales: limits and stock', () => {
  it('a limit per customer and a stock of its own, both checked when ordering; off sale: not found', async () => {
    const presaleId = await define({ stock: 3, limitPerCustomer: 2 })
    const who = await shopper(t)
    expect((await order(who, presaleId, 2)).status).toBe(200)
    expect((await order(who, presaleId, 1)).body).toMatchObject({ code: 'presaleLimitExceeded' })
    const other = await shopper(t)
    expect((await order(other, presaleId, 2)).body).toMatchObject({ code: 'presaleSoldOut' })
    expect((await order(other, presaleId, 1)).status).toBe(200)
    const shrink = await t.call(merchantUpdatePresale, {
      token: await owner(),
      params: { presaleId },
      body: depositInput({ stock: 2 }),
    })
    expect(shrink.body).toMatchObject({ code: 'presaleSoldKept' })
    await t.call(merchantUpdatePresale, {
      token: await owner(),
      params: { presaleId },
      body: depositInput({ onSale: false }),
    })
    const gone = await t.call(presaleLocate, { token: who.token, body: { presaleId, quantity: 1 } })
    expect(gone.body).toMatchObject({ code: 'presaleNotFound', message: '预售活动不存在或已下架' })
  })
})
