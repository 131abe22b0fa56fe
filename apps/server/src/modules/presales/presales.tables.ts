import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core'
import type { PresaleMode, PresaleUnpaidRule } from '@shop/domain'
import { customers } from '../customers/customers.tables'
import { skus } from '../catalogue/catalogue.tables'
import { orders } from '../orders/orders.tables'

/**
 * A pre-sale the console defines (docs/pre-sales.md): one SKU sold before it ships, with a deposit now and the
 * balance later (mode deposit, order type advance_sale) or in full (mode full, order type pre_sale_order). Its own
 * stock (`stock`, `sold` of it taken by orders not closed: a guarded `sold + n <= stock`) is a share of the SKU's
 * stock, which the order takes too. A pre-sale is never deleted: the console takes it off sale.
 */
export const presales = pgTable(
  'presales',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 30 }).notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    mode: varchar('mode', { length: 8 }).$type<PresaleMode>().notNull(),
    price: integer('price').notNull(),
    deposit: integer('deposit'),
    depositValue: integer('deposit_value'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    balanceStartsAt: timestamp('balance_starts_at', { withTimezone: true }),
    balanceEndsAt: timestamp('balance_ends_at', { withTimezone: true }),
    shipFrom: timestamp('ship_from', { withTimezone: true }).notNull(),
    unpaidRule: varchar('unpaid_rule', { length: 8 }).$type<PresaleUnpaidRule>().notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    limitPerCustomer: integer('limit_per_customer').notNull(),
    onSale: boolean('on_sale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('presales_sold', sql`${t.sold} between 0 and ${t.stock}`),
    check('presales_limit', sql`${t.limitPerCustomer} >= 1`),
    check('presales_price', sql`${t.price} >= 1`),
  ],
)

/** The units of a pre-sale one customer holds in orders not closed: the limit, counted atomically. */
export const presaleBuyers = pgTable(
  'presale_buyers',
  {
    presaleId: integer('presale_id')
      .notNull()
      .references(() => presales.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    bought: integer('bought').notNull(),
  },
  (t) => [primaryKey({ columns: [t.presaleId, t.customerId] }), check('presale_buyers_bought', sql`${t.bought} >= 0`)],
)

/**
 * One pre-sale order (the deposit's, or the full payment's): its amounts as sold, the balance order once made
 * (one at a time: a closed one is replaced), the steps the jobs take once each (compare-and-set on their column),
 * and its end: `releasedAt` once its units went back (closed unpaid, deposit kept or refunded), `settled` how a
 * balance not paid ended it.
 */
export const presaleOrders = pgTable(
  'presale_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    presaleId: integer('presale_id')
      .notNull()
      .references(() => presales.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    quantity: integer('quantity').notNull(),
    /** Paid with the order: the deposit, or the whole price (full mode). */
    paidNow: integer('paid_now').notNull(),
    /** Due in the balance window (0 in full mode). */
    balance: integer('balance').notNull(),
    /** When the deposit (or the full payment) was paid. */
    depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true }),
    balanceOrderId: integer('balance_order_id').references(() => orders.id),
    balancePaidAt: timestamp('balance_paid_at', { withTimezone: true }),
    /** The order is held until the shipping date (its hold `presale`), cleared once it may ship. */
    shipHeld: boolean('ship_held').notNull().default(false),
    /** The balance reminder was sent (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    settled: varchar('settled', { length: 8 }).$type<PresaleUnpaidRule>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('presale_orders_presale').on(t.presaleId),
    index('presale_orders_customer').on(t.customerId),
    index('presale_orders_balance').on(t.balanceOrderId),
    check('presale_orders_amounts', sql`${t.quantity} >= 1 and ${t.paidNow} >= 1 and ${t.balance} >= 0`),
  ],
)
