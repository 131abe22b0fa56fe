import { z } from 'zod'
import { defineRoute } from './route'
import { PERMISSION_CODES } from './permissions'
import { dateTime, mobile, ok, pageOf, pageQuery, text } from './common'

/**
 * Staff of the console: accounts with a user name and password, roles that hold permissions (`permissions.ts`), and
 * the audit log of their writes (docs/console.md). Counter staff keep their WeCom sign-in (`identity.ts`); both kinds
 * get the same staff token, whose role the server reads afresh on every merchant call.
 */

const counterPortal = { service: 'counter-portal' } as const
const merchant = { ...counterPortal, auth: 'merchant' } as const

export const permissionCode = z.enum(PERMISSION_CODES as [string, ...string[]])
export const roleCode = z.string().regex(/^[a-z][a-z0-9_]{1,31}$/, '角色编码为2-32位小写字母、数字或下划线')
export const username = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, '用户名为3-32位字母、数字或 _ . -')
/** At least 8 characters with a letter and a digit. */
export const password = z
  .string()
  .min(8, '密码至少8位')
  .max(64, '密码最多64位')
  .regex(/[A-Za-z]/, '密码须包含字母')
  .regex(/\d/, '密码须包含数字')

/** The signed-in staff member, with what they may do. */
export const staffMe = z.object({
  userid: z.string(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  roleCode: z.string(),
  roleName: z.string(),
  permissions: z.array(z.string()),
})
export type StaffMe = z.infer<typeof staffMe>

export const staffLogin = defineRoute({
  ...counterPortal,
  method: 'POST',
  path: 'merchant/login',
  auth: 'none',
  summary: 'Console sign-in with a user name and password; locked for a while after repeated failures',
  body: z.strictObject({
    username: text(32).pipe(z.string().min(1, '请输入用户名')),
    password: z.string().min(1, '请输入密码').max(64),
  }),
  response: z.object({ token: z.string(), staff: staffMe }),
})

export const staffWhoAmI = defineRoute({
  ...counterPortal,
  method: 'GET',
  path: 'merchant/me',
  auth: 'staff',
  summary: 'The signed-in staff member, role and permissions',
  response: staffMe,
})

export const staffSignOut = defineRoute({
  ...counterPortal,
  method: 'POST',
  path: 'merchant/logout',
  auth: 'staff',
  summary: 'Signs a staff member out: the token stops working on every server process',
  response: ok,
})

export const staffChangePassword = defineRoute({
  ...counterPortal,
  method: 'POST',
  path: 'merchant/me/password',
  auth: 'staff',
  summary: 'Changes one’s own password (the old one is asked again)',
  body: z.strictObject({ oldPassword: z.string().min(1, '请输入原密码').max(64), newPassword: password }),
  response: ok,
})

export const staffMember = z.object({
  userid: z.string(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  roleCode: z.string(),
  roleName: z.string(),
  counterName: z.string().nullable(),
  disabled: z.boolean(),
  /** A WeCom member (signs in through WeCom) rather than a console account. */
  wecom: z.boolean(),
  lockedUntil: dateTime.nullable(),
  lastLoginAt: dateTime.nullable(),
})
export type StaffMember = z.infer<typeof staffMember>

export const merchantStaffList = defineRoute({
  ...merchant,
  permission: 'staff.manage',
  method: 'GET',
  path: 'merchant/staff',
  summary: 'Staff accounts, paged; filter by name, user name or role',
  query: pageQuery.extend({ keyword: text(32).optional(), roleCode: roleCode.optional() }),
  response: pageOf(staffMember),
})

export const merchantCreateStaff = defineRoute({
  ...merchant,
  permission: 'staff.manage',
  method: 'POST',
  path: 'merchant/staff',
  summary: 'Creates a console account',
  body: z.strictObject({
    username,
    name: text(32).pipe(z.string().min(1, '请填写姓名')),
    mobile: mobile.optional(),
    roleCode,
    password,
  }),
  response: staffMember,
})

export const merchantUpdateStaff = defineRoute({
  ...merchant,
  permission: 'staff.manage',
  method: 'PUT',
  path: 'merchant/staff/:userid',
  summary: 'Changes a staff member’s name, role or whether they may sign in; unlocks a locked account',
  params: z.strictObject({ userid: z.string().min(1).max(64) }),
  body: z.strictObject({
    name: text(32).pipe(z.string().min(1, '请填写姓名')).optional(),
    mobile: mobile.nullable().optional(),
    roleCode: roleCode.optional(),
    disabled: z.boolean().optional(),
    unlock: z.literal(true).optional(),
  }),
  response: staffMember,
})

export const merchantResetStaffPassword = defineRoute({
  ...merchant,
  permission: 'staff.manage',
  method: 'POST',
  path: 'merchant/staff/:userid/password',
  summary: 'Sets a new password for a console account',
  params: z.strictObject({ userid: z.string().min(1).max(64) }),
  body: z.strictObject({ password }),
  response: ok,
})

export const staffRole = z.object({
  code: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  builtIn: z.boolean(),
  /** The owner role holds everything and cannot change. */
  locked: z.boolean(),
  staffCount: z.number().int(),
})
export type StaffRoleView = z.infer<typeof staffRole>

export const merchantRoles = defineRoute({
  ...merchant,
  permission: 'staff.manage',
  method: 'GET',
  path: 'merchant/roles',
  summary: 'Every role with its permissions and how many staff hold it',
  response: z.array(staffRole),
})

const roleBody = z.strictObject({
  name: text(16).pipe(z.string().min(1, '请填写角色名称')),
  permissions: z.array(permissionCode).max(PERMISSION_CODES.length),
})

export const merchantCreateRole = defineRoute({
  ...merchant,
  permission: 'staff.manage',
  method: 'POST',
  path: 'merchant/roles',
  summary: 'Creates a role',
  body: roleBody.extend({ code: roleCode }),
  response: staffRole,
})

export const merchantUpdateRole = defineRoute({
  ...merchant,
  permission: 'staff.manage',
  method: 'PUT',
  path: 'merchant/roles/:code',
  summary: 'Renames a role or sets its permissions (not the owner’s)',
  params: z.strictObject({ code: roleCode }),
  body: roleBody,
  response: staffRole,
})

export const auditEntry = z.object({
  auditId: z.number().int(),
  at: dateTime,
  staffUserid: z.string(),
  staffName: z.string().nullable(),
  /** The permission the write used, e.g. `goods.price`. */
  action: z.string(),
  /** What was written, e.g. `sku`, and which one. */
  targetType: z.string(),
  targetId: z.string(),
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
})
export type AuditEntry = z.infer<typeof auditEntry>

export const merchantAuditLog = defineRoute({
  ...merchant,
  permission: 'audit.view',
  method: 'GET',
  path: 'merchant/audit',
  summary: 'The audit log, newest first; filter by staff, action, target and time',
  query: pageQuery.extend({
    staffUserid: z.string().max(64).optional(),
    action: permissionCode.optional(),
    targetType: z.string().max(32).optional(),
    targetId: z.string().max(64).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  }),
  response: pageOf(auditEntry),
})
