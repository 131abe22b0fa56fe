export {
  createRefundsService,
  lineHolds,
  outRefundNo,
  refundableOrder,
  refundRecords,
  type LineHold,
  type RefundsService,
} from './refunds.service'
export type { MerchantRefundFilter, RefundRow, RefundWithLines } from './refunds.repository'
