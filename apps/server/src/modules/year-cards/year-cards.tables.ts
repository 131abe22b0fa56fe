import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { couponTemplates } from '../coupons/coupons.tables'
import { customers } from '../customers/customers.tables'
import { skus } from '../catalogue/catalogue.tables'
import { orders } from '../orders/orders.tables'

/** What a card gives while it runs; a period keeps the benefits it was bought with (an edit changes new sales only). */
export interface YearCardBenefits {
  /** The member price, percent of the price (95: 9.5折; 100: none). */
  memberPricePercent: number
  freeShipping: boolean
  /** A coupon of this template every 30 days of the period (null: none). */
  monthlyCouponTemplateId: number | null
  /** Extra points on a paid order's points, percent (50: half as many again). */
  extraPointsPercent: number
}

/**
 * A year card the console defines (yearCardActivity; docs/year-cards.md): sold as its SKU (a goods of the catalogue,
 * with its price and stock), for `days` days, with its benefits. A card is never deleted: it is taken off sale.
 */
export const yearCards = pgTable(
  'year_cards',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 30 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    days: integer('days').notNull(),
    memberPricePercent: integer('member_price_percent').notNull(),
    freeShipping: boolean('free_shipping').notNull(),
    monthlyCouponTemplateId: integer('monthly_coupon_template_id').references(() => couponTemplates.id),
    extraPointsPercent: integer('extra_points_percent').notNull(),
    onSale: boolean('on_sale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('year_cards_days', sql`${t.days} between 1 and 1100`),
    check('year_cards_member_price', sql`${t.memberPricePercent} between 1 and 100`),
    check('year_cards_extra_points', sql`${t.extraPointsPercent} between 0 and 1000`),
  ],
)

/** A year card order placed (its card), until it is paid and becomes a period. */
export const yearCardOrders = pgTable('year_card_orders', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  cardId: integer('card_id')
    .notNull()
    .references(() => yearCards.id),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/**
 * A member's membership: the end of their last period. Its row is the lock under which a new period is computed, so
 * two payments at once still give periods one after the other.
 */
export const yearCardMembers = pgTable('year_card_members', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

/** One paid period `[starts_at, ends_at)`, once per order, with the benefits it was bought with. */
export const yearCardPeriods = pgTable(
  'year_card_periods',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => yearCards.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    cardName: varchar('card_name', { length: 30 }).notNull(),
    memberPricePercent: integer('member_price_percent').notNull(),
    freeShipping: boolean('free_shipping').notNull(),
    monthlyCouponTemplateId: integer('monthly_coupon_template_id'),
    extraPointsPercent: integer('extra_points_percent').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('year_card_periods_once_per_order').on(t.orderId),
    index('year_card_periods_customer').on(t.customerId, t.endsAt),
    check('year_card_periods_span', sql`${t.endsAt} > ${t.startsAt}`),
  ],
)
