import type { FastifyInstance } from 'fastify'
import { pointsBalance, pointsRecords } from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerPointsRoutes(app: FastifyInstance, { points }: Shop): void {
  registerRoute(app, pointsBalance, async ({ auth }) => ({
    balance: await points.balance(auth.customerId),
    ...(await points.rule()),
  }))
  registerRoute(app, pointsRecords, ({ auth, query }) => points.records(auth.customerId, query.page, query.size))
}
