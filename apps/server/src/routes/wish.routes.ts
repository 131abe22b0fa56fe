import type { FastifyInstance } from 'fastify'
import {
  distributorWishDetail,
  distributorWishes,
  distributorWishPush,
  merchantWishes,
  wishCancel,
  wishCreate,
  wishDetail,
  wishMine,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** The wish list (docs/wish-list.md): the customer's wishes, the distributor's view and push, the console's list. */
export function registerWishRoutes(app: FastifyInstance, { wishList }: Shop): void {
  registerRoute(app, wishCreate, ({ auth, body }) => wishList.make(auth.customerId, body))
  registerRoute(app, wishMine, ({ auth, query }) =>
    wishList.mine(auth.customerId, query.status, query.page, query.size),
  )
  registerRoute(app, wishDetail, ({ auth, params }) => wishList.detail(auth.customerId, params.id))
  registerRoute(app, wishCancel, ({ auth, params }) => wishList.cancel(auth.customerId, params.id))

  registerRoute(app, distributorWishes, ({ auth, query }) =>
    wishList.forDistributor(auth.customerId, query.status, query.page, query.size),
  )
  registerRoute(app, distributorWishDetail, ({ auth, params }) =>
    wishList.detailForDistributor(auth.customerId, params.id),
  )
  registerRoute(app, distributorWishPush, ({ auth, params, body }) => wishList.push(auth.customerId, params.id, body))

  registerRoute(app, merchantWishes, ({ query }) =>
    wishList.consolePage(query.status, query.customerId, query.page, query.size),
  )
}
