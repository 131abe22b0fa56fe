import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core'
import { couponTemplates } from '../coupons/coupons.tables'
import { customers } from '../customers/customers.tables'
import { orders } from '../orders/orders.tables'

/**
 * A buy-with-gift activity (买赠, spec §7 buy_gift; docs/gifts.md "买赠"): buying one of its SKUs through it between
 * `startsAt` and `endsAt` gives the buyer one coupon of its template once the order is paid. Never deleted: stopped.
 */
export const buyGiftActivities = pgTable(
  'buy_gift_activities',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 30 }).notNull(),
    skuIds: integer('sku_ids').array().notNull(),
    couponTemplateId: integer('coupon_template_id')
      .notNull()
      .references(() => couponTemplates.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    enabled: boolean('enabled').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('buy_gift_activities_window', sql`${t.startsAt} < ${t.endsAt}`),
    check('buy_gift_activities_skus', sql`cardinality(${t.skuIds}) between 1 and 50`),
  ],
)

export const BUY_GIFT_ORDER_STATUSES = ['placed', 'given', 'missed', 'taken_back', 'kept'] as const
export type BuyGiftOrderStatus = (typeof BUY_GIFT_ORDER_STATUSES)[number]

/**
 * An order placed through an activity (one per order) and what became of its gift: placed (not paid yet), given
 * (the coupon issued at payment, issue key `buy-gift:<orderId>`), missed (paid when the template had none left to
 * give), taken_back (the order fully refunded: the unused coupon revoked) or kept (fully refunded after the coupon
 * was spent). Each move is a compare-and-set on the status under the order's lock.
 */
export const buyGiftOrders = pgTable(
  'buy_gift_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    activityId: integer('activity_id')
      .notNull()
      .references(() => buyGiftActivities.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The template when the order was placed: an edit of the activity changes new orders only. */
    couponTemplateId: integer('coupon_template_id')
      .notNull()
      .references(() => couponTemplates.id),
    status: varchar('status', { length: 12 }).$type<BuyGiftOrderStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'buy_gift_orders_status',
      sql`${t.status} in (${sql.raw(BUY_GIFT_ORDER_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    index('buy_gift_orders_activity').on(t.activityId, t.status),
  ],
)
