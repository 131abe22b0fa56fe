import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * Limit windows kept in the database when there is no Redis (platform/counters.ts): the SMS limits, counted exactly
 * (`limit_counters`), and the per-IP rate limit, counted in memory and merged here every second
 * (`rate_limit_windows`). Every process counts together, and a restart keeps the counts.
 */
export const limitCounters = pgTable('limit_counters', {
  key: varchar('key', { length: 200 }).primaryKey(),
  count: integer('count').notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
})

export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: varchar('key', { length: 200 }).primaryKey(),
  count: integer('count').notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
})
