import type { articleCategories as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'sp-portal', method: 'GET', path: 'plant/grass/categories' })

/** Categories of the discovery feed. */
export const fetchArticleCategories = () => call(endpoint, {}, { hideModal: true })

export const useArticleCategories = () => useQuery(fetchArticleCategories, [])
