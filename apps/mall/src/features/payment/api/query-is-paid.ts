import type { paymentQueryIsPaid as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/api'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'GET',
  path: 'payment/queryIsPaid/:orderId',
})

/** Whether the order is paid (the server asks WeChat Pay while it is not). Silent: the result page shows no errors. */
export const queryIsPaid = (orderId: number) => call(endpoint, { params: { orderId } }, { silent: true })
