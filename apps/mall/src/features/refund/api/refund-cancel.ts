import type { refundCancel as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'POST',
  path: 'member_refund/:id/cancel',
})

/** Withdraws a refund (submitted, or an approved return not yet sent back). */
export const cancelRefund = (id: number) => call(endpoint, { params: { id } })
