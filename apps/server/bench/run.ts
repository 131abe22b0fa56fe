/**
 * `npm run bench`: how fast the shop answers next to its ceilings (ADR 0020, ADR 0071). Prepares a fresh database
 * (embedded PGlite in a temporary DATA_DIR, or with `BENCH_DATABASE_URL=postgres://…/postgres` a scratch database on
 * that server), migrated, seeded and given 200 shoppers with carts; counts the SQL statements of one cart/locate and
 * one buy_now/submit; starts the real server on it and bare Fastify routes (a tiny JSON, and the shop's own list page
 * as a fixed text), each in its own process; on PostgreSQL runs pgbench's TPC-B on the same server; then loads each
 * target with autocannon from this process: 100 connections for 5 s after a 1 s warm-up, and reads the server
 * process's CPU time around each run. Prints a table of every figure beside its ceiling (the bare route, TPC-B) and
 * its target (catalogue list, detail and search at ≥ 60 % of the bare tiny JSON with p99 < 50 ms; the write path of
 * issue 12 §4); it reports a missed target, it never fails on one. Then Lighthouse scores the H5 home the shop serves
 * (the build made first when missing or stale): three runs of mobile with Lighthouse's default throttling, each
 * printed, and their median against the targets (performance ≥ 90, accessibility ≥ 95; ADR 0040). Before the
 * server starts, 100,000 orders are written (bench/orders.targets.ts); the merchant's filtered order list (a status
 * and 90 days, page 50 of 20) is timed one request at a time beside the bare route, held to p99 < 100 ms on PostgreSQL
 * (docs/scale.md). `BENCH_ONLY=orders` runs that part alone; `BENCH_ONLY=write` the catalogue, cart and checkout
 * part alone (no H5 build, no 100,000 orders, no Lighthouse); `BENCH_PROFILE=<folder>` writes the server's CPU
 * profile there (`--cpu-prof`) when it stops. Everything is stopped and removed at the end, also on Ctrl-C.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { describeScores, HOME_PATH, runLighthouse, type LighthouseScores } from '../../../e2e/support/lighthouse'
// @ts-expect-error plain ESM helper shared with the root scripts
import { ensureBuild } from '../../../scripts/lib.mjs'
import { freePort, runTs, scratchDatabase, type Child } from '../test/processes'
import { openDatabase } from '../src/platform/database'
import { cpuMs, PGBENCH_CLIENTS, PGBENCH_CONDITIONS, pgbenchTpcB } from './ceilings'
import { checkoutTargets, prepareCheckoutBench, statementsPerCall, type BenchTarget } from './checkout.targets'
import { BENCH_ORDERS, orderListTarget, ownerToken, seedOrders } from './orders.targets'

const CONNECTIONS = 100
const SECONDS = 5
const TARGET_RATIO = 0.6
const TARGET_P99_MS = 50
/** Issue 12 §4: the write path on PostgreSQL, and on the embedded default. */
interface WriteTargets {
  submitPerSecond: number
  locatePerSecond: number
  /** On PostgreSQL only. */
  submit?: { p99Ms: number; shareOfTpcB: number; cpuMsPerOrder: number }
}
const WRITE_TARGETS: Record<'postgres' | 'pglite', WriteTargets> = {
  postgres: {
    submitPerSecond: 600,
    locatePerSecond: 3_000,
    submit: { p99Ms: 250, shareOfTpcB: 0.15, cpuMsPerOrder: 1.5 },
  },
  pglite: { submitPerSecond: 200, locatePerSecond: 1_000 },
}
const LIGHTHOUSE_RUNS = 3
const TARGET_PERFORMANCE = 90
const TARGET_ACCESSIBILITY = 95
const TARGET_ORDER_LIST_P99_MS = 100
/** `BENCH_ONLY=orders`: only the order list on 100,000 orders (no H5 build, catalogue, checkout or Lighthouse). */
const ORDERS_ONLY = process.env.BENCH_ONLY === 'orders'
/** `BENCH_ONLY=write`: only the catalogue, cart and checkout targets (no H5 build, 100,000 orders or Lighthouse). */
const WRITE_ONLY = process.env.BENCH_ONLY === 'write'
const STORE_CODE = process.env.STORE_CODE ?? 'lanji'

