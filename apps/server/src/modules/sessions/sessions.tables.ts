import { index, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'

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

/**
 * Tokens ended before they expire: signed out, or replaced by a refresh. Every process keeps the unexpired ones in
 * memory (revoked-tokens.ts) and hears of new ones on the invalidation bus; a row is useless once `expires_at` passed.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenId: uuid('token_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires').on(t.expiresAt)],
)
