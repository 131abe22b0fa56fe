import type { orderSimpleDetailRoute as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/api'
import { useQuery } from '../../../lib/use-query'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'GET',
  path: 'member_order/:id/simpleDetail',
})

/** Status, amounts and pay deadline of one of the customer's orders. */
export const fetchOrderSimpleDetail = (id: number) => call(endpoint, { params: { id } }, { hideModal: true })

export const useOrderSimpleDetail = (id: number, enabled = true) =>
  useQuery(() => fetchOrderSimpleDetail(id), [id], enabled && id > 0)
