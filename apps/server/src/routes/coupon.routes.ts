import type { FastifyInstance } from 'fastify'
import {
  availableCoupons,
  customerCouponDetail,
  customerCoupons,
  merchantCouponTemplateDetail,
  merchantCouponTemplates,
  merchantCreateCouponTemplate,
  merchantIssueCoupons,
  merchantUpdateCouponTemplate,
  receiveCoupon,
  registerReceive,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerCouponRoutes(app: FastifyInstance, { coupons, manageCoupons }: Shop): void {
  registerRoute(app, receiveCoupon, ({ auth, params }) => coupons.receive(auth.customerId, params.templateId))
  registerRoute(app, registerReceive, ({ auth, query }) => coupons.registerReceive(auth.customerId, query.param))
  registerRoute(app, customerCoupons, ({ auth, query }) =>
    coupons.wallet(auth.customerId, query.status, query.page, query.size),
  )
  registerRoute(app, customerCouponDetail, ({ auth, params }) => coupons.detail(auth.customerId, params.id))
  registerRoute(app, availableCoupons, ({ auth, query }) =>
    coupons.available(auth?.customerId ?? null, { goodsId: query.goodsId, skuIds: query.skuIds }),
  )

  // The console (docs/marketing.md)
  registerRoute(app, merchantCouponTemplates, ({ query: { page, size, ...filter } }) =>
    coupons.merchantPage(filter, page, size),
  )
  registerRoute(app, merchantCouponTemplateDetail, ({ params }) => coupons.merchantDetail(params.templateId))
  registerRoute(app, merchantCreateCouponTemplate, ({ auth, body }) => manageCoupons.createTemplate(auth.userid, body))
  registerRoute(app, merchantUpdateCouponTemplate, ({ auth, params, body }) =>
    manageCoupons.updateTemplate(auth.userid, params.templateId, body),
  )
  registerRoute(app, merchantIssueCoupons, ({ auth, params, body }) =>
    manageCoupons.issue(auth.userid, params.templateId, body),
  )
}
