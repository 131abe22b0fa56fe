import type { groupBuyActivities as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'GET',
  path: 'group_purchasing_activity/list',
})

/** The group buys running or to come (group/index). */
export const useGroupBuyActivities = () => useQuery(() => call(endpoint, {}, { hideModal: true }), [])
