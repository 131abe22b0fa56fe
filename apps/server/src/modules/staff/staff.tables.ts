import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * Counter staff (BAs), by WeCom userid. WeCom decides who belongs to the corp, so a member signing in for the first
 * time is recorded here; the name and counter come from the shop's own records when it has them.
 */
export const staffUsers = pgTable('staff_users', {
  userid: varchar('userid', { length: 64 }).primaryKey(),
  name: varchar('name', { length: 32 }),
  counterName: varchar('counter_name', { length: 64 }),
  firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
})
