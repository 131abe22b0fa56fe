import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { customers } from '../customers/customers.tables'
import { distributors } from '../distribution/distribution.tables'

/**
 * The brand's stores and department-store counters (LBSStore). Coordinates are GCJ-02 degrees, as the mini-program's
 * location and Chinese maps use them; the distance is computed from them.
 */
export const outlets = pgTable(
  'outlets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    name: varchar('name', { length: 64 }).notNull(),
    /** store (门店) or counter (专柜). */
    kind: varchar('kind', { length: 8 }).$type<'store' | 'counter'>().notNull(),
    city: varchar('city', { length: 16 }).notNull(),
    address: varchar('address', { length: 128 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    hours: varchar('hours', { length: 32 }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('outlets_kind_known', sql`${t.kind} in ('store', 'counter')`),
    check('outlets_coordinates', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
  ],
)

/**
 * A shopping guide, registered by mobile: the customer with that mobile is a guide (`isEbc`) while it is active.
 * The guide works at one counter (`outletId`) and signs in to the counter portal with a WeCom account
 * (`wecomUserId`), which is how the counter portal knows whose push orders and figures to show.
 */
export const shoppingGuides = pgTable('shopping_guides', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  mobile: varchar('mobile', { length: 11 }).notNull().unique(),
  name: varchar('name', { length: 32 }).notNull(),
  counterName: varchar('counter_name', { length: 64 }),
  active: boolean('active').notNull().default(true),
  outletId: integer('outlet_id').references(() => outlets.id),
  wecomUserId: varchar('wecom_user_id', { length: 64 }).unique(),
})

/** One line of a push order as the guide chose it. */
export interface PushOrderItem {
  skuId: number
  quantity: number
}

/**
 * A push order (推单): a draft cart a guide (导购, `ba_push_order`) or a distributor (分销员 or 推荐官,
 * `distribution_order`) prepares for a customer; exactly one of `guideId` and `distributorId` is set. It holds no
 * stock and no price: the customer who opens it (the one it names, or the first one) keeps it (`customerId`), it is
 * priced again when opened, and one submit turns it into one order (`orderId`, set by a compare-and-set in the
 * order's own transaction). This row is the order's attribution to the guide (a distributor's order is also
 * attributed in the distribution module, for its commission). `quotedAmount` is what the goods cost when it was sent.
 */
export const pushOrders = pgTable(
  'guide_push_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 22 }).notNull().unique(),
    guideId: integer('guide_id').references(() => shoppingGuides.id),
    distributorId: integer('distributor_id').references(() => distributors.id),
    /** Retries of one send answer the same push order. */
    requestId: varchar('request_id', { length: 64 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    items: jsonb('items').$type<PushOrderItem[]>().notNull(),
    customerMobile: varchar('customer_mobile', { length: 11 }),
    customerId: integer('customer_id').references(() => customers.id),
    remark: varchar('remark', { length: 100 }),
    quotedAmount: integer('quoted_amount').notNull(),
    orderId: integer('order_id').unique(),
    /** The customer's wish a distributor sent it for (docs/wish-list.md): its order is of type wish_list. */
    wishId: integer('wish_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('guide_push_orders_request').on(t.guideId, t.requestId),
    uniqueIndex('guide_push_orders_distributor_request').on(t.distributorId, t.requestId),
    index('guide_push_orders_guide_newest').on(t.guideId, t.createdAt),
    index('guide_push_orders_distributor_newest').on(t.distributorId, t.createdAt),
    check('guide_push_orders_one_sender', sql`num_nonnulls(${t.guideId}, ${t.distributorId}) = 1`),
    check('guide_push_orders_quoted', sql`${t.quotedAmount} >= 0`),
  ],
)

/** What a guide did for whom (ba_behavior/append): one row per request. */
export const guideBehaviors = pgTable(
  'guide_behaviors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guideId: integer('guide_id')
      .notNull()
      .references(() => shoppingGuides.id),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    customerMobile: varchar('customer_mobile', { length: 11 }),
    goodsId: integer('goods_id'),
    pushOrderId: integer('push_order_id').references(() => pushOrders.id),
    remark: varchar('remark', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('guide_behaviors_request').on(t.guideId, t.requestId),
    index('guide_behaviors_guide_newest').on(t.guideId, t.createdAt),
  ],
)
