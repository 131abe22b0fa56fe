import type { FastifyInstance } from 'fastify'
import {
  createEvaluation,
  evaluationPage,
  merchantEvaluations,
  merchantHideEvaluation,
  merchantReplyEvaluation,
  orderEvaluations,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerEvaluationRoutes(app: FastifyInstance, { evaluations }: Shop): void {
  registerRoute(app, createEvaluation, ({ auth, body }) => evaluations.create(auth.customerId, body))
  registerRoute(app, evaluationPage, ({ auth, query }) =>
    evaluations.goodsPage(query.goodsId, auth?.customerId ?? null, query.page, query.size),
  )
  registerRoute(app, orderEvaluations, ({ auth, params }) => evaluations.ofOrder(auth.customerId, params.orderId))
  registerRoute(app, merchantEvaluations, ({ query }) => evaluations.merchantPage(query))
  registerRoute(app, merchantReplyEvaluation, ({ auth, params, body }) =>
    evaluations.reply(auth.userid, params.evaluationId, body.reply),
  )
  registerRoute(app, merchantHideEvaluation, ({ params, body }) =>
    evaluations.setHidden(params.evaluationId, body.hidden),
  )
}
