import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { customers } from '../customers/customers.tables'

/** A gift a 赠品券 hands out: the SKU and what it costs the shop (for the order's gift total). */
export interface TemplateGift {
  skuId: number
  goodsId: number
  name: string
  quantity: number
  costPrice: number
}

/**
 * A kind of coupon the shop hands out (spec §9 types: 1 满减券, 2 满折券, 3 赠品券, 4 礼品券). Customers receive
 * copies (`customer_coupons`): by `receiveCoupon/{templateId}` when `campaign` is null, or all at once through the
 * campaign's advertising param (`receiveCoupon/registerReceive?param=…`) when it is set.
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** A stable name for the template (seeds, reports, the back office), e.g. WELCOME-5. */
    code: varchar('code', { length: 32 }).notNull().unique(),
    title: varchar('title', { length: 40 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    promotionType: smallint('promotion_type').notNull(),
    /** Type 1: fen off. Type 2: the rate paid (0.85). Types 3 and 4: 0. */
    promotionValue: numeric('promotion_value', { precision: 12, scale: 4, mode: 'number' }).notNull().default(0),
    /** In-scope goods amount (fen) needed; 0: none. */
    threshold: integer('threshold').notNull().default(0),
    /** The goods and SKUs covered; both empty: every goods. */
    goodsIds: integer('goods_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    skuIds: integer('sku_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Type 3: what the coupon gives. */
    gifts: jsonb('gifts').$type<TemplateGift[]>().notNull().default([]),
    /** Validity: a fixed window [validFrom, validTo), or validDays days from receiving. */
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    validDays: integer('valid_days'),
    /** Coupons to hand out in all; null: no limit. `issuedCount` counts those handed out. */
    totalQuantity: integer('total_quantity'),
    issuedCount: integer('issued_count').notNull().default(0),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    /** The advertising param of the registration/advertising campaign that gives this coupon; null: receivable. */
    campaign: varchar('campaign', { length: 128 }),
    /** false: no longer handed out (coupons already received stay). */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupon_templates_type', sql`${t.promotionType} in (1, 2, 3, 4)`),
    check(
      'coupon_templates_value',
      sql`case ${t.promotionType}
        when 1 then ${t.promotionValue} >= 1 and ${t.promotionValue} = trunc(${t.promotionValue})
        when 2 then ${t.promotionValue} > 0 and ${t.promotionValue} < 1
        else ${t.promotionValue} = 0 end`,
    ),
    check('coupon_templates_gifts', sql`(${t.promotionType} = 3) = (jsonb_array_length(${t.gifts}) > 0)`),
    check('coupon_templates_threshold', sql`${t.threshold} >= 0`),
    check(
      'coupon_templates_validity',
      sql`(${t.validDays} is null and ${t.validFrom} is not null and ${t.validTo} is not null and ${t.validFrom} < ${t.validTo})
        or (${t.validDays} > 0 and ${t.validFrom} is null and ${t.validTo} is null)`,
    ),
    check(
      'coupon_templates_quantity',
      sql`${t.issuedCount} >= 0 and ${t.issuedCount} <= coalesce(${t.totalQuantity}, ${t.issuedCount})`,
    ),
    check('coupon_templates_per_customer', sql`${t.perCustomerLimit} >= 1`),
    index('coupon_templates_campaign').on(t.campaign),
  ],
)

/**
 * A coupon a customer holds. `status` is stored as usable or used (or revoked: a buy-with-gift coupon taken back by
 * the refund of the order that earned it); "expired" is read from `validTo` at the clock's time, so it is right at
 * any moment without a sweeper. A used coupon carries the order that used it; a cancelled or refunded order gives
 * it back (usable again, or expired if its window has passed).
 */
export const customerCoupons = pgTable(
  'customer_coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    status: varchar('status', { length: 8 }).$type<'usable' | 'used' | 'revoked'>().notNull().default('usable'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    orderId: varchar('order_id', { length: 64 }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The console issue that gave it (`coupon_issues`); null: received by the customer. */
    issueKey: varchar('issue_key', { length: 64 }),
    /** The buy-with-gift activity (modules/buy-gifts) whose order gave it; null: received another way. */
    buyGiftActivityId: integer('buy_gift_activity_id'),
  },
  (t) => [
    check('customer_coupons_status', sql`${t.status} in ('usable', 'used', 'revoked')`),
    check(
      'customer_coupons_used_by_order',
      sql`(${t.status} = 'used') = (${t.orderId} is not null and ${t.usedAt} is not null)`,
    ),
    index('customer_coupons_wallet').on(t.customerId, t.status, t.validTo),
    index('customer_coupons_template').on(t.templateId, t.customerId),
    index('customer_coupons_order')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('customer_coupons_issue')
      .on(t.issueKey, t.customerId)
      .where(sql`${t.issueKey} is not null`),
  ],
)

/** Who has received which campaign's coupons: one row per customer and campaign makes registerReceive idempotent. */
export const couponCampaignReceipts = pgTable(
  'coupon_campaign_receipts',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    campaign: varchar('campaign', { length: 128 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.campaign] })],
)

/**
 * One issue of coupons from the console: its key (made once by the console, so a retry names the same issue) is the
 * business key. Written in the transaction that hands the coupons out; a second call with the key finds it and
 * answers what the first gave, handing out nothing.
 */
export const couponIssues = pgTable('coupon_issues', {
  issueKey: varchar('issue_key', { length: 64 }).primaryKey(),
  templateId: integer('template_id')
    .notNull()
    .references(() => couponTemplates.id),
  staffUserid: varchar('staff_userid', { length: 64 }).notNull(),
  issued: integer('issued').notNull(),
  /** The ids and mobiles that found no customer. */
  notFound: jsonb('not_found').$type<string[]>().notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
})
