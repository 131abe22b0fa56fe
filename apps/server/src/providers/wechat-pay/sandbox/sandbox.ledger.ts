/**
 * The sandbox's books: transactions and refunds in memory, with WeChat Pay's rules (one refund per
 * out_refund_no, refunds never above the paid amount, a paid order cannot be closed). Synchronous on purpose:
 * each rule checks and writes in one step, so concurrent requests cannot slip between.
 */
import { randomBytes, randomInt } from 'node:crypto'
import type { RefundStatus, TradeState } from '../wechat-pay.types'

export type SandboxTradeType = 'JSAPI' | 'MWEB' | 'APP'

export interface SandboxTransaction {
  appid: string
  mchid: string
  outTradeNo: string
  description: string
  notifyUrl: string
  totalFen: number
  tradeType: SandboxTradeType
  openid?: string
  payerClientIp?: string
  attach?: string
  timeExpire?: Date
  tradeState: TradeState
  transactionId?: string
  successTime?: Date
  createdAt: Date
}

export type NewSandboxTransaction = Omit<
  SandboxTransaction,
  'tradeState' | 'transactionId' | 'successTime' | 'createdAt'
>

export interface SandboxRefund {
  refundId: string
  outRefundNo: string
  outTradeNo: string
  transactionId: string
  refundFen: number
  totalFen: number
  reason?: string
  notifyUrl?: string
  status: RefundStatus
  createdAt: Date
  successTime?: Date
}

export interface NewSandboxRefund {
  outTradeNo?: string
  transactionId?: string
  outRefundNo: string
  refundFen: number
  totalFen: number
  reason?: string
  notifyUrl?: string
}

/** An error answer of the v3 API: HTTP status and `{code, message}`. */
export class SandboxApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'SandboxApiError'
  }
}

/** A prepay id is good for 2 hours, as WeChat Pay's. */
const PREPAY_VALIDITY_MS = 2 * 60 * 60 * 1000
/** WeChat Pay refuses more than 50 partial refunds of one order. */
const MAX_REFUNDS_PER_ORDER = 50

const PAID: readonly TradeState[] = ['SUCCESS', 'REFUND']
const PAYABLE: readonly TradeState[] = ['NOTPAY', 'PAYERROR', 'USERPAYING']

/** The payer's money reached the merchant (and may since have gone back in part). */
export const isPaid = (transaction: SandboxTransaction) => PAID.includes(transaction.tradeState)

export class SandboxLedger {
  private readonly transactions = new Map<string, SandboxTransaction>()
  private readonly prepays = new Map<string, { outTradeNo: string; expiresAt: Date }>()
  private readonly refunds = new Map<string, SandboxRefund>()

  /** Opens the transaction (or reuses an unpaid one with the same amount) and answers a new prepay id. */
  prepay(order: NewSandboxTransaction, now: Date): string {
    const existing = this.transactions.get(order.outTradeNo)
    if (existing) {
      if (PAID.includes(existing.tradeState)) throw new SandboxApiError(400, 'ORDERPAID', '该订单已支付')
      if (existing.tradeState === 'CLOSED') throw new SandboxApiError(400, 'ORDER_CLOSED', '订单已关闭')
      if (existing.totalFen !== order.totalFen || existing.tradeType !== order.tradeType) {
        throw new SandboxApiError(403, 'OUT_TRADE_NO_USED', '商户订单号重复')
      }
    } else {
      this.transactions.set(order.outTradeNo, { ...order, tradeState: 'NOTPAY', createdAt: now })
    }
    const prepayId = `wx${compactTime(now)}${randomBytes(10).toString('hex')}`
    this.prepays.set(prepayId, {
      outTradeNo: order.outTradeNo,
      expiresAt: new Date(now.getTime() + PREPAY_VALIDITY_MS),
    })
    return prepayId
  }

  transaction(outTradeNo: string): SandboxTransaction {
    const transaction = this.transactions.get(outTradeNo)
    if (!transaction) throw new SandboxApiError(404, 'ORDER_NOT_EXIST', '订单不存在')
    return transaction
  }

  /** The transaction a prepay id pays, while the id is valid. */
  transactionOfPrepay(prepayId: string, now: Date): SandboxTransaction {
    const prepay = this.prepays.get(prepayId)
    if (!prepay || prepay.expiresAt < now) throw new SandboxApiError(404, 'ORDER_NOT_EXIST', '支付单不存在或已过期')
    return this.transaction(prepay.outTradeNo)
  }

  /** The payer confirmed: NOTPAY → SUCCESS. An order past its time_expire closes instead. */
  pay(prepayId: string, now: Date): SandboxTransaction {
    const transaction = this.payable(prepayId, now)
    transaction.tradeState = 'SUCCESS'
    transaction.transactionId = `4200${randomDigits(24)}`
    transaction.successTime = now
    return transaction
  }

