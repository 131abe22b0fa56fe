import type { refundPointsValidate as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'GET',
  path: 'member_refund/memberPointsValidate/:id',
})

/** The points a refund gives back when it succeeds, and the balance before and after. */
export const useRefundPoints = (id: number, enabled = true) =>
  useQuery(() => call(endpoint, { params: { id } }, { hideModal: true }), [id], enabled && id > 0)
