/** The sandbox's books written the way WeChat Pay v3 writes them in answers and notification resources. */
import { chinaRfc3339 } from '@shop/domain'
import type { TradeState } from '../wechat-pay.types'
import type { RefundResourceWire, RefundWire, TransactionWire } from '../wechat-pay.wire'
import type { SandboxRefund, SandboxTransaction } from './sandbox.ledger'

const TRADE_STATE_DESC: Record<TradeState, string> = {
  SUCCESS: '支付成功',
  REFUND: '转入退款',
  NOTPAY: '未支付',
  CLOSED: '已关闭',
  REVOKED: '已撤销',
  USERPAYING: '用户支付中',
  PAYERROR: '支付失败',
}

export function transactionAnswer(transaction: SandboxTransaction): TransactionWire {
  const paid = transaction.successTime !== undefined
  return {
    appid: transaction.appid,
    mchid: transaction.mchid,
    out_trade_no: transaction.outTradeNo,
    transaction_id: transaction.transactionId,
    trade_type: transaction.tradeType,
    trade_state: transaction.tradeState,
    trade_state_desc: TRADE_STATE_DESC[transaction.tradeState],
    bank_type: paid ? 'OTHERS' : undefined,
    attach: transaction.attach,
    success_time: transaction.successTime && chinaRfc3339(transaction.successTime),
    payer: transaction.openid ? { openid: transaction.openid } : undefined,
    amount: {
      total: transaction.totalFen,
      payer_total: paid ? transaction.totalFen : undefined,
      currency: 'CNY',
      payer_currency: 'CNY',
    },
  }
}

export function refundAnswer(refund: SandboxRefund): RefundWire {
  return {
    refund_id: refund.refundId,
    out_refund_no: refund.outRefundNo,
    transaction_id: refund.transactionId,
    out_trade_no: refund.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    success_time: refund.successTime && chinaRfc3339(refund.successTime),
    create_time: chinaRfc3339(refund.createdAt),
    status: refund.status,
    amount: {
      total: refund.totalFen,
      refund: refund.refundFen,
      payer_total: refund.totalFen,
      payer_refund: refund.refundFen,
      currency: 'CNY',
    },
  }
}

export function refundResource(refund: SandboxRefund, mchid: string): RefundResourceWire {
  return {
    mchid,
    out_trade_no: refund.outTradeNo,
    transaction_id: refund.transactionId,
    out_refund_no: refund.outRefundNo,
    refund_id: refund.refundId,
    refund_status: refund.status,
    success_time: refund.successTime && chinaRfc3339(refund.successTime),
    user_received_account: '支付用户零钱',
    amount: {
      total: refund.totalFen,
      refund: refund.refundFen,
      payer_total: refund.totalFen,
      payer_refund: refund.refundFen,
    },
  }
}
