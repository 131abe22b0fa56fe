import type { FastifyInstance } from 'fastify'
import { pointsBalance, pointsRecords } from '@shop/contracts'
import { registerRoute } from '../../platform/register-route'
import type { PointsService } from './points.service'

export function registerPointsRoutes(app: FastifyInstance, points: PointsService): void {
  registerRoute(app, pointsBalance, async ({ auth }) => ({
    balance: await points.balance(auth.customerId),
    ...points.rule(),
  }))
  registerRoute(app, pointsRecords, ({ auth, query }) => points.records(auth.customerId, query.page, query.size))
}
