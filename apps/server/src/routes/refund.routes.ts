import type { FastifyInstance } from 'fastify'
import {
  merchantApproveRefund,
  merchantRefundDetailRoute,
  merchantRefundReceived,
  merchantRefunds,
  merchantRejectRefund,
  orderRefunds,
  refundBuyerConfirm,
  refundCancel,
  refundDetailRoute,
  refundList,
  refundListItem,
  refundLocate,
  refundModify,
  refundPointsValidate,
  refundSubmit,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** The refund pages' reads, and the refund moves: the shopper's (ec-portal) and the merchant's (counter-portal). */
export function registerRefundRoutes(app: FastifyInstance, { refunds, askRefund, decideRefund }: Shop): void {
  registerRoute(app, refundList, ({ auth, query }) =>
    refunds.customerPage(auth.customerId, query.status, query.page, query.size),
  )
  registerRoute(app, refundListItem, ({ auth, params }) => refunds.summary(params.id, auth.customerId))
  registerRoute(app, refundDetailRoute, ({ auth, params }) => refunds.detail(params.id, auth.customerId))
  registerRoute(app, orderRefunds, async ({ auth, params }) => ({
    orderId: params.orderId,
    refunds: await refunds.ofCustomerOrder(auth.customerId, params.orderId),
  }))
  registerRoute(app, merchantRefunds, ({ query }) => refunds.merchantPage(query))
  registerRoute(app, merchantRefundDetailRoute, ({ params }) => refunds.merchantDetail(params.refundId))
  registerRoute(app, refundLocate, ({ auth, body }) => askRefund.locate(auth.customerId, body.orderId, body.refundId))
  registerRoute(app, refundSubmit, ({ auth, body: { orderId, ...ask } }) =>
    askRefund.submit(auth.customerId, orderId, ask),
  )
  registerRoute(app, refundModify, ({ auth, params, body }) => askRefund.modify(auth.customerId, params.id, body))
  registerRoute(app, refundCancel, ({ auth, params }) => askRefund.cancel(auth.customerId, params.id))
  registerRoute(app, refundBuyerConfirm, ({ auth, params, body }) =>
    askRefund.buyerConfirm(auth.customerId, params.id, body),
  )
  registerRoute(app, refundPointsValidate, ({ auth, params }) => askRefund.pointsEffect(auth.customerId, params.id))
  registerRoute(app, merchantApproveRefund, ({ auth, params }) => decideRefund.approve(auth.userid, params.refundId))
  registerRoute(app, merchantRejectRefund, ({ auth, params, body }) =>
    decideRefund.reject(auth.userid, params.refundId, body),
  )
  registerRoute(app, merchantRefundReceived, ({ auth, params }) => decideRefund.received(auth.userid, params.refundId))
}
