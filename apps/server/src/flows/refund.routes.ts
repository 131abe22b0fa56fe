import type { FastifyInstance } from 'fastify'
import {
  merchantApproveRefund,
  merchantRefundReceived,
  merchantRejectRefund,
  refundBuyerConfirm,
  refundCancel,
  refundLocate,
  refundModify,
  refundPointsValidate,
  refundSubmit,
} from '@shop/contracts'
import { registerRoute } from '../platform/register-route'
import type { RefundFlow } from './refund'

/** The refund moves: the shopper's (ec-portal) and the merchant's (counter-portal, role merchant). */
export function registerRefundRoutes(app: FastifyInstance, flow: RefundFlow): void {
  registerRoute(app, refundLocate, ({ auth, body }) => flow.locate(auth.customerId, body.orderId, body.refundId))
  registerRoute(app, refundSubmit, ({ auth, body: { orderId, ...ask } }) => flow.submit(auth.customerId, orderId, ask))
  registerRoute(app, refundModify, ({ auth, params, body }) => flow.modify(auth.customerId, params.id, body))
  registerRoute(app, refundCancel, ({ auth, params }) => flow.cancel(auth.customerId, params.id))
  registerRoute(app, refundBuyerConfirm, ({ auth, params, body }) =>
    flow.buyerConfirm(auth.customerId, params.id, body),
  )
  registerRoute(app, refundPointsValidate, ({ auth, params }) => flow.pointsEffect(auth.customerId, params.id))
  registerRoute(app, merchantApproveRefund, ({ auth, params }) => flow.approve(auth.userid, params.refundId))
  registerRoute(app, merchantRejectRefund, ({ auth, params, body }) => flow.reject(auth.userid, params.refundId, body))
  registerRoute(app, merchantRefundReceived, ({ auth, params }) => flow.received(auth.userid, params.refundId))
}
