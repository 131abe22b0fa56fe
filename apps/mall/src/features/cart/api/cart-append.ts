import type { cartAppend as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'cart/append' })

/** Adds units of a SKU (a new line comes selected); answers the cart. */
export const appendToCart = (skuId: number, quantity: number) => call(endpoint, { body: { skuId, quantity } })
