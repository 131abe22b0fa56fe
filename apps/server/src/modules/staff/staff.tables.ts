import { sql } from 'drizzle-orm'
import { check, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'
import type { StaffRole } from '../../platform/tokens'

/**
 * Counter staff (BAs), by WeCom userid. WeCom decides who belongs to the corp, so a member signing in for the first
 * time is recorded here; the name and counter come from the shop's own records when it has them. The role is the
 * shop's to give: `ba` (counter staff, the default) or `merchant` (the shop's operators, docs/adr/0030); it goes
 * into the staff token at sign-in.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    userid: varchar('userid', { length: 64 }).primaryKey(),
    name: varchar('name', { length: 32 }),
    counterName: varchar('counter_name', { length: 64 }),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    role: varchar('role', { length: 16 }).$type<StaffRole>().notNull().default('ba'),
  },
  (t) => [check('staff_users_role', sql`${t.role} in ('ba', 'merchant')`)],
)
