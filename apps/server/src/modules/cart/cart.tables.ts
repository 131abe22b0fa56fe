import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import { customers } from '../customers/customers.tables'
import { orders } from '../orders/orders.tables'

/**
 * A customer's cart: one line per SKU. The SKU is not a foreign key on purpose: a line whose SKU left the catalogue
 * stays, shown as no longer sold, until the shopper removes it. `priceWhenAdded` is the unit price when the
 * shopper last added or changed the line (the cart flags a price that moved since).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').notNull(),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    priceWhenAdded: integer('price_when_added').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.skuId] }),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
)

/** Goods a promotion covers, as stored: both lists empty means every goods. */
export interface PromotionScopeData {
  goodsIds: number[]
  skuIds: number[]
}

/**
 * A promotion the cart is priced with. `code` picks its rule in the pricing engine's registry (threshold_reduction,
 * discount, free_gift, gift, order_amount_swap, amount_swap, one_more_item); `args` is checked by that rule (a
 * promotion whose args its rule refuses shows 活动配置有误 and does nothing). Runs in [startAt, endAt).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** A stable name for seeds and the back office, e.g. SKINCARE-299-30. */
    key: varchar('key', { length: 32 }).notNull().unique(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    scope: jsonb('scope').$type<PromotionScopeData>().notNull(),
    args: jsonb('args').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('promotions_ends_after_start', sql`${t.endAt} > ${t.startAt}`)],
)

/**
 * A promotion code a shopper types: type 1 fen off, type 2 the rate paid (0.9), from a goods amount threshold. At
 * most `usageLimit` orders use it (null: no limit); `usedCount` counts the orders holding a use now, moved only
 * with a row of `promotion_code_uses` (docs/pricing.md "Promotion codes").
 */
export const promotionCodes = pgTable(
  'promotion_codes',
  {
    /** Stored upper case; typed codes are matched without case. */
    code: varchar('code', { length: 32 }).primaryKey(),
    promotionType: smallint('promotion_type').$type<1 | 2>().notNull(),
    promotionValue: numeric('promotion_value', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    threshold: integer('threshold').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
  },
  (t) => [
    check(
      'promotion_codes_usage',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
    check(
      'promotion_codes_value',
      sql`case ${t.promotionType}
        when 1 then ${t.promotionValue} >= 1 and ${t.promotionValue} = trunc(${t.promotionValue})
        when 2 then ${t.promotionValue} > 0 and ${t.promotionValue} < 1 end`,
    ),
    check('promotion_codes_threshold', sql`${t.threshold} >= 0`),
  ],
)

/**
 * The orders using a promotion code, one row per order (the order is the key, so an order uses a code once and
 * gives it back once). Written with the guarded `used_count` step in the checkout's transaction; deleted when the
 * order closes unpaid.
 */
export const promotionCodeUses = pgTable('promotion_code_uses', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  code: varchar('code', { length: 32 })
    .notNull()
    .references(() => promotionCodes.code),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
})
