export { createCouponsService, type CouponsService, type ReleasedCoupon } from './coupons.service'
export { registerCouponsRoutes } from './coupons.routes'
export { couponsSeed, DEMO_CAMPAIGN } from './coupons.seed'
