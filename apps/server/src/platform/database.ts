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

/** Whether a query failed on a unique constraint (by name when given): the loser of a race for a unique key. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const pgError = cause as Error & { code?: string; constraint?: string }
    if (pgError.code === '23505') return constraint === undefined || pgError.constraint === constraint
  }
  return false
}
