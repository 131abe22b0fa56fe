import { sql } from 'drizzle-orm'
import { check, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { PAY_TYPES, PAYMENT_STATUSES, type PaymentStatus, type PayType } from '@shop/domain'
import { customers } from '../customers/customers.tables'
import { orders } from '../orders/orders.tables'

const listed = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/** How an attempt is paid: a WeChat Pay product, or `free` (nothing to pay, no provider: spec §5). */
export const PAYMENT_PRODUCTS = ['jsapi', 'h5', 'app', 'free'] as const
export type PaymentProduct = (typeof PAYMENT_PRODUCTS)[number]

/** An attempt is open (payable at WeChat Pay, or about to be) in these statuses. */
export const OPEN_PAYMENT_STATUSES = ['created', 'prepaid'] as const satisfies readonly PaymentStatus[]
/** The money came in (a later refund keeps that true). */
export const PAID_PAYMENT_STATUSES = [
  'paid',
  'partially_refunded',
  'refunded',
] as const satisfies readonly PaymentStatus[]

/**
 * One attempt to pay an order (docs/orders.md, Payment): its own `out_trade_no` = `{orderNo}_{attempt}`, the
 * product and app id it was prepared for, the amount, and its status by the domain's payment lifecycle. Two partial
 * unique indexes hold the rules the code relies on: at most one OPEN attempt per order (so two attempts can never
 * both be paid), and at most one PAID attempt per order. `lockedUntil` is the double-pay lock: while it lies ahead,
 * another channel may not replace the open attempt.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull().unique(),
    /** Who pays: the buyer, or a friend through the help-pay link (JSAPI prepay is bound to the payer's openid). */
    payerId: integer('payer_id')
      .notNull()
      .references(() => customers.id),
    /** The client's channel (spec payType). */
    payType: varchar('pay_type', { length: 8 }).$type<PayType>().notNull(),
    product: varchar('product', { length: 8 }).$type<PaymentProduct>().notNull(),
    /** The app id the attempt was prepared with (WeChat Pay ties out_trade_no to it); null when free. */
    appId: varchar('app_id', { length: 64 }),
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 24 }).$type<PaymentStatus>().notNull(),
    prepayId: varchar('prepay_id', { length: 64 }),
    h5Url: varchar('h5_url', { length: 1024 }),
    /** WeChat Pay's number for the payment, once paid. */
    transactionId: varchar('transaction_id', { length: 32 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The id of the notification that paid it (null when a query or a close found it paid, or it was free). */
    notificationId: varchar('notification_id', { length: 64 }),
    /** Money given back so far by refunds (the refunds module keeps each refund's progress). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payments_order_attempt').on(t.orderId, t.attempt),
    uniqueIndex('payments_one_open_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in (${listed(OPEN_PAYMENT_STATUSES)})`),
    uniqueIndex('payments_one_paid_per_order')
      .on(t.orderId)
      .where(sql`${t.status} in (${listed(PAID_PAYMENT_STATUSES)})`),
    check('payments_status_known', sql`${t.status} in (${listed(PAYMENT_STATUSES)})`),
    check('payments_pay_type_known', sql`${t.payType} in (${listed(PAY_TYPES)})`),
    check('payments_product_known', sql`${t.product} in (${listed(PAYMENT_PRODUCTS)})`),
    check('payments_amounts', sql`${t.amount} >= 0 and ${t.refundedAmount} between 0 and ${t.amount}`),
    check('payments_attempt_positive', sql`${t.attempt} > 0`),
  ],
)
