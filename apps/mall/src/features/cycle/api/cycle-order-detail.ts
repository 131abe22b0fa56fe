import type { cycleOrderDetailRoute as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'cycle_order/:orderId' })

/** One cycle order and its delivery schedule. */
export const useCycleOrder = (orderId: number, enabled: boolean) =>
  useQuery(() => call(endpoint, { params: { orderId } }), [orderId], enabled)
