import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import type { BindingType, BindRule, DistributorChannel } from '@shop/domain'
import { customers } from '../customers/customers.tables'
import { orderLines, orders } from '../orders/orders.tables'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const SHARE_SOURCES = ['card', 'h5', 'qrcode', 'shortlink', 'poster'] as const
export type ShareSource = (typeof SHARE_SOURCES)[number]

export const DISTRIBUTOR_STATUSES = ['pending', 'approved', 'rejected', 'disabled'] as const
export type DistributorStatus = (typeof DISTRIBUTOR_STATUSES)[number]

/** Levels with the commission rate their distributors earn unless a goods has its own (basis points). */
export const distributorLevels = pgTable(
  'distributor_levels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 20 }).notNull().unique(),
    rateBp: integer('rate_bp').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('distributor_levels_rate', sql`${t.rateBp} between 0 and 5000`)],
)

export const distributorTeams = pgTable('distributor_teams', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 30 }).notNull().unique(),
  createdAt: at('created_at').notNull(),
})

/**
 * A distributor (IN, appointed in the console) or a recommender (OUT, applied in the app and approved), spec §3. The
 * person is a customer of the shop. The balances are the commission ledger's sums, kept here so a withdrawal can
 * take from `available` with one guarded update (docs/distribution.md "Money").
 */
export const distributors = pgTable(
  'distributors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .unique()
      .references(() => customers.id),
    channel: varchar('channel', { length: 3 }).$type<DistributorChannel>().notNull(),
    status: varchar('status', { length: 10 }).$type<DistributorStatus>().notNull(),
    realName: varchar('real_name', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    levelId: integer('level_id').references(() => distributorLevels.id),
    teamId: integer('team_id').references(() => distributorTeams.id),
    inviterId: integer('inviter_id'),
    /** The inside staff member's id (IN). */
    staffId: varchar('staff_id', { length: 64 }),
    counterId: varchar('counter_id', { length: 32 }),
    counterName: varchar('counter_name', { length: 64 }),
    remark: varchar('remark', { length: 200 }),
    /** Why an application was refused, for the applicant. */
    rejectReason: varchar('reject_reason', { length: 100 }),
    accessionTime: at('accession_time'),
    frozen: integer('frozen').notNull().default(0),
    available: integer('available').notNull().default(0),
    /** Taken from available by withdrawals not yet paid (given back when one is rejected or fails). */
    withdrawing: integer('withdrawing').notNull().default(0),
    withdrawn: integer('withdrawn').notNull().default(0),
    /**
     * Commission reversed after it became available and was already withdrawn: paid back from the next commission
     * that becomes available (available never goes below zero).
     */
    owed: integer('owed').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('distributors_status').on(t.status, t.createdAt),
    check('distributors_channel', sql`${t.channel} in ('IN', 'OUT')`),
    check(
      'distributors_balances',
      sql`least(${t.frozen}, ${t.available}, ${t.withdrawing}, ${t.withdrawn}, ${t.owed}) >= 0`,
    ),
  ],
)

/**
 * Who a customer is bound to, with history: a row per binding, ended (endedAt, endReason) when replaced, expired or
 * moved by an operator. At most one open row per customer and channel (the partial unique index).
 */
export const distributionBindings = pgTable(
  'distribution_bindings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id),
    channel: varchar('channel', { length: 3 }).$type<DistributorChannel>().notNull(),
    type: varchar('type', { length: 12 }).$type<BindingType>().notNull(),
    /** The pool key (SCENE_ID, FIRST_ORDER) or the operator (TMC). */
    typeId: varchar('type_id', { length: 64 }),
    /** Where it came from: card, h5, qrcode, shortlink, console. */
    source: varchar('source', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 100 }),
    boundAt: at('bound_at').notNull(),
    expiresAt: at('expires_at'),
    endedAt: at('ended_at'),
    endReason: varchar('end_reason', { length: 16 }),
  },
  (t) => [
    uniqueIndex('distribution_bindings_one_open')
      .on(t.customerId, t.channel)
      .where(sql`${t.endedAt} is null`),
    index('distribution_bindings_distributor').on(t.distributorId, t.boundAt),
  ],
)

/**
 * The parameter pool (spec §7 "scrm param pool"): a share's parameters under a short key that a 32-character scene,
 * a short link or an H5 share value carries.
 */
export const distributionShares = pgTable(
  'distribution_shares',
  {
    key: varchar('key', { length: 24 }).primaryKey(),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id),
    /** card (mini-program share card), h5, qrcode, shortlink, poster. */
    source: varchar('source', { length: 16 }).$type<ShareSource>().notNull(),
    bindingType: varchar('binding_type', { length: 12 }).$type<BindingType>().notNull(),
    page: varchar('page', { length: 128 }).notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    opens: integer('opens').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at'),
  },
  (t) => [index('distribution_shares_distributor').on(t.distributorId, t.createdAt)],
)

