import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * The last message the SMS sandbox delivered to each mobile, kept in the database so that a code sent through one
 * server process can be read (`GET /sandbox/sms/last/{mobile}`) through any other. Only the sandbox reads and writes it.
 */
export const smsSandboxMessages = pgTable('sms_sandbox_messages', {
  mobile: varchar('mobile', { length: 11 }).primaryKey(),
  code: varchar('code', { length: 16 }).notNull(),
  text: text('text').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
})
