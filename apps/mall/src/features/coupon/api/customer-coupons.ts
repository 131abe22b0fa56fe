import type { CustomerCouponStatus, customerCoupons as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'customer/coupon' })

export const WALLET_PAGE_SIZE = 20

/** One page of the wallet by status: usable (expiring first), used and expired (latest first). */
export const fetchCustomerCoupons = (status: CustomerCouponStatus, page: number) =>
  call(endpoint, { query: { status, page, size: WALLET_PAGE_SIZE } }, { hideModal: true })

export const useCustomerCoupons = (status: CustomerCouponStatus, enabled = true) =>
  usePaged((page) => fetchCustomerCoupons(status, page), [status], enabled)
