/**
 * The cart and checkout scenarios of `npm run bench` (bench/run.ts):
 * - cart/locate: the whole cart priced, 200 prepared shoppers with three cart lines each taking turns;
 * - buy_now/submit: a real order each time (one transaction: price again, stock, order, lines, event), each with its
 *   own idempotency key.
 * `prepareCheckoutBench` fills the database before the server starts on it (PGlite allows one process at a time);
 * `statementsPerCall` then counts the SQL statements one locate and one submit send, on the app built in this process.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm'
import { buildApp } from '../src/app'
import { systemClock } from '../src/platform/clock'
import { loadConfig } from '../src/platform/config'
import { openDatabase } from '../src/platform/database'
import { createTokens } from '../src/platform/tokens'
import { runSeed } from '../src/seed/seed'
import { SEED_STEPS } from '../src/seed/steps'
import { addresses } from '../src/modules/addresses/addresses.tables'
import { cartLines } from '../src/modules/cart/cart.tables'
import { activitySkus, skus } from '../src/modules/catalogue/catalogue.tables'
import { customers } from '../src/modules/customers/customers.tables'
import { BENCH_OWNER_PASSWORD } from './orders.targets'

const SHOPPERS = 200
const STORE_CODE = 'lanji'

export interface CheckoutBenchData {
  jwtSecret: string
  shoppers: { customerId: number; addressId: number }[]
  /** The SKU every submit buys one of. */
  skuId: number
}

/** One autocannon request; `setupRequest` gives each one its shopper and, for submits, its own key. */
interface BenchRequest {
  method: string
  path: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: (request: BenchRequest) => BenchRequest
}

export interface BenchTarget {
  name: string
  url: string
  requests: BenchRequest[]
}

/**
 * Fills a fresh database (PostgreSQL at `databaseUrl`, else PGlite in `dataDir`) before the server starts on it
 * (PGlite allows one process at a time).
 */
export async function prepareCheckoutBench(dataDir: string, databaseUrl: string | null): Promise<CheckoutBenchData> {
  // The console's first owner gets a known password (the order-list target signs in with it).
  const config = loadConfig({
    DATA_DIR: dataDir,
    STORE_CODE,
    LOG_LEVEL: 'warn',
    CONSOLE_OWNER_PASSWORD: BENCH_OWNER_PASSWORD,
  })
  const database = await openDatabase({ databaseUrl, dataDir })
  try {
    await database.migrate()
    await runSeed(SEED_STEPS, { db: database.db, config, clock: systemClock })
    const { db } = database
    // Plain SKUs: no per-customer limit, no flash sale; stock enough for any run.
    const onSale = db.select({ id: activitySkus.skuId }).from(activitySkus)
    const plain = await db
      .select({ id: skus.id })
      .from(skus)
      .where(and(isNull(skus.limitPerCustomer), notInArray(skus.id, onSale)))
      .orderBy(asc(skus.id))
      .limit(4)
    for (const { id } of plain) await db.update(skus).set({ stock: 10_000_000 }).where(eq(skus.id, id))
    const [bought, ...inCart] = plain.map((row) => row.id)
    const base = 13_100_000_000 + Math.floor(Math.random() * 800_000_000)
    const rows = await db
      .insert(customers)
      .values(Array.from({ length: SHOPPERS }, (_, i) => ({ mobile: String(base + i) })))
      .returning({ id: customers.id })
    const now = new Date()
    const book = await db
      .insert(addresses)
      .values(
        rows.map(({ id }) => ({
          customerId: id,
          name: '林小澜',
          mobile: '13800138000',
          province: '上海市',
          city: '上海市',
          district: '静安区',
          detail: '南京西路1266号',
          isDefault: true,
          updatedAt: now,
        })),
      )
      .returning({ customerId: addresses.customerId, addressId: addresses.id })
    await db.insert(cartLines).values(
      rows.flatMap(({ id }) =>
        inCart.map((skuId) => ({
          customerId: id,
          skuId,
          quantity: 1,
          priceWhenAdded: 0,
          addedAt: now,
          updatedAt: now,
        })),
      ),
    )
    return { jwtSecret: randomBytes(32).toString('hex'), shoppers: book, skuId: bought! }
  } finally {
    await database.close()
  }
}

