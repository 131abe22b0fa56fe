import type { refundModify as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { RefundRequest } from './refund-submit'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'POST',
  path: 'member_refund/:id/modify',
})

/** Changes a refund the merchant has not decided on yet. */
export const modifyRefund = (id: number, request: RefundRequest) => call(endpoint, { params: { id }, body: request })
