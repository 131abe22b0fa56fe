import type { FastifyInstance } from 'fastify'
import { merchantDashboard } from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerDashboardRoutes(app: FastifyInstance, { showDashboard }: Shop): void {
  registerRoute(app, merchantDashboard, ({ query }) => showDashboard.show(query.days))
}
