export { createCouponsService, type CouponsService, type ReleasedCoupon } from './coupons.service'
export { couponsSeed, DEMO_CAMPAIGN } from './coupons.seed'
