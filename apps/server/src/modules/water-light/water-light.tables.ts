import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { customers } from '../customers/customers.tables'
import { runWindow, stamps } from '../../platform/columns'

/**
 * A hydration check-in (水光打卡, waterLightActivity; docs/members-programmes.md "Hydration check-in"): in
 * `[startsAt, endsAt)` the member checks in once a China day; `daysRequired` days in total within the window give
 * `points` and, if set, one coupon of `couponTemplateId`, once.
 */
export const waterLightActivities = pgTable(
  'water_light_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 40 }).notNull(),
    banner: varchar('banner', { length: 512 }).notNull().default(''),
    rule: varchar('rule', { length: 500 }).notNull().default(''),
    daysRequired: integer('days_required').notNull(),
    points: integer('points').notNull().default(0),
    couponTemplateId: integer('coupon_template_id'),
    ...runWindow(),
    active: boolean('active').notNull().default(true),
    ...stamps(),
  },
  (t) => [
    check('water_light_activities_window', sql`${t.startsAt} < ${t.endsAt}`),
    check('water_light_activities_days', sql`${t.daysRequired} >= 1`),
    check(
      'water_light_activities_gives',
      sql`${t.points} >= 0 and (${t.points} > 0 or ${t.couponTemplateId} is not null)`,
    ),
  ],
)

/**
 * One check-in of a member on a China date (unique per activity, customer and date: of 20 taps at once one inserts),
 * with the streak it made (the day before's + 1) and the photo, if one was sent (an `upload_file` image).
 */
export const waterLightCheckIns = pgTable(
  'water_light_check_ins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => waterLightActivities.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The China calendar date, YYYY-MM-DD. */
    date: varchar('date', { length: 10 }).notNull(),
    streak: integer('streak').notNull(),
    photo: varchar('photo', { length: 512 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('water_light_check_ins_once_a_day').on(t.activityId, t.customerId, t.date),
    index('water_light_check_ins_activity_date').on(t.activityId, t.date),
    check('water_light_check_ins_streak', sql`${t.streak} >= 1`),
  ],
)

/**
 * A member's completion of an activity, once (unique per activity and customer): what it gave is in the points
 * ledger under `water-light:<activity>` (reason `water_light`).
 */
export const waterLightCompletions = pgTable(
  'water_light_completions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => waterLightActivities.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('water_light_completions_once').on(t.activityId, t.customerId),
    index('water_light_completions_customer').on(t.customerId),
  ],
)
