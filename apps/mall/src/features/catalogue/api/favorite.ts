import type { addFavorite as addRoute, removeFavorite as removeRoute } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const add = defineEndpoint<typeof addRoute>({ service: 'ec-portal', method: 'POST', path: 'favorite/:skuId' })
const remove = defineEndpoint<typeof removeRoute>({ service: 'ec-portal', method: 'DELETE', path: 'favorite/:skuId' })

/** Favorites a SKU, or takes the favorite back (both idempotent; a visitor is sent to log in). */
export const setFavorite = (skuId: number, on: boolean) =>
  on ? call(add, { params: { skuId } }) : call(remove, { params: { skuId } })
