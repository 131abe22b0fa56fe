import type { FastifyInstance } from 'fastify'
import {
  merchantCreatePresale,
  merchantPresaleOrders,
  merchantPresales,
  merchantUpdatePresale,
  presaleBalance,
  presaleDetail,
  presaleList,
  presaleLocate,
  presaleMine,
  presaleSubmit,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** Pre-sales (docs/pre-sales.md): the pre-sales on sale, the deposit and the balance; the console's pre-sales. */
export function registerPresaleRoutes(app: FastifyInstance, { presale }: Shop): void {
  registerRoute(app, presaleList, () => presale.list())
  registerRoute(app, presaleDetail, ({ query }) => presale.detail(query.presaleId))
  registerRoute(app, presaleLocate, ({ auth, body }) => presale.locate(auth.customerId, body))
  registerRoute(app, presaleSubmit, ({ auth, body }) => presale.submit(auth.customerId, body))
  registerRoute(app, presaleMine, ({ auth }) => presale.mine(auth.customerId))
  registerRoute(app, presaleBalance, ({ auth, body }) => presale.balance(auth.customerId, body.orderId))

  registerRoute(app, merchantPresales, () => presale.merchantList())
  registerRoute(app, merchantCreatePresale, ({ auth, body }) => presale.create(auth.userid, body))
  registerRoute(app, merchantUpdatePresale, ({ auth, params, body }) =>
    presale.update(auth.userid, params.presaleId, body),
  )
  registerRoute(app, merchantPresaleOrders, ({ params, query }) => presale.orders(params.presaleId, query))
}
