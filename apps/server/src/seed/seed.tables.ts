import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

/** Seed steps already applied to this database: each runs once, so later edits to seeded rows survive restarts. */
export const seedSteps = pgTable('seed_steps', {
  name: varchar('name', { length: 128 }).primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
})
