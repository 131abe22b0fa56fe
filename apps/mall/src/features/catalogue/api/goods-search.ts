import type { goodsSearch as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'
import { PAGE_SIZE, type GoodsFilters } from './goods-list'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'goods/search' })

/** One page of search results; a signed-in search also goes into the shopper's history (server side). */
export const searchGoods = (keyword: string, filters: GoodsFilters, page = 0) =>
  call(endpoint, { query: { keyword, ...filters, page, size: PAGE_SIZE } }, { hideModal: true })

export const useGoodsSearch = (keyword: string, filters: GoodsFilters = {}) =>
  usePaged((page) => searchGoods(keyword, filters, page), [keyword, JSON.stringify(filters)], keyword !== '')
