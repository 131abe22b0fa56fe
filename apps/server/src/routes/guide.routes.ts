import type { FastifyInstance } from 'fastify'
import {
  baBehaviorAppend,
  baLocate,
  baPushOrderDetail,
  baPushOrders,
  baSubmit,
  counterGuideFigures,
  counterGuidePushOrders,
  counterMemberOrders,
  counterRegisterMember,
  counterViewRecords,
  distributionCartLocate,
  distributionCartSubmit,
  distributionOrderLocate,
  distributionOrderSubmit,
  distributorPushOrderDetail,
  distributorPushOrders,
  lbsStores,
  merchantCreateGuide,
  merchantCreateOutlet,
  merchantGuides,
  merchantOutlets,
  merchantUpdateGuide,
  merchantUpdateOutlet,
  pushOrderForCustomer,
  pushOrderLocate,
  pushOrderSubmit,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** Shopping guides' and distributors' push orders, the stores (LBSStore), the counter portal's member pages, the console's guides. */
export function registerGuideRoutes(
  app: FastifyInstance,
  { pushOrder, showGuides, guides, customers, showOrders, catalogue }: Shop,
): void {
  // The guide (a customer with an active guide record)
  const guide = 'ba_push_order'
  registerRoute(app, baLocate, ({ auth, body }) => pushOrder.senderLocate(auth.customerId, guide, body.items))
  registerRoute(app, baSubmit, ({ auth, body }) => pushOrder.send(auth.customerId, guide, body))
  registerRoute(app, baPushOrders, ({ auth, query }) =>
    pushOrder.mine(auth.customerId, guide, query.status, query.page, query.size),
  )
  registerRoute(app, baPushOrderDetail, ({ auth, params }) =>
    pushOrder.detailForSender(auth.customerId, guide, params.id),
  )
  registerRoute(app, baBehaviorAppend, ({ auth, body }) => pushOrder.behavior(auth.customerId, body))

  // A distributor's push orders: the same push orders (flows/push-order.ts), of type distribution_order
  const distributor = 'distribution_order'
  registerRoute(app, distributionCartLocate, ({ auth, body }) =>
    pushOrder.senderLocate(auth.customerId, distributor, body.items),
  )
  registerRoute(app, distributionCartSubmit, ({ auth, body }) => pushOrder.send(auth.customerId, distributor, body))
  registerRoute(app, distributorPushOrders, ({ auth, query }) =>
    pushOrder.mine(auth.customerId, distributor, query.status, query.page, query.size),
  )
  registerRoute(app, distributorPushOrderDetail, ({ auth, params }) =>
    pushOrder.detailForSender(auth.customerId, distributor, params.id),
  )

  // The customer the push order is for (findOrderDetail4customer opens either kind)
  registerRoute(app, pushOrderForCustomer, ({ auth, params }) =>
    pushOrder.openForCustomer(auth.customerId, params.code),
  )
  registerRoute(app, pushOrderLocate, ({ auth, body }) => pushOrder.locate(auth.customerId, guide, body))
  registerRoute(app, pushOrderSubmit, ({ auth, body }) => pushOrder.submit(auth.customerId, guide, body))
  registerRoute(app, distributionOrderLocate, ({ auth, body }) => pushOrder.locate(auth.customerId, distributor, body))
  registerRoute(app, distributionOrderSubmit, ({ auth, body }) => pushOrder.submit(auth.customerId, distributor, body))

  // Stores and counters
  registerRoute(app, lbsStores, ({ query }) => guides.nearest(query))

  // The counter portal (counter staff, WeCom sign-in)
  registerRoute(app, counterRegisterMember, ({ body }) => customers.registerAtCounter(body.mobile))
  registerRoute(app, counterMemberOrders, async ({ params, query }) =>
    showOrders.list(await customers.idByMobile(params.mobile), 'all', query.page, query.size),
  )
  registerRoute(app, counterViewRecords, async ({ params, query }) =>
    catalogue.viewRecords(await customers.idByMobile(params.mobile), query.page, query.size),
  )
  registerRoute(app, counterGuidePushOrders, ({ auth, query }) =>
    pushOrder.ofStaff(auth.userid, query.status, query.page, query.size),
  )
  registerRoute(app, counterGuideFigures, ({ auth }) => showGuides.ofStaff(auth.userid))

  // The console
  registerRoute(app, merchantGuides, ({ query }) => showGuides.page(query))
  registerRoute(app, merchantCreateGuide, async ({ auth, body }) =>
    showGuides.one(await guides.saveGuide(auth.userid, body)),
  )
  registerRoute(app, merchantUpdateGuide, async ({ auth, params, body }) =>
    showGuides.one(await guides.saveGuide(auth.userid, body, params.guideId)),
  )
  registerRoute(app, merchantOutlets, () => guides.consoleOutlets())
  registerRoute(app, merchantCreateOutlet, ({ auth, body }) => guides.saveOutlet(auth.userid, body))
  registerRoute(app, merchantUpdateOutlet, ({ auth, params, body }) =>
    guides.saveOutlet(auth.userid, body, params.outletId),
  )
}
