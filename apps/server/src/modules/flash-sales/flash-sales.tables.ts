import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { activities, skus } from '../catalogue/catalogue.tables'
import { customers } from '../customers/customers.tables'
import { orders } from '../orders/orders.tables'

/**
 * The units of a flash sale one customer holds (docs/flash-sales.md): the per-customer limit counted atomically.
 * A sec_kill submit adds its quantity with one guarded upsert (`bought + n <= limit`) in the order's transaction;
 * a cancel or an unpaid close takes it back once (flashSaleOrders.releasedAt).
 */
export const flashSaleBuyers = pgTable(
  'flash_sale_buyers',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    bought: integer('bought').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.customerId] }),
    check('flash_sale_buyers_bought', sql`${t.bought} >= 0`),
  ],
)

/** The one flash-sale line of a sec_kill order: what it holds of the sale, given back at most once. */
export const flashSaleOrders = pgTable(
  'flash_sale_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a cancel or an unpaid close gave the units and the limit back; null while the order holds them. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('flash_sale_orders_activity').on(t.activityId, t.skuId),
    check('flash_sale_orders_quantity', sql`${t.quantity} >= 1`),
  ],
)

/** A shopper asked to be reminded before a sale starts (subscribeRemind/save); sent once by the reminder sweep. */
export const flashSaleReminders = pgTable(
  'flash_sale_reminders',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.customerId] }),
    index('flash_sale_reminders_unsent')
      .on(t.activityId)
      .where(sql`${t.sentAt} is null`),
  ],
)
