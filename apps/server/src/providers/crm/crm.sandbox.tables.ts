import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * What the CRM sandbox (crm.sandbox.ts) keeps, in the database so that every server process answering as the sandbox
 * sees the same members and codes. Only the sandbox reads and writes these tables.
 */
export const crmSandboxMembers = pgTable('crm_sandbox_members', {
  memberNo: varchar('member_no', { length: 32 }).primaryKey(),
  mobile: varchar('mobile', { length: 11 }).notNull().unique(),
  levelCode: varchar('level_code', { length: 16 }).notNull(),
  levelName: varchar('level_name', { length: 32 }).notNull(),
  points: integer('points').notNull().default(0),
  outerId: varchar('outer_id', { length: 64 }),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
})

export const crmSandboxCodes = pgTable('crm_sandbox_codes', {
  mobile: varchar('mobile', { length: 11 }).primaryKey(),
  code: varchar('code', { length: 6 }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
