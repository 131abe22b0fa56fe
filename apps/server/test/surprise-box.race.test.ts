import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from './harness'
import { key, makeSkus, shopper, shoppers, stockOf } from './checkout.fixtures'
import { pay } from './after-sale.fixtures'
import { boxInput, buyBox, makeBox } from './surprise-box.fixtures'
import { orders } from '../src/modules/orders/orders.tables'
import { surpriseBoxes, surpriseBoxGoods, surpriseBoxOrders } from '../src/modules/surprise-boxes/surprise-boxes.tables'

/**
 * Races of the surprise boxes (docs/members-programmes.md "Surprise box"), on PGlite by default and on PostgreSQL
 * with TEST_DATABASE_URL: a rush of buyers for the box's stock, each paying at once, and one shopper's double taps.
 */
const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
afterAll(() => t.close())
const { db } = t.database
const owner = await t.loginConsole()

describe('surprise box races', () => {
  it('30 buyers at once for 10 boxes, each paying at once: 10 paid boxes, no allotment below zero', async () => {
    const [a, b, fallback] = (await makeSkus(t, [
      { price: 9_900, stock: 100 },
      { price: 5_900, stock: 100 },
      { price: 1_900, stock: 100 },
    ])) as [number, number, number]
    const box = await makeBox(
      t,
      owner,
      boxInput(t, fallback, [
        { skuId: a, weight: 50, allotment: 3 },
        { skuId: b, weight: 50, allotment: 3 },
      ]),
    )
    const crowd = await shoppers(t, 30)
    const answers = await Promise.all(
      crowd.map(async (who) => {
        const placed = await buyBox(t, who, box.id)
        if (placed.status !== 200) return placed.body.code
        await pay(t, who, placed.body.orderId)
        return 'paid'
      }),
    )
    expect(answers.filter((a) => a === 'paid')).toHaveLength(10)
    expect(new Set(answers)).toEqual(new Set(['paid', 'surpriseBoxSoldOut']))
    const [row] = await db.select().from(surpriseBoxes).where(eq(surpriseBoxes.id, box.id))
    expect(row!.sold).toBe(10)
    const pool = await db.select().from(surpriseBoxGoods).where(eq(surpriseBoxGoods.boxId, box.id))
    for (const entry of pool) expect(entry.revealed).toBeLessThanOrEqual(entry.allotment)
    const drawn = await db.select().from(surpriseBoxOrders).where(eq(surpriseBoxOrders.boxId, box.id))
    expect(drawn).toHaveLength(10)
    expect(drawn.every((d) => d.revealedAt !== null)).toBe(true)
    // Each pool goods revealed as often as its allotment counts; the rest are the fallback.
    for (const entry of pool) {
      expect(drawn.filter((d) => d.poolGoodsId === entry.id)).toHaveLength(entry.revealed)
    }
    const fallbacks = drawn.filter((d) => d.revealedSkuId === fallback).length
    expect(fallbacks).toBe(10 - pool.reduce((n, e) => n + e.revealed, 0))
    expect(fallbacks).toBeGreaterThanOrEqual(4)
    // The warehouse's stock follows what was revealed.
    const revealedOf = (skuId: number) => drawn.filter((d) => d.revealedSkuId === skuId).length
    expect(await stockOf(t, a)).toBe(100 - revealedOf(a))
    expect(await stockOf(t, b)).toBe(100 - revealedOf(b))
    expect(await stockOf(t, fallback)).toBe(100 - fallbacks)
  })

  it('one shopper double-tapping: the same checkout key five times, and five keys at once, make one order', async () => {
    const [a, fallback] = (await makeSkus(t, [
      { price: 9_900, stock: 100 },
      { price: 1_900, stock: 100 },
    ])) as [number, number]
    const box = await makeBox(t, owner, boxInput(t, fallback, [{ skuId: a, weight: 1, allotment: 5 }]))
    const me = await shopper(t)
    const sameKey = key()
    const taps = await Promise.all([1, 2, 3, 4, 5].map(() => buyBox(t, me, box.id, sameKey)))
    expect(taps.every((tap) => tap.status === 200)).toBe(true)
    expect(new Set(taps.map((tap) => tap.body.orderId)).size).toBe(1)

    const you = await shopper(t)
    const devices = await Promise.all([1, 2, 3, 4, 5].map(() => buyBox(t, you, box.id)))
    expect(devices.filter((tap) => tap.status === 200)).toHaveLength(1)
    expect(devices.filter((tap) => tap.status !== 200).map((tap) => tap.body.code)).toEqual(
      Array(4).fill('surpriseBoxLimitExceeded'),
    )
    const theirs = await db.select().from(orders).where(eq(orders.customerId, you.customerId))
    expect(theirs).toHaveLength(1)
    const [row] = await db.select().from(surpriseBoxes).where(eq(surpriseBoxes.id, box.id))
    expect(row!.sold).toBe(2)
  })
})
