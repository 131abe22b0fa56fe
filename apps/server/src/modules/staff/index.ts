export { createStaffService, type StaffService } from './staff.service'
export { SANDBOX_STAFF_USERID, staffSeed } from './staff.seed'
