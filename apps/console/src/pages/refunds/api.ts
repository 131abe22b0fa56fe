import type {
  merchantApproveRefund,
  merchantRefundDetailRoute,
  merchantRefundReceived,
  merchantRefunds,
  merchantRejectRefund,
} from '@shop/contracts'
import { REFUND_STATUS_LABELS, REFUND_TYPE_LABELS } from '@shop/domain'
import { endpoint } from '../../lib/http'

export const refundList = endpoint<typeof merchantRefunds>('GET', 'merchant/refunds')
export const refundDetail = endpoint<typeof merchantRefundDetailRoute>('GET', 'merchant/refunds/:refundId')
export const approveRefund = endpoint<typeof merchantApproveRefund>('POST', 'merchant/refunds/:refundId/approve')
export const rejectRefund = endpoint<typeof merchantRejectRefund>('POST', 'merchant/refunds/:refundId/reject')
export const refundReceived = endpoint<typeof merchantRefundReceived>('POST', 'merchant/refunds/:refundId/received')

export const REFUND_STATUS_ENUM = Object.fromEntries(
  Object.entries(REFUND_STATUS_LABELS).map(([status, text]) => [status, { text }]),
)
/** 仅退款 covers two types (before and after receipt): the filter names them apart. */
export const REFUND_TYPE_ENUM = {
  REFUND_ONLY: { text: '仅退款（未收货）' },
  RECEIVE_REFUND: { text: '仅退款（已收货）' },
  RETURN_REFUND: { text: REFUND_TYPE_LABELS.RETURN_REFUND },
  PRICE_PROTECTION: { text: REFUND_TYPE_LABELS.PRICE_PROTECTION },
}
