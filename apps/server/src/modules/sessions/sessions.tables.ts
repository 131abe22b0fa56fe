import { pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * The one live sign-in code per mobile (a new one replaces it). Only a hash is kept; a code is deleted when used and
 * burnt after too many wrong attempts. Kept in the database so every server process sees the same codes.
 */
export const smsCodes = pgTable('sms_codes', {
  mobile: varchar('mobile', { length: 11 }).primaryKey(),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  failedAttempts: smallint('failed_attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
})
