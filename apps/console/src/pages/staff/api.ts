import type {
  merchantAuditLog,
  merchantCreateRole,
  merchantCreateStaff,
  merchantResetStaffPassword,
  merchantRoles,
  merchantStaffList,
  merchantUpdateRole,
  merchantUpdateStaff,
} from '@shop/contracts'
import { call, endpoint } from '../../lib/http'

export const staffList = endpoint<typeof merchantStaffList>('GET', 'merchant/staff')
export const createStaff = endpoint<typeof merchantCreateStaff>('POST', 'merchant/staff')
export const updateStaff = endpoint<typeof merchantUpdateStaff>('PUT', 'merchant/staff/:userid')
export const resetStaffPassword = endpoint<typeof merchantResetStaffPassword>('POST', 'merchant/staff/:userid/password')
export const roleList = endpoint<typeof merchantRoles>('GET', 'merchant/roles')
export const createRole = endpoint<typeof merchantCreateRole>('POST', 'merchant/roles')
export const updateRole = endpoint<typeof merchantUpdateRole>('PUT', 'merchant/roles/:code')
export const auditLog = endpoint<typeof merchantAuditLog>('GET', 'merchant/audit')

/** The roles as select options (the staff filter and forms). */
export const roleOptions = async () => (await call(roleList)).map((role) => ({ label: role.name, value: role.code }))
