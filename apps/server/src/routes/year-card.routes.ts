import type { FastifyInstance } from 'fastify'
import {
  merchantCreateYearCard,
  merchantUpdateYearCard,
  merchantYearCardMembers,
  merchantYearCards,
  yearCardList,
  yearCardLocate,
  yearCardMine,
  yearCardSubmit,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** Year cards (docs/year-cards.md): the cards on sale, a member's benefits, buying one; the console's cards. */
export function registerYearCardRoutes(app: FastifyInstance, { yearCard }: Shop): void {
  registerRoute(app, yearCardList, () => yearCard.list())
  registerRoute(app, yearCardMine, ({ auth }) => yearCard.mine(auth.customerId))
  registerRoute(app, yearCardLocate, ({ auth, body }) => yearCard.locate(auth.customerId, body))
  registerRoute(app, yearCardSubmit, ({ auth, body }) => yearCard.submit(auth.customerId, body))

  registerRoute(app, merchantYearCards, () => yearCard.merchantList())
  registerRoute(app, merchantCreateYearCard, ({ auth, body }) => yearCard.create(auth.userid, body))
  registerRoute(app, merchantUpdateYearCard, ({ auth, params, body }) =>
    yearCard.update(auth.userid, params.cardId, body),
  )
  registerRoute(app, merchantYearCardMembers, ({ query }) => yearCard.members(query))
}
