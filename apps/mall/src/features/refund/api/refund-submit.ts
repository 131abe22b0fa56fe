import type { BodyOf, refundSubmit as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'member_refund/submit' })

export type RefundRequest = Omit<BodyOf<typeof route>, 'orderId'>

/** Asks for a refund; a refusal (canNotRefundWhenRefunding 有部分退单正在处理中…) is the request layer's modal. */
export const submitRefund = (orderId: number, request: RefundRequest) =>
  call(endpoint, { body: { orderId, ...request } })
