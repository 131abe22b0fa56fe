import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core'
import { skus } from '../catalogue/catalogue.tables'
import { customers } from '../customers/customers.tables'
import { orders } from '../orders/orders.tables'
import { runWindow, stamps } from '../../platform/columns'

/**
 * Points goods (积分商城, buy_bonusPoint; docs/members-programmes.md "Points goods"): a SKU sold for `points` per
 * unit, plus `cash` fen per unit (0: points only, order type integral; else integral_gift), from its own allotment
 * (`sold + n <= stock`, one guarded update), at most `limitPerCustomer` units a customer, in `[startsAt, endsAt)`.
 */
export const pointsGoods = pgTable(
  'points_goods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 40 }).notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    points: integer('points').notNull(),
    cash: integer('cash').notNull().default(0),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    limitPerCustomer: integer('limit_per_customer').notNull(),
    ...runWindow(),
    active: boolean('active').notNull().default(true),
    ...stamps(),
  },
  (t) => [
    check('points_goods_window', sql`${t.startsAt} < ${t.endsAt}`),
    check('points_goods_price', sql`${t.points} >= 1 and ${t.cash} >= 0`),
    check('points_goods_sold', sql`${t.sold} >= 0 and ${t.sold} <= ${t.stock}`),
    check('points_goods_limit', sql`${t.limitPerCustomer} >= 1`),
  ],
)

/** The units of a points goods one customer holds: the limit counted by one guarded upsert, given back on a close. */
export const pointsGoodsBuyers = pgTable(
  'points_goods_buyers',
  {
    pointsGoodsId: integer('points_goods_id')
      .notNull()
      .references(() => pointsGoods.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    bought: integer('bought').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pointsGoodsId, t.customerId] }),
    check('points_goods_buyers_bought', sql`${t.bought} >= 0`),
  ],
)

/** The points goods an order took: its units and points, given back at most once (`releasedAt`). */
export const pointsGoodsOrders = pgTable(
  'points_goods_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    pointsGoodsId: integer('points_goods_id')
      .notNull()
      .references(() => pointsGoods.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a cancel or an unpaid close gave the units and the limit back; null while the order holds them. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('points_goods_orders_goods').on(t.pointsGoodsId),
    check('points_goods_orders_quantity', sql`${t.quantity} >= 1`),
  ],
)
