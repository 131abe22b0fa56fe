export {
  createRefundsService,
  goodsLine,
  lineHolds,
  outRefundNo,
  refundableOrder,
  refundRecords,
  type LineHold,
  type RefundsService,
} from './refunds.service'
export { registerRefundsRoutes } from './refunds.routes'
export type { RefundRow, RefundWithLines } from './refunds.repository'
