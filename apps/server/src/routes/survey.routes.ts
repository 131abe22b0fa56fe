import type { FastifyInstance } from 'fastify'
import {
  answerSurvey,
  merchantCreateSurvey,
  merchantSurvey,
  merchantSurveyAnswers,
  merchantSurveys,
  merchantSurveyStats,
  merchantSurveyStatus,
  merchantUpdateSurvey,
  surveyDetail,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerSurveyRoutes(app: FastifyInstance, { surveys }: Shop): void {
  registerRoute(app, surveyDetail, ({ auth, params }) => surveys.detail(params.id, auth?.customerId ?? null))
  registerRoute(app, answerSurvey, ({ auth, params, body }) => surveys.answer(auth.customerId, params.id, body))
  registerRoute(app, merchantSurveys, ({ query }) => surveys.merchantPage(query.page, query.size))
  registerRoute(app, merchantSurvey, ({ params }) => surveys.merchantDetail(params.id))
  registerRoute(app, merchantCreateSurvey, ({ auth, body }) => surveys.create(auth.userid, body))
  registerRoute(app, merchantUpdateSurvey, ({ auth, params, body }) => surveys.update(auth.userid, params.id, body))
  registerRoute(app, merchantSurveyStatus, ({ auth, params, body }) =>
    surveys.setStatus(auth.userid, params.id, body.status),
  )
  registerRoute(app, merchantSurveyAnswers, ({ params, query }) => surveys.answers(params.id, query.page, query.size))
  registerRoute(app, merchantSurveyStats, ({ params }) => surveys.stats(params.id))
}
