/**
 * The sandbox's books: transactions and refunds with WeChat Pay's rules (one refund per out_refund_no, refunds never
 * above the paid amount, a paid order cannot be closed). The rules are written once over `LedgerBooks`; each step
 * runs `atomically`, so concurrent requests cannot slip between a check and its write. On PostgreSQL the server
 * keeps the books in its database (`databaseBooks`: every process sees the same money and any process may finish
 * what another began); the embedded database's one process, and a peer started on its own in a test, keep them in
 * memory (`memoryBooks`).
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
  /** When a PROCESSING refund succeeds. */
  settlesAt: Date
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

/** One step's view of the books: reads and writes inside `LedgerBooks.atomically`. */
export interface LedgerPages {
  trade(outTradeNo: string): Promise<SandboxTransaction | undefined>
  tradeByTransactionId(transactionId: string): Promise<SandboxTransaction | undefined>
  putTrade(transaction: SandboxTransaction): Promise<void>
  prepay(prepayId: string): Promise<Prepay | undefined>
  putPrepay(prepayId: string, prepay: Prepay): Promise<void>
  refund(outRefundNo: string): Promise<SandboxRefund | undefined>
  refundsOf(outTradeNo: string): Promise<SandboxRefund[]>
  putRefund(refund: SandboxRefund): Promise<void>
}

export interface Prepay {
  outTradeNo: string
  expiresAt: Date
}

export interface LedgerBooks {
  /** Runs `step` alone: no other step (of any process sharing the books) runs between its reads and writes. */
  atomically<T>(step: (pages: LedgerPages) => Promise<T>): Promise<T>
}

export class SandboxLedger {
  constructor(private readonly books: LedgerBooks) {}

  /** Opens the transaction (or reuses an unpaid one with the same amount) and answers a new prepay id. */
  prepay(order: NewSandboxTransaction, now: Date): Promise<string> {
    return this.books.atomically(async (pages) => {
      const existing = await pages.trade(order.outTradeNo)
      if (existing) {
        if (PAID.includes(existing.tradeState)) throw new SandboxApiError(400, 'ORDERPAID', '该订单已支付')
        if (existing.tradeState === 'CLOSED') throw new SandboxApiError(400, 'ORDER_CLOSED', '订单已关闭')
        if (existing.totalFen !== order.totalFen || existing.tradeType !== order.tradeType) {
          throw new SandboxApiError(403, 'OUT_TRADE_NO_USED', '商户订单号重复')
        }
      } else {
        await pages.putTrade({ ...order, tradeState: 'NOTPAY', createdAt: now })
      }
      const prepayId = `wx${compactTime(now)}${randomBytes(10).toString('hex')}`
      await pages.putPrepay(prepayId, {
        outTradeNo: order.outTradeNo,
        expiresAt: new Date(now.getTime() + PREPAY_VALIDITY_MS),
      })
      return prepayId
    })
  }

  transaction(outTradeNo: string): Promise<SandboxTransaction> {
    return this.books.atomically((pages) => tradeOf(pages, outTradeNo))
  }

  /** The transaction a prepay id pays, while the id is valid. */
  transactionOfPrepay(prepayId: string, now: Date): Promise<SandboxTransaction> {
    return this.books.atomically((pages) => tradeOfPrepay(pages, prepayId, now))
  }

  /** The payer confirmed: NOTPAY → SUCCESS. An order past its time_expire closes instead. */
  pay(prepayId: string, now: Date): Promise<SandboxTransaction> {
    return this.books.atomically(async (pages) => {
      const transaction = await payable(pages, prepayId, now)
      transaction.tradeState = 'SUCCESS'
      transaction.transactionId = `4200${randomDigits(24)}`
      transaction.successTime = now
      await pages.putTrade(transaction)
      return transaction
    })
  }

  /** The payer's payment failed (the sandbox page's 模拟失败); the order can still be paid later. */
  failPayment(prepayId: string, now: Date): Promise<SandboxTransaction> {
    return this.books.atomically(async (pages) => {
      const transaction = await payable(pages, prepayId, now)
      transaction.tradeState = 'PAYERROR'
      await pages.putTrade(transaction)
      return transaction
    })
  }

  close(outTradeNo: string): Promise<void> {
    return this.books.atomically(async (pages) => {
      const transaction = await tradeOf(pages, outTradeNo)
      if (PAID.includes(transaction.tradeState)) throw new SandboxApiError(400, 'ORDERPAID', '订单已支付')
      transaction.tradeState = 'CLOSED'
      await pages.putTrade(transaction)
    })
  }

  /**
   * Accepts a refund as PROCESSING, to succeed `settleMs` later (on the first read after that time, or when the
   * sandbox's timer settles it); the same out_refund_no answers the refund it already made.
   */
  refund(request: NewSandboxRefund, now: Date, settleMs: number): Promise<{ refund: SandboxRefund; created: boolean }> {
    return this.books.atomically(async (pages) => {
      const earlier = await pages.refund(request.outRefundNo)
      if (earlier) {
        const sameOrder = earlier.outTradeNo === request.outTradeNo || earlier.transactionId === request.transactionId
        if (!sameOrder || earlier.refundFen !== request.refundFen) {
          throw new SandboxApiError(400, 'INVALID_REQUEST', '同一退款单号的退款参数与首次请求不一致')
        }
        return { refund: await settledIfDue(pages, earlier, now), created: false }
      }

      const transaction = await findPaid(pages, request)
      if (request.totalFen !== transaction.totalFen) {
        throw new SandboxApiError(400, 'INVALID_REQUEST', '订单金额与原支付金额不一致')
      }
      const earlierRefunds = (await pages.refundsOf(transaction.outTradeNo)).filter(
        (refund) => refund.status !== 'CLOSED' && refund.status !== 'ABNORMAL',
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
        settlesAt: new Date(now.getTime() + settleMs),
      }
      await pages.putRefund(refund)
      transaction.tradeState = 'REFUND'
      await pages.putTrade(transaction)
      return { refund, created: true }
    })
  }

