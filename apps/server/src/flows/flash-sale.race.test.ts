import { afterAll, describe, expect, it } from 'vitest'
import { orderCancel, secKillLocate } from '@shop/contracts'
import { shoppers, type Shopper } from '../../test/checkout.fixtures'
import {
  allotmentUsed,
  heldBySale,
  makeFlashSale,
  secKill,
  unitsInLiveOrders,
  type SecKillAnswer,
} from '../../test/flash-sale.fixtures'
import { createTestApp, type TestApp } from '../../test/harness'

// The rush of issue 13: 10,000 buyers (real tokens, signed by the app; about 10 s on PGlite, each buyer asking twice).
// FLASH_RUSH_BUYERS changes it. With TEST_REDIS_URL the gate is Redis's Lua script.
const BUYERS = Number(process.env.FLASH_RUSH_BUYERS ?? 10_000)
// The buyers come from many addresses in a real rush; here they share one, so the per-address limit is lifted.
const t = await createTestApp({
  env: {
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...(process.env.TEST_REDIS_URL && { REDIS_URL: process.env.TEST_REDIS_URL }),
  },
})
afterAll(() => t.close())

const MINUTE = 60_000

/** One quote for everyone: a sec_kill line prices the same for every shopper without coupons or points. */
async function quoteFor(t: TestApp, who: Shopper, sale: { activityId: number; skuId: number }, quantity: number) {
  const shown = await t.call(secKillLocate, { token: who.token, body: { ...sale, quantity } })
  expect(shown.status, JSON.stringify(shown.body)).toBe(200)
  return shown.body.quote
}

async function rush(
  sale: { activityId: number; skuId: number },
  buyers: Shopper[],
  quantityOf: (i: number) => number,
): Promise<SecKillAnswer[]> {
  const quotes = new Map<number, string>()
  for (const quantity of new Set(buyers.map((_, i) => quantityOf(i)))) {
    quotes.set(quantity, await quoteFor(t, buyers[0]!, sale, quantity))
  }
  return Promise.all(
    buyers.map((who, i) => secKill(t, who, sale, { quantity: quantityOf(i), quote: quotes.get(quantityOf(i))! })),
  )
}

/** Only orders or the two refusals: never a 5xx, never another code. */
function expectOnlyOrdersAndRefusals(answers: SecKillAnswer[]) {
  const outcomes = new Set(answers.map((a) => (a.status === 200 ? 'ordered' : `${a.status} ${a.body.code}`)))
  for (const outcome of outcomes) {
    expect(['ordered', '409 flashSaleSoldOut', '409 flashSaleLimitExceeded']).toContain(outcome)
  }
}

/** The allotment, the sec_kill orders not cancelled, the per-customer counts and the gate all tell one story. */
async function expectOneTruth(sale: { activityId: number; skuId: number }, inventory: number, limit: number) {
  const used = await allotmentUsed(t, sale.activityId, sale.skuId)
  const live = await unitsInLiveOrders(t, sale.skuId)
  expect([...live.values()].reduce((a, b) => a + b, 0)).toBe(used)
  expect(used).toBeLessThanOrEqual(inventory)
  for (const units of live.values()) expect(units).toBeLessThanOrEqual(limit)
  expect(await heldBySale(t, sale.activityId)).toEqual(live)
  const gateBefore = await t.app.flashGate.left(sale.activityId, sale.skuId)
  await t.app.sweeps.flashSaleGate()
  expect(await t.app.flashGate.left(sale.activityId, sale.skuId)).toBe(inventory - used)
  return { used, gateBefore }
}

describe(`the rush: ${BUYERS} buyers, 100 units, 2 each at most`, () => {
  it('sells exactly 100 units, nobody above the limit, the gate agreeing with the database', async () => {
    const sale = await makeFlashSale(t, { inventory: 100, limit: 2, stock: 500 })
    const buyers = await shoppers(t, BUYERS)
    // Everyone asks twice at once: 1 unit then 2, or 2 then 1 (3 > the limit: one of each pair must be refused).
    const quantityOf = (i: number) => (i % 2) + 1
    const started = Date.now()
    const answers = (
      await Promise.all([rush(sale, buyers, quantityOf), rush(sale, buyers, (i) => 3 - quantityOf(i))])
    ).flat()
    const seconds = (Date.now() - started) / 1000
    expectOnlyOrdersAndRefusals(answers)
    const { used, gateBefore } = await expectOneTruth(sale, 100, 2)
    expect(used).toBe(100)
    expect(gateBefore).toBe(0)
    console.info(`flash rush: ${answers.length} submits in ${seconds.toFixed(1)} s, 100 sold`)
  }, 600_000)

  it('gives back every unit of a cancel or a timeout during the rush and sells it again, never twice', async () => {
    const inventory = 30
    const sale = await makeFlashSale(t, { inventory, limit: 1, payMinutes: 5 })
    const crowd = await shoppers(t, Math.max(400, Math.floor(BUYERS / 10)))
    const waves = [crowd.slice(0, 100), crowd.slice(100, 200), crowd.slice(200, 300), crowd.slice(300)]
    const first = await rush(sale, waves[0]!, () => 1)
    expect(first.filter((a) => a.status === 200)).toHaveLength(inventory)

    // Ten buyers cancel while a second wave rushes: what they give back is sold again.
    const ordered = first.flatMap((a, i) => (a.status === 200 ? [{ who: waves[0]![i]!, orderId: a.body.orderId }] : []))
    const [cancels, second] = await Promise.all([
      Promise.all(
        ordered
          .slice(0, 10)
          .map(({ who, orderId }) => t.call(orderCancel, { token: who.token, params: { id: orderId } })),
      ),
      rush(sale, waves[1]!, () => 1),
    ])
    expect(cancels.map((c) => c.status)).toEqual(Array(10).fill(200))
    expectOnlyOrdersAndRefusals(second)
    await expectOneTruth(sale, inventory, 1)

    // Every unpaid order times out while a third wave rushes; a fourth takes what is left.
    t.clock.advance(5 * MINUTE)
    const [, third] = await Promise.all([t.app.sweeps.closeUnpaid(), rush(sale, waves[2]!, () => 1)])
    expectOnlyOrdersAndRefusals(third)
    const fourth = await rush(sale, waves[3]!, () => 1)
    expectOnlyOrdersAndRefusals(fourth)
    const { used } = await expectOneTruth(sale, inventory, 1)
    expect(used).toBe(inventory)
  }, 600_000)
})
