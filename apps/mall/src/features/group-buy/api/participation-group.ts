import type { participationGroup as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'participation/:groupId' })

/** A group as the viewer sees it (anyone with the shared link); `viewer` changes when the shopper signs in. */
export const useGroup = (groupId: number, viewer: string) =>
  useQuery(() => call(endpoint, { params: { groupId } }), [groupId, viewer], groupId > 0)
