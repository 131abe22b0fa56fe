import type { FastifyInstance } from 'fastify'
import {
  buyGiftList,
  buyGiftLocate,
  buyGiftSubmit,
  merchantBuyGifts,
  merchantCreateBuyGift,
  merchantUpdateBuyGift,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** Buy-with-gift activities (docs/gifts.md "买赠"): the running ones, buying through one; the console's activities. */
export function registerBuyGiftRoutes(app: FastifyInstance, { buyGift }: Shop): void {
  registerRoute(app, buyGiftList, () => buyGift.list())
  registerRoute(app, buyGiftLocate, ({ auth, body }) => buyGift.locate(auth.customerId, body))
  registerRoute(app, buyGiftSubmit, ({ auth, body }) => buyGift.submit(auth.customerId, body))

  registerRoute(app, merchantBuyGifts, () => buyGift.merchantList())
  registerRoute(app, merchantCreateBuyGift, ({ auth, body }) => buyGift.create(auth.userid, body))
  registerRoute(app, merchantUpdateBuyGift, ({ auth, params, body }) =>
    buyGift.update(auth.userid, params.activityId, body),
  )
}
