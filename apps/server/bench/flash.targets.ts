/**
 * The flash-sale rush of `npm run bench` (bench/run.ts; issue 13 §4, docs/flash-sales.md "Measured"):
 * - the gate alone, in this process: admission decisions per second of the in-process gate and, with
 *   `BENCH_REDIS_URL` (or `REDIS_URL`), of Redis's Lua script, buyers asking 1 or 2 units of 100 with a limit of 2
 *   (targets: 5,000/s in-process, 20,000/s Redis); the units admitted are counted: 0 oversell;
 * - through the shop: sec_kill/submit on a sale of 100 units (the warm-up sells them; then every answer is the gate's
 *   refusal, the route's admission decisions per second), and on a sale of a million units (each submit an order
 *   behind the gate) beside the bare route; the console's sold count of the 100 is checked after: 0 oversell.
 * `prepareFlashBench` picks the two SKUs before the server starts (PGlite allows one process at a time).
 */
import { randomInt, randomUUID } from 'node:crypto'
import { and, asc, eq, notInArray } from 'drizzle-orm'
import { apiPath, fillPath, merchantCreateFlashSale, merchantFlashSales } from '@shop/contracts'
import { systemClock } from '../src/platform/clock'
import { openDatabase } from '../src/platform/database'
import { createTokens } from '../src/platform/tokens'
import { activitySkus, skus } from '../src/modules/catalogue/catalogue.tables'
import { cartLines } from '../src/modules/cart/cart.tables'
import { memoryGate, redisGate, type FlashGate } from '../src/modules/flash-sales'
import type { BenchTarget, CheckoutBenchData } from './checkout.targets'
import { ownerToken } from './orders.targets'
import { connectRedis } from '../src/platform/redis'

type BenchRequest = BenchTarget['requests'][number]

const STORE_CODE = 'lanji'
const RUSH_UNITS = 100
const LIMIT = 2
/** Admissions asked of the gate alone, this many at once. */
const GATE_ASKS = { memory: 200_000, redis: 60_000 }
const GATE_IN_FLIGHT = 200
export const GATE_TARGETS = { memory: 5_000, redis: 20_000 }

/** Two SKUs of two goods in no flash sale and no cart, with stock for any run. */
export async function prepareFlashBench(dataDir: string, databaseUrl: string | null): Promise<[number, number]> {
  const database = await openDatabase({ databaseUrl, dataDir })
  try {
    const { db } = database
    // A flash sale refuses goods already in another sale at that time, whichever of its SKUs is in it.
    const takenGoods = db
      .select({ id: skus.goodsId })
      .from(activitySkus)
      .innerJoin(skus, eq(skus.id, activitySkus.skuId))
    const inCarts = db.select({ id: cartLines.skuId }).from(cartLines)
    const rows = await db
      .select({ id: skus.id, goodsId: skus.goodsId })
      .from(skus)
      .where(and(notInArray(skus.goodsId, takenGoods), notInArray(skus.id, inCarts)))
      .orderBy(asc(skus.id))
    const first = rows[rows.length - 1]!
    const second = rows.find((row) => row.goodsId !== first.goodsId)!
    for (const { id } of [first, second]) await db.update(skus).set({ stock: 10_000_000 }).where(eq(skus.id, id))
    return [first.id, second.id]
  } finally {
    await database.close()
  }
}

/** The gate alone: decisions per second, units admitted of RUSH_UNITS. */
export async function gateRates(): Promise<string[][]> {
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? null
  const rows = [await gateRate('in-process', memoryGate(), GATE_ASKS.memory, GATE_TARGETS.memory)]
  if (redisUrl) {
    const redis = connectRedis(redisUrl)
    const prefix = `bench-${randomUUID()}:`
    try {
      rows.push(await gateRate('Redis (Lua)', redisGate(redis, prefix), GATE_ASKS.redis, GATE_TARGETS.redis))
    } finally {
      const keys = await redis.keys(`${prefix}*`)
      if (keys.length > 0) await redis.del(...keys)
      redis.disconnect()
    }
  }
  return rows
}

