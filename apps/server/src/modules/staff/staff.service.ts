import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { PERMISSION_CODES, type Permission, type StaffMe, type StaffMember, type StaffRoleView } from '@shop/contracts'
import { DomainError } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { toPage } from '../../platform/paging'
import type { AuditService } from '../audit'
import { hashPassword, passwordMatches } from './passwords'
import { staffRoles, staffUsers } from './staff.tables'

/** Wrong passwords in a row before an account locks, and for how long. */
export const MAX_FAILED_LOGINS = 5
export const LOCK_MINUTES = 15

/** What a staff member may do now; null when the account is unknown or disabled. */
export interface StaffAccess {
  roleCode: string
  permissions: ReadonlySet<Permission>
}

/** Hashing costs the same whether or not the user exists, so a wrong user name takes as long as a wrong password. */
let decoyHash: Promise<string> | null = null

export type StaffService = ReturnType<typeof createStaffService>

export function createStaffService({ db, clock, audit }: { db: Db; clock: Clock; audit: AuditService }) {
  const permissionsOf = (roleCode: string, stored: readonly string[]): Permission[] =>
    roleCode === 'owner' ? [...PERMISSION_CODES] : PERMISSION_CODES.filter((p) => stored.includes(p))

  async function memberRow(userid: string, tx: Db = db) {
    const [row] = await tx
      .select({ user: staffUsers, roleName: staffRoles.name, rolePermissions: staffRoles.permissions })
      .from(staffUsers)
      .innerJoin(staffRoles, eq(staffRoles.code, staffUsers.role))
      .where(eq(staffUsers.userid, userid))
    return row
  }

  const memberView = ({ user, roleName }: { user: typeof staffUsers.$inferSelect; roleName: string }): StaffMember => ({
    userid: user.userid,
    username: user.username,
    name: user.name,
    mobile: user.mobile,
    roleCode: user.role,
    roleName,
    counterName: user.counterName,
    disabled: user.disabled,
    wecom: user.passwordHash === null,
    lockedUntil: user.lockedUntil && user.lockedUntil > clock.now() ? user.lockedUntil.toISOString() : null,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  })

  async function me(userid: string): Promise<StaffMe> {
    const row = await memberRow(userid)
    if (!row || row.user.disabled) throw new DomainError('401')
    return {
      userid,
      username: row.user.username,
      name: row.user.name,
      roleCode: row.user.role,
      roleName: row.roleName,
      permissions: permissionsOf(row.user.role, row.rolePermissions),
    }
  }

  /** Refuses a change that would leave the shop without an enabled owner. */
  async function keepAnOwner(tx: Db, userid: string) {
    const [others] = await tx
      .select({ n: count() })
      .from(staffUsers)
      .where(and(eq(staffUsers.role, 'owner'), eq(staffUsers.disabled, false), sql`${staffUsers.userid} <> ${userid}`))
    if (!others?.n) throw new DomainError('staffLastOwner')
  }

  async function roleView(code: string, tx: Db = db): Promise<StaffRoleView> {
    const [row] = await tx
      .select({
        role: staffRoles,
        staffCount: sql<number>`(select count(*)::int from ${staffUsers} where ${staffUsers.role} = ${staffRoles.code})`,
      })
      .from(staffRoles)
      .where(eq(staffRoles.code, code))
    if (!row) throw new DomainError('roleNotFound')
    return {
      code: row.role.code,
      name: row.role.name,
      permissions: permissionsOf(row.role.code, row.role.permissions),
      builtIn: row.role.builtIn,
      locked: row.role.code === 'owner',
      staffCount: row.staffCount,
    }
  }

  async function roleExists(tx: Db, code: string) {
    const [row] = await tx.select({ code: staffRoles.code }).from(staffRoles).where(eq(staffRoles.code, code))
    if (!row) throw new DomainError('roleNotFound')
  }

  return {
    /** Read on every console call: the role's permissions now (a changed role or a disabled account counts at once). */
    async access(userid: string): Promise<StaffAccess | null> {
      const row = await memberRow(userid)
      if (!row || row.user.disabled) return null
      return { roleCode: row.user.role, permissions: new Set(permissionsOf(row.user.role, row.rolePermissions)) }
    },

    me,

    /** The enabled staff whose role holds the permission (e.g. who a chat can be transferred to), by name. */
    async holding(permission: Permission): Promise<{ userid: string; name: string }[]> {
      const rows = await db
        .select({ user: staffUsers, rolePermissions: staffRoles.permissions })
        .from(staffUsers)
        .innerJoin(staffRoles, eq(staffRoles.code, staffUsers.role))
        .where(eq(staffUsers.disabled, false))
        .orderBy(asc(staffUsers.name), asc(staffUsers.userid))
      return rows
        .filter((row) => permissionsOf(row.user.role, row.rolePermissions).includes(permission))
        .map((row) => ({ userid: row.user.userid, name: row.user.name ?? row.user.userid }))
    },

    /** Names of staff members by userid, for lists that show who did something. */
    async names(userids: readonly string[]): Promise<Map<string, string | null>> {
      if (userids.length === 0) return new Map()
      const rows = await db
        .select({ userid: staffUsers.userid, name: staffUsers.name })
        .from(staffUsers)
        .where(inArray(staffUsers.userid, [...new Set(userids)]))
      return new Map(rows.map((row) => [row.userid, row.name]))
    },

    /** Records a sign-in of a WeCom member (creating the staff record on the first one); answers who it is. */
    async recordLogin(userid: string): Promise<{ userid: string; name: string | null }> {
      const now = clock.now()
      const [row] = await db
        .insert(staffUsers)
        .values({ userid, firstLoginAt: now, lastLoginAt: now })
        .onConflictDoUpdate({
          target: staffUsers.userid,
          set: { lastLoginAt: now, firstLoginAt: sql`coalesce(${staffUsers.firstLoginAt}, excluded.first_login_at)` },
        })
        .returning({ userid: staffUsers.userid, name: staffUsers.name, disabled: staffUsers.disabled })
      if (row!.disabled) throw new DomainError('staffDisabled')
      return { userid: row!.userid, name: row!.name }
    },

    /**
     * Console sign-in. The failure count and the lock are one guarded update, so parallel guesses cannot slip past
     * the limit; a right password during the lock is refused too.
     */
    async login(username: string, password: string): Promise<StaffMe> {
      const [user] = await db
        .select()
        .from(staffUsers)
        .where(sql`lower(${staffUsers.username}) = lower(${username})`)
      const now = clock.now()
      if (!user || !user.passwordHash) {
        await passwordMatches(await (decoyHash ??= hashPassword('decoy-password-1')), password)
        throw new DomainError('staffLoginFailed')
      }
      if (user.lockedUntil && user.lockedUntil > now) throw new DomainError('staffLocked')
      if (!(await passwordMatches(user.passwordHash, password))) {
        const lockedUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000)
        const [after] = await db
          .update(staffUsers)
          .set({
            failedLogins: sql`${staffUsers.failedLogins} + 1`,
            lockedUntil: sql`case when ${staffUsers.failedLogins} + 1 >= ${MAX_FAILED_LOGINS} then ${lockedUntil.toISOString()}::timestamptz else ${staffUsers.lockedUntil} end`,
          })
          .where(eq(staffUsers.userid, user.userid))
          .returning({ failedLogins: staffUsers.failedLogins })
        if ((after?.failedLogins ?? 0) >= MAX_FAILED_LOGINS) throw new DomainError('staffLocked')
        throw new DomainError('staffLoginFailed', { attemptsLeft: MAX_FAILED_LOGINS - (after?.failedLogins ?? 0) })
      }
      if (user.disabled) throw new DomainError('staffDisabled')
      await db
        .update(staffUsers)
        .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: now, firstLoginAt: user.firstLoginAt ?? now })
        .where(eq(staffUsers.userid, user.userid))
      return me(user.userid)
    },

    async changePassword(userid: string, oldPassword: string, newPassword: string): Promise<void> {
      const row = await memberRow(userid)
      if (!row) throw new DomainError('401')
      if (!row.user.passwordHash) throw new DomainError('staffNoPassword')
      if (!(await passwordMatches(row.user.passwordHash, oldPassword))) throw new DomainError('staffPasswordWrong')
      const passwordHash = await hashPassword(newPassword)
      await db.transaction(async (tx) => {
        await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.userid, userid))
        await audit.record(tx, {
          staffUserid: userid,
          action: 'staff.manage',
          targetType: 'staff',
          targetId: userid,
          summary: '修改了自己的登录密码',
        })
      })
    },

    async page(filter: { keyword?: string; roleCode?: string }, page: number, size: number) {
      const where: SQL[] = []
      if (filter.roleCode) where.push(eq(staffUsers.role, filter.roleCode))
      if (filter.keyword) {
        const like = `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%`
        where.push(or(ilike(staffUsers.name, like), ilike(staffUsers.username, like), ilike(staffUsers.userid, like))!)
      }
      const condition = where.length ? and(...where) : undefined
      const [rows, [total]] = await Promise.all([
        db
          .select({ user: staffUsers, roleName: staffRoles.name })
          .from(staffUsers)
          .innerJoin(staffRoles, eq(staffRoles.code, staffUsers.role))
          .where(condition)
          .orderBy(asc(staffUsers.createdAt), asc(staffUsers.userid))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(staffUsers).where(condition),
      ])
      return toPage(rows.map(memberView), total?.n ?? 0, page, size)
    },

    async create(
      actor: string,
      input: { username: string; name: string; mobile?: string; roleCode: string; password: string },
    ): Promise<StaffMember> {
      const passwordHash = await hashPassword(input.password)
      const userid = `u-${input.username.toLowerCase()}`
      return db.transaction(async (tx) => {
        await roleExists(tx, input.roleCode)
        const [created] = await tx
          .insert(staffUsers)
          .values({
            userid,
            username: input.username,
            name: input.name,
            mobile: input.mobile ?? null,
            role: input.roleCode,
            passwordHash,
          })
          .onConflictDoNothing()
          .returning()
        if (!created) throw new DomainError('staffUsernameTaken')
        const view = memberView({ user: created, roleName: (await roleView(input.roleCode, tx)).name })
        await audit.record(tx, {
          staffUserid: actor,
          action: 'staff.manage',
          targetType: 'staff',
          targetId: userid,
          summary: `新增员工 ${input.name}（${input.username}）`,
          after: view,
        })
        return view
      })
    },

    async update(
      actor: string,
      userid: string,
      change: { name?: string; mobile?: string | null; roleCode?: string; disabled?: boolean; unlock?: true },
    ): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const row = await memberRow(userid, tx)
        if (!row) throw new DomainError('staffNotFound')
        const before = memberView(row)
        if (change.roleCode) await roleExists(tx, change.roleCode)
        const losesOwner =
          row.user.role === 'owner' &&
          !row.user.disabled &&
          ((change.roleCode !== undefined && change.roleCode !== 'owner') || change.disabled === true)
        if (losesOwner) await keepAnOwner(tx, userid)
        await tx
          .update(staffUsers)
          .set({
            ...(change.name !== undefined && { name: change.name }),
            ...(change.mobile !== undefined && { mobile: change.mobile }),
            ...(change.roleCode !== undefined && { role: change.roleCode }),
            ...(change.disabled !== undefined && { disabled: change.disabled }),
            ...(change.unlock && { failedLogins: 0, lockedUntil: null }),
          })
          .where(eq(staffUsers.userid, userid))
        const after = memberView((await memberRow(userid, tx))!)
        await audit.record(tx, {
          staffUserid: actor,
          action: 'staff.manage',
          targetType: 'staff',
          targetId: userid,
          summary: `修改员工 ${after.name ?? userid}${change.roleCode ? `，角色改为${after.roleName}` : ''}${change.disabled !== undefined ? (change.disabled ? '，停用' : '，启用') : ''}${change.unlock ? '，解除锁定' : ''}`,
          before,
          after,
        })
        return after
      })
    },

    async resetPassword(actor: string, userid: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password)
      await db.transaction(async (tx) => {
        const row = await memberRow(userid, tx)
        if (!row) throw new DomainError('staffNotFound')
        if (!row.user.passwordHash) throw new DomainError('staffNoPassword')
        await tx
          .update(staffUsers)
          .set({ passwordHash, failedLogins: 0, lockedUntil: null })
          .where(eq(staffUsers.userid, userid))
        await audit.record(tx, {
          staffUserid: actor,
          action: 'staff.manage',
          targetType: 'staff',
          targetId: userid,
          summary: `重置了 ${row.user.name ?? userid} 的登录密码`,
        })
      })
    },

    async roles(): Promise<StaffRoleView[]> {
      const codes = await db.select({ code: staffRoles.code }).from(staffRoles)
      const order = (code: string) => (code === 'owner' ? 0 : 1)
      const views = await Promise.all(codes.map(({ code }) => roleView(code)))
      return views.sort((a, b) => order(a.code) - order(b.code) || Number(b.builtIn) - Number(a.builtIn))
    },

    async createRole(
      actor: string,
      input: { code: string; name: string; permissions: string[] },
    ): Promise<StaffRoleView> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(staffRoles)
          .values({ code: input.code, name: input.name, permissions: [...new Set(input.permissions)] })
          .onConflictDoNothing()
          .returning()
        if (!created) throw new DomainError('roleCodeTaken')
        const view = await roleView(input.code, tx)
        await audit.record(tx, {
          staffUserid: actor,
          action: 'staff.manage',
          targetType: 'role',
          targetId: input.code,
          summary: `新增角色 ${input.name}`,
          after: view,
        })
        return view
      })
    },

    async updateRole(
      actor: string,
      code: string,
      input: { name: string; permissions: string[] },
    ): Promise<StaffRoleView> {
      if (code === 'owner') throw new DomainError('roleLocked')
      return db.transaction(async (tx) => {
        const before = await roleView(code, tx)
        await tx
          .update(staffRoles)
          .set({ name: input.name, permissions: [...new Set(input.permissions)] })
          .where(eq(staffRoles.code, code))
        const after = await roleView(code, tx)
        await audit.record(tx, {
          staffUserid: actor,
          action: 'staff.manage',
          targetType: 'role',
          targetId: code,
          summary: `修改角色 ${after.name} 的权限（${after.permissions.length} 项）`,
          before,
          after,
        })
        return after
      })
    },
  }
}
