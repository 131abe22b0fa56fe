import type { helpPayQueryIsPaid, paymentQueryIsPaid } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { PayTarget } from '../pay-target'

const own = defineEndpoint<typeof paymentQueryIsPaid>({
  service: 'ec-portal',
  method: 'GET',
  path: 'payment/queryIsPaid/:orderId',
})
const friend = defineEndpoint<typeof helpPayQueryIsPaid>({
  service: 'ec-portal',
  method: 'GET',
  path: 'help_pay/:id/queryIsPaid',
})

/** Whether the order is paid (the server asks WeChat Pay while it is not). Silent: the result page shows no errors. */
export const queryIsPaid = (target: PayTarget) =>
  'helpPayCode' in target
    ? call(friend, { params: { id: target.helpPayCode } }, { silent: true })
    : call(own, { params: { orderId: target.orderId } }, { silent: true })
