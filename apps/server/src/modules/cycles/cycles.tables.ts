import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import type { CycleDeliveryStatus } from '@shop/domain'
import { customers } from '../customers/customers.tables'
import { shipments } from '../fulfilment/fulfilment.tables'
import { skus } from '../catalogue/catalogue.tables'
import { orders, type AddressSnapshot } from '../orders/orders.tables'

/**
 * A cycle plan the console defines (accompanyActivity; docs/cycle-purchases.md): its SKU delivered `deliveries` times,
 * `intervalDays` apart, `unitsPerDelivery` units each, each unit at `unitPrice` (the plan's price, below the SKU's).
 * A plan is never deleted: the console takes it off sale.
 */
export const cyclePlans = pgTable(
  'cycle_plans',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 30 }).notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    deliveries: integer('deliveries').notNull(),
    intervalDays: integer('interval_days').notNull(),
    unitsPerDelivery: integer('units_per_delivery').notNull(),
    unitPrice: integer('unit_price').notNull(),
    onSale: boolean('on_sale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('cycle_plans_deliveries', sql`${t.deliveries} between 2 and 24`),
    check('cycle_plans_interval', sql`${t.intervalDays} between 1 and 90`),
    check('cycle_plans_units', sql`${t.unitsPerDelivery} between 1 and 10`),
    check('cycle_plans_price', sql`${t.unitPrice} >= 1`),
  ],
)

export const CYCLE_ORDER_STATUSES = ['placed', 'active', 'paused'] as const
export type CycleOrderStatus = (typeof CYCLE_ORDER_STATUSES)[number]

/**
 * A cycle order: the plan it bought, as it was (an edit changes new sales only); placed until paid, then active or
 * paused by the shopper (`pausedAt` while paused).
 */
export const cycleOrders = pgTable(
  'cycle_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    planId: integer('plan_id')
      .notNull()
      .references(() => cyclePlans.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    planName: varchar('plan_name', { length: 30 }).notNull(),
    deliveries: integer('deliveries').notNull(),
    intervalDays: integer('interval_days').notNull(),
    unitsPerDelivery: integer('units_per_delivery').notNull(),
    status: varchar('status', { length: 12 }).$type<CycleOrderStatus>().notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('cycle_orders_customer').on(t.customerId, t.createdAt),
    check('cycle_orders_status', sql`${t.status} in ('placed', 'active', 'paused')`),
    check('cycle_orders_paused', sql`(${t.status} = 'paused') = (${t.pausedAt} is not null)`),
  ],
)

/**
 * One delivery of a cycle order: its day, where it goes, and its parcel: made by the delivery's job on its day
 * (`ready`, to pack and ship), then shipped as a shipment of the order (`shipmentId`), or cancelled when a refund
 * took its units. Unique per order and sequence number.
 */
export const cycleDeliveries = pgTable(
  'cycle_deliveries',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => cycleOrders.orderId),
    seq: integer('seq').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 12 }).$type<CycleDeliveryStatus>().notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    shipmentId: integer('shipment_id').references(() => shipments.id),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('cycle_deliveries_once').on(t.orderId, t.seq),
    index('cycle_deliveries_calendar').on(t.dueAt),
    check('cycle_deliveries_status', sql`${t.status} in ('scheduled', 'ready', 'shipped', 'cancelled')`),
    check('cycle_deliveries_shipped', sql`(${t.status} = 'shipped') = (${t.shipmentId} is not null)`),
  ],
)
