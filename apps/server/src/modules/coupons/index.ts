export { createCouponsService, type CouponsService, type ReleasedCoupon } from './coupons.service'
export { couponsSeed, couponTemplateIdsByCode, DEMO_CAMPAIGN } from './coupons.seed'
