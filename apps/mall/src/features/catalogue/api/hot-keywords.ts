import type { hotKeywords as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'search/hot' })

export const fetchHotKeywords = () => call(endpoint, {}, { hideModal: true })

export const useHotKeywords = () => useQuery(fetchHotKeywords, [])
