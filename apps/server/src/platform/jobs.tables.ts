import { sql } from 'drizzle-orm'
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * The job queue of the embedded engine (platform/jobs.ts): one row per job waiting, running or failed for good.
 * A job that succeeds is deleted; `key` makes a job unique while it waits (a deadline moved replaces its job).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    task: text('task').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    key: text('key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** queued | running | failed (gave up after MAX_ATTEMPTS; kept for the console until added again) */
    status: text('status').$type<'queued' | 'running' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A running job whose process died is taken again after this time. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_unique').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`status = 'queued'`),
  ],
)