interface Measured {
  rps: number
  p99: number
  failed: number
  /** The serving process's CPU time per request, ms (null without /proc). */
  cpuMs: number | null
}

interface Target extends BenchTarget {
  /** The process that serves it (its CPU time is read around the run). */
  pid: number | undefined
  /** Its target, judged on what was measured (none: measured for information). */
  goal?: (measured: Measured) => { text: string; met: boolean }
}

const get = (paths: string[]) => paths.map((path) => ({ method: 'GET', path }))

const children: Child[] = []
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'))
const scratch = process.env.BENCH_DATABASE_URL
  ? await scratchDatabase(process.env.BENCH_DATABASE_URL, 'shop_bench')
  : null

async function main(): Promise<void> {
  if (!ORDERS_ONLY && !WRITE_ONLY && (await ensureBuild('h5')) !== 0) throw new Error('the H5 build failed')
  console.log(`preparing the shop (${scratch ? 'a scratch PostgreSQL database' : `PGlite in ${dataDir}`})…`)
  const checkout = await prepareCheckoutBench(dataDir, scratch?.url ?? null)
  const statements = ORDERS_ONLY ? null : await statementsPerCall(dataDir, scratch?.url ?? null, checkout)
  if (!WRITE_ONLY) {
    const seeding = Date.now()
    const database = await openDatabase({ databaseUrl: scratch?.url ?? null, dataDir })
    try {
      await seedOrders(database.db)
    } finally {
      await database.close()
    }
    console.log(`wrote ${BENCH_ORDERS.toLocaleString('en')} orders in ${Math.round((Date.now() - seeding) / 1000)} s`)
  }
  const [shopPort, barePort] = [await freePort(), await freePort()]
  const shop = `http://127.0.0.1:${shopPort}`
  const bare = `http://127.0.0.1:${barePort}`
  const profile = process.env.BENCH_PROFILE
  const server = runTs(
    'src/main.ts',
    [],
    {
      PORT: String(shopPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(scratch && { DATABASE_URL: scratch.url }),
      JWT_SECRET: checkout.jwtSecret,
      // Request logs and the per-IP limit would measure logging and refusals, not the shop.
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [],
  )
  children.push(server)
  await ready(`${shop}/api/ready`)

  const api = `${shop}/api/ec-portal/store/${STORE_CODE}`
  const listPath = `${api}/goods/list?page=0&size=20`
  const page = await text(listPath)
  const pageFile = path.join(dataDir, 'page.json')
  writeFileSync(pageFile, page)
  const bareServer = runTs('bench/bare-server.ts', [String(barePort), pageFile])
  children.push(bareServer)
  await ready(`${bare}/hello`)

  const pids = { shop: server.process.pid, bare: bareServer.process.pid }
  if (!ORDERS_ONLY) await catalogueAndCheckout({ shop, bare, page, api, checkout, pids, statements: statements! })
  if (!WRITE_ONLY) await orderListLatency(shop, bare)
  if (!ORDERS_ONLY && !WRITE_ONLY) await lighthouseHome(shop)
}

/**
 * The catalogue and write-path targets under 100 connections beside their ceilings: the bare tiny JSON route, and
 * on PostgreSQL pgbench's TPC-B on the same server, run just before the write path.
 */
async function catalogueAndCheckout({
  shop,
  bare,
  page,
  api,
  checkout,
  pids,
  statements,
}: {
  shop: string
  bare: string
  page: string
  api: string
  checkout: Awaited<ReturnType<typeof prepareCheckoutBench>>
  pids: { shop: number | undefined; bare: number | undefined }
  statements: Awaited<ReturnType<typeof statementsPerCall>>
}): Promise<void> {
  const goodsIds = (JSON.parse(page) as { content: { id: number }[] }).content.map((card) => card.id)
  const apiPath = new URL(api).pathname
  let yardstick = 0
  const catalogueGoal = ({ rps, p99 }: Measured) => {
    const met = rps / yardstick >= TARGET_RATIO && p99 < TARGET_P99_MS
    return { met, text: `≥ ${TARGET_RATIO * 100} % of bare, p99 < ${TARGET_P99_MS} ms` }
  }
  const catalogue: Target[] = [
    { name: 'bare Fastify: tiny JSON', url: bare, pid: pids.bare, requests: get(['/hello']) },
    { name: 'bare Fastify: the list page', url: bare, pid: pids.bare, requests: get(['/page']) },
    { name: 'shop: /api/health (platform floor)', url: shop, pid: pids.shop, requests: get(['/api/health']) },
    {
      name: 'shop: goods list (20 a page)',
      url: shop,
      pid: pids.shop,
      requests: get(
        ['default', 'sales', 'priceAsc', 'newest'].map((sort) => `${apiPath}/goods/list?page=0&size=20&sort=${sort}`),
      ),
      goal: catalogueGoal,
    },
    {
      name: 'shop: goods detail',
      url: shop,
      pid: pids.shop,
      requests: get(goodsIds.map((id) => `${apiPath}/goods/${id}`)),
      goal: catalogueGoal,
    },
    {
      name: 'shop: goods search',
      url: shop,
      pid: pids.shop,
      requests: get(
        ['精华', '口红', '面霜', '防晒 乳', 'cleanser'].map(
          (keyword) => `${apiPath}/goods/search?keyword=${encodeURIComponent(keyword)}`,
        ),
      ),
      goal: catalogueGoal,
    },
  ]
  const rows: string[][] = []
  const load = async (target: Target) => {
    const { requests } = target
    await autocannon({ url: target.url, connections: CONNECTIONS, duration: 1, requests })
    const cpuBefore = cpuMs(target.pid)
    const result = await autocannon({ url: target.url, connections: CONNECTIONS, duration: SECONDS, requests })
    const cpuAfter = cpuMs(target.pid)
    const measured: Measured = {
      rps: result.requests.average,
      p99: result.latency.p99,
      failed: result.non2xx + result.errors + result.timeouts,
      cpuMs:
        cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / Math.max(1, result.requests.total),
    }
    if (yardstick === 0) yardstick = measured.rps
    const ratio = measured.rps / yardstick
    const goal = target.goal?.(measured)
    rows.push([
      target.name,
      String(Math.round(measured.rps)),
      `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0)} %`,
      String(measured.p99),
      measured.cpuMs === null ? 'n/a' : measured.cpuMs.toFixed(2),
      String(measured.failed),
      goal ? `${goal.text}: ${goal.met ? 'met' : 'MISSED'}` : '',
    ])
    console.log(`  ${target.name}: ${Math.round(measured.rps)} req/s`)
    return measured
  }
  for (const target of catalogue) await load(target)

  let tpcB: Awaited<ReturnType<typeof pgbenchTpcB>> | null = null
  if (scratch) {
    tpcB = await pgbenchTpcB(process.env.BENCH_DATABASE_URL!)
    rows.push(
      'tps' in tpcB
        ? [`pgbench TPC-B (${PGBENCH_CLIENTS} clients)`, String(Math.round(tpcB.tps)), '', '', '', '', 'the ceiling']
        : ['pgbench TPC-B', 'absent', '', '', '', '', tpcB.absent],
    )
  }
  const tps = tpcB && 'tps' in tpcB ? tpcB.tps : null
  const [locate, submit] = await checkoutTargets(shop, checkout)
  const write = scratch ? WRITE_TARGETS.postgres : WRITE_TARGETS.pglite
  await load({
    ...locate!,
    pid: pids.shop,
    goal: ({ rps }) => ({
      met: rps >= write.locatePerSecond,
      text: `≥ ${write.locatePerSecond.toLocaleString('en')}/s`,
    }),
  })
  await load({
    ...submit!,
    pid: pids.shop,
    goal: ({ rps, p99, cpuMs: cpu }) => {
      const at = `≥ ${write.submitPerSecond}/s`
      if (!write.submit) return { met: rps >= write.submitPerSecond, text: at }
      const { p99Ms, shareOfTpcB, cpuMsPerOrder } = write.submit
      const share = tps === null ? null : rps / tps
      const met =
        rps >= write.submitPerSecond &&
        p99 < p99Ms &&
        (share === null || share >= shareOfTpcB) &&
        (cpu === null || cpu <= cpuMsPerOrder)
      const shareText =
        share === null ? 'TPC-B absent' : `${(share * 100).toFixed(1)} % of TPC-B (≥ ${shareOfTpcB * 100} %)`
      return { met, text: `${at}, p99 < ${p99Ms} ms, CPU ≤ ${cpuMsPerOrder} ms; ${shareText}` }
    },
  })

  printTable(['target', 'req/s', 'vs bare tiny JSON', 'p99 ms', 'CPU ms/req', 'failed', 'target'], rows)
  console.log(
    `SQL statements (${scratch ? 'PostgreSQL, begin and commit included' : 'PGlite, which sends no begin or commit'}): ` +
      `${statements.locate} per cart/locate, ${statements.submit} per buy_now/submit.\n` +
      `${CONNECTIONS} connections, ${SECONDS} s each after a 1 s warm-up; the load generator and the servers share this machine's cores,\n` +
      "so other work on the machine moves req/s and p99 (run it twice); CPU ms/req (the serving process's user + system time\n" +
      `over the requests answered) and statements per call are the steady figures. The platform floor is the same app answering a one-line route.` +
      (scratch ? `\nTPC-B: ${PGBENCH_CONDITIONS}, on the same PostgreSQL just before the write path.` : ''),
  )
}

/** The merchant's filtered order list, one request at a time (the latency an operator waits), beside the bare route. */
async function orderListLatency(shop: string, bare: string): Promise<void> {
  const list = await orderListTarget(shop, STORE_CODE, await ownerToken(shop, STORE_CODE))
  const targets = [{ name: 'bare Fastify: tiny JSON', url: bare, requests: get(['/hello']) }, list]
  const rows: string[][] = []
  for (const target of targets) {
    const options = { url: target.url, connections: 1, requests: target.requests }
    await autocannon({ ...options, duration: 1 })
    const result = await autocannon({ ...options, duration: SECONDS })
    const failed = result.non2xx + result.errors + result.timeouts
    const judged = target === list && scratch !== null
    const verdict = result.latency.p99 < TARGET_ORDER_LIST_P99_MS && failed === 0 ? 'met' : 'MISSED'
    rows.push([
      target.name,
      String(result.latency.p50),
      String(result.latency.p99),
      String(result.latency.max),
      String(Math.round(result.requests.average)),
      String(failed),
      judged ? `p99 < ${TARGET_ORDER_LIST_P99_MS} ms: ${verdict}` : '',
    ])
  }
  console.log(`\nThe merchant's order list on ${BENCH_ORDERS.toLocaleString('en')} orders, one request at a time:`)
  printTable(['target', 'p50 ms', 'p99 ms', 'max ms', 'req/s', 'failed', 'target'], rows)
  if (!scratch) console.log('The target holds on PostgreSQL: set BENCH_DATABASE_URL=postgres://…/postgres to judge it.')
}

/** Lighthouse on the H5 home: every run printed, the median (by performance) held to the targets. */
async function lighthouseHome(shop: string): Promise<void> {
  console.log(`\nLighthouse, H5 home (${shop}${HOME_PATH}), mobile with the default throttling:`)
  const runs: LighthouseScores[] = []
  for (let i = 1; i <= LIGHTHOUSE_RUNS; i++) {
    const scores = await runLighthouse(shop + HOME_PATH)
    runs.push(scores)
    console.log(`  run ${i}: ${describeScores(scores)}`)
  }
  const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!
  const verdict = (score: number, target: number) => `${score} (≥ ${target}: ${score >= target ? 'met' : 'MISSED'})`
  console.log(
    `  median: performance ${verdict(median.performance, TARGET_PERFORMANCE)}, accessibility ` +
      `${verdict(median.accessibility, TARGET_ACCESSIBILITY)}\n` +
      `  its lost points: ${median.failing.join(', ') || 'none'}\n` +
      '  Performance is simulated from the CPU time each run observed: on a busy machine (benchmark index below ~1000)\n' +
      '  it reads low; accessibility does not move.',
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

async function text(url: string): Promise<string> {
  const answer = await fetch(url)
  const body = await answer.text()
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${body}`)
  return body
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

/** Stops both servers (the shop releases its folder lock on SIGTERM) and removes the temporary folder. */
async function cleanUp(): Promise<void> {
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
  await scratch?.drop()
}

process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)))
try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await cleanUp()
}
