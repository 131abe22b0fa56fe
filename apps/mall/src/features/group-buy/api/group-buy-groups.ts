import type { groupBuyGroups as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'GET',
  path: 'group_purchasing_activity/:activityId/groups',
})

/** The joinable groups of a group buy, soonest deadline first (group/virtuallyList). */
export const useGroupBuyGroups = (activityId: number) =>
  useQuery(
    () => call(endpoint, { params: { activityId }, query: { page: 0, size: 50 } }, { hideModal: true }),
    [activityId],
    activityId > 0,
  )
