import type { FastifyInstance } from 'fastify'
import {
  merchantCreateKeyClient,
  merchantKeyClientOrders,
  merchantKeyClients,
  merchantPlaceKeyClientOrder,
  merchantUpdateKeyClient,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** Key clients (docs/key-clients.md): the console's accounts and the orders placed for them. */
export function registerKeyClientRoutes(app: FastifyInstance, { keyClient }: Shop): void {
  registerRoute(app, merchantKeyClients, () => keyClient.list())
  registerRoute(app, merchantCreateKeyClient, ({ auth, body }) => keyClient.create(auth.userid, body))
  registerRoute(app, merchantUpdateKeyClient, ({ auth, params, body }) =>
    keyClient.update(auth.userid, params.accountId, body),
  )
  registerRoute(app, merchantPlaceKeyClientOrder, ({ auth, params, body }) =>
    keyClient.place(auth.userid, params.accountId, body),
  )
  registerRoute(app, merchantKeyClientOrders, ({ query }) => keyClient.orders(query))
}
