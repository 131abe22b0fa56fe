import type { cycleOrderList as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'cycle_order/list' })

/** The customer's paid cycle orders, newest first, page by page (a customer only). */
export const useCycleOrders = (enabled: boolean) =>
  usePaged((page) => call(endpoint, { query: { page, size: 10 } }), [], enabled)
