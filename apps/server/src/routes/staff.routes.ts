import type { FastifyInstance } from 'fastify'
import {
  merchantAuditLog,
  merchantCreateRole,
  merchantCreateStaff,
  merchantResetStaffPassword,
  merchantRoles,
  merchantStaffList,
  merchantUpdateRole,
  merchantUpdateStaff,
  staffChangePassword,
  staffLogin,
  staffSignOut,
  staffWhoAmI,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { toPage } from '../platform/paging'
import { registerRoute } from '../platform/register-route'

/** The console's staff calls: sign-in, who am I, staff accounts, roles and the audit log. */
export function registerStaffRoutes(app: FastifyInstance, { staff, audit, sessions }: Shop): void {
  registerRoute(app, staffLogin, async ({ body }) => {
    const me = await staff.login(body.username, body.password)
    const { token } = await app.tokens.issue({ kind: 'staff', userid: me.userid })
    return { token, staff: me }
  })
  registerRoute(app, staffWhoAmI, ({ auth }) => staff.me(auth.userid))
  registerRoute(app, staffSignOut, async ({ auth }) => {
    await sessions.signOut(auth)
    return { success: true as const }
  })
  registerRoute(app, staffChangePassword, async ({ auth, body }) => {
    await staff.changePassword(auth.userid, body.oldPassword, body.newPassword)
    return { success: true as const }
  })
  registerRoute(app, merchantStaffList, ({ query: { page, size, ...filter } }) => staff.page(filter, page, size))
  registerRoute(app, merchantCreateStaff, ({ auth, body }) => staff.create(auth.userid, body))
  registerRoute(app, merchantUpdateStaff, ({ auth, params, body }) => staff.update(auth.userid, params.userid, body))
  registerRoute(app, merchantResetStaffPassword, async ({ auth, params, body }) => {
    await staff.resetPassword(auth.userid, params.userid, body.password)
    return { success: true as const }
  })
  registerRoute(app, merchantRoles, () => staff.roles())
  registerRoute(app, merchantCreateRole, ({ auth, body }) => staff.createRole(auth.userid, body))
  registerRoute(app, merchantUpdateRole, ({ auth, params, body }) => staff.updateRole(auth.userid, params.code, body))
  registerRoute(app, merchantAuditLog, async ({ query: { page, size, from, to, ...filter } }) => {
    const { rows, total } = await audit.page(
      { ...filter, ...(from && { from: new Date(from) }), ...(to && { to: new Date(to) }) },
      page,
      size,
    )
    const names = await staff.names(rows.map((row) => row.staffUserid))
    const entries = rows.map((row) => ({
      auditId: row.auditId,
      at: row.at.toISOString(),
      staffUserid: row.staffUserid,
      staffName: names.get(row.staffUserid) ?? null,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      summary: row.summary,
      before: row.before,
      after: row.after,
    }))
    return toPage(entries, total, page, size)
  })
}
