import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../../platform/database'
import {
  SandboxApiError,
  type LedgerBooks,
  type LedgerPages,
  type SandboxRefund,
  type SandboxTransaction,
} from './sandbox.ledger'
import { wechatPaySandboxPrepays, wechatPaySandboxRefunds, wechatPaySandboxTrades } from './sandbox.tables'

/** The one lock every step of the sandbox's books takes: a sandbox needs correctness across processes, not speed. */
const BOOKS_LOCK_KEY = 7_231_994_020

const TRADE_DATES = ['timeExpire', 'successTime', 'createdAt'] as const
const REFUND_DATES = ['createdAt', 'successTime', 'settlesAt'] as const

/** The ISO text jsonb keeps back into Dates. */
function revive<T>(record: Record<string, unknown>, dates: readonly string[]): T {
  const copy: Record<string, unknown> = { ...record }
  for (const name of dates) if (typeof copy[name] === 'string') copy[name] = new Date(copy[name])
  return copy as T
}

const stored = (value: object) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>

/**
 * The books in the shop's PostgreSQL database (sandbox.tables.ts): each step is one transaction holding a
 * transaction-scoped advisory lock, so the steps of every process run one after another. A step refused with an
 * API error keeps what it wrote before (an order found past its time_expire stays closed), as the books in memory do.
 *
 * Not on the embedded database: it has one connection, which the shop may be holding in its own transaction while it
 * calls the sandbox (closing a payment at WeChat Pay, close-order.ts), so any query of the sandbox would wait for it
 * forever; and with one process there is nobody to share the books with (providers/index.ts keeps them in memory).
 */
export function databaseBooks(db: Db): LedgerBooks {
  return {
    async atomically(step) {
      const outcome = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${BOOKS_LOCK_KEY})`)
        try {
          return { value: await step(pagesOf(tx)) }
        } catch (error) {
          if (error instanceof SandboxApiError) return { refused: error }
          throw error
        }
      })
      if ('refused' in outcome) throw outcome.refused
      return outcome.value
    },
  }
}

function pagesOf(tx: Db): LedgerPages {
  return {
    async trade(outTradeNo) {
      const [row] = await tx
        .select({ record: wechatPaySandboxTrades.record })
        .from(wechatPaySandboxTrades)
        .where(eq(wechatPaySandboxTrades.outTradeNo, outTradeNo))
      return row && revive<SandboxTransaction>(row.record, TRADE_DATES)
    },
    async tradeByTransactionId(transactionId) {
      const [row] = await tx
        .select({ record: wechatPaySandboxTrades.record })
        .from(wechatPaySandboxTrades)
        .where(eq(wechatPaySandboxTrades.transactionId, transactionId))
      return row && revive<SandboxTransaction>(row.record, TRADE_DATES)
    },
    async putTrade(transaction) {
      const row = {
        outTradeNo: transaction.outTradeNo,
        transactionId: transaction.transactionId ?? null,
        record: stored(transaction),
      }
      await tx
        .insert(wechatPaySandboxTrades)
        .values(row)
        .onConflictDoUpdate({
          target: wechatPaySandboxTrades.outTradeNo,
          set: { transactionId: row.transactionId, record: row.record },
        })
    },
    async prepay(prepayId) {
      const [row] = await tx
        .select({ outTradeNo: wechatPaySandboxPrepays.outTradeNo, expiresAt: wechatPaySandboxPrepays.expiresAt })
        .from(wechatPaySandboxPrepays)
        .where(eq(wechatPaySandboxPrepays.prepayId, prepayId))
      return row
    },
    async putPrepay(prepayId, prepay) {
      await tx.insert(wechatPaySandboxPrepays).values({ prepayId, ...prepay })
    },
    async refund(outRefundNo) {
      const [row] = await tx
        .select({ record: wechatPaySandboxRefunds.record })
        .from(wechatPaySandboxRefunds)
        .where(eq(wechatPaySandboxRefunds.outRefundNo, outRefundNo))
      return row && revive<SandboxRefund>(row.record, REFUND_DATES)
    },
    async refundsOf(outTradeNo) {
      const rows = await tx
        .select({ record: wechatPaySandboxRefunds.record })
        .from(wechatPaySandboxRefunds)
        .where(eq(wechatPaySandboxRefunds.outTradeNo, outTradeNo))
      return rows.map((row) => revive<SandboxRefund>(row.record, REFUND_DATES))
    },
    async putRefund(refund) {
      const row = { outRefundNo: refund.outRefundNo, outTradeNo: refund.outTradeNo, record: stored(refund) }
      await tx
        .insert(wechatPaySandboxRefunds)
        .values(row)
        .onConflictDoUpdate({ target: wechatPaySandboxRefunds.outRefundNo, set: { record: row.record } })
    },
  }
}
