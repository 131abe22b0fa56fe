import { randomBytes } from 'node:crypto'
import { BUILT_IN_ROLES } from '@shop/contracts'
import { eq, sql } from 'drizzle-orm'
import type { SeedStep } from '../../seed/seed'
import { hashPassword } from './passwords'
import { staffRoles, staffUsers } from './staff.tables'

/** The sandbox WeCom staff user: sign in to the counter portal with the sandbox code `ba-BA001`. */
export const SANDBOX_STAFF_USERID = 'BA001'
/** The sandbox operator (运营): sign in with the WeCom sandbox code `ba-OPS001` (docs/operations.md). */
export const SANDBOX_MERCHANT_USERID = 'OPS001'
/** The console's first owner account. */
export const OWNER_USERNAME = 'owner'

export const staffSeed: SeedStep[] = [
  {
    // Reference data, every database: the built-in roles with their permissions. A later permission is granted to
    // built-in roles by a later step, so an owner's own changes to a role survive.
    name: 'staff/built-in-roles',
    async run({ db }) {
      for (const [code, role] of Object.entries(BUILT_IN_ROLES)) {
        const permissions = code === 'owner' ? [] : [...role.permissions]
        await db
          .insert(staffRoles)
          .values({ code, name: role.name, permissions, builtIn: true })
          .onConflictDoUpdate({ target: staffRoles.code, set: { name: role.name, permissions, builtIn: true } })
      }
    },
  },
  {
    // Built-in roles that edit marketing (运营) may run the members' programmes (surveys, friend help): granted once, so an owner's later
    // change to the role survives (staff/built-in-roles made the roles before this permission existed).
    name: 'staff/grant-programmes-edit',
    async run({ db }) {
      for (const [code, role] of Object.entries(BUILT_IN_ROLES)) {
        if (code === 'owner' || !(role.permissions as readonly string[]).includes('programmes.edit')) continue
        const [row] = await db.select().from(staffRoles).where(eq(staffRoles.code, code))
        if (!row || row.permissions.includes('programmes.edit')) continue
        await db
          .update(staffRoles)
          .set({ permissions: [...row.permissions, 'programmes.edit'] })
          .where(eq(staffRoles.code, code))
      }
    },
  },
  {
    name: 'staff/first-owner',
    async run({ db, config, log }) {
      const password = config.consoleOwnerPassword ?? randomBytes(9).toString('base64url')
      const [created] = await db
        .insert(staffUsers)
        .values({
          userid: `u-${OWNER_USERNAME}`,
          username: OWNER_USERNAME,
          name: '店主',
          role: 'owner',
          passwordHash: await hashPassword(password),
        })
        .onConflictDoNothing()
        .returning({ userid: staffUsers.userid })
      if (created && !config.consoleOwnerPassword) {
        log?.warn(
          `Console owner account created: sign in at /console as "${OWNER_USERNAME}" with password ${password} (shown once; change it after signing in)`,
        )
      }
    },
  },
  {
    name: 'staff/sandbox-wecom-user',
    when: (config) => config.wecom.mode === 'sandbox',
    async run({ db }) {
      await db
        .insert(staffUsers)
        .values({ userid: SANDBOX_STAFF_USERID, name: '陈晓雯', counterName: '上海静安嘉里中心专柜' })
        .onConflictDoNothing()
    },
  },
  {
    name: 'staff/sandbox-merchant',
    when: (config) => config.wecom.mode === 'sandbox',
    async run({ db }) {
      await db
        .insert(staffUsers)
        .values({ userid: SANDBOX_MERCHANT_USERID, name: '商城运营', role: 'operations' })
        .onConflictDoNothing()
    },
  },
  {
    // Customer service (docs/customer-service.md): the chat inbox and the help centre, granted to the built-in roles
    // that hold them in BUILT_IN_ROLES on databases made before they existed (an owner's own role changes survive).
    name: 'staff/grant-customer-service',
    async run({ db }) {
      for (const code of ['operations', 'customer_service'] as const) {
        await db
          .update(staffRoles)
          .set({
            permissions: sql`array(select distinct p from unnest(${staffRoles.permissions} || array['chat.answer', 'help.edit']::varchar[]) p order by p)`,
          })
          .where(eq(staffRoles.code, code))
      }
    },
  },
]
