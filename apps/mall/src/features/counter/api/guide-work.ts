import type { counterGuideFigures, counterGuidePushOrders } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'
import { useQuery } from '../../../lib/hooks/use-query'

const pushOrders = defineEndpoint<typeof counterGuidePushOrders>({
  service: 'counter-portal',
  method: 'GET',
  path: 'ba/push_orders',
})
const figures = defineEndpoint<typeof counterGuideFigures>({
  service: 'counter-portal',
  method: 'GET',
  path: 'ba/figures',
})

/** The signed-in guide's figures today and this month (当前企业微信账号未绑定导购 for staff who are no guide). */
export const useGuideFigures = (enabled: boolean) => useQuery(() => call(figures, {}, { hideModal: true }), [], enabled)

/** The signed-in guide's push orders, newest first. */
export const useGuideWork = (enabled: boolean) =>
  usePaged((page) => call(pushOrders, { query: { page, size: 10 } }, { hideModal: true }), [], enabled)
