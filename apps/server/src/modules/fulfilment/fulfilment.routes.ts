import type { FastifyInstance } from 'fastify'
import {
  kuaidi100FindPage,
  merchantOrderDetailRoute,
  merchantOrders,
  merchantShip,
  orderLogistics,
  orderLogisticsByOms,
  shipmentTrackRoute,
} from '@shop/contracts'
import { registerRoute } from '../../platform/register-route'
import type { FulfilmentService } from './fulfilment.service'

export function registerFulfilmentRoutes(app: FastifyInstance, fulfilment: FulfilmentService): void {
  registerRoute(app, orderLogistics, ({ auth, params }) => fulfilment.logistics(auth.customerId, params.orderId))
  registerRoute(app, orderLogisticsByOms, ({ auth, params }) =>
    fulfilment.logisticsByOms(auth.customerId, params.orderId),
  )
  registerRoute(app, shipmentTrackRoute, ({ auth, params }) =>
    fulfilment.shipmentTrack(auth.customerId, params.orderId, params.shipmentId),
  )
  registerRoute(app, kuaidi100FindPage, async ({ query }) => fulfilment.carriers(query.keyword, query.page, query.size))
  registerRoute(app, merchantOrders, ({ query }) => fulfilment.merchantOrders(query.status, query.page, query.size))
  registerRoute(app, merchantOrderDetailRoute, ({ params }) => fulfilment.merchantOrder(params.orderId))
  registerRoute(app, merchantShip, ({ auth, params, body }) => fulfilment.ship(auth.userid, params.orderId, body))
}
