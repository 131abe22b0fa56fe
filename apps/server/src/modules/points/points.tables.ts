import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import type { PointsReason, RewardAsset } from '@shop/contracts'
import { customers } from '../customers/customers.tables'

/** A customer's points balance: never negative, changed only together with a ledger row. */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('points_accounts_not_negative', sql`${t.balance} >= 0`)],
)

/**
 * The points ledger: every change of a balance, with the balance it left. An order earns, spends and gets its
 * points back at most once: (order_id, reason) is unique, and an order gets its spent points back once whether
 * by refund or by cancellation. Refunds of part of an order settle their units' points in rows keyed by the
 * refund (`refund_id`, once per reason): never more back in all than the order spent, never more taken than it
 * earned.
 */
export const pointsRecords = pgTable(
  'points_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: varchar('reason', { length: 16 }).$type<PointsReason>().notNull(),
    orderId: varchar('order_id', { length: 64 }),
    /**
     * A refund of part of the order settles its points in rows of its own (`refundPart`), once per refund: the spent
     * points of its units come back (`refund_order`), the points the order earned for them go (`earn_order`, < 0).
     */
    refundId: integer('refund_id'),
    remark: varchar('remark', { length: 64 }),
    /**
     * An operator's adjustment (`adjust`): the console's request id, unique per customer, so a retried request
     * writes no second row.
     */
    adjustKey: varchar('adjust_key', { length: 64 }),
    /**
     * What moved: points (the balance), or a coupon, a goods or a lottery chance given as a reward (delta 0, the
     * balance unchanged): every reward and every spend of the members' programmes is one row of this ledger.
     */
    asset: varchar('asset', { length: 8 }).$type<RewardAsset>().notNull().default('points'),
    /** The coupon id or the award id a non-points reward gave. */
    assetRef: varchar('asset_ref', { length: 64 }),
    /**
     * The business id of a programme's reward or spend (`sign-in:2026-11-24`, `draw:42`, `expire:2025`): unique
     * with the customer, the reason and the asset, so a retried or doubled request can never write it twice.
     */
    businessKey: varchar('business_key', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'points_records_reason',
      sql`${t.reason} in ('earn_order', 'spend_order', 'refund_order', 'cancel_order', 'adjust', 'sign_in', 'lottery', 'survey', 'help', 'expire', 'year_card', 'member_gift', 'recycle', 'water_light')`,
    ),
    check('points_records_delta', sql`(${t.delta} <> 0 or ${t.asset} <> 'points') and ${t.balanceAfter} >= 0`),
    check('points_records_asset_delta', sql`${t.asset} = 'points' or ${t.delta} = 0`),
    check(
      'points_records_order',
      sql`${t.businessKey} is not null or (${t.reason} = 'adjust') = (${t.orderId} is null)`,
    ),
    check(
      'points_records_business_key',
      sql`(${t.reason} in ('sign_in', 'lottery', 'survey', 'help', 'expire', 'year_card', 'member_gift', 'recycle', 'water_light')) = (${t.businessKey} is not null)`,
    ),
    uniqueIndex('points_records_once_per_business_key')
      .on(t.customerId, t.reason, t.asset, t.businessKey)
      .where(sql`${t.businessKey} is not null`),
    uniqueIndex('points_records_once_per_order')
      .on(t.orderId, t.reason)
      .where(sql`${t.refundId} is null`),
    uniqueIndex('points_records_one_return_per_order')
      .on(t.orderId)
      .where(sql`${t.reason} in ('refund_order', 'cancel_order') and ${t.refundId} is null`),
    uniqueIndex('points_records_once_per_refund')
      .on(t.refundId, t.reason)
      .where(sql`${t.refundId} is not null`),
    check('points_records_refund', sql`${t.refundId} is null or ${t.reason} in ('refund_order', 'earn_order')`),
    index('points_records_customer').on(t.customerId, t.id),
    check('points_records_adjust_key', sql`(${t.reason} = 'adjust') = (${t.adjustKey} is not null)`),
    uniqueIndex('points_records_once_per_adjust_key')
      .on(t.customerId, t.adjustKey)
      .where(sql`${t.adjustKey} is not null`),
  ],
)
