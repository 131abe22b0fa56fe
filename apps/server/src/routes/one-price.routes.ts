import type { FastifyInstance } from 'fastify'
import {
  merchantCreateOnePrice,
  merchantOnePrices,
  merchantUpdateOnePrice,
  onePriceCurrent,
  onePriceLocate,
  onePriceSubmit,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** One price (docs/one-price.md): the page's activity, a goods bought at its one price; the console's activities. */
export function registerOnePriceRoutes(app: FastifyInstance, { onePrice }: Shop): void {
  registerRoute(app, onePriceCurrent, ({ auth }) => onePrice.current(auth?.customerId ?? null))
  registerRoute(app, onePriceLocate, ({ auth, body }) => onePrice.locate(auth.customerId, body))
  registerRoute(app, onePriceSubmit, ({ auth, body }) => onePrice.submit(auth.customerId, body))

  registerRoute(app, merchantOnePrices, () => onePrice.merchantList())
  registerRoute(app, merchantCreateOnePrice, ({ auth, body }) => onePrice.create(auth.userid, body))
  registerRoute(app, merchantUpdateOnePrice, ({ auth, params, body }) =>
    onePrice.update(auth.userid, params.activityId, body),
  )
}
