import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import type { OrderType } from '@shop/domain'
import { skus } from '../catalogue/catalogue.tables'
import { customers } from '../customers/customers.tables'
import { orderLines, orders } from '../orders/orders.tables'
import { refunds } from '../refunds/refunds.tables'

/**
 * The price-protection rules the console saves (docs/price-protection.md): one row (id 1); none means the
 * defaults (`DEFAULT_PRICE_PROTECTION_RULES`).
 */
export const priceProtectionRules = pgTable(
  'price_protection_rules',
  {
    id: integer('id').primaryKey(),
    enabled: boolean('enabled').notNull(),
    days: integer('days').notNull(),
    excludedOrderTypes: jsonb('excluded_order_types').$type<OrderType[]>().notNull(),
    excludeActivityPriced: boolean('exclude_activity_priced').notNull(),
    updatedBy: varchar('updated_by', { length: 64 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('price_protection_rules_one', sql`${t.id} = 1`),
    check('price_protection_days', sql`${t.days} between 1 and 30`),
  ],
)

/**
 * Every public price a SKU was given by the console, with when (written in the price change's transaction): the
 * lowest since a line was paid is what protection compares its paid unit price with.
 */
export const publicPriceChanges = pgTable(
  'public_price_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('public_price_changes_sku_at').on(t.skuId, t.at),
    check('public_price_changes_price', sql`${t.price} >= 0`),
  ],
)

/**
 * A price difference paid back: one per order line (the unique index is what makes a claim made twice at once pay
 * once), with the refund that carries its money, the prices compared and the units it covered.
 */
export const priceProtectionClaims = pgTable(
  'price_protection_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id),
    /** What a unit was paid (fen, after discounts) and the lowest public price it was compared with. */
    paidUnitPrice: integer('paid_unit_price').notNull(),
    lowestPrice: integer('lowest_price').notNull(),
    units: integer('units').notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('price_protection_claims_once_per_line').on(t.orderLineId),
    index('price_protection_claims_customer').on(t.customerId, t.createdAt),
    index('price_protection_claims_newest').on(t.createdAt),
    check('price_protection_claims_amount', sql`${t.units} > 0 and ${t.amount} > 0`),
  ],
)
