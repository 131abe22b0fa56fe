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

/** Shopping guides' push orders, the stores (LBSStore), the counter portal's member pages, the console's guides. */
export function registerGuideRoutes(
  app: FastifyInstance,
  { pushOrder, showGuides, guides, customers, showOrders, catalogue }: Shop,
): void {
  // The guide (a customer with an active guide record)
  registerRoute(app, baLocate, ({ auth, body }) => pushOrder.baLocate(auth.customerId, body.items))
  registerRoute(app, baSubmit, ({ auth, body }) => pushOrder.baSubmit(auth.customerId, body))
  registerRoute(app, baPushOrders, ({ auth, query }) =>
    pushOrder.mine(auth.customerId, query.status, query.page, query.size),
  )
  registerRoute(app, baPushOrderDetail, ({ auth, params }) => pushOrder.detailForGuide(auth.customerId, params.id))
  registerRoute(app, baBehaviorAppend, ({ auth, body }) => pushOrder.behavior(auth.customerId, body))

  // The customer the push order is for
  registerRoute(app, pushOrderForCustomer, ({ auth, params }) =>
    pushOrder.openForCustomer(auth.customerId, params.code),
  )
  registerRoute(app, pushOrderLocate, ({ auth, body }) => pushOrder.locate(auth.customerId, body))
  registerRoute(app, pushOrderSubmit, ({ auth, body }) => pushOrder.submit(auth.customerId, body))

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
