export { createStaffService, type StaffAccess, type StaffService } from './staff.service'
export { OWNER_USERNAME, SANDBOX_MERCHANT_USERID, SANDBOX_STAFF_USERID, staffSeed } from './staff.seed'
