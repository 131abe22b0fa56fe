import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { buyNowLocate, buyNowSubmit, merchantApproveRefund, orderCancel, refundSubmit } from '@shop/contracts'
import { createTestApp } from '../../test/harness'
import { givePoints, key, makeSkus, shopper, stockOf, type Shopper } from '../../test/checkout.fixtures'
import { merchantToken, paidOrderOf, refundRow } from '../../test/after-sale.fixtures'

// docs/orders.md "Lock order": the order row (and its own payment and refund rows), then the SKU rows (id order),
// then the coupon, then the points account. A refund settling while the same shopper checks out (or cancels) has to
// take them in that order too, or the two can deadlock on PostgreSQL. The race is forced, not hoped for: the test
// holds the first SKU the refund gives back, so the refund's settlement waits there while the shopper's other
// transaction runs; then the SKU is let go and both must finish. With the points account taken before the SKU rows,
// the other transaction waits for the account while holding a SKU the refund needs: PostgreSQL ends one of them
// with "deadlock detected". PGlite runs one transaction at a time: nothing to race there.
const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database
const merchant = await merchantToken(t)

/** Connections of this test's database waiting for a lock (a row lock held by another transaction). */
async function lockWaiters(): Promise<number> {
  const answer = (await db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: { n: number }[] }
  return answer.rows[0]!.n
}

/** What the app logged about deadlocks since `from` (PostgreSQL's 40P01 "deadlock detected" ends a transaction). */
const deadlocks = (from: number) =>
  t.logs
    .slice(from)
    .filter((line) => JSON.stringify(line).includes('deadlock'))
    .map((line) => JSON.stringify(line.err ?? line))

async function until(what: string, done: () => Promise<boolean>, ms = 15_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < ms;) {
    if (await done()) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/**
 * A paid order of two SKUs (paid partly with points) with a refund of all of it submitted: settling it gives back
 * stock of both SKUs, points and closes the order. Answers the SKUs (s1 < s2) and the refund.
 */
async function refundOfTwoSkus(me: Shopper) {
  const [s1, s2] = (await makeSkus(t, [
    { price: 6_000, stock: 20 },
    { price: 4_000, stock: 20 },
  ])) as [number, number]
  const order = await paidOrderOf(
    t,
    me,
    [
      { skuId: s1, quantity: 1 },
      { skuId: s2, quantity: 1 },
    ],
    { usePoints: true },
  )
  const asked = await t.call(refundSubmit, {
    token: me.token,
    body: {
      orderId: order.orderId,
      type: 'REFUND_ONLY',
      reason: 'no_longer_needed',
      lines: order.lineIds.map((lineId) => ({ lineId, quantity: 1 })),
    },
  })
  expect(asked.status, JSON.stringify(asked.body)).toBe(200)
  expect(asked.body.points).toBeGreaterThan(0)
  return { s1, s2, refundId: asked.body.refundId }
}

/** A buy-now of the SKU paid partly with points, located now and submitted when the answer is asked for. */
async function checkoutLater(me: Shopper, skuId: number) {
  const item = { skuId, quantity: 1, usePoints: true }
  const shown = await t.call(buyNowLocate, { token: me.token, body: item })
  expect(shown.status, JSON.stringify(shown.body)).toBe(200)
  expect(shown.body.totalRealPayPoints).toBeGreaterThan(0)
  return () =>
    t.call(buyNowSubmit, {
      token: me.token,
      body: { ...item, addressId: me.addressId, idempotencyKey: key(), quote: shown.body.quote },
    })
}

/**
 * Approves the refund while the test holds the row of `held`; once the refund's settlement (WeChat Pay's
 * notification, about 2 s later) waits for that row, runs `other` (another transaction of the same shopper), lets
 * the row go when `other` finished or waits too, and answers what `other` answered.
 */
async function raceWithSettlement<T>(refundId: number, held: number, other: () => Promise<T>): Promise<T> {
  let running!: Promise<T>
  await db.transaction(async (holder) => {
    await holder.execute(sql`select id from skus where id = ${held} for update`)
    const approved = await t.call(merchantApproveRefund, { token: merchant, params: { refundId } })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    await until('the refund settlement to wait for the held SKU', async () => (await lockWaiters()) >= 1)
    let finished = false
    running = other().finally(() => {
      finished = true
    })
    await until('the other transaction to finish or wait', async () => finished || (await lockWaiters()) >= 2)
  })
  return running
}

describe.runIf(t.database.driver === 'postgres')('lock order: a refund settling while the shopper', () => {
  it('checks out a SKU the refund gives back (points paid): both finish, no deadlock', async () => {
    const logged = t.logs.length
    const me = await shopper(t)
    await givePoints(t, me.customerId, 20_000)
    const { s1, s2, refundId } = await refundOfTwoSkus(me)
    const submit = await checkoutLater(me, s2)
    const before = await stockOf(t, s2)

    const placed = await raceWithSettlement(refundId, s1, submit)

    await until('the refund to settle', async () => (await refundRow(t, refundId)).status !== 'refunding')
    expect(deadlocks(logged)).toEqual([])
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    expect((await refundRow(t, refundId)).status).toBe('refunded')
    expect(await stockOf(t, s2)).toBe(before + 1 - 1) // one back with the refund, one taken by the new order
  })

  it('cancels another unpaid order of that SKU (points paid): both finish, no deadlock', async () => {
    const logged = t.logs.length
    const me = await shopper(t)
    await givePoints(t, me.customerId, 20_000)
    const { s1, s2, refundId } = await refundOfTwoSkus(me)
    const unpaid = await (await checkoutLater(me, s2))()
    expect(unpaid.status, JSON.stringify(unpaid.body)).toBe(200)
    const before = await stockOf(t, s2)

    const cancelled = await raceWithSettlement(refundId, s1, () =>
      t.call(orderCancel, { token: me.token, params: { id: unpaid.body.orderId } }),
    )

    await until('the refund to settle', async () => (await refundRow(t, refundId)).status !== 'refunding')
    expect(deadlocks(logged)).toEqual([])
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect((await refundRow(t, refundId)).status).toBe('refunded')
    expect(await stockOf(t, s2)).toBe(before + 2) // one back with the refund, one with the cancel
  })
})
