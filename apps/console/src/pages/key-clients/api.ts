import type {
  merchantCreateKeyClient,
  merchantKeyClientOrders,
  merchantKeyClients,
  merchantPlaceKeyClientOrder,
  merchantUpdateKeyClient,
} from '@shop/contracts'
import { endpoint } from '../../lib/http'

export const keyClients = endpoint<typeof merchantKeyClients>('GET', 'merchant/key-clients')
export const createKeyClient = endpoint<typeof merchantCreateKeyClient>('POST', 'merchant/key-clients')
export const updateKeyClient = endpoint<typeof merchantUpdateKeyClient>('PUT', 'merchant/key-clients/:accountId')
export const placeKeyClientOrder = endpoint<typeof merchantPlaceKeyClientOrder>(
  'POST',
  'merchant/key-clients/:accountId/orders',
)
export const keyClientOrders = endpoint<typeof merchantKeyClientOrders>('GET', 'merchant/key-clients/orders')
