import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import {
  ORDER_STATUSES,
  ORDER_TYPES,
  UNADDRESSED_ORDER_TYPES,
  type Adjustment,
  type CustomCard,
  type GiftItem,
  type LineAdjustment,
  type OrderHold,
  type OrderStatus,
  type OrderType,
  type PayType,
} from '@shop/domain'
import { customers } from '../customers/customers.tables'

const listed = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/** Numbers the order numbers a shopper reads: the day (China time) and this sequence, e.g. 2026112100000042. */
export const orderNoSequence = pgSequence('order_no_seq')

/** Where the goods go, as it was when the order was placed (the address book may change later). */
export interface AddressSnapshot {
  name: string
  mobile: string
  province: string
  city: string
  district: string
  detail: string
  postalCode: string | null
}

/** A specification value of the SKU, as ordered. */
export interface SpecificationSnapshot {
  name: string
  value: string
  code: string
  image: string | null
}

/**
 * An order: the priced cart frozen at submit (spec §3 Order). Amounts are fen and keep the pricing engine's
 * identity (real pay = origin − benefit − points + shipping). Status follows the domain's lifecycle; the moments
 * it moved are kept for the pay window, fulfilment and the refund window. `version` grows with every change, so a
 * change can be guarded by the version it read.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderType: varchar('order_type', { length: 32 }).$type<OrderType>().notNull().default('normal'),
    status: varchar('status', { length: 24 }).$type<OrderStatus>().notNull(),
    /** wm, h5 or app; null when the client did not say. */
    channel: varchar('channel', { length: 8 }).$type<PayType>(),

    totalOriginAmount: integer('total_origin_amount').notNull(),
    totalBenefitAmount: integer('total_benefit_amount').notNull(),
    /** Goods payable after discounts, before points and shipping. */
    totalActualAmount: integer('total_actual_amount').notNull(),
    totalPointsToAmount: integer('total_points_to_amount').notNull(),
    totalRealPayPoints: integer('total_real_pay_points').notNull(),
    originShippingPrice: integer('origin_shipping_price').notNull(),
    actualShippingPrice: integer('actual_shipping_price').notNull(),
    totalRealPayAmount: integer('total_real_pay_amount').notNull(),
    giftTotalPrice: integer('gift_total_price').notNull().default(0),

    /** The customer coupon used (given back on cancel or full refund by the coupons module). */
    couponId: integer('coupon_id'),
    promotionCode: varchar('promotion_code', { length: 32 }),
    /** Order-level discounts with their labels, as priced. */
    adjustments: jsonb('adjustments').$type<Adjustment[]>().notNull().default([]),
    /** The gifts packed with the order, merged per SKU: those stock allowed (docs/orders.md "Gifts and stock"). */
    gifts: jsonb('gifts').$type<GiftItem[]>().notNull().default([]),
    /**
     * The gifts' units were taken from stock when the order was placed, so they go back with it. False for orders
     * placed before gifts were stock (nothing was taken, nothing goes back).
     */
    giftStockTaken: boolean('gift_stock_taken').notNull().default(false),
    /** Null only for a gift order until its friend claims it with their address (docs/gifts.md). */
    address: jsonb('address').$type<AddressSnapshot>(),
    customCard: jsonb('custom_card').$type<CustomCard>(),
    remark: varchar('remark', { length: 100 }),
    /** The merchant's own note (客服备注), never shown to the shopper; who wrote it last and when. */
    merchantRemark: varchar('merchant_remark', { length: 200 }),
    merchantRemarkBy: varchar('merchant_remark_by', { length: 64 }),
    merchantRemarkAt: timestamp('merchant_remark_at', { withTimezone: true }),

    /** A paid order held back from shipping and commission until its group buy's group succeeds (docs/group-buys.md). */
    heldFor: varchar('held_for', { length: 16 }).$type<OrderHold>(),
    payDeadline: timestamp('pay_deadline', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Cancelled by the shopper, closed unpaid at the deadline, or fully refunded. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: varchar('close_reason', { length: 64 }),
    /** The unguessable code that stands for the order in a "friend pays" link; null until the buyer shares it. */
    helpPayCode: varchar('help_pay_code', { length: 22 }).unique(),
    /** Hidden from the shopper's list (a closed order only); not a status. */
    deletedByCustomer: boolean('deleted_by_customer').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('orders_customer_newest').on(t.customerId, t.createdAt),
    // The dashboard sums orders by the day they were paid.
    index('orders_paid_at')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    // The merchant's order list, newest first, of all orders or of one status, within a date range or not
    // (docs/scale.md): in the list's own order, so a page reads only its rows and the count only the index.
    index('orders_newest').on(t.createdAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('orders_status_newest').on(t.status, t.createdAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    // The scheduler closes unpaid orders past their deadline.
    index('orders_unpaid_deadline')
      .on(t.payDeadline)
      .where(sql`${t.status} = 'wait_pay'`),
    check('orders_status_known', sql`${t.status} in (${listed(ORDER_STATUSES)})`),
    check('orders_type_known', sql`${t.orderType} in (${listed(ORDER_TYPES)})`),
    check(
      'orders_address_or_unaddressed',
      sql`${t.address} is not null or ${t.orderType} in (${listed(UNADDRESSED_ORDER_TYPES)})`,
    ),
    check('orders_channel_known', sql`${t.channel} is null or ${t.channel} in ('wm', 'h5', 'app')`),
    check(
      'orders_amounts_not_negative',
      sql`least(${t.totalOriginAmount}, ${t.totalBenefitAmount}, ${t.totalActualAmount}, ${t.totalPointsToAmount},
        ${t.totalRealPayPoints}, ${t.originShippingPrice}, ${t.actualShippingPrice}, ${t.totalRealPayAmount},
        ${t.giftTotalPrice}) >= 0`,
    ),
    check('orders_actual_amount', sql`${t.totalActualAmount} = ${t.totalOriginAmount} - ${t.totalBenefitAmount}`),
    check(
      'orders_real_pay_amount',
      sql`${t.totalRealPayAmount} = ${t.totalActualAmount} - ${t.totalPointsToAmount} + ${t.actualShippingPrice}`,
    ),
  ],
)

/**
 * One line of an order: what was bought, as it was (name, specifications, image, SKU code, prices), and its share
 * of every amount as the pricing engine allocated it. Refunds split `realPayAmount` and `pointsAmount` over the
 * units (docs/orders.md), so they are kept exactly.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** SKU and goods ids as they were; the catalogue may have dropped them since. */
    skuId: integer('sku_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    skuCode: varchar('sku_code', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    specifications: jsonb('specifications').$type<SpecificationSnapshot[]>().notNull().default([]),
    image: varchar('image', { length: 256 }).notNull(),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    marketingPrice: integer('marketing_price').notNull(),
    activityPrice: integer('activity_price'),
    /** The swap / add-on promotion the line was taken through. */
    addOnOf: integer('add_on_of'),
    originAmount: integer('origin_amount').notNull(),
    benefitAmount: integer('benefit_amount').notNull(),
    actualAmount: integer('actual_amount').notNull(),
    pointsAmount: integer('points_amount').notNull(),
    realPayAmount: integer('real_pay_amount').notNull(),
    /** Each discount on the line (activity, promotion, code, coupon) and its amount. */
    adjustments: jsonb('adjustments').$type<LineAdjustment[]>().notNull().default([]),
  },
  (t) => [
    index('order_lines_order').on(t.orderId),
    index('order_lines_sku').on(t.skuId),
    // Who bought a goods (a message segment).
    index('order_lines_goods').on(t.goodsId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_origin', sql`${t.originAmount} = ${t.price} * ${t.quantity}`),
    check(
      'order_lines_amounts',
      sql`${t.actualAmount} = ${t.originAmount} - ${t.benefitAmount} and ${t.realPayAmount} = ${t.actualAmount} - ${t.pointsAmount}
        and least(${t.benefitAmount}, ${t.actualAmount}, ${t.pointsAmount}, ${t.realPayAmount}) >= 0`,
    ),
  ],
)

/** Who moved an order: the shopper, counter staff, the scheduler, the payment provider. */
export type OrderActor = 'customer' | 'staff' | 'system' | 'provider'

/**
 * What happened to an order, in order: status changes (`submit`, then the lifecycle's events: pay, cancel,
 * auto_close, ship…) and the tracking events of spec §4 (give_order, pay, payed, cancel_pay…), with when and who.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull(),
    fromStatus: varchar('from_status', { length: 24 }).$type<OrderStatus>(),
    toStatus: varchar('to_status', { length: 24 }).$type<OrderStatus>(),
    actor: varchar('actor', { length: 16 }).$type<OrderActor>().notNull(),
    /** The customer id, staff userid… as text; null for the system. */
    actorId: varchar('actor_id', { length: 64 }),
    details: jsonb('details').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('order_events_order').on(t.orderId, t.at),
    check('order_events_actor_known', sql`${t.actor} in ('customer', 'staff', 'system', 'provider')`),
  ],
)

/**
 * A submit's idempotency key: claimed in the submit's transaction before anything else, so a retried or doubled
 * submit with the same key finds the order the first one made (or waits for it). `requestHash` tells a retry from
 * another request reusing the key.
 */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 64 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** Set in the same transaction, once the order exists. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] })],
)
