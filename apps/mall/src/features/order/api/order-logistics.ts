import type { orderLogistics as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'GET',
  path: 'member_order/:orderId/logistics',
})

/** Every parcel of the order with the carrier's track (a parcel the carrier cannot answer for says why). */
export const fetchOrderLogistics = (orderId: number) => call(endpoint, { params: { orderId } }, { hideModal: true })

export const useOrderLogistics = (orderId: number, enabled: boolean) =>
  useQuery(() => fetchOrderLogistics(orderId), [orderId], enabled && orderId > 0)
