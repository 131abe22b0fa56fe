import type { participationOfOrder as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'GET',
  path: 'participation/order/:orderId',
})

/** The group a group order is in (null until it is paid); asks nothing for other orders (`orderId` null). */
export const useOrderGroup = (orderId: number | null) =>
  useQuery(
    () => call(endpoint, { params: { orderId: orderId ?? 0 } }, { hideModal: true }),
    [orderId],
    orderId !== null,
  )
