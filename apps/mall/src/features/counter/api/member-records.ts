import type { counterMemberOrders, counterViewRecords } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'

const orders = defineEndpoint<typeof counterMemberOrders>({
  service: 'counter-portal',
  method: 'GET',
  path: 'member/:mobile/order',
})
const views = defineEndpoint<typeof counterViewRecords>({
  service: 'counter-portal',
  method: 'GET',
  path: 'member/:mobile/view_pdp_records',
})

/** The member's orders, newest first. */
export const useMemberOrders = (mobile: string | null) =>
  usePaged(
    (page) => call(orders, { params: { mobile: mobile! }, query: { page, size: 10 } }, { hideModal: true }),
    [mobile],
    mobile !== null,
  )

/** What the member viewed, newest first. */
export const useMemberViews = (mobile: string | null) =>
  usePaged(
    (page) => call(views, { params: { mobile: mobile! }, query: { page, size: 10 } }, { hideModal: true }),
    [mobile],
    mobile !== null,
  )
