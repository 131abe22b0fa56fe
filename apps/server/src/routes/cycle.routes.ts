import type { FastifyInstance } from 'fastify'
import {
  cycleOrderAddress,
  cycleOrderDetailRoute,
  cycleOrderList,
  cycleOrderPause,
  cycleOrderResume,
  cycleOrderSkip,
  cyclePlanList,
  cyclePlanLocate,
  cyclePlanSubmit,
  merchantCreateCyclePlan,
  merchantCycleCalendar,
  merchantCyclePlans,
  merchantShipCycleDelivery,
  merchantUpdateCyclePlan,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** Cycle purchases (docs/cycle-purchases.md): the plans, buying one, the shopper's schedule; the console's plans and calendar. */
export function registerCycleRoutes(app: FastifyInstance, { cyclePurchase }: Shop): void {
  registerRoute(app, cyclePlanList, () => cyclePurchase.list())
  registerRoute(app, cyclePlanLocate, ({ auth, body }) => cyclePurchase.locate(auth.customerId, body))
  registerRoute(app, cyclePlanSubmit, ({ auth, body }) => cyclePurchase.submit(auth.customerId, body))
  registerRoute(app, cycleOrderList, ({ auth, query }) => cyclePurchase.mine(auth.customerId, query))
  registerRoute(app, cycleOrderDetailRoute, ({ auth, params }) => cyclePurchase.detail(auth.customerId, params.orderId))
  registerRoute(app, cycleOrderPause, ({ auth, params }) => cyclePurchase.pause(auth.customerId, params.orderId))
  registerRoute(app, cycleOrderResume, ({ auth, params }) => cyclePurchase.resume(auth.customerId, params.orderId))
  registerRoute(app, cycleOrderSkip, ({ auth, params }) =>
    cyclePurchase.skip(auth.customerId, params.orderId, params.deliveryId),
  )
  registerRoute(app, cycleOrderAddress, ({ auth, params, body }) =>
    cyclePurchase.changeAddress(auth.customerId, params.orderId, body.addressId),
  )

  registerRoute(app, merchantCyclePlans, () => cyclePurchase.merchantList())
  registerRoute(app, merchantCreateCyclePlan, ({ auth, body }) => cyclePurchase.create(auth.userid, body))
  registerRoute(app, merchantUpdateCyclePlan, ({ auth, params, body }) =>
    cyclePurchase.update(auth.userid, params.planId, body),
  )
  registerRoute(app, merchantCycleCalendar, ({ query }) => cyclePurchase.calendar(query.from, query.days))
  registerRoute(app, merchantShipCycleDelivery, ({ auth, params, body }) =>
    cyclePurchase.ship(auth.userid, params.deliveryId, body),
  )
}
