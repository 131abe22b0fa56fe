import type { orderStatisticCount as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'
import { useShownAgain } from '../../../lib/hooks/use-shown-again'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'statistic/count' })

/** How many orders the customer has per list filter (the personal centre's badges; failures show nothing). */
export const fetchOrderCounts = () => call(endpoint, undefined, { silent: true })

/** The counts, loaded again whenever the (tab) page shows: orders move while the shopper is elsewhere. */
export function useOrderCounts(enabled: boolean) {
  const counts = useQuery(fetchOrderCounts, [], enabled)
  useShownAgain(() => counts.reload())
  return counts
}
