import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

/**
 * Roles and what they may do (`@shop/contracts/permissions`). The built-in roles are written on start when missing;
 * an owner may then change them (except `owner`, which holds every permission in code) or add roles.
 */
export const staffRoles = pgTable('staff_roles', {
  code: varchar('code', { length: 32 }).primaryKey(),
  name: varchar('name', { length: 16 }).notNull(),
  permissions: varchar('permissions', { length: 64 })
    .array()
    .notNull()
    .default(sql`'{}'`),
  builtIn: boolean('built_in').notNull().default(false),
})

/**
 * Staff: counter staff from WeCom (by WeCom userid; recorded at their first sign-in) and console accounts (user name
 * and argon2 password hash; userid `u-<username>`). The role is the shop's to give and is read afresh on every
 * console call, so a change or a disabled account takes effect at once. Repeated wrong passwords lock the account
 * for a while (`failed_logins`, `locked_until`).
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    userid: varchar('userid', { length: 64 }).primaryKey(),
    name: varchar('name', { length: 32 }),
    counterName: varchar('counter_name', { length: 64 }),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    role: varchar('role', { length: 32 })
      .notNull()
      .default('counter')
      .references(() => staffRoles.code),
    username: varchar('username', { length: 32 }),
    passwordHash: varchar('password_hash', { length: 256 }),
    mobile: varchar('mobile', { length: 16 }),
    disabled: boolean('disabled').notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_users_username').on(sql`lower(${t.username})`), index('staff_users_role').on(t.role)],
)