  /** The payer's payment failed (the sandbox page's 模拟失败); the order can still be paid later. */
  failPayment(prepayId: string, now: Date): SandboxTransaction {
    const transaction = this.payable(prepayId, now)
    transaction.tradeState = 'PAYERROR'
    return transaction
  }

  close(outTradeNo: string): void {
    const transaction = this.transaction(outTradeNo)
    if (PAID.includes(transaction.tradeState)) throw new SandboxApiError(400, 'ORDERPAID', '订单已支付')
    transaction.tradeState = 'CLOSED'
  }

  /** Accepts a refund as PROCESSING; the same out_refund_no answers the refund it already made. */
  refund(request: NewSandboxRefund, now: Date): { refund: SandboxRefund; created: boolean } {
    const earlier = this.refunds.get(request.outRefundNo)
    if (earlier) {
      const sameOrder = earlier.outTradeNo === request.outTradeNo || earlier.transactionId === request.transactionId
      if (!sameOrder || earlier.refundFen !== request.refundFen) {
        throw new SandboxApiError(400, 'INVALID_REQUEST', '同一退款单号的退款参数与首次请求不一致')
      }
      return { refund: earlier, created: false }
    }

    const transaction = this.findPaid(request)
    if (request.totalFen !== transaction.totalFen) {
      throw new SandboxApiError(400, 'INVALID_REQUEST', '订单金额与原支付金额不一致')
    }
    const earlierRefunds = [...this.refunds.values()].filter(
      (refund) =>
        refund.outTradeNo === transaction.outTradeNo && refund.status !== 'CLOSED' && refund.status !== 'ABNORMAL',
    )
    if (earlierRefunds.length >= MAX_REFUNDS_PER_ORDER) {
      throw new SandboxApiError(403, 'RULE_LIMIT', '部分退款次数已达上限')
    }
    const refunded = earlierRefunds.reduce((sum, refund) => sum + refund.refundFen, 0)
    if (refunded + request.refundFen > transaction.totalFen) {
      throw new SandboxApiError(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额')
    }

    const refund: SandboxRefund = {
      refundId: `50${randomDigits(27)}`,
      outRefundNo: request.outRefundNo,
      outTradeNo: transaction.outTradeNo,
      transactionId: transaction.transactionId!,
      refundFen: request.refundFen,
      totalFen: transaction.totalFen,
      reason: request.reason,
      notifyUrl: request.notifyUrl,
      status: 'PROCESSING',
      createdAt: now,
    }
    this.refunds.set(refund.outRefundNo, refund)
    transaction.tradeState = 'REFUND'
    return { refund, created: true }
  }

  /** The money reached the payer: PROCESSING → SUCCESS. */
  settleRefund(outRefundNo: string, now: Date): SandboxRefund {
    const refund = this.refundByNo(outRefundNo)
    if (refund.status === 'PROCESSING') {
      refund.status = 'SUCCESS'
      refund.successTime = now
    }
    return refund
  }

  refundByNo(outRefundNo: string): SandboxRefund {
    const refund = this.refunds.get(outRefundNo)
    if (!refund) throw new SandboxApiError(404, 'RESOURCE_NOT_EXISTS', '退款单不存在')
    return refund
  }

  private payable(prepayId: string, now: Date): SandboxTransaction {
    const transaction = this.transactionOfPrepay(prepayId, now)
    if (PAID.includes(transaction.tradeState)) throw new SandboxApiError(400, 'ORDERPAID', '该订单已支付')
    if (transaction.timeExpire && transaction.timeExpire < now && transaction.tradeState !== 'CLOSED') {
      transaction.tradeState = 'CLOSED'
    }
    if (!PAYABLE.includes(transaction.tradeState)) throw new SandboxApiError(400, 'ORDER_CLOSED', '订单已关闭')
    return transaction
  }

  private findPaid(request: NewSandboxRefund): SandboxTransaction {
    const transaction = request.outTradeNo
      ? this.transactions.get(request.outTradeNo)
      : [...this.transactions.values()].find((candidate) => candidate.transactionId === request.transactionId)
    if (!transaction) throw new SandboxApiError(404, 'RESOURCE_NOT_EXISTS', '订单不存在')
    if (!PAID.includes(transaction.tradeState))
      throw new SandboxApiError(400, 'INVALID_REQUEST', '订单未支付，不能退款')
    return transaction
  }
}

/** 20141027200939 */
function compactTime(date: Date): string {
  return date.toISOString().replace(/\D/g, '').slice(0, 14)
}

function randomDigits(count: number): string {
  return Array.from({ length: count }, () => randomInt(10)).join('')
}
