import type { ParamsOf, recommend as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'
import { getToken } from '../../../lib/http/token'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'recommend/:type/:id' })

export type RecommendFor = NonNullable<ParamsOf<typeof route>>['type']

/**
 * Goods recommended for a goods (pdp), a category, the cart, an empty search (id 0) or the personal centre. The last
 * three are the customer's own (their views, cart and orders), so the answer is asked again when who is signed in
 * changes.
 */
export const fetchRecommended = (type: RecommendFor, id: number, size = 10) =>
  call(endpoint, { params: { type, id }, query: { size } }, { hideModal: true })

export const useRecommended = (type: RecommendFor, id: number, size = 10) =>
  useQuery(() => fetchRecommended(type, id, size), [type, id, size, getToken()])
