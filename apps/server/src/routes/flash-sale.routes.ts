import type { FastifyInstance } from 'fastify'
import {
  flashSaleSlots,
  merchantCreateFlashSale,
  merchantFlashSales,
  merchantUpdateFlashSale,
  secKillLocate,
  secKillSubmit,
  subscribeRemindIsSubscribe,
  subscribeRemindSave,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** Flash sales (docs/flash-sales.md): the seckill page, sec_kill locate and submit, reminders. */
export function registerFlashSaleRoutes(app: FastifyInstance, { flashSale }: Shop) {
  registerRoute(app, flashSaleSlots, ({ auth }) => flashSale.slots(auth?.customerId ?? null))
  registerRoute(app, secKillLocate, ({ auth, body }) => flashSale.locate(auth.customerId, body))
  registerRoute(app, secKillSubmit, ({ auth, body }) => flashSale.submit(auth.customerId, body))
  registerRoute(app, subscribeRemindSave, ({ auth, body }) => flashSale.subscribe(auth.customerId, body.activityId))
  registerRoute(app, subscribeRemindIsSubscribe, ({ auth, query }) =>
    flashSale.isSubscribed(auth.customerId, query.activityId),
  )

  // The console (docs/flash-sales.md)
  registerRoute(app, merchantFlashSales, ({ query }) => flashSale.merchantPage(query))
  registerRoute(app, merchantCreateFlashSale, ({ auth, body }) => flashSale.save(auth.userid, null, body))
  registerRoute(app, merchantUpdateFlashSale, ({ auth, params, body }) =>
    flashSale.save(auth.userid, params.activityId, body),
  )
}
