import type { articleList as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'

const endpoint = defineEndpoint<typeof route>({ service: 'sp-portal', method: 'GET', path: 'plant/grass/list' })

export const PAGE_SIZE = 20

/** One page of the feed, newest first, optionally of one category. */
export const fetchArticles = (categoryId?: number, page = 0) =>
  call(endpoint, { query: { page, size: PAGE_SIZE, categoryId } }, { hideModal: true })

export const useArticles = (categoryId?: number) => usePaged((page) => fetchArticles(categoryId, page), [categoryId])
