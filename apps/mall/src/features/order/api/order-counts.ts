import type { orderStatisticCount as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/api'
import { useQuery } from '../../../lib/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'statistic/count' })

/** How many orders the customer has per list filter (the personal centre's badges; failures show nothing). */
export const fetchOrderCounts = () => call(endpoint, undefined, { silent: true })

export const useOrderCounts = (enabled: boolean) => useQuery(fetchOrderCounts, [], enabled)
