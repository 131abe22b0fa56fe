import type { FastifyInstance } from 'fastify'
import {
  groupBuyActivities,
  groupBuyActivity,
  groupBuyGroups,
  groupBuyOfGoods,
  merchantCreateGroupBuy,
  merchantGroupBuys,
  merchantGroups,
  merchantUpdateGroupBuy,
  participationGroup,
  participationJoin,
  participationLocate,
  participationMine,
  participationOfOrder,
  participationOpen,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** Group buys (docs/group-buys.md): group_purchasing_activity, participation, the console's group buys. */
export function registerGroupBuyRoutes(app: FastifyInstance, { groupBuy }: Shop) {
  registerRoute(app, groupBuyActivities, () => groupBuy.activities())
  registerRoute(app, groupBuyActivity, ({ params }) => groupBuy.activity(params.activityId))
  registerRoute(app, groupBuyOfGoods, ({ params }) => groupBuy.ofGoods(params.goodsId))
  registerRoute(app, groupBuyGroups, ({ params, query }) => groupBuy.groups(params.activityId, query.page, query.size))
  registerRoute(app, participationLocate, ({ auth, body }) => groupBuy.locate(auth.customerId, body))
  registerRoute(app, participationOpen, ({ auth, body }) => groupBuy.open(auth.customerId, body))
  registerRoute(app, participationJoin, ({ auth, body }) => groupBuy.join(auth.customerId, body))
  registerRoute(app, participationMine, ({ auth, query }) => groupBuy.mine(auth.customerId, query.page, query.size))
  registerRoute(app, participationOfOrder, ({ auth, params }) => groupBuy.ofOrder(auth.customerId, params.orderId))
  registerRoute(app, participationGroup, ({ auth, params }) => groupBuy.group(auth?.customerId ?? null, params.groupId))

  // The console (docs/group-buys.md)
  registerRoute(app, merchantGroupBuys, ({ query }) => groupBuy.merchantPage(query.page, query.size))
  registerRoute(app, merchantCreateGroupBuy, ({ auth, body }) => groupBuy.save(auth.userid, null, body))
  registerRoute(app, merchantUpdateGroupBuy, ({ auth, params, body }) =>
    groupBuy.save(auth.userid, params.activityId, body),
  )
  registerRoute(app, merchantGroups, ({ query }) => groupBuy.merchantGroups(query))
}
