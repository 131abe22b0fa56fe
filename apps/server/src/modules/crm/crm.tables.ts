import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'
import { customers } from '../customers/customers.tables'

/**
 * A customer's binding to the brand CRM's member card, with the last figures the CRM gave (kept so that the member
 * page still shows them, marked stale, when the CRM cannot be reached). One card per customer and one customer per
 * card; the CRM stays the truth for level and points.
 */
export const crmBindings = pgTable('crm_bindings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  memberNo: varchar('member_no', { length: 32 }).notNull().unique(),
  mobile: varchar('mobile', { length: 11 }).notNull(),
  levelCode: varchar('level_code', { length: 16 }).notNull(),
  levelName: varchar('level_name', { length: 32 }).notNull(),
  points: integer('points').notNull(),
  boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
})
