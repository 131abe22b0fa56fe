export { createStaffService, type StaffService } from './staff.service'
export { SANDBOX_MERCHANT_USERID, SANDBOX_STAFF_USERID, staffSeed } from './staff.seed'
