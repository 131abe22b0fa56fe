import type { baPushOrders as route, PushOrderStatus } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'baPushOrder/mine' })

/** The guide's own push orders, newest first; all of them, or those of one status. */
export const useGuidePushOrders = (status: PushOrderStatus | undefined, enabled: boolean) =>
  usePaged(
    (page) => call(endpoint, { query: { page, size: 10, ...(status && { status }) } }, { hideModal: true }),
    [status],
    enabled,
  )
