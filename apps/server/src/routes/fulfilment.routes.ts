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
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerFulfilmentRoutes(app: FastifyInstance, { fulfilment, shipOrder }: Shop): void {
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
  registerRoute(app, merchantShip, ({ auth, params, body }) => shipOrder.ship(auth.userid, params.orderId, body))
}
