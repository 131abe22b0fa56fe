import type { FastifyInstance } from 'fastify'
import {
  availableCoupons,
  customerCouponDetail,
  customerCoupons,
  receiveCoupon,
  registerReceive,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerCouponRoutes(app: FastifyInstance, { coupons }: Shop): void {
  registerRoute(app, receiveCoupon, ({ auth, params }) => coupons.receive(auth.customerId, params.templateId))
  registerRoute(app, registerReceive, ({ auth, query }) => coupons.registerReceive(auth.customerId, query.param))
  registerRoute(app, customerCoupons, ({ auth, query }) =>
    coupons.wallet(auth.customerId, query.status, query.page, query.size),
  )
  registerRoute(app, customerCouponDetail, ({ auth, params }) => coupons.detail(auth.customerId, params.id))
  registerRoute(app, availableCoupons, ({ auth, query }) =>
    coupons.available(auth?.customerId ?? null, { goodsId: query.goodsId, skuIds: query.skuIds }),
  )
}
