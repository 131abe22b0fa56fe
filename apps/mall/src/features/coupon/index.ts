// The coupon feature's public face: the wallet, one coupon, the coupons on offer and receiving them.
export { useCustomerCoupons } from './api/customer-coupons'
export { useCustomerCoupon } from './api/coupon-detail'
export { registerReceive } from './api/register-receive'
export { WalletCoupon } from './components/wallet-coupon'
export { CouponOffers } from './components/coupon-offers'
export { couponUseTarget, offerState, offerValidity, STATUS_STAMP } from './coupon-view'
