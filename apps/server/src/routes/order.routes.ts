import type { FastifyInstance } from 'fastify'
import {
  buyAgain,
  orderCancel,
  orderDelete,
  orderDeliver,
  orderDetailRoute,
  orderList,
  orderSimpleDetailRoute,
  orderStatisticCount,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerOrderRoutes(app: FastifyInstance, { orders, showOrders, checkout, closeOrder }: Shop): void {
  registerRoute(app, orderSimpleDetailRoute, ({ auth, params }) => orders.simpleDetail(auth.customerId, params.id))
  registerRoute(app, orderStatisticCount, ({ auth }) => orders.counts(auth.customerId))
  registerRoute(app, orderList, ({ auth, params, query }) =>
    showOrders.list(auth.customerId, params.status, query.page, query.size),
  )
  registerRoute(app, orderDetailRoute, ({ auth, params }) => showOrders.detail(auth.customerId, params.id))
  registerRoute(app, orderDelete, async ({ auth, params }) => {
    await orders.remove(auth.customerId, params.id)
    return { success: true as const }
  })
  registerRoute(app, orderDeliver, ({ auth, params }) => orders.confirmReceipt(auth.customerId, params.id))
  registerRoute(app, buyAgain, ({ auth, params }) => checkout.buyAgain(auth.customerId, params.id))
  registerRoute(app, orderCancel, ({ auth, params }) => closeOrder.cancel(auth.customerId, params.id))
}
