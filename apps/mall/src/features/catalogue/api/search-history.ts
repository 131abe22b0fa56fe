import type { clearSearchHistory as clearRoute, searchHistory as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { ServerHistory } from '../../../lib/state/search-history'

const list = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'search/history' })
const clear = defineEndpoint<typeof clearRoute>({ service: 'ec-portal', method: 'DELETE', path: 'search/history' })

/** The signed-in shopper's goods searches, newest first (the server records them as they search). */
export const goodsSearchHistory: ServerHistory = {
  fetch: () => call(list, {}, { hideModal: true, skipLoginJump: true }),
  clear: () => call(clear),
}

/** Where a visitor's goods searches are kept (the results page records them, the search page shows them). */
export const GOODS_HISTORY_KEY = 'shop.searchHistory.goods'
