import type { cartRemove as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'cart/remove' })

/** Removes lines; answers the cart. */
export const removeCartLines = (skuIds: number[]) => call(endpoint, { body: { skuIds } })
