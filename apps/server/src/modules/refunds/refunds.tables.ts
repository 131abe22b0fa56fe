import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import type { RefundReason } from '@shop/contracts'
import { REFUND_STATUSES, REFUND_TYPES, type RefundStatus, type RefundType } from '@shop/domain'
import { customers } from '../customers/customers.tables'
import { orderLines, orders } from '../orders/orders.tables'

const listed = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))
const IN_PROGRESS = ['submitted', 'approved', 'waiting_return', 'returned', 'received', 'refunding'] as const

/** Numbers the refund numbers: R, the day (China time) and this sequence, e.g. R2026112100000007. */
export const refundNoSequence = pgSequence('refund_no_seq')

/**
 * A refund (售后) of some units of an order: what was asked (type, reason, description, pictures), what it gives
 * back as the domain quoted it (goods, shipping, points), where it is in its lifecycle, the buyer's return waybill
 * and WeChat Pay's answer. At most one refund of an order is in progress (a partial unique index holds it).
 * `refundNo` is the out_refund_no WeChat Pay knows it by, with `attempt` after a refund that failed and was asked
 * again.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    refundNo: varchar('refund_no', { length: 32 }).notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    type: varchar('type', { length: 16 }).$type<RefundType>().notNull(),
    status: varchar('status', { length: 16 }).$type<RefundStatus>().notNull(),
    reason: varchar('reason', { length: 32 }).$type<RefundReason>().notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    goodsAmount: integer('goods_amount').notNull(),
    shippingAmount: integer('shipping_amount').notNull(),
    totalAmount: integer('total_amount').notNull(),
    points: integer('points').notNull(),
    /** Points the order earned that this refund took back when it succeeded (as many as the balance allowed). */
    pointsTakenBack: integer('points_taken_back').notNull().default(0),
    /** The refund takes the order's last goods: the order becomes refunded and its coupon comes back. */
    completesOrder: boolean('completes_order').notNull(),
    rejectReason: varchar('reject_reason', { length: 200 }),
    returnCarrierCode: varchar('return_carrier_code', { length: 32 }),
    returnWaybillNo: varchar('return_waybill_no', { length: 32 }),
    /** How many times the money was asked of WeChat Pay (the out_refund_no of attempt n > 1 is `{refundNo}_{n}`). */
    attempt: integer('attempt').notNull().default(0),
    /** WeChat Pay's refund id, once it accepted the refund. */
    providerRefundId: varchar('provider_refund_id', { length: 64 }),
    /** When the sweep next asks WeChat Pay about a refund in `refunding`. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('refunds_customer_newest').on(t.customerId, t.createdAt),
    index('refunds_order').on(t.orderId),
    // The dashboard sums refunds by the day their money went back.
    index('refunds_refunded_at')
      .on(t.refundedAt)
      .where(sql`${t.refundedAt} is not null`),
    index('refunds_status').on(t.status, t.createdAt),
    uniqueIndex('refunds_one_in_progress_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in (${listed(IN_PROGRESS)})`),
    index('refunds_due_check')
      .on(t.nextCheckAt)
      .where(sql`${t.status} = 'refunding'`),
    check('refunds_type_known', sql`${t.type} in (${listed(REFUND_TYPES)})`),
    check('refunds_status_known', sql`${t.status} in (${listed(REFUND_STATUSES)})`),
    check(
      'refunds_amounts',
      sql`least(${t.goodsAmount}, ${t.shippingAmount}, ${t.points}, ${t.pointsTakenBack}) >= 0 and ${t.totalAmount} = ${t.goodsAmount} + ${t.shippingAmount}`,
    ),
  ],
)

/**
 * The units of each order line a refund takes, with their money and points. `unshippedQuantity`: how many of them
 * had not been shipped when the refund was asked (a refund before shipping keeps them from being shipped, and
 * puts them back in stock when it succeeds).
 */
export const refundLines = pgTable(
  'refund_lines',
  {
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    unshippedQuantity: integer('unshipped_quantity').notNull(),
    amount: integer('amount').notNull(),
    points: integer('points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundId, t.orderLineId] }),
    index('refund_lines_order_line').on(t.orderLineId),
    check(
      'refund_lines_amounts',
      sql`${t.quantity} >= 0 and ${t.unshippedQuantity} between 0 and ${t.quantity} and least(${t.amount}, ${t.points}) >= 0`,
    ),
  ],
)

/** Who moved a refund: the shopper, a merchant, the sweep, WeChat Pay. */
export type RefundActor = 'customer' | 'staff' | 'system' | 'provider'

/** What happened to a refund, in order: submit, then the lifecycle's events, with when and who. */
export const refundEvents = pgTable(
  'refund_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }).$type<RefundStatus>(),
    toStatus: varchar('to_status', { length: 16 }).$type<RefundStatus>().notNull(),
    actor: varchar('actor', { length: 16 }).$type<RefundActor>().notNull(),
    actorId: varchar('actor_id', { length: 64 }),
    details: jsonb('details').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('refund_events_refund').on(t.refundId, t.at),
    check('refund_events_actor_known', sql`${t.actor} in ('customer', 'staff', 'system', 'provider')`),
  ],
)
