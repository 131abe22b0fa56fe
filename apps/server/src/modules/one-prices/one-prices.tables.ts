import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { customers } from '../customers/customers.tables'
import { skus } from '../catalogue/catalogue.tables'
import { orders } from '../orders/orders.tables'

/**
 * A one-price activity (一口价, docs/one-price.md): a window, a title for its page's banner, a per-customer limit
 * over the activity (units in its orders not closed) and optionally a per-order one. Never deleted: the console
 * takes it off sale.
 */
export const onePriceActivities = pgTable(
  'one_price_activities',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 30 }).notNull(),
    /** The page's banner line (一口价 · 全场99元). */
    title: varchar('title', { length: 60 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    limitPerCustomer: integer('limit_per_customer').notNull(),
    limitPerOrder: integer('limit_per_order'),
    onSale: boolean('on_sale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('one_price_activities_limit', sql`${t.limitPerCustomer} >= 1`),
    check(
      'one_price_activities_order_limit',
      sql`${t.limitPerOrder} is null or ${t.limitPerOrder} between 1 and ${t.limitPerCustomer}`,
    ),
  ],
)

/**
 * A goods of an activity: one SKU at its one price, from its own allotment (`sold` of `stock` taken by orders not
 * closed: a guarded `sold + n <= stock`; the SKU's stock is taken too).
 */
export const onePriceGoods = pgTable(
  'one_price_goods',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => onePriceActivities.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('one_price_goods_sku').on(t.activityId, t.skuId),
    check('one_price_goods_sold', sql`${t.sold} between 0 and ${t.stock}`),
    check('one_price_goods_price', sql`${t.price} >= 1`),
  ],
)

/** The units of an activity one customer holds in orders not closed: the limit, counted atomically. */
export const onePriceBuyers = pgTable(
  'one_price_buyers',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => onePriceActivities.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    bought: integer('bought').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.customerId] }),
    check('one_price_buyers_bought', sql`${t.bought} >= 0`),
  ],
)

/**
 * The claim of one order (its business key: the order): what it took of a goods' allotment and of its buyer's
 * limit, at what price; `releasedAt` once both went back (closed unpaid, or refunded before shipping), set once.
 */
export const onePriceOrders = pgTable(
  'one_price_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    activityId: integer('activity_id')
      .notNull()
      .references(() => onePriceActivities.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => onePriceGoods.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('one_price_orders_activity').on(t.activityId),
    check('one_price_orders_quantity', sql`${t.quantity} >= 1`),
  ],
)
