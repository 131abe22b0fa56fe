import type { FastifyInstance } from 'fastify'
import { orderSimpleDetailRoute, orderStatisticCount } from '@shop/contracts'
import { registerRoute } from '../../platform/register-route'
import type { OrdersService } from './orders.service'

export function registerOrdersRoutes(app: FastifyInstance, orders: OrdersService): void {
  registerRoute(app, orderSimpleDetailRoute, ({ auth, params }) => orders.simpleDetail(auth.customerId, params.id))
  registerRoute(app, orderStatisticCount, ({ auth }) => orders.counts(auth.customerId))
}
