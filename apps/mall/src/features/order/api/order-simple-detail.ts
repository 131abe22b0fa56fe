import type { orderSimpleDetailRoute } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof orderSimpleDetailRoute>({
  service: 'ec-portal',
  method: 'GET',
  path: 'member_order/:id/simpleDetail',
})

/** Enough of one of the customer's orders to pay it. Silent: the pay result page shows no errors of its own. */
export const useOrderSimpleDetail = (orderId: number) =>
  useQuery(() => call(endpoint, { params: { id: orderId } }, { hideModal: true, silent: true }), [orderId], orderId > 0)
