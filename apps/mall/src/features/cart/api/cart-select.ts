import type { cartSelect as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'cart/select' })

/** Ticks or unticks lines, or all of them; answers the cart. */
export const selectCartLines = (skuIds: number[] | 'all', selected: boolean) =>
  call(endpoint, { body: { skuIds, selected } })
