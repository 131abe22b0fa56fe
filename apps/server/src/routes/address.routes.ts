import type { FastifyInstance } from 'fastify'
import {
  addressDetail,
  addressList,
  createAddress,
  deleteAddress,
  preferredAddress,
  setPreferredAddress,
  updateAddress,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerAddressRoutes(app: FastifyInstance, { addresses }: Shop): void {
  registerRoute(app, addressList, ({ auth }) => addresses.list(auth.customerId))
  registerRoute(app, createAddress, ({ auth, body }) => addresses.create(auth.customerId, body))
  registerRoute(app, preferredAddress, ({ auth }) => addresses.preferred(auth.customerId))
  registerRoute(app, addressDetail, ({ auth, params }) => addresses.find(auth.customerId, params.id))
  registerRoute(app, updateAddress, ({ auth, params, body }) => addresses.update(auth.customerId, params.id, body))
  registerRoute(app, deleteAddress, async ({ auth, params }) => {
    await addresses.remove(auth.customerId, params.id)
    return { success: true as const }
  })
  registerRoute(app, setPreferredAddress, ({ auth, params }) => addresses.makeDefault(auth.customerId, params.id))
}
