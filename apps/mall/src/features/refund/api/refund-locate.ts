import type { refundLocate as route, ResponseOf } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'member_refund/locate' })

export type RefundLocate = ResponseOf<typeof route>
export type RefundableLine = RefundLocate['lines'][number]

/**
 * What of an order can be refunded now (the page shows why not when it is refused); with `refundId`, for that
 * submitted refund being modified.
 */
export const fetchRefundLocate = (orderId: number, refundId?: number) =>
  call(endpoint, { body: { orderId, ...(refundId !== undefined && { refundId }) } }, { hideModal: true })
