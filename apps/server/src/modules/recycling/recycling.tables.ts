import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'
import type { RecycleMethod, RecycleStatus } from '@shop/domain'
import { couponTemplates } from '../coupons/coupons.tables'
import { customers } from '../customers/customers.tables'
import { runWindow, stamps } from '../../platform/columns'

/**
 * A recycling programme (空瓶回收; docs/recycling.md): the goods whose empty bottles it takes back, the reward per
 * accepted unit (points) and a coupon from `couponMinUnits` accepted units, a cap per request, where parcels go.
 */
export const recycleProgrammes = pgTable(
  'recycle_programmes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 30 }).notNull(),
    description: varchar('description', { length: 300 }).notNull().default(''),
    acceptedGoods: jsonb('accepted_goods').$type<string[]>().notNull(),
    pointsPerUnit: integer('points_per_unit').notNull(),
    couponTemplateId: integer('coupon_template_id').references(() => couponTemplates.id),
    couponMinUnits: integer('coupon_min_units').notNull(),
    maxUnitsPerRequest: integer('max_units_per_request').notNull(),
    returnAddress: varchar('return_address', { length: 120 }).notNull(),
    ...runWindow(),
    active: boolean('active').notNull().default(true),
    ...stamps(),
  },
  (t) => [
    check('recycle_programmes_window', sql`${t.startsAt} < ${t.endsAt}`),
    check('recycle_programmes_reward', sql`${t.pointsPerUnit} >= 0 and ${t.couponMinUnits} >= 1`),
    check('recycle_programmes_cap', sql`${t.maxUnitsPerRequest} >= 1`),
  ],
)

/**
 * One request to return bottles (recycleRecord): its lines, how they come (parcel or counter), where it stands,
 * and the inspection's outcome with the reward it gave. The status moves by guarded updates only (the status it was
 * read in), so an inspection happens once and its reward (the points ledger's `recycle:<id>`) is given once.
 */
export const recycleRecords = pgTable(
  'recycle_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programmeId: integer('programme_id')
      .notNull()
      .references(() => recycleProgrammes.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    items: jsonb('items').$type<{ goods: string; units: number }[]>().notNull(),
    units: integer('units').notNull(),
    method: varchar('method', { length: 8 }).$type<RecycleMethod>().notNull(),
    status: varchar('status', { length: 12 }).$type<RecycleStatus>().notNull(),
    carrier: varchar('carrier', { length: 20 }),
    trackingNo: varchar('tracking_no', { length: 32 }),
    acceptedUnits: integer('accepted_units'),
    rejectReason: varchar('reject_reason', { length: 100 }),
    rewardPoints: integer('reward_points').notNull().default(0),
    rewardCouponTemplateId: integer('reward_coupon_template_id'),
    inspectedBy: varchar('inspected_by', { length: 64 }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    inspectedAt: timestamp('inspected_at', { withTimezone: true }),
    ...stamps(),
  },
  (t) => [
    index('recycle_records_customer').on(t.customerId, t.id),
    index('recycle_records_status').on(t.status, t.id),
    check('recycle_records_method', sql`${t.method} in ('parcel', 'counter')`),
    check('recycle_records_status', sql`${t.status} in ('requested', 'shipped', 'inspected', 'rejected', 'cancelled')`),
    check(
      'recycle_records_accepted',
      sql`${t.acceptedUnits} is null or (${t.acceptedUnits} >= 0 and ${t.acceptedUnits} <= ${t.units})`,
    ),
    check('recycle_records_units', sql`${t.units} >= 1`),
    check('recycle_records_parcel', sql`${t.status} <> 'shipped' or ${t.trackingNo} is not null`),
  ],
)