async function gateRate(name: string, gate: FlashGate, asks: number, target: number): Promise<string[]> {
  const activityId = randomInt(1_000_000, 2_000_000)
  await gate.load({ activityId, left: new Map([[1, RUSH_UNITS]]), bought: new Map() })
  let admitted = 0
  let next = 0
  const started = performance.now()
  const lane = async () => {
    while (next < asks) {
      const i = next++
      // A tenth of the crowd asks again: the limit, not only the stock, turns them away.
      const customerId = i % 10 === 0 ? i + 1 : i
      const quantity = (i % 2) + 1
      const { admission } = await gate.admit({ activityId, skuId: 1, customerId, quantity, limit: LIMIT })
      if (admission === 'admitted') admitted += quantity
    }
  }
  await Promise.all(Array.from({ length: GATE_IN_FLIGHT }, lane))
  const rate = asks / ((performance.now() - started) / 1000)
  const verdict = rate >= target ? 'met' : 'MISSED'
  const oversold = Math.max(0, admitted - RUSH_UNITS)
  return [name, String(Math.round(rate)), `${admitted}/${RUSH_UNITS}`, String(oversold), `≥ ${target}/s: ${verdict}`]
}

/** The two sales through the shop's route, and the check of what the rush sold. */
export async function flashTargets(
  shop: string,
  data: CheckoutBenchData,
  [rushSku, volumeSku]: [number, number],
): Promise<{ targets: BenchTarget[]; oversold(): Promise<string> }> {
  const owner = await ownerToken(shop, STORE_CODE)
  const merchantUrl = (path: string) => `${shop}${apiPath('counter-portal', STORE_CODE, path)}`
  const now = Date.now()
  const sale = async (name: string, skuId: number, inventory: number, limit: number) => {
    const answer = await fetch(merchantUrl(fillPath(merchantCreateFlashSale.path)), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
      body: JSON.stringify({
        name,
        startTime: new Date(now - 60_000).toISOString(),
        endTime: new Date(now + 3_600_000).toISOString(),
        limitPerCustomer: limit,
        payMinutes: 5,
        skus: [{ skuId, activityPrice: 1, inventory }],
      }),
    })
    const body = (await answer.json()) as { activityId?: number }
    if (!answer.ok || !body.activityId) throw new Error(`the bench's flash sale: ${JSON.stringify(body)}`)
    return { activityId: body.activityId, skuId }
  }
  const rush = await sale('压测秒杀', rushSku, RUSH_UNITS, LIMIT)
  const volume = await sale('压测秒杀（不限量）', volumeSku, 1_000_000, 99)

  const tokens = createTokens({ secret: data.jwtSecret, ttlSeconds: 3600, issuer: STORE_CODE, clock: systemClock })
  const shoppers = await Promise.all(
    data.shoppers.map(async ({ customerId, addressId }) => ({
      token: (await tokens.issue({ kind: 'customer', customerId })).token,
      addressId,
    })),
  )
  const api = `/api/ec-portal/store/${STORE_CODE}`
  const json = { 'content-type': 'application/json' }
  let turn = 0
  const submit = async (line: { activityId: number; skuId: number }): Promise<BenchRequest> => {
    const located = await fetch(`${shop}${api}/sec_kill/locate`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${shoppers[0]!.token}` },
      body: JSON.stringify({ ...line, quantity: 1 }),
    })
    const { quote } = (await located.json()) as { quote: string }
    return {
      method: 'POST',
      path: `${api}/sec_kill/submit`,
      setupRequest: (request: BenchRequest): BenchRequest => {
        const who = shoppers[turn++ % shoppers.length]!
        const body = { ...line, quantity: 1, addressId: who.addressId, idempotencyKey: randomUUID(), quote }
        return { ...request, headers: { ...json, authorization: `Bearer ${who.token}` }, body: JSON.stringify(body) }
      },
    }
  }
  return {
    targets: [
      {
        name: `shop: sec_kill/submit rush (${RUSH_UNITS} units; then every answer the gate's 已抢光/限购)`,
        url: shop,
        requests: [await submit(rush)],
      },
      { name: 'shop: sec_kill/submit behind the gate (an order each)', url: shop, requests: [await submit(volume)] },
    ],
    async oversold() {
      const answer = await fetch(`${merchantUrl(fillPath(merchantFlashSales.path))}?page=0&size=50`, {
        headers: { authorization: `Bearer ${owner}` },
      })
      const page = (await answer.json()) as { content: { activityId: number; sold: number; inventory: number }[] }
      const sold = page.content.find((row) => row.activityId === rush.activityId)!
      return `the rush sold ${sold.sold} of ${sold.inventory} units: ${Math.max(0, sold.sold - sold.inventory)} oversold`
    },
  }
}
