import type { BodyOf, createEvaluation as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'order_item_evaluation' })

export type EvaluationInput = BodyOf<typeof route>['items'][number]

/** Rates lines of a received order, each once; the last one completes the order. */
export const createEvaluations = (orderId: number, items: EvaluationInput[]) =>
  call(endpoint, { body: { orderId, items } })
