import { randomBytes } from 'node:crypto'
import { BUILT_IN_ROLES, type Permission } from '@shop/contracts'
import { and, eq, sql } from 'drizzle-orm'
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
  // Permissions added after the built-in roles were first written: each built-in role that BUILT_IN_ROLES says holds
  // one gets it on databases made before it existed (an owner's own changes to a role otherwise survive).
  grantNewPermissions('staff/grant-customer-service', ['chat.answer', 'help.edit']),
  grantNewPermissions('staff/grant-programmes', ['programmes.view', 'programmes.edit']),
  grantNewPermissions('staff/grant-guides-permissions', ['guides.view', 'guides.edit']),
  grantNewPermissions('staff/grant-distribution', [
    'distribution.view',
    'distribution.manage',
    'distribution.withdrawals',
  ]),
  grantNewPermissions('staff/grant-jobs', ['jobs.view', 'jobs.retry']),
  grantNewPermissions('staff/grant-key-clients', ['keyClients.view', 'keyClients.manage']),
]

/** A seed step that adds these permissions to every built-in role whose definition holds them, once. */
export function grantNewPermissions(name: string, permissions: Permission[]): SeedStep {
  return {
    name,
    async run({ db }) {
      for (const [code, role] of Object.entries(BUILT_IN_ROLES)) {
        for (const permission of permissions) {
          if (!(role.permissions as readonly Permission[]).includes(permission)) continue
          await db
            .update(staffRoles)
            .set({ permissions: sql`array_append(${staffRoles.permissions}, ${permission})` })
            .where(and(eq(staffRoles.code, code), sql`not (${permission} = any(${staffRoles.permissions}))`))
        }
      }
    },
  }
}
