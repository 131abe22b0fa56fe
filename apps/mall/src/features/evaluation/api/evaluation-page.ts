import type { evaluationPage as route, ResponseOf } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'GET',
  path: 'order_item_evaluation/page',
})

export type EvaluationPage = ResponseOf<typeof route>
export type Review = EvaluationPage['content'][number]

/** One page of a goods' evaluations, newest first, with the average rating and count. */
export const fetchEvaluationPage = (goodsId: number, page: number, size: number) =>
  call(endpoint, { query: { goodsId, page, size } }, { hideModal: true })
