import type { refundLocate as route, ResponseOf } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/api'
import { useQuery } from '../../../lib/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'member_refund/locate' })

export type RefundLocate = ResponseOf<typeof route>
export type RefundableLine = RefundLocate['lines'][number]

/** What of an order can be refunded now (the page shows why not when it is refused). */
export const fetchRefundLocate = (orderId: number) => call(endpoint, { body: { orderId } }, { hideModal: true })

export const useRefundLocate = (orderId: number, enabled = true) =>
  useQuery(() => fetchRefundLocate(orderId), [orderId], enabled && orderId > 0)
