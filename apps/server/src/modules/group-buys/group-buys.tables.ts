import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import type { GroupStatus } from '@shop/domain'
import { goods, skus } from '../catalogue/catalogue.tables'
import { customers } from '../customers/customers.tables'
import { orders } from '../orders/orders.tables'

/**
 * A group buy (拼团活动, docs/group-buys.md): one goods, the SKUs sold at a group price, the group size, the hours a
 * group stays open (capped by the activity's end), how many times one customer may take part, and whether a group
 * short of members at its deadline completes virtually.
 */
export const groupBuyActivities = pgTable(
  'group_buy_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 32 }).notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    groupSize: integer('group_size').notNull(),
    groupHours: integer('group_hours').notNull(),
    /** Participations (orders paid or waiting to be paid) of one customer in this activity, groups ended included. */
    limitPerCustomer: integer('limit_per_customer').notNull(),
    allowVirtual: boolean('allow_virtual').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('group_buy_activities_goods').on(t.goodsId, t.endTime),
    check('group_buy_activities_size', sql`${t.groupSize} between 2 and 20`),
    check('group_buy_activities_hours', sql`${t.groupHours} between 1 and 168`),
    check('group_buy_activities_limit', sql`${t.limitPerCustomer} >= 1`),
    check('group_buy_activities_range', sql`${t.endTime} > ${t.startTime}`),
  ],
)

/** A SKU of a group buy and its group price. */
export const groupBuySkus = pgTable(
  'group_buy_skus',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => groupBuyActivities.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    groupPrice: integer('group_price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.skuId] }), check('group_buy_skus_price', sql`${t.groupPrice} >= 1`)],
)

/**
 * A group: made by its leader's payment (never by an unpaid order), `joined` seats taken by paid members, guarded
 * `joined < size`; succeeded when full, or at `expires_at` virtually (where allowed) or failed. Its end is a status
 * compare-and-set, so it happens once.
 */
export const groupBuyGroups = pgTable(
  'group_buy_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => groupBuyActivities.id),
    leaderId: integer('leader_id')
      .notNull()
      .references(() => customers.id),
    size: integer('size').notNull(),
    joined: integer('joined').notNull(),
    status: varchar('status', { length: 16 }).$type<GroupStatus>().notNull(),
    /** Succeeded at its deadline short of members: the seats left stay empty (no fake customers). */
    virtual: boolean('virtual').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // The joinable groups of an activity, soonest deadline first.
    index('group_buy_groups_open')
      .on(t.activityId, t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    check('group_buy_groups_seats', sql`${t.joined} >= 1 and ${t.joined} <= ${t.size}`),
    check('group_buy_groups_status', sql`${t.status} in ('open', 'succeeded', 'failed')`),
  ],
)

/**
 * Participation (参团): one group_purchasing order. `pending` while unpaid (it holds no seat), then `seated` in its
 * group by the payment, `succeeded` / `failed` with the group; `refused` a late payer (the group full or ended:
 * refunded), `cancelled` closed unpaid. One open participation (pending or seated) per customer and activity.
 */
export const groupBuyMembers = pgTable(
  'group_buy_members',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => groupBuyActivities.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    /** The group asked to join; null to open a new one. */
    joinGroupId: integer('join_group_id').references(() => groupBuyGroups.id),
    /** The group it sits in, once paid (the one it opened or joined). */
    groupId: integer('group_id').references(() => groupBuyGroups.id),
    leader: boolean('leader').notNull().default(false),
    status: varchar('status', { length: 16 })
      .$type<'pending' | 'seated' | 'succeeded' | 'failed' | 'refused' | 'cancelled'>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    seatedAt: timestamp('seated_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('group_buy_members_one_open')
      .on(t.activityId, t.customerId)
      .where(sql`${t.status} in ('pending', 'seated')`),
    index('group_buy_members_group').on(t.groupId),
    index('group_buy_members_customer').on(t.customerId, t.createdAt),
    check(
      'group_buy_members_status',
      sql`${t.status} in ('pending', 'seated', 'succeeded', 'failed', 'refused', 'cancelled')`,
    ),
  ],
)
