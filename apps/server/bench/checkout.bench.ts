/**
 * `npx tsx bench/checkout.bench.ts` (from apps/server): how fast the cart and the checkout answer next to a bare
 * Fastify route. Prepares a PGlite DATA_DIR (migrated, seeded, 200 shoppers with an address and three cart lines, a
 * SKU with ample stock), starts the real server on it and bare Fastify, each in its own process, then loads with
 * autocannon from this process (100 connections, 5 s after a 1 s warm-up):
 * - cart/locate: the whole cart priced, the shoppers taking turns;
 * - buy_now/submit: a real order each time (one transaction: price again, stock, order, lines, event), each with its
 *   own idempotency key.
 * Prints req/s, the ratio to the bare tiny JSON route and p99. With `BENCH_DATABASE_URL=postgres://…/postgres` the
 * shop runs on a fresh PostgreSQL database made on that server (dropped at the end) instead of PGlite.
 * `prepareCheckoutBench` and `checkoutTargets` are exported for bench/run.ts to take in.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm'
import pg from 'pg'
import { freePort, runTs, type Child } from '../test/processes'
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

const CONNECTIONS = 100
const SECONDS = 5
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
  const config = loadConfig({ DATA_DIR: dataDir, STORE_CODE, LOG_LEVEL: 'warn' })
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
    await db
      .insert(cartLines)
      .values(
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

/** cart/locate and buy_now/submit on the shop at `shop`, the prepared shoppers taking turns. */
export async function checkoutTargets(shop: string, data: CheckoutBenchData): Promise<BenchTarget[]> {
  const tokens = createTokens({ secret: data.jwtSecret, ttlSeconds: 3600, issuer: STORE_CODE, clock: systemClock })
  const shoppers = await Promise.all(
    data.shoppers.map(async ({ customerId, addressId }) => ({
      token: (await tokens.issue({ kind: 'customer', customerId })).token,
      addressId,
    })),
  )
  const api = `/api/ec-portal/store/${STORE_CODE}`
  const json = { 'content-type': 'application/json' }
  const located = await post(`${shop}${api}/buy_now/locate`, shoppers[0]!.token, { skuId: data.skuId, quantity: 1 })
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

async function post(url: string, token: string, body: unknown): Promise<unknown> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`)
  return answer.json()
}

// ─── Standalone run ──────────────────────────────────────────────────────────────────────────────────

const children: Child[] = []

async function main(dataDir: string, databaseUrl: string | null): Promise<void> {
  console.log(`preparing ${SHOPPERS} shoppers (${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`})…`)
  const data = await prepareCheckoutBench(dataDir, databaseUrl)
  const [shopPort, barePort] = [await freePort(), await freePort()]
  const shop = `http://127.0.0.1:${shopPort}`
  const bare = `http://127.0.0.1:${barePort}`
  children.push(
    runTs('src/main.ts', [], {
      PORT: String(shopPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      H5_DIST: path.join(dataDir, 'no-h5'),
      STORE_CODE,
      JWT_SECRET: data.jwtSecret,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
    }),
  )
  const pageFile = path.join(dataDir, 'page.json')
  writeFileSync(pageFile, '{}')
  children.push(runTs('bench/bare-server.ts', [String(barePort), pageFile]))
  await Promise.all([ready(`${shop}/api/ready`), ready(`${bare}/hello`)])

  const targets: BenchTarget[] = [
    { name: 'bare Fastify: tiny JSON', url: bare, requests: [{ method: 'GET', path: '/hello' }] },
    ...(await checkoutTargets(shop, data)),
  ]
  const rows: string[][] = []
  let yardstick = 0
  for (const target of targets) {
    await autocannon({ url: target.url, connections: CONNECTIONS, duration: 1, requests: target.requests })
    const result = await autocannon({
      url: target.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: target.requests,
    })
    yardstick ||= result.requests.average
    const failed = result.non2xx + result.errors + result.timeouts
    rows.push([
      target.name,
      String(Math.round(result.requests.average)),
      `${((result.requests.average / yardstick) * 100).toFixed(1)} %`,
      String(result.latency.p99),
      String(failed),
    ])
    console.log(`  ${target.name}: ${Math.round(result.requests.average)} req/s`)
  }
  printTable(['target', 'req/s', 'vs bare tiny JSON', 'p99 ms', 'failed'], rows)
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s each after a 1 s warm-up, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; ` +
      "the load generator and the servers share this machine's cores.",
  )
}

async function ready(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const answer = await fetch(url).catch(() => null)
    if (answer?.ok) return
    if (children.some((child) => child.process.exitCode !== null)) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer; server output:\n${children.map((child) => child.output()).join('\n')}`)
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd()
  console.log(['', line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), ''].join('\n'))
}

/** A fresh database on the PostgreSQL server at `serverUrl`, and how to drop it. */
async function scratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_bench_${randomBytes(6).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(statement)
    await client.end()
  }
  await admin(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) }
}

async function cleanUp(dataDir: string): Promise<void> {
  await Promise.all(
    children.map(async (child) => {
      if (child.process.exitCode !== null) return
      child.process.kill('SIGTERM')
      const timer = setTimeout(() => child.process.kill('SIGKILL'), 15_000)
      await child.exited
      clearTimeout(timer)
    }),
  )
  rmSync(dataDir, { recursive: true, force: true })
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-checkout-'))
  const server = process.env.BENCH_DATABASE_URL
  const scratch = server ? await scratchDatabase(server) : null
  const stop = () => cleanUp(dataDir).then(() => scratch?.drop())
  process.once('SIGINT', () => void stop().then(() => process.exit(130)))
  try {
    await main(dataDir, scratch?.url ?? null)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  } finally {
    await stop()
  }
}
