import type { addFavorite as addRoute, favoriteList as listRoute, removeFavorite as removeRoute } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const add = defineEndpoint<typeof addRoute>({ service: 'ec-portal', method: 'POST', path: 'favorite/:skuId' })
const remove = defineEndpoint<typeof removeRoute>({ service: 'ec-portal', method: 'DELETE', path: 'favorite/:skuId' })
const list = defineEndpoint<typeof listRoute>({ service: 'ec-portal', method: 'GET', path: 'favorite' })

/** Favorites a SKU, or takes the favorite back (both idempotent; a visitor is sent to log in). */
export const setFavorite = (skuId: number, on: boolean) =>
  on ? call(add, { params: { skuId } }) : call(remove, { params: { skuId } })

/** The customer's favorites (收藏), newest first: one page. */
export const fetchFavorites = (page: number, size: number) => call(list, { query: { page, size } }, { hideModal: true })