/**
 * The SQL statements one cart/locate and one buy_now/submit send once the app is warm (the second call of each
 * counted), on the prepared database through the app built in this process, before the server starts on it. On
 * PostgreSQL the count includes the submit's `begin` and `commit`; PGlite runs its transaction without them.
 */
export async function statementsPerCall(
  dataDir: string,
  databaseUrl: string | null,
  data: CheckoutBenchData,
): Promise<{ locate: number; submit: number }> {
  let statements = 0
  const database = await openDatabase({ databaseUrl, dataDir, logger: { logQuery: () => void statements++ } })
  const env = { DATA_DIR: dataDir, STORE_CODE, LOG_LEVEL: 'warn', JWT_SECRET: data.jwtSecret, ORDER_SWEEP_SECONDS: '0' }
  const app = await buildApp(loadConfig({ ...env, ...(databaseUrl && { DATABASE_URL: databaseUrl }) }), { database })
  try {
    const inject = async ({ path, headers, body }: BenchRequest) => {
      const answer = await app.inject({ method: 'POST', url: path, ...(headers && { headers }), payload: body })
      if (answer.statusCode !== 200) throw new Error(`${path}: ${answer.statusCode} ${answer.body}`)
      return answer.json() as unknown
    }
    const post: Post = (path, token, body) =>
      inject({
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      })
    const targets = await checkoutTargets('', data, post)
    const counted = async (request: BenchRequest) => {
      await inject(request.setupRequest!(request))
      const before = statements
      await inject(request.setupRequest!(request))
      return statements - before
    }
    return { locate: await counted(targets[0]!.requests[0]!), submit: await counted(targets[1]!.requests[0]!) }
  } finally {
    await app.close()
    await database.close()
  }
}

/** Sends a JSON POST with a customer's token and answers the parsed body; throws unless 200. */
type Post = (path: string, token: string, body: unknown) => Promise<unknown>

/** cart/locate and buy_now/submit on the shop at `shop`, the prepared shoppers taking turns. */
export async function checkoutTargets(
  shop: string,
  data: CheckoutBenchData,
  post: Post = fetchPost(shop),
): Promise<BenchTarget[]> {
  const tokens = createTokens({ secret: data.jwtSecret, ttlSeconds: 3600, issuer: STORE_CODE, clock: systemClock })
  const shoppers = await Promise.all(
    data.shoppers.map(async ({ customerId, addressId }) => ({
      token: (await tokens.issue({ kind: 'customer', customerId })).token,
      addressId,
    })),
  )
  const api = `/api/ec-portal/store/${STORE_CODE}`
  const json = { 'content-type': 'application/json' }
  const located = await post(`${api}/buy_now/locate`, shoppers[0]!.token, { skuId: data.skuId, quantity: 1 })
  const quote = (located as { quote: string }).quote
  let turn = 0
  const next = () => shoppers[turn++ % shoppers.length]!
  return [
    {
      name: 'shop: cart/locate (3 lines)',
      url: shop,
      requests: [
        {
          method: 'POST',
          path: `${api}/cart/locate`,
          headers: json,
          body: '{}',
          setupRequest: (request) => ({ ...request, headers: { ...json, authorization: `Bearer ${next().token}` } }),
        },
      ],
    },
    {
      name: 'shop: buy_now/submit (an order each)',
      url: shop,
      requests: [
        {
          method: 'POST',
          path: `${api}/buy_now/submit`,
          setupRequest: (request) => {
            const who = next()
            const body = {
              skuId: data.skuId,
              quantity: 1,
              addressId: who.addressId,
              idempotencyKey: randomUUID(),
              quote,
            }
            return {
              ...request,
              headers: { ...json, authorization: `Bearer ${who.token}` },
              body: JSON.stringify(body),
            }
          },
        },
      ],
    },
  ]
}

function fetchPost(shop: string): Post {
  return async (path, token, body) => {
    const answer = await fetch(shop + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
    if (!answer.ok) throw new Error(`${shop + path}: ${answer.status} ${await answer.text()}`)
    return answer.json()
  }
}
