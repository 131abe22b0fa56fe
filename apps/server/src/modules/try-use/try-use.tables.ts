import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import type { TryUseStatus } from '@shop/domain'
import { skus } from '../catalogue/catalogue.tables'
import { customers } from '../customers/customers.tables'
import { orders } from '../orders/orders.tables'
import { runWindow, stamps } from '../../platform/columns'

/**
 * A try-use activity (试用; docs/try-use.md): a SKU given free to `seats` approved applicants, in a window, with the
 * shipping fee the applicant pays (0: free). `approved` counts the seats taken: one guarded update
 * (`approved < seats`) per approval, given back when a paid-shipping sample's order closes unpaid.
 */
export const tryUseActivities = pgTable(
  'try_use_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 30 }).notNull(),
    description: varchar('description', { length: 300 }).notNull().default(''),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    seats: integer('seats').notNull(),
    approved: integer('approved').notNull().default(0),
    shippingFee: integer('shipping_fee').notNull().default(0),
    ...runWindow(),
    active: boolean('active').notNull().default(true),
    ...stamps(),
  },
  (t) => [
    check('try_use_activities_window', sql`${t.startsAt} < ${t.endsAt}`),
    check('try_use_activities_seats', sql`${t.approved} >= 0 and ${t.approved} <= ${t.seats}`),
    check('try_use_activities_fee', sql`${t.shippingFee} >= 0`),
  ],
)

/** An address as the application snapshotted it. */
export interface TryUseAddress {
  name: string
  mobile: string
  province: string
  city: string
  district: string
  detail: string
  postalCode: string | null
}

/**
 * One application (tryuseParams): one per customer and activity (unique), its address snapshot, its decision
 * (moved by a guarded update from `applied`), the sample's order once approved, and when the review was invited.
 */
export const tryUseApplications = pgTable(
  'try_use_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => tryUseActivities.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    address: jsonb('address').$type<TryUseAddress>().notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    status: varchar('status', { length: 10 }).$type<TryUseStatus>().notNull(),
    rejectReason: varchar('reject_reason', { length: 100 }),
    orderId: integer('order_id').references(() => orders.id),
    decidedBy: varchar('decided_by', { length: 64 }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('try_use_applications_once').on(t.activityId, t.customerId),
    uniqueIndex('try_use_applications_order').on(t.orderId),
    index('try_use_applications_status').on(t.activityId, t.status, t.id),
    index('try_use_applications_customer').on(t.customerId),
    check('try_use_applications_status', sql`${t.status} in ('applied', 'approved', 'rejected', 'lapsed')`),
    check('try_use_applications_approved', sql`${t.status} not in ('approved', 'lapsed') or ${t.orderId} is not null`),
  ],
)
