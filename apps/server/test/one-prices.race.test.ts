import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { merchantCreateOnePrice, onePriceLocate, onePriceSubmit, type BodyOf } from '@shop/contracts'
import { createTestApp } from './harness'
import { key, makeSkus, shopper, shoppers, stockOf, type Shopper } from './checkout.fixtures'
import { onePriceBuyers, onePriceGoods, onePriceOrders } from '../src/modules/one-prices/one-prices.tables'

/**
 * Races of one price (docs/one-price.md), on PGlite by default and on PostgreSQL with TEST_DATABASE_URL: a rush on
 * a goods' allotment and one buyer tapping several times at once against the per-customer limit.
 */
const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
afterAll(() => t.close())
const { db } = t.database

const HOUR = 3_600_000
let skuId: number

async function define(extra: Partial<BodyOf<typeof merchantCreateOnePrice>>): Promise<number> {
  const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString()
  const created = await t.call(merchantCreateOnePrice, {
    token: await t.loginConsole(),
    body: {
      name: '抢购一口价',
      title: '一口价',
      startsAt: at(-HOUR),
      endsAt: at(24 * HOUR),
      limitPerCustomer: 1,
      limitPerOrder: null,
      onSale: true,
      goods: [{ skuId, price: 9_900, stock: 10 }],
      ...extra,
    },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return created.body.id
}

/** Every buyer's quote is the same (no coupon, no points): asked once, submitted by all at once. */
async function quote(who: Shopper, activityId: number, quantity = 1) {
  const shown = await t.call(onePriceLocate, { token: who.token, body: { activityId, skuId, quantity } })
  expect(shown.status, JSON.stringify(shown.body)).toBe(200)
  return shown.body.quote
}

const submit = (who: Shopper, activityId: number, quoted: string, quantity = 1) =>
  t.call(onePriceSubmit, {
    token: who.token,
    body: { activityId, skuId, quantity, addressId: who.addressId, idempotencyKey: key(), quote: quoted },
  })

beforeAll(async () => {
  ;[skuId] = (await makeSkus(t, [{ price: 15_900, stock: 1000 }])) as [number]
})

describe('one-price races', () => {
  it('50 buyers at once on an allotment of 10: exactly 10 orders, never more', async () => {
    const activityId = await define({ limitPerCustomer: 1 })
    const crowd = await shoppers(t, 50)
    const quoted = await quote(crowd[0]!, activityId)
    const stockBefore = await stockOf(t, skuId)
    const answers = await Promise.all(crowd.map((who) => submit(who, activityId, quoted)))
    const placed = answers.filter((a) => a.status === 200)
    expect(placed).toHaveLength(10)
    const codes = new Set(answers.filter((a) => a.status !== 200).map((a) => (a.body as { code: string }).code))
    expect([...codes]).toEqual(['stockInsufficient'])
    const [goods] = await db.select().from(onePriceGoods).where(eq(onePriceGoods.activityId, activityId))
    expect(goods!.sold).toBe(10)
    const claims = await db.select().from(onePriceOrders).where(eq(onePriceOrders.activityId, activityId))
    expect(claims).toHaveLength(10)
    const held = await db.select().from(onePriceBuyers).where(eq(onePriceBuyers.activityId, activityId))
    expect(held.reduce((n, r) => n + r.bought, 0)).toBe(10)
    expect(await stockOf(t, skuId)).toBe(stockBefore - 10)
  })

  it('one buyer double-tapping with a limit of 1: one order', async () => {
    const activityId = await define({ limitPerCustomer: 1, goods: [{ skuId, price: 9_900, stock: 50 }] })
    const who = await shopper(t)
    const quoted = await quote(who, activityId)
    const answers = await Promise.all([1, 2, 3, 4].map(() => submit(who, activityId, quoted)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.body).toMatchObject({ code: 'purchaseLimitExceeded' })
    }
    const claims = await db.select().from(onePriceOrders).where(eq(onePriceOrders.activityId, activityId))
    expect(claims).toHaveLength(1)
  })
})
