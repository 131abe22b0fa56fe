/**
 * Builds the real app on a fresh database for a test file, and drives it through `app.inject`.
 *
 * - Default: in-memory PGlite restored from a migrated snapshot (made once per set of migrations, cached in the OS
 *   temp folder), so a test file gets an empty, migrated database in well under a second.
 * - `TEST_DATABASE_URL=postgres://…/postgres`: a fresh PostgreSQL database `shop_test_<random>` is created on that
 *   server for the app and dropped on close. The same suite runs on both.
 * Each app also gets its own DATA_DIR (secrets, uploads) in a temporary folder, and a clock the test can move.
 */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, renameSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { Logger } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import type { ParamsOf, QueryOf, ResponseOf, RouteDef, Session } from '@shop/contracts'
import { apiPath, enterpriseLogin, fillPath, h5AppLogin, merchantCreateStaff, staffLogin } from '@shop/contracts'
import { buildApp } from '../src/app'
import type { Clock } from '../src/platform/clock'
import { loadConfig, type Config } from '../src/platform/config'
import { MIGRATIONS_FOLDER, pgliteDatabase, postgresDatabase, type Database } from '../src/platform/database'
import type { Fetch } from '../src/providers/http'
import { runSeed } from '../src/seed/seed'
import { SEED_STEPS } from '../src/seed/steps'

export interface TestClock extends Clock {
  advance(milliseconds: number): void
  set(date: Date): void
}

export function testClock(start = new Date('2026-11-21T02:00:00Z')): TestClock {
  let now = start.getTime()
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms
    },
    set: (date) => {
      now = date.getTime()
    },
  }
}

export interface CallOptions<R extends RouteDef> {
  params?: ParamsOf<R> | Record<string, string | number>
  query?: QueryOf<R> | Record<string, string>
  /** Sent as JSON (anything, to test bad input). */
  body?: unknown
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string
  headers?: Record<string, string>
  storeCode?: string
  remoteAddress?: string
}

export interface CallResult<R extends RouteDef> {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  /** The parsed answer: the route's response on success, `{ code, message, details }` on failure. */
  body: ResponseOf<R> & { code?: string; message?: string; details?: unknown }
}

export interface TestApp {
  app: FastifyInstance
  config: Config
  database: Database
  clock: TestClock
  /** Every log line the app wrote, parsed. */
  logs: Array<Record<string, unknown>>
  /** The URL of a contract's path, parameters filled in. */
  url(def: RouteDef, params?: Record<string, string | number>, storeCode?: string): string
  call<R extends RouteDef>(def: R, options?: CallOptions<R>): Promise<CallResult<R>>
  inject(options: InjectOptions): Promise<LightMyRequestResponse>
  /** A customer session through the app-shell sandbox (no SMS limits involved). */
  loginCustomer(mobile?: string): Promise<Session>
  /** A staff token through the WeCom sandbox (code `ba-<userid>`). */
  loginStaff(userid?: string): Promise<string>
  /**
   * A console token for a role: the first owner's (password TEST_OWNER_PASSWORD), or a new console account of the
   * role, made by the owner through the staff calls.
   */
  loginConsole(roleCode?: string): Promise<string>
  /**
   * SQL statements the app has sent so far (compare two readings to count a call's), less the rate limit's merge of
   * its counts, which a timer sends every second whatever the calls (platform/rate-limit-store.ts).
   */
  queryCount(): number
  close(): Promise<void>
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>
  clock?: TestClock
  fetch?: Fetch
}

