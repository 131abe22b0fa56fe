import type { presaleList as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'presale/list' })

/** The pre-sales on sale and not ended. */
export const usePresales = () => useQuery(() => call(endpoint), [])
