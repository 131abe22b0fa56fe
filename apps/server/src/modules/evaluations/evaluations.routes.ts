import type { FastifyInstance } from 'fastify'
import { createEvaluation, evaluationPage, orderEvaluations } from '@shop/contracts'
import { registerRoute } from '../../platform/register-route'
import type { EvaluationsService } from './evaluations.service'

export function registerEvaluationsRoutes(app: FastifyInstance, evaluations: EvaluationsService): void {
  registerRoute(app, createEvaluation, ({ auth, body }) => evaluations.create(auth.customerId, body))
  registerRoute(app, evaluationPage, ({ auth, query }) =>
    evaluations.goodsPage(query.goodsId, auth?.customerId ?? null, query.page, query.size),
  )
  registerRoute(app, orderEvaluations, ({ auth, params }) => evaluations.ofOrder(auth.customerId, params.orderId))
}
