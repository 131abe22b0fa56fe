import type {
  articleKeywords as keywordsRoute,
  articleSearch as route,
  articleSearchHistory as historyRoute,
  clearArticleSearchHistory as clearRoute,
} from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { ServerHistory } from '../../../lib/state/search-history'
import { usePaged } from '../../../lib/hooks/use-paged'
import { useQuery } from '../../../lib/hooks/use-query'
import { PAGE_SIZE } from './article-list'

const search = defineEndpoint<typeof route>({ service: 'sp-portal', method: 'GET', path: 'plant/grass/search' })
const keywords = defineEndpoint<typeof keywordsRoute>({
  service: 'sp-portal',
  method: 'GET',
  path: 'plant/grass/keywords',
})
const history = defineEndpoint<typeof historyRoute>({
  service: 'sp-portal',
  method: 'GET',
  path: 'plant/grass/search/history',
})
const clearHistory = defineEndpoint<typeof clearRoute>({
  service: 'sp-portal',
  method: 'DELETE',
  path: 'plant/grass/search/history',
})

/** Articles matching a keyword (title, keywords, content); a signed-in search goes into the history. */
export const searchArticles = (keyword: string, page = 0) =>
  call(search, { query: { keyword, page, size: PAGE_SIZE } }, { hideModal: true })

export const useArticleSearch = (keyword: string) =>
  usePaged((page) => searchArticles(keyword, page), [keyword], keyword !== '')

/** Suggested keywords for the feed search. */
export const useArticleKeywords = () => useQuery(() => call(keywords, {}, { hideModal: true }), [])

export const articleSearchHistory: ServerHistory = {
  fetch: () => call(history, {}, { hideModal: true, skipLoginJump: true }),
  clear: () => call(clearHistory),
}

/** Where a visitor's feed searches are kept (the results page records them, the search page shows them). */
export const ARTICLE_HISTORY_KEY = 'shop.searchHistory.article'
