import type { salesCategoryTree as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'sales_category/tree' })

/** The sales category tree. */
export const fetchCategoryTree = () => call(endpoint, {}, { hideModal: true })

export const useCategoryTree = () => useQuery(fetchCategoryTree, [])
