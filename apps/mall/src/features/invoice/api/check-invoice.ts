import type { checkInvoice as route, ResponseOf } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'GET',
  path: 'member_order/:orderId/invoice',
})

export type OrderInvoice = ResponseOf<typeof route>

/** The order's invoice: requested or issued, with its file once issued. */
export const useOrderInvoice = (orderId: number, enabled = true) =>
  useQuery(() => call(endpoint, { params: { orderId } }, { hideModal: true }), [orderId], enabled && orderId > 0)
