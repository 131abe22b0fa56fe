import type { customerCouponDetail as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'customer/coupon/:id' })

export const fetchCustomerCoupon = (id: number) => call(endpoint, { params: { id } }, { hideModal: true })

export const useCustomerCoupon = (id: number, enabled = true) =>
  useQuery(() => fetchCustomerCoupon(id), [id], enabled && id > 0)
