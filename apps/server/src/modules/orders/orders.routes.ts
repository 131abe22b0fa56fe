import type { FastifyInstance } from 'fastify'
import {
  helpPayDetailRoute,
  helpPayShare,
  orderDeliver,
  orderDelete,
  orderDetailRoute,
  orderList,
  orderSimpleDetailRoute,
  orderStatisticCount,
} from '@shop/contracts'
import { registerRoute } from '../../platform/register-route'
import type { OrdersService } from './orders.service'

/** The mall's page a friend opens from a help-pay link. */
const HELP_PAY_PAGE = 'pages/h5pay/index'

export function registerOrdersRoutes(app: FastifyInstance, orders: OrdersService): void {
  registerRoute(app, orderSimpleDetailRoute, ({ auth, params }) => orders.simpleDetail(auth.customerId, params.id))
  registerRoute(app, orderStatisticCount, ({ auth }) => orders.counts(auth.customerId))
  registerRoute(app, orderList, ({ auth, params, query }) =>
    orders.list(auth.customerId, params.status, query.page, query.size),
  )
  registerRoute(app, orderDetailRoute, ({ auth, params }) => orders.detail(auth.customerId, params.id))
  registerRoute(app, orderDelete, async ({ auth, params }) => {
    await orders.remove(auth.customerId, params.id)
    return { success: true as const }
  })
  registerRoute(app, orderDeliver, ({ auth, params }) => orders.confirmReceipt(auth.customerId, params.id))
  registerRoute(app, helpPayShare, async ({ auth, params }) => {
    const { code, payDeadline } = await orders.helpPayShare(auth.customerId, params.id)
    return { code, path: `${HELP_PAY_PAGE}?helpPayCode=${code}`, payDeadline: payDeadline.toISOString() }
  })
  registerRoute(app, helpPayDetailRoute, ({ params }) => orders.helpPayDetail(params.id))
}
