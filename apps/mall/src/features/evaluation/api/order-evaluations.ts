import type { orderEvaluations as route, ResponseOf } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'GET',
  path: 'member_order/:orderId/evaluation',
})

export type OrderEvaluations = ResponseOf<typeof route>
export type EvaluationLine = OrderEvaluations['lines'][number]

/** The order's lines with their evaluation (null: not rated yet). */
export const useOrderEvaluations = (orderId: number, enabled = true) =>
  useQuery(() => call(endpoint, { params: { orderId } }, { hideModal: true }), [orderId], enabled && orderId > 0)
