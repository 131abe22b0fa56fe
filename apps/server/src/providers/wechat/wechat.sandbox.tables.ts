import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * What the WeChat sandbox remembers between calls, kept in the database so that every server process answering as
 * the sandbox sees the same thing (a payment's shipping information uploaded by one process is known to the next).
 * Keys: `shipping:<transaction_id>` (the payment's shipping record), `shipping-outage` (calls still to fail). Only
 * the sandbox (src/providers/wechat/wechat.sandbox.shipping.ts) reads and writes it.
 */
export const wechatSandboxState = pgTable('wechat_sandbox_state', {
  key: varchar('key', { length: 80 }).primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})
