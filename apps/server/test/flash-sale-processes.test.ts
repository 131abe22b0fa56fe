import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import pg from 'pg'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import { merchantCreateFlashSale, secKillLocate, secKillSubmit, staffLogin } from '@shop/contracts'
import { createTokens } from '../src/platform/tokens'
import { TEST_OWNER_PASSWORD } from './harness'
import { httpClient, scratchDatabase, startTwoShops, type Child } from './processes'

// The rush of issue 13 through two real server processes on one PostgreSQL and one Redis: the gate is Redis's Lua
// script, shared by both; each process runs its own checkout transactions. Buyers are made straight in the database
// and given real tokens signed with the processes' secret; each asks twice at once (1 unit, then 2), the two asks
// going to different processes. 300 buyers by default (FLASH_RUSH_BUYERS_PROCESSES changes it): HTTP on two cores.
const STORE = 'lanji'
const BUYERS = Number(process.env.FLASH_RUSH_BUYERS_PROCESSES ?? 300)
const UNITS = 100
const LIMIT = 2
/** Requests in flight at once from this test (each process sees half). */
const IN_FLIGHT = 16
const children: Child[] = []
afterAll(() => {
  for (const child of children) child.process.kill('SIGKILL')
})

const serverUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL

describe.runIf(serverUrl && redisUrl)('the flash-sale rush through two server processes', () => {
  it(
    `${BUYERS} buyers, ${UNITS} units, ${LIMIT} each at most: exactly ${UNITS} sold, nobody above the limit, the gate agreeing with the database`,
    { timeout: 600_000 },
    async () => {
      const scratch = await scratchDatabase(serverUrl!, 'shop_flash')
      const sql = new pg.Client({ connectionString: scratch.url })
      const redis = new Redis(redisUrl!, { lazyConnect: true })
      onTestFinished(async () => {
        for (const child of children) child.process.kill('SIGKILL')
        await Promise.all(children.map((child) => child.exited))
        await sql.end()
        redis.disconnect()
        await scratch.drop()
      })
      const { origins, jwtSecret } = await startTwoShops(children, scratch.url, {
        REDIS_URL: redisUrl!,
        // Every buyer comes from this one address here.
        RATE_LIMIT_PER_MINUTE: '1000000',
      })
      const [a, b] = [httpClient(origins[0], STORE), httpClient(origins[1], STORE)]
      await sql.connect()

      // A SKU in no flash sale, with stock enough, put on sale through the console of process A.
      const [sku] = (
        await sql.query<{ id: number; price: number }>(
          `update skus set stock = 1000 where id = (
             select s.id from skus s where s.price > 100
               and not exists (select 1 from activity_skus l join skus o on o.id = l.sku_id where o.goods_id = s.goods_id)
             order by s.id limit 1)
           returning id, price`,
        )
      ).rows
      const owner = (await a.call(staffLogin, { body: { username: 'owner', password: TEST_OWNER_PASSWORD } })).body
        .token
      const now = Date.now()
      const created = await a.call(merchantCreateFlashSale, {
        token: owner,
        body: {
          name: '两进程秒杀',
          startTime: new Date(now - 60_000).toISOString(),
          endTime: new Date(now + 3_600_000).toISOString(),
          limitPerCustomer: LIMIT,
          payMinutes: 5,
          allowCoupon: false,
          allowPoints: false,
          skus: [{ skuId: sku!.id, activityPrice: sku!.price - 100, inventory: UNITS }],
        },
      })
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      const sale = { activityId: created.body.activityId, skuId: sku!.id }

      // The buyers: customers and their addresses in two statements, tokens signed as the processes sign them.
      const base = 14_000_000_000 + Math.floor(Math.random() * 900_000_000)
      const buyers = (
        await sql.query<{ customer_id: number; id: number }>(
          `with made as (insert into customers (mobile) select ($1::bigint + n)::text from generate_series(1, $2) n
             returning id)
           insert into addresses (customer_id, name, mobile, province, city, district, detail, is_default, updated_at)
           select id, '林小澜', '13800138000', '上海市', '上海市', '静安区', '南京西路1266号', true, now() from made
           returning customer_id, id`,
          [base, BUYERS],
        )
      ).rows
      const tokens = createTokens({
        secret: jwtSecret,
        ttlSeconds: 3_600,
        issuer: STORE,
        clock: { now: () => new Date() },
      })
      const signed = await Promise.all(
        buyers.map(async (row) => ({
          addressId: row.id,
          token: (await tokens.issue({ kind: 'customer', customerId: row.customer_id })).token,
        })),
      )

      // One quote per quantity: a sec_kill line prices the same for everyone without coupons or points.
      const quotes = new Map<number, string>()
      for (const quantity of [1, 2]) {
        const shown = await a.call(secKillLocate, { token: signed[0]!.token, body: { ...sale, quantity } })
        expect(shown.status, JSON.stringify(shown.body)).toBe(200)
        quotes.set(quantity, shown.body.quote)
      }
      const asks = signed.flatMap((buyer, i) =>
        [1, 2].map((quantity) => ({ buyer, quantity, server: (i + quantity) % 2 === 0 ? a : b })),
      )
      const started = Date.now()
      const answers = await inParallel(asks, IN_FLIGHT, ({ buyer, quantity, server }) =>
        server.call(secKillSubmit, {
          token: buyer.token,
          body: {
            ...sale,
            quantity,
            addressId: buyer.addressId,
            idempotencyKey: randomUUID(),
            quote: quotes.get(quantity)!,
          },
        }),
      )
      const seconds = (Date.now() - started) / 1000
      const outcomes = new Set(
        answers.map((a) => (a.status === 200 ? 'ordered' : `${a.status} ${(a.body as { code?: string }).code}`)),
      )
      for (const outcome of outcomes) {
        expect(['ordered', '409 flashSaleSoldOut', '409 flashSaleLimitExceeded']).toContain(outcome)
      }

      // The database: the allotment used up exactly, each buyer's hold within the limit and equal to their orders.
      const [allotment] = (
        await sql.query<{ used: number }>(
          'select use_inventory as used from activity_skus where activity_id = $1 and sku_id = $2',
          [sale.activityId, sale.skuId],
        )
      ).rows
      expect(allotment!.used).toBe(UNITS)
      const live = (
        await sql.query<{ customer_id: number; units: number }>(
          `select o.customer_id, sum(l.quantity)::int as units from orders o join order_lines l on l.order_id = o.id
           where o.order_type = 'sec_kill' and o.status <> 'cancelled' and l.sku_id = $1 group by o.customer_id`,
          [sale.skuId],
        )
      ).rows
      expect(live.reduce((n, row) => n + row.units, 0)).toBe(UNITS)
      expect(Math.max(...live.map((row) => row.units))).toBeLessThanOrEqual(LIMIT)
      const held = (
        await sql.query<{ customer_id: number; bought: number }>(
          'select customer_id, bought from flash_sale_buyers where activity_id = $1 and bought > 0',
          [sale.activityId],
        )
      ).rows
      const holds = new Map(held.map((row) => [row.customer_id, row.bought]))
      expect(holds).toEqual(new Map(live.map((row) => [row.customer_id, row.units])))

      // The gate both processes share (no reconciliation ran: the sweeps are off): no unit left, each buyer's mark
      // their hold.
      await redis.connect()
      const prefix = `${STORE}:flash:${sale.activityId}`
      expect(Number(await redis.get(`${prefix}:left:${sale.skuId}`))).toBe(0)
      const marks = await redis.hgetall(`${prefix}:buyers`)
      expect(new Map(Object.entries(marks).map(([id, units]) => [Number(id), Number(units)]))).toEqual(holds)
      console.info(`flash rush, two processes: ${answers.length} submits in ${seconds.toFixed(1)} s, ${UNITS} sold`)
    },
  )
})

/** Runs `run` over the items with at most `width` at once; the answers in the items' order. */
async function inParallel<T, R>(items: readonly T[], width: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = new Array(items.length)
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const index = next++
      answers[index] = await run(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: width }, lane))
  return answers
}
