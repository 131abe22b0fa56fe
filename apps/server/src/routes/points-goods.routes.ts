import type { FastifyInstance } from 'fastify'
import {
  merchantCreatePointsGoods,
  merchantPointsGoodsPage,
  merchantUpdatePointsGoods,
  pointsGoodsList,
  pointsGoodsLocate,
  pointsGoodsSubmit,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** The points mall (buy_bonusPoint) and the console's 积分商品 (docs/members-programmes.md "Points goods"). */
export function registerPointsGoodsRoutes(app: FastifyInstance, { redeemPointsGoods }: Shop): void {
  registerRoute(app, pointsGoodsList, ({ auth }) => redeemPointsGoods.list(auth?.customerId ?? null))
  registerRoute(app, pointsGoodsLocate, ({ auth, body }) => redeemPointsGoods.locate(auth.customerId, body))
  registerRoute(app, pointsGoodsSubmit, ({ auth, body }) => redeemPointsGoods.submit(auth.customerId, body))

  registerRoute(app, merchantPointsGoodsPage, ({ query }) => redeemPointsGoods.merchantPage(query.page, query.size))
  registerRoute(app, merchantCreatePointsGoods, ({ auth, body }) => redeemPointsGoods.save(auth.userid, null, body))
  registerRoute(app, merchantUpdatePointsGoods, ({ auth, params, body }) =>
    redeemPointsGoods.save(auth.userid, params.id, body),
  )
}