/** One row: the shop's binding rule and default rate, edited in the console. */
export const distributionSettings = pgTable('distribution_settings', {
  id: integer('id').primaryKey(),
  bindRule: jsonb('bind_rule').$type<BindRule>().notNull(),
  defaultRateBp: integer('default_rate_bp').notNull(),
  /** Days after receipt before frozen commission becomes available (never before the refund window closes). */
  settleDays: integer('settle_days').notNull(),
  updatedAt: at('updated_at').notNull(),
})

/** A goods' own commission rate, over the level's. */
export const goodsCommissionRates = pgTable(
  'goods_commission_rates',
  {
    goodsId: integer('goods_id').primaryKey(),
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [check('goods_commission_rates_rate', sql`${t.rateBp} between 0 and 5000`)],
)

/** The order's attribution, snapshotted in the checkout transaction (who gets the commission, and why). */
export const orderAttributions = pgTable('order_attributions', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  distributorId: integer('distributor_id')
    .notNull()
    .references(() => distributors.id),
  channel: varchar('channel', { length: 3 }).$type<DistributorChannel>().notNull(),
  bindingId: integer('binding_id').references(() => distributionBindings.id),
  customerId: integer('customer_id').notNull(),
  createdAt: at('created_at').notNull(),
})

export const COMMISSION_KINDS = ['accrue', 'reverse'] as const
export type CommissionKind = (typeof COMMISSION_KINDS)[number]

/**
 * The commission ledger: one row per paid order line (accrue, frozen until `availableAt`) and one per refund of a
 * line (reverse, negative). `businessKey` is unique, so a payment or refund settled twice writes once.
 */
export const commissionEntries = pgTable(
  'commission_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    businessKey: varchar('business_key', { length: 64 }).notNull().unique(),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    kind: varchar('kind', { length: 8 }).$type<CommissionKind>().notNull(),
    /** What the customer paid for the line (accrue) or what the refund gave back for it (reverse), fen. */
    base: integer('base').notNull(),
    rateBp: integer('rate_bp').notNull(),
    /** Fen; negative for a reversal. */
    amount: integer('amount').notNull(),
    /** frozen until the after-sale window closes; then available. */
    status: varchar('status', { length: 10 }).$type<'frozen' | 'available'>().notNull(),
    availableAt: at('available_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('commission_entries_distributor').on(t.distributorId, t.createdAt),
    index('commission_entries_order').on(t.orderId),
    index('commission_entries_frozen')
      .on(t.availableAt)
      .where(sql`${t.status} = 'frozen'`),
  ],
)

/** `confirming`: WeChat Pay's transfer waits for the payee to confirm receipt (WAIT_USER_CONFIRM, docs/distribution.md). */
export const WITHDRAWAL_STATUSES = ['applied', 'approved', 'confirming', 'paid', 'rejected', 'failed'] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]

/** A withdrawal: applied in the app, approved in the console, paid by WeChat Pay's merchant transfer. */
export const withdrawals = pgTable(
  'commission_withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 10 }).$type<WithdrawalStatus>().notNull(),
    /** The merchant's bill number at WeChat Pay (out_bill_no): one per withdrawal, so a retry transfers once. */
    outBillNo: varchar('out_bill_no', { length: 32 }).notNull().unique(),
    transferBillNo: varchar('transfer_bill_no', { length: 64 }),
    /** While confirming: what the payee's app opens WeChat's confirmation page with (answered once, at the transfer). */
    confirm: jsonb('confirm').$type<{ mchId: string; appId: string; package: string }>(),
    reason: varchar('reason', { length: 100 }),
    decidedBy: varchar('decided_by', { length: 64 }),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('commission_withdrawals_request').on(t.distributorId, t.requestId),
    index('commission_withdrawals_status').on(t.status, t.createdAt),
    check('commission_withdrawals_amount', sql`${t.amount} > 0`),
  ],
)

/**
 * The wish list (docs/wish-list.md): a customer's wish — a goods (`skuId`, with an optional note) or their own words
 * (`text` only, wishCustom) — seen by the distributor the customer is bound to, who turns it into a push order
 * (`guide_push_orders.wish_id`, whose order is of type wish_list). At most one open wish per customer and goods.
 */
export const wishes = pgTable(
  'distribution_wishes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    goodsId: integer('goods_id'),
    skuId: integer('sku_id'),
    quantity: integer('quantity').notNull().default(1),
    text: varchar('text', { length: 200 }),
    /** open, then pushed (a push order was sent for it), or cancelled by the customer, or expired (stored once read). */
    status: varchar('status', { length: 10 }).$type<'open' | 'pushed' | 'cancelled' | 'expired'>().notNull(),
    pushOrderId: integer('push_order_id').unique(),
    pushedBy: integer('pushed_by').references(() => distributors.id),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('distribution_wishes_one_open')
      .on(t.customerId, t.goodsId)
      .where(sql`${t.status} = 'open' and ${t.goodsId} is not null`),
    index('distribution_wishes_customer').on(t.customerId, t.createdAt),
    check('distribution_wishes_what', sql`${t.skuId} is not null or ${t.text} is not null`),
    check('distribution_wishes_quantity', sql`${t.quantity} between 1 and 99`),
  ],
)
