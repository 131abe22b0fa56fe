import type { QueryOf, goodsList as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'goods/list' })

export const PAGE_SIZE = 20

/** Sort and filters shared by the goods list and the search results (prices in fen). */
export interface GoodsFilters {
  sort?: NonNullable<QueryOf<typeof route>>['sort']
  minPrice?: number
  maxPrice?: number
  inStock?: 'true'
}

/** One page of a category's goods (its sub-categories included). */
export const fetchGoodsList = (categoryId: number | undefined, filters: GoodsFilters, page = 0) =>
  call(endpoint, { query: { categoryId, ...filters, page, size: PAGE_SIZE } }, { hideModal: true })

export const useGoodsList = (categoryId: number | undefined, filters: GoodsFilters = {}, enabled = true) =>
  usePaged((page) => fetchGoodsList(categoryId, filters, page), [categoryId, JSON.stringify(filters)], enabled)
