import type { orderDetailRoute as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'member_order/:id/detail' })

/** One of the customer's orders in full. */
export const fetchOrderDetail = (id: number) => call(endpoint, { params: { id } }, { hideModal: true })

export const useOrderDetail = (id: number, enabled = true) =>
  useQuery(() => fetchOrderDetail(id), [id], enabled && id > 0)
