import { timestamp } from 'drizzle-orm/pg-core'

/**
 * Column groups several modules' tables repeat (each call makes new builders: a column belongs to one table). The
 * members' programmes share them: a window, and when a row was made and last changed.
 */
const instant = (name: string) => timestamp(name, { withTimezone: true })

/** When the row was made and last changed. */
export const stamps = () => ({
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
})

/** A window `[startsAt, endsAt)` a programme runs in (lotteries, points goods). */
export const runWindow = () => ({
  startsAt: instant('starts_at').notNull(),
  endsAt: instant('ends_at').notNull(),
})

/** An optional window `[startAt, endAt)` of a published programme: none means from publishing, or until closed. */
export const openWindow = () => ({
  startAt: instant('start_at'),
  endAt: instant('end_at'),
})
