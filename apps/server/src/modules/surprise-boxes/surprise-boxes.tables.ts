import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { skus } from '../catalogue/catalogue.tables'
import { customers } from '../customers/customers.tables'
import { orders } from '../orders/orders.tables'
import { runWindow, stamps } from '../../platform/columns'

/**
 * A surprise box (惊喜盲盒, surpriseBox; docs/members-programmes.md "Surprise box"): bought at `price` fen through
 * the checkout, from its own stock (`sold + 1 <= stock`, one guarded update), at most `limitPerCustomer` a customer,
 * in `[startsAt, endsAt)`. Paying reveals one goods of its pool; `fallbackSkuId` is the goods revealed when the roll
 * lands on a goods with nothing left (the order holds one unit of it from the submit, so a paid box always holds a
 * goods).
 */
export const surpriseBoxes = pgTable(
  'surprise_boxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 30 }).notNull(),
    image: varchar('image', { length: 256 }).notNull().default(''),
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    limitPerCustomer: integer('limit_per_customer').notNull(),
    fallbackSkuId: integer('fallback_sku_id')
      .notNull()
      .references(() => skus.id),
    ...runWindow(),
    active: boolean('active').notNull().default(true),
    ...stamps(),
  },
  (t) => [
    check('surprise_boxes_window', sql`${t.startsAt} < ${t.endsAt}`),
    check('surprise_boxes_price', sql`${t.price} >= 1`),
    check('surprise_boxes_sold', sql`${t.sold} >= 0 and ${t.sold} <= ${t.stock}`),
    check('surprise_boxes_limit', sql`${t.limitPerCustomer} >= 1`),
  ],
)

/**
 * A goods of a box's pool: its odds are `weight` / the pool's total (never re-weighted), `allotment` units of it can
 * be revealed (`revealed < allotment`, one guarded update at the reveal; given back once by a refund before shipping).
 */
export const surpriseBoxGoods = pgTable(
  'surprise_box_goods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boxId: integer('box_id')
      .notNull()
      .references(() => surpriseBoxes.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    position: integer('position').notNull(),
    weight: integer('weight').notNull(),
    allotment: integer('allotment').notNull(),
    revealed: integer('revealed').notNull().default(0),
  },
  (t) => [
    uniqueIndex('surprise_box_goods_sku').on(t.boxId, t.skuId),
    check('surprise_box_goods_weight', sql`${t.weight} >= 0`),
    check('surprise_box_goods_revealed', sql`${t.revealed} >= 0 and ${t.revealed} <= ${t.allotment}`),
  ],
)

/** The boxes one customer holds: the limit counted by one guarded upsert, given back when a box is given back. */
export const surpriseBoxBuyers = pgTable(
  'surprise_box_buyers',
  {
    boxId: integer('box_id')
      .notNull()
      .references(() => surpriseBoxes.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    bought: integer('bought').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boxId, t.customerId] }), check('surprise_box_buyers_bought', sql`${t.bought} >= 0`)],
)

/**
 * The box an order holds (one per order), and its draw once paid (the audit: the roll, the total, the goods it
 * landed on and the goods revealed). `revealedAt` and `releasedAt` are each set once, by compare-and-set.
 */
export const surpriseBoxOrders = pgTable(
  'surprise_box_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    boxId: integer('box_id')
      .notNull()
      .references(() => surpriseBoxes.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The draw: `crypto.randomInt(totalWeight)`, the pool entry it landed on (kept as its SKU: an entry may go). */
    roll: integer('roll'),
    totalWeight: integer('total_weight'),
    landedSkuId: integer('landed_sku_id'),
    /** The goods revealed (what ships): the landed goods, or the fallback when the landed one had nothing left. */
    revealedSkuId: integer('revealed_sku_id'),
    /** The pool entry whose allotment the reveal took (null: the fallback, from no allotment). */
    poolGoodsId: integer('pool_goods_id'),
    fallback: boolean('fallback'),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    /** When a cancel, an unpaid close or a refund before shipping gave the box back; null while it is held. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('surprise_box_orders_box').on(t.boxId),
    index('surprise_box_orders_customer').on(t.customerId, t.orderId),
  ],
)