/** The first console owner's password in every test app (`owner` / this). */
export const TEST_OWNER_PASSWORD = 'Owner-pass-2026'

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    H5_DIST: path.join(dataDir, 'h5-not-built'),
    CONSOLE_DIST: path.join(dataDir, 'console-not-built'),
    LOG_LEVEL: 'info',
    // Tests run the sweeps themselves (app.sweeps), with their own clock.
    ORDER_SWEEP_SECONDS: '0',
    CONSOLE_OWNER_PASSWORD: TEST_OWNER_PASSWORD,
    ...options.env,
  })
  const clock = options.clock ?? testClock()
  let queries = 0
  let consoleAccounts = 0
  const fresh = await freshDatabase({
    logQuery: (query) => {
      if (!query.includes('"rate_limit_windows"')) queries++
    },
  })
  await runSeed(SEED_STEPS, { db: fresh.database.db, config, clock })

  const logs: Array<Record<string, unknown>> = []
  const app = await buildApp(config, {
    database: fresh.database,
    clock,
    ...(options.fetch && { fetch: options.fetch }),
    logStream: { write: (line) => void logs.push(JSON.parse(line) as Record<string, unknown>) },
  })

  const url = (def: RouteDef, params: Record<string, string | number> = {}, storeCode = config.storeCode) =>
    apiPath(def.service, storeCode, fillPath(def.path, params, { strict: false }))

  const call: TestApp['call'] = async (def, callOptions = {}) => {
    const query = callOptions.query ? `?${new URLSearchParams(callOptions.query as Record<string, string>)}` : ''
    const headers: Record<string, string> = {
      ...(callOptions.body !== undefined && { 'content-type': 'application/json' }),
      ...(callOptions.token && { authorization: `Bearer ${callOptions.token}` }),
      ...callOptions.headers,
    }
    const response = await app.inject({
      method: def.method,
      url: url(def, callOptions.params as Record<string, string | number>, callOptions.storeCode) + query,
      headers,
      ...(callOptions.body !== undefined && { payload: JSON.stringify(callOptions.body) }),
      ...(callOptions.remoteAddress && { remoteAddress: callOptions.remoteAddress }),
    })
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.body ? response.json() : undefined,
    } as CallResult<typeof def>
  }

  return {
    app,
    config,
    database: fresh.database,
    clock,
    logs,
    url,
    call,
    inject: (injectOptions) => app.inject(injectOptions),
    queryCount: () => queries,
    async loginCustomer(mobile = randomMobile()) {
      const minted = await app.inject({ method: 'POST', url: '/sandbox/app-shell/token', payload: { mobile } })
      const session = await call(h5AppLogin, { body: { token: minted.json<{ token: string }>().token } })
      if (session.status !== 200) throw new Error(`login failed: ${JSON.stringify(session.body)}`)
      return session.body
    },
    async loginConsole(roleCode = 'owner') {
      const signIn = async (username: string, password: string) => {
        const login = await call(staffLogin, { body: { username, password } })
        if (login.status !== 200) throw new Error(`console login failed: ${JSON.stringify(login.body)}`)
        return login.body.token
      }
      const owner = await signIn('owner', TEST_OWNER_PASSWORD)
      if (roleCode === 'owner') return owner
      const username = `t-${roleCode}-${++consoleAccounts}`.replace(/_/g, '-')
      const made = await call(merchantCreateStaff, {
        token: owner,
        body: { username, name: `测试${roleCode}`, roleCode, password: TEST_OWNER_PASSWORD },
      })
      if (made.status !== 200) throw new Error(`staff account failed: ${JSON.stringify(made.body)}`)
      return signIn(username, TEST_OWNER_PASSWORD)
    },
    async loginStaff(userid = 'BA001') {
      const login = await call(enterpriseLogin, { params: { code: `ba-${userid}` } })
      if (login.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(login.body)}`)
      return login.body.token
    },
    async close() {
      await app.close()
      await fresh.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A mobile nobody in the test database has yet. */
export function randomMobile(): string {
  return `139${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`
}

/** A fresh, migrated database of its own (PGlite, or PostgreSQL with TEST_DATABASE_URL), for a test without the app. */
export const testDatabase = () => freshDatabase({ logQuery: () => {} })

async function freshDatabase(logger: Logger): Promise<{ database: Database; drop(): Promise<void>; url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const client = await PGlite.create({ loadDataDir: new Blob([await migratedSnapshot()]) })
    const database = pgliteDatabase(client, undefined, logger)
    return { database, drop: () => database.close() }
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`
  const template = await migratedTemplate(serverUrl)
  await onServer(serverUrl, async (admin) => {
    // Copying a template is refused while another session is connected to it (only for an instant, when another
    // lane copies it too): try again.
    for (let attempt = 1; ; attempt++) {
      try {
        return await admin.query(`create database ${name} template ${template}`)
      } catch (error) {
        if (attempt === 20 || (error as { code?: string }).code !== '55006') throw error
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
      }
    }
  })
  const database = postgresDatabase(databaseUrl(serverUrl, name), undefined, logger)
  return {
    database,
    url: databaseUrl(serverUrl, name),
    async drop() {
      await database.close()
      await onServer(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`))
    },
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    return await work(admin)
  } finally {
    await admin.end()
  }
}

/**
 * A migrated PostgreSQL database to copy (`create database … template`), made once per migration set: copying is
 * several times faster than migrating. It is made under a draft name and renamed, so that a lane never copies a
 * half-migrated one; templates of older migration sets (and drafts a killed run left of them) are dropped.
 */
let templateMade: Promise<string> | undefined
const migratedTemplate = (serverUrl: string) => (templateMade ??= makeTemplate(serverUrl))

async function makeTemplate(serverUrl: string): Promise<string> {
  const name = `shop_tpl_${migrationsHash()}`
  const made = await onServer(serverUrl, async (admin) => {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name])
    return found.rowCount === 1
  })
  if (made) return name
  const draft = `${name}_${process.pid}`
  await onServer(serverUrl, (admin) => admin.query(`create database ${draft}`))
  const database = postgresDatabase(databaseUrl(serverUrl, draft))
  await database.migrate()
  await database.close()
  await onServer(serverUrl, async (admin) => {
    try {
      await admin.query(`alter database ${draft} rename to ${name}`)
    } catch (error) {
      // The other lane published the same template first.
      if ((error as { code?: string }).code !== '42P04') throw error
      return admin.query(`drop database ${draft}`)
    }
    const older = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'shop\\_tpl\\_%' and datname not like $1 || '%'",
      [name],
    )
    for (const { datname } of older.rows) await admin.query(`drop database if exists ${datname} with (force)`)
  })
  return name
}

/** A hash of the migrations (SQL and snapshots), naming the snapshot and the template made from them. */
function migrationsHash(): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

/** A tarball of a migrated PGlite, cached per migration set (the file name carries a hash of the SQL). */
async function migratedSnapshot(): Promise<Buffer> {
  const cached = path.join(tmpdir(), `shop-server-pglite-${migrationsHash()}.tar.gz`)
  if (existsSync(cached)) return readFileSync(cached)
  const client = await PGlite.create()
  const database = pgliteDatabase(client)
  await database.migrate()
  const snapshot = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer())
  await database.close()
  // Written aside and renamed: test files starting in parallel never read half a snapshot.
  const draft = `${cached}.${process.pid}.tmp`
  writeFileSync(draft, snapshot)
  renameSync(draft, cached)
  return snapshot
}
