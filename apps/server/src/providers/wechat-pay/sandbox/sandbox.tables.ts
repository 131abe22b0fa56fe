import { index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * The WeChat Pay sandbox's books (transactions, prepay ids, refunds), kept in the database so that every server
 * process answering as the sandbox sees the same money: a prepay opened through one process is paid through the
 * cashier of another and refunded through a third. Only the sandbox (sandbox.ledger.ts) reads and writes them; each
 * row's record is the ledger's own object, dates as ISO text.
 */
export const wechatPaySandboxTrades = pgTable('wechat_pay_sandbox_trades', {
  outTradeNo: varchar('out_trade_no', { length: 64 }).primaryKey(),
  transactionId: varchar('transaction_id', { length: 32 }).unique(),
  record: jsonb('record').$type<Record<string, unknown>>().notNull(),
})

export const wechatPaySandboxPrepays = pgTable('wechat_pay_sandbox_prepays', {
  prepayId: varchar('prepay_id', { length: 64 }).primaryKey(),
  outTradeNo: varchar('out_trade_no', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

export const wechatPaySandboxRefunds = pgTable(
  'wechat_pay_sandbox_refunds',
  {
    outRefundNo: varchar('out_refund_no', { length: 64 }).primaryKey(),
    outTradeNo: varchar('out_trade_no', { length: 64 }).notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('wechat_pay_sandbox_refunds_trade').on(table.outTradeNo)],
)
