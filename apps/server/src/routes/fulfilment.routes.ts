import type { FastifyInstance } from 'fastify'
import {
  kuaidi100FindPage,
  merchantCancelOrder,
  merchantCarriers,
  merchantOrderDetailRoute,
  merchantOrderRemark,
  merchantOrders,
  merchantOrdersExport,
  merchantShip,
  merchantUploadShipping,
  orderLogistics,
  orderLogisticsByOms,
  shipmentTrackRoute,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerFulfilmentRoutes(
  app: FastifyInstance,
  { fulfilment, shipOrder, merchantOrders: orders, closeOrder, uploadShipping }: Shop,
): void {
  registerRoute(app, orderLogistics, ({ auth, params }) => fulfilment.logistics(auth.customerId, params.orderId))
  registerRoute(app, orderLogisticsByOms, ({ auth, params }) =>
    fulfilment.logisticsByOms(auth.customerId, params.orderId),
  )
  registerRoute(app, shipmentTrackRoute, ({ auth, params }) =>
    fulfilment.shipmentTrack(auth.customerId, params.orderId, params.shipmentId),
  )
  registerRoute(app, kuaidi100FindPage, async ({ query }) => fulfilment.carriers(query.keyword, query.page, query.size))
  registerRoute(app, merchantOrders, ({ query }) => orders.list(query))
  registerRoute(app, merchantOrdersExport, ({ query }) => orders.exportPage(query))
  registerRoute(app, merchantOrderDetailRoute, ({ params }) => orders.detail(params.orderId))
  registerRoute(app, merchantShip, ({ auth, params, body }) => shipOrder.ship(auth.userid, params.orderId, body))
  registerRoute(app, merchantCancelOrder, ({ auth, params, body }) =>
    closeOrder.merchantCancel(auth.userid, params.orderId, body.reason),
  )
  registerRoute(app, merchantOrderRemark, ({ auth, params, body }) =>
    orders.remark(auth.userid, params.orderId, body.remark),
  )
  registerRoute(app, merchantCarriers, async () => fulfilment.carriers(undefined, 0, 1000).content)
  registerRoute(app, merchantUploadShipping, ({ params }) => uploadShipping.uploadNow(params.orderId))
}
