import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, timestamp, unique, varchar } from 'drizzle-orm/pg-core'
import type { TrackingStateName } from '@shop/contracts'
import { orderLines, orders } from '../orders/orders.tables'

/** Shipping information told to WeChat for a mini-program payment: waiting (retried), taken, or refused for good. */
export const WECHAT_SHIPPING_STATES = ['pending', 'uploaded', 'failed'] as const
export type WechatShippingState = (typeof WECHAT_SHIPPING_STATES)[number]

/**
 * A parcel of an order: the carrier (kuaidi100 company code) and its waybill, when and by whom it was sent, and the
 * state last seen on the carrier's track (kept when the shopper looks, so the OMS view answers without asking).
 * A waybill belongs to one parcel. A parcel of an order paid in the mini-program is told to WeChat
 * (upload_shipping_info) after the ship transaction commits: `wechatShipping` pending until WeChat takes it, tried
 * again at `wechatNextAt` after a failure; null for orders WeChat need not hear of.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrierCode: varchar('carrier_code', { length: 32 }).notNull(),
    waybillNo: varchar('waybill_no', { length: 32 }).notNull(),
    /** The merchant staff member who shipped it (WeCom userid). */
    shippedBy: varchar('shipped_by', { length: 64 }).notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    lastTrackingState: varchar('last_tracking_state', { length: 24 }).$type<TrackingStateName>(),
    lastTrackedAt: timestamp('last_tracked_at', { withTimezone: true }),
    wechatShipping: varchar('wechat_shipping', { length: 12 }).$type<WechatShippingState>(),
    wechatAttempts: integer('wechat_attempts').notNull().default(0),
    wechatNextAt: timestamp('wechat_next_at', { withTimezone: true }),
    /** WeChat's last refusal (errcode and message), or why it could not be reached. */
    wechatError: varchar('wechat_error', { length: 200 }),
    wechatUploadedAt: timestamp('wechat_uploaded_at', { withTimezone: true }),
  },
  (t) => [
    index('shipments_order').on(t.orderId),
    unique('shipments_waybill').on(t.carrierCode, t.waybillNo),
    index('shipments_wechat_due')
      .on(t.wechatNextAt)
      .where(sql`${t.wechatShipping} = 'pending'`),
    check(
      'shipments_wechat_state_known',
      sql`${t.wechatShipping} is null or ${t.wechatShipping} in ('pending', 'uploaded', 'failed')`,
    ),
  ],
)

/** The units of each order line a parcel carries. */
export const shipmentLines = pgTable(
  'shipment_lines',
  {
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shipmentId, t.orderLineId] }),
    index('shipment_lines_order_line').on(t.orderLineId),
    check('shipment_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
)
