import type { FastifyInstance } from 'fastify'
import {
  merchantCreateSurpriseBox,
  merchantSurpriseBoxPage,
  merchantUpdateSurpriseBox,
  surpriseBoxDetail,
  surpriseBoxList,
  surpriseBoxLocate,
  surpriseBoxMine,
  surpriseBoxOfOrder,
  surpriseBoxSubmit,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** Surprise boxes (surpriseBox) and the console's 惊喜盲盒 (docs/members-programmes.md "Surprise box"). */
export function registerSurpriseBoxRoutes(app: FastifyInstance, { surpriseBox }: Shop): void {
  registerRoute(app, surpriseBoxList, ({ auth }) => surpriseBox.list(auth?.customerId ?? null))
  registerRoute(app, surpriseBoxMine, ({ auth }) => surpriseBox.mine(auth.customerId))
  registerRoute(app, surpriseBoxOfOrder, ({ auth, params }) => surpriseBox.ofOrder(auth.customerId, params.orderId))
  registerRoute(app, surpriseBoxDetail, ({ auth, params }) => surpriseBox.detail(params.id, auth?.customerId ?? null))
  registerRoute(app, surpriseBoxLocate, ({ auth, body }) => surpriseBox.locate(auth.customerId, body))
  registerRoute(app, surpriseBoxSubmit, ({ auth, body }) => surpriseBox.submit(auth.customerId, body))

  registerRoute(app, merchantSurpriseBoxPage, ({ query }) => surpriseBox.merchantPage(query.page, query.size))
  registerRoute(app, merchantCreateSurpriseBox, ({ auth, body }) => surpriseBox.save(auth.userid, null, body))
  registerRoute(app, merchantUpdateSurpriseBox, ({ auth, params, body }) =>
    surpriseBox.save(auth.userid, params.id, body),
  )
}
