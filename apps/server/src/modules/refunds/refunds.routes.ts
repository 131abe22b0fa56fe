import type { FastifyInstance } from 'fastify'
import {
  merchantRefundDetailRoute,
  merchantRefunds,
  orderRefunds,
  refundDetailRoute,
  refundList,
  refundListItem,
} from '@shop/contracts'
import { registerRoute } from '../../platform/register-route'
import type { RefundsService } from './refunds.service'

/** The refund pages' reads; the moves are the refund flow's routes (src/flows/refund.routes.ts). */
export function registerRefundsRoutes(app: FastifyInstance, refunds: RefundsService): void {
  registerRoute(app, refundList, ({ auth, query }) =>
    refunds.customerPage(auth.customerId, query.status, query.page, query.size),
  )
  registerRoute(app, refundListItem, ({ auth, params }) => refunds.summary(params.id, auth.customerId))
  registerRoute(app, refundDetailRoute, ({ auth, params }) => refunds.detail(params.id, auth.customerId))
  registerRoute(app, orderRefunds, async ({ auth, params }) => ({
    orderId: params.orderId,
    refunds: await refunds.ofCustomerOrder(auth.customerId, params.orderId),
  }))
  registerRoute(app, merchantRefunds, ({ query }) => refunds.allPage(query.status, query.page, query.size))
  registerRoute(app, merchantRefundDetailRoute, ({ params }) => refunds.merchantDetail(params.refundId))
}
