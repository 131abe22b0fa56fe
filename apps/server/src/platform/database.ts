import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { Logger } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from '../schema'
import { lockFolder } from './folder-lock'

/** One handle type for both drivers (a union of the two driver types breaks `.returning()`). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  /** Applies the SQL migrations under apps/server/drizzle that this database has not seen yet. */
  migrate(): Promise<void>
  /** Resolves when the database answers a query. */
  ping(): Promise<void>
  /** The PostgreSQL pool's connections now (for /metrics); null on PGlite, which has one connection. */
  poolUse(): PoolUse | null
  close(): Promise<void>
}

export interface PoolUse {
  max: number
  total: number
  idle: number
  /** Queries waiting for a connection. */
  waiting: number
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url))

/** Any 64-bit number the shop's processes agree on, so that only one of them migrates at a time. */
const MIGRATION_LOCK_KEY = 7_231_994_010

/**
 * PostgreSQL when a URL is given; otherwise embedded PGlite in `<dataDir>/pglite`, locked against a second process.
 * Throws FolderInUseError when another live process holds the folder. `logger` sees every query (the bench counts).
 */
export async function openDatabase(
  options: { databaseUrl: string | null; dataDir: string; logger?: Logger },
  onPoolError: (error: Error) => void = () => {},
): Promise<Database> {
  if (options.databaseUrl) return postgresDatabase(options.databaseUrl, onPoolError, options.logger)
  const folder = path.join(options.dataDir, 'pglite')
  const lock = lockFolder(folder)
  try {
    return pgliteDatabase(await PGlite.create(folder), () => lock.release(), options.logger)
  } catch (error) {
    lock.release()
    throw error
  }
}

/** `logger` sees every query the app makes (tests count them). */
export function pgliteDatabase(client: PGlite, afterClose: () => void = () => {}, logger?: Logger): Database {
  const db = drizzlePglite({ client, schema, ...(logger && { logger }) })
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query('select 1')
    },
    poolUse: () => null,
    close: async () => {
      await client.close()
      afterClose()
    },
  }
}

export function postgresDatabase(
  url: string,
  onPoolError: (error: Error) => void = () => {},
  logger?: Logger,
): Database {
  const max = 10
  const pool = new pg.Pool({ connectionString: url, max })
  // An idle client losing its connection emits 'error'; unhandled, that would end the process.
  pool.on('error', onPoolError)
  return {
    db: drizzleNodePg({ client: pool, schema, ...(logger && { logger }) }),
    driver: 'postgres',
    migrate: async () => {
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
        await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        client.release()
      }
    },
    ping: async () => {
      await pool.query('select 1')
    },
    poolUse: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  }
}

const statementNames = new Set<string>()

/**
 * What a handle sends its statements through: the pool, or the pooled connection a transaction holds (drizzle's
 * session's client). A pooled connection serves one transaction after another, so a statement prepared in one of
 * them serves the next ones on it.
 */
const connectionOf = (db: Db): object => (db._.session as unknown as { client: object }).client

/**
 * A statement prepared once per connection and run by its name after that (ADR 0071): drizzle builds its SQL once,
 * and PostgreSQL parses it once per connection. Its values are `sql.placeholder('…')`s. A moment goes in as its
 * column takes it in a row's values (a Date: drizzle maps it), as its ISO text in a condition (drizzle leaves a
 * condition's placeholder to the driver). A name is one statement's: a second statement of that name is refused when
 * its module loads.
 *
 *   const balanceOf = prepared('points_balance', (db) =>
 *     db.select(…).from(pointsAccounts).where(eq(pointsAccounts.customerId, sql.placeholder('customerId'))))
 *   const [row] = await balanceOf(db).execute({ customerId })
 */
export function prepared<P>(name: string, build: (db: Db) => { prepare(name: string): P }): (db: Db) => P {
  if (statementNames.has(name)) throw new Error(`two prepared statements are named ${name}`)
  statementNames.add(name)
  const byConnection = new WeakMap<object, P>()
  return (db) => {
    const connection = connectionOf(db)
    let statement = byConnection.get(connection)
    if (statement === undefined) byConnection.set(connection, (statement = build(db).prepare(name)))
    return statement
  }
}

/** Whether a query failed on a unique constraint (by name when given): the loser of a race for a unique key. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const pgError = cause as Error & { code?: string; constraint?: string }
    if (pgError.code === '23505') return constraint === undefined || pgError.constraint === constraint
  }
  return false
}
