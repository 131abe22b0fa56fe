import type { cartUpdate as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'cart/update' })

/** Sets the quantity of a line; answers the cart. */
export const updateCartLine = (skuId: number, quantity: number) => call(endpoint, { body: { skuId, quantity } })
