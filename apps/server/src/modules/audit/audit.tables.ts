import { bigserial, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * Every console write that touches price, stock, money, refunds, coupons, points or staff: who, when, which
 * permission it used, what it wrote, and the row before and after. Written in the same transaction as the change,
 * so the log and the data never disagree; never updated or deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    auditId: bigserial('audit_id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffUserid: varchar('staff_userid', { length: 64 }).notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: varchar('target_id', { length: 64 }).notNull(),
    summary: varchar('summary', { length: 200 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at').on(t.at.desc()),
    index('audit_log_target').on(t.targetType, t.targetId),
    index('audit_log_staff').on(t.staffUserid, t.at.desc()),
  ],
)
