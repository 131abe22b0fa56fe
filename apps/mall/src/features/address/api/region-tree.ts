import type { regionTree as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'region/tree' })

/**
 * The provinces, cities and districts the region picker offers. The server keeps the data set (about 50 KB, over
 * 3,000 districts), so it weighs nothing in the mini-program's packages; it is asked once per app run.
 */
let loaded: ReturnType<typeof load> | null = null
const load = () => call(endpoint, undefined)
export const fetchRegions = () => {
  loaded ??= load().catch((error: unknown) => {
    loaded = null
    throw error
  })
  return loaded
}

export const useRegions = () => useQuery(fetchRegions, [])
