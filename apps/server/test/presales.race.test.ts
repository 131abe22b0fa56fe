import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  merchantCreatePresale,
  payment,
  presaleBalance,
  presaleLocate,
  presaleSubmit,
  type BodyOf,
} from '@shop/contracts'
import { createTestApp } from './harness'
import { key, makeSkus, shopper, shoppers, stockOf, type Shopper } from './checkout.fixtures'
import { orderOf, pay } from './after-sale.fixtures'
import { notify, transactionNotification } from './payment.fixtures'
import { presaleBuyers, presaleOrders, presales } from '../src/modules/presales/presales.tables'
import { payments } from '../src/modules/payments/payments.tables'
import { orderEvents } from '../src/modules/orders/orders.tables'

/**
 * Races of the pre-sales (docs/pre-sales.md), on PGlite by default and on PostgreSQL with DATABASE_URL: the
 * pre-sale's own stock and its per-customer limit under a rush, and a balance asked for and paid twice at once.
 */
const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database

const HOUR = 3_600_000
const DAY = 24 * HOUR
let skuId: number

const input = (extra: Partial<BodyOf<typeof merchantCreatePresale>>): BodyOf<typeof merchantCreatePresale> => {
  const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString()
  return {
    name: '抢购预售',
    skuId,
    mode: 'deposit',
    price: 10_000,
    deposit: 1_000,
    depositValue: 3_000,
    startsAt: at(-HOUR),
    endsAt: at(DAY),
    balanceStartsAt: at(2 * DAY),
    balanceEndsAt: at(3 * DAY),
    shipFrom: at(4 * DAY),
    unpaidRule: 'keep',
    stock: 5,
    limitPerCustomer: 1,
    onSale: true,
    ...extra,
  }
}

async function define(extra: Partial<BodyOf<typeof merchantCreatePresale>> = {}): Promise<number> {
  const created = await t.call(merchantCreatePresale, { token: await t.loginConsole(), body: input(extra) })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return created.body.id
}

async function submit(who: Shopper, presaleId: number, quantity = 1) {
  const shown = await t.call(presaleLocate, { token: who.token, body: { presaleId, quantity } })
  if (shown.status !== 200) return shown
  return t.call(presaleSubmit, {
    token: who.token,
    body: { presaleId, quantity, addressId: who.addressId, idempotencyKey: key(), quote: shown.body.quote },
  })
}

beforeAll(async () => {
  ;[skuId] = (await makeSkus(t, [{ price: 12_000, stock: 1000 }])) as [number]
})

describe('pre-sale races', () => {
  it('a rush for the last units: exactly the stock is sold, never more; each buyer within the limit', async () => {
    const presaleId = await define({ stock: 5, limitPerCustomer: 1 })
    const crowd = await shoppers(t, 24)
    const stockBefore = await stockOf(t, skuId)
    // Every buyer asks twice at once: 48 submits for 5 units.
    const answers = await Promise.all(crowd.flatMap((who) => [submit(who, presaleId), submit(who, presaleId)]))
    const placed = answers.filter((a) => a.status === 200)
    expect(placed).toHaveLength(5)
    const codes = new Set(answers.filter((a) => a.status !== 200).map((a) => (a.body as { code: string }).code))
    expect([...codes].every((c) => ['presaleSoldOut', 'presaleLimitExceeded'].includes(c))).toBe(true)
    const [row] = await db.select().from(presales).where(eq(presales.id, presaleId))
    expect(row!.sold).toBe(5)
    const rows = await db.select().from(presaleOrders).where(eq(presaleOrders.presaleId, presaleId))
    expect(rows).toHaveLength(5)
    expect(new Set(rows.map((r) => r.customerId)).size).toBe(5)
    const held = await db.select().from(presaleBuyers).where(eq(presaleBuyers.presaleId, presaleId))
    expect(held.reduce((n, r) => n + r.bought, 0)).toBe(5)
    expect(held.every((r) => r.bought <= 1)).toBe(true)
    expect(await stockOf(t, skuId)).toBe(stockBefore - 5)
  })

  it('one buyer with a limit of 2 submitting three times at once gets 2 units', async () => {
    const presaleId = await define({ stock: 50, limitPerCustomer: 2 })
    const who = await shopper(t)
    const answers = await Promise.all([submit(who, presaleId), submit(who, presaleId), submit(who, presaleId)])
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2)
    expect(answers.find((a) => a.status !== 200)!.body).toMatchObject({ code: 'presaleLimitExceeded' })
  })

  it('the balance asked for and paid twice at once: one balance order, paid once, the deposit released once', async () => {
    const presaleId = await define({ stock: 50, limitPerCustomer: 2 })
    const who = await shopper(t)
    const deposit = await submit(who, presaleId, 2)
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200)
    const depositId = (deposit.body as { orderId: number }).orderId
    await pay(t, who, depositId)
    t.clock.advance(2 * DAY)
    const asked = await Promise.all(
      Array.from({ length: 6 }, () => t.call(presaleBalance, { token: who.token, body: { orderId: depositId } })),
    )
    expect(asked.every((a) => a.status === 200)).toBe(true)
    const ids = new Set(asked.map((a) => a.body.orderId))
    expect(ids.size).toBe(1)
    const balanceId = asked[0]!.body.orderId
    expect(asked[0]!.body.totalRealPayAmount).toBe(2 * (10_000 - 3_000))

    // WeChat Pay tells of the payment four times at once (its notices repeat): paid once.
    const started = await t.call(payment, { token: who.token, body: { orderId: balanceId, payType: 'h5' } })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const [attempt] = await db.select().from(payments).where(eq(payments.orderId, balanceId))
    const told = await Promise.all(
      [1, 2, 3, 4].map(() =>
        notify(t, transactionNotification(t, { outTradeNo: attempt!.outTradeNo, amount: 2 * (10_000 - 3_000) })),
      ),
    )
    expect(told.map((r) => r.statusCode)).toEqual([204, 204, 204, 204])
    expect(await orderOf(t, balanceId)).toMatchObject({ status: 'completed' })
    const attempts = await db.select().from(payments).where(eq(payments.orderId, balanceId))
    expect(attempts.filter((a) => a.paidAt !== null)).toHaveLength(1)
    const events = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, depositId), eq(orderEvents.type, 'presale_balance_paid')))
    expect(events).toHaveLength(1)
    expect(await orderOf(t, depositId)).toMatchObject({ status: 'wait_shipment', heldFor: 'presale' })
    // Asked again after it was paid: refused, no second balance order.
    const again = await t.call(presaleBalance, { token: who.token, body: { orderId: depositId } })
    expect(again.body).toMatchObject({ code: 'presaleNoBalance' })
  })
})