  /** The money reached the payer: PROCESSING → SUCCESS (the sandbox's timer, whatever the clock says). */
  settleRefund(outRefundNo: string, now: Date): Promise<SandboxRefund> {
    return this.books.atomically(async (pages) => settle(pages, await refundOf(pages, outRefundNo), now))
  }

  /** The refund as it stands now: one whose time has come is settled first. */
  refundByNo(outRefundNo: string, now: Date): Promise<SandboxRefund> {
    return this.books.atomically(async (pages) => settledIfDue(pages, await refundOf(pages, outRefundNo), now))
  }
}

async function tradeOf(pages: LedgerPages, outTradeNo: string): Promise<SandboxTransaction> {
  const transaction = await pages.trade(outTradeNo)
  if (!transaction) throw new SandboxApiError(404, 'ORDER_NOT_EXIST', '订单不存在')
  return transaction
}

async function tradeOfPrepay(pages: LedgerPages, prepayId: string, now: Date): Promise<SandboxTransaction> {
  const prepay = await pages.prepay(prepayId)
  if (!prepay || prepay.expiresAt < now) throw new SandboxApiError(404, 'ORDER_NOT_EXIST', '支付单不存在或已过期')
  return tradeOf(pages, prepay.outTradeNo)
}

async function payable(pages: LedgerPages, prepayId: string, now: Date): Promise<SandboxTransaction> {
  const transaction = await tradeOfPrepay(pages, prepayId, now)
  if (PAID.includes(transaction.tradeState)) throw new SandboxApiError(400, 'ORDERPAID', '该订单已支付')
  if (transaction.timeExpire && transaction.timeExpire < now && transaction.tradeState !== 'CLOSED') {
    transaction.tradeState = 'CLOSED'
    await pages.putTrade(transaction)
  }
  if (!PAYABLE.includes(transaction.tradeState)) throw new SandboxApiError(400, 'ORDER_CLOSED', '订单已关闭')
  return transaction
}

async function findPaid(pages: LedgerPages, request: NewSandboxRefund): Promise<SandboxTransaction> {
  const transaction = request.outTradeNo
    ? await pages.trade(request.outTradeNo)
    : await pages.tradeByTransactionId(request.transactionId ?? '')
  if (!transaction) throw new SandboxApiError(404, 'RESOURCE_NOT_EXISTS', '订单不存在')
  if (!PAID.includes(transaction.tradeState)) throw new SandboxApiError(400, 'INVALID_REQUEST', '订单未支付，不能退款')
  return transaction
}

async function refundOf(pages: LedgerPages, outRefundNo: string): Promise<SandboxRefund> {
  const refund = await pages.refund(outRefundNo)
  if (!refund) throw new SandboxApiError(404, 'RESOURCE_NOT_EXISTS', '退款单不存在')
  return refund
}

async function settle(pages: LedgerPages, refund: SandboxRefund, now: Date): Promise<SandboxRefund> {
  if (refund.status !== 'PROCESSING') return refund
  const settled: SandboxRefund = { ...refund, status: 'SUCCESS', successTime: now }
  await pages.putRefund(settled)
  return settled
}

const settledIfDue = (pages: LedgerPages, refund: SandboxRefund, now: Date) =>
  refund.settlesAt <= now ? settle(pages, refund, now) : Promise.resolve(refund)

/** Books in this process's memory, one step at a time (the embedded database's one process; a peer in a test). */
export function memoryBooks(): LedgerBooks {
  const trades = new Map<string, SandboxTransaction>()
  const prepays = new Map<string, Prepay>()
  const refunds = new Map<string, SandboxRefund>()
  const copy = <T extends object>(value: T | undefined) => (value === undefined ? undefined : { ...value })
  const pages: LedgerPages = {
    trade: async (outTradeNo) => copy(trades.get(outTradeNo)),
    tradeByTransactionId: async (id) => copy([...trades.values()].find((t) => t.transactionId === id)),
    putTrade: async (transaction) => void trades.set(transaction.outTradeNo, { ...transaction }),
    prepay: async (prepayId) => copy(prepays.get(prepayId)),
    putPrepay: async (prepayId, prepay) => void prepays.set(prepayId, { ...prepay }),
    refund: async (outRefundNo) => copy(refunds.get(outRefundNo)),
    refundsOf: async (outTradeNo) => [...refunds.values()].filter((r) => r.outTradeNo === outTradeNo),
    putRefund: async (refund) => void refunds.set(refund.outRefundNo, { ...refund }),
  }
  let queue: Promise<unknown> = Promise.resolve()
  return {
    atomically(step) {
      const result = queue.then(() => step(pages))
      queue = result.catch(() => {})
      return result
    },
  }
}

/** 20141027200939 */
function compactTime(date: Date): string {
  return date.toISOString().replace(/\D/g, '').slice(0, 14)
}

function randomDigits(count: number): string {
  return Array.from({ length: count }, () => randomInt(10)).join('')
}
