import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core'
import { customers } from '../customers/customers.tables'
import { orderLines, orders } from '../orders/orders.tables'

/**
 * A customer's rating of one order line (once per line). The author's nickname and avatar are copied when it is
 * written, so the goods page reads evaluations alone.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .unique()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    specs: varchar('specs', { length: 128 }).notNull(),
    rating: smallint('rating').notNull(),
    content: varchar('content', { length: 500 }).notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    anonymous: boolean('anonymous').notNull().default(false),
    nickName: varchar('nick_name', { length: 20 }).notNull(),
    avatarUrl: varchar('avatar_url', { length: 512 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Hidden by the merchant: left out of the goods page (the author still sees it on the order). */
    hidden: boolean('hidden').notNull().default(false),
    /** The merchant's public reply (商家回复), who wrote it and when. */
    reply: varchar('reply', { length: 200 }),
    repliedBy: varchar('replied_by', { length: 64 }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('evaluations_goods_newest').on(t.goodsId, t.createdAt),
    index('evaluations_order').on(t.orderId),
    check('evaluations_rating', sql`${t.rating} between 1 and 5`),
  ],
)
