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
import { customers } from '../customers/customers.tables'
import { openWindow, stamps } from '../../platform/columns'

/**
 * A friend-help programme (好友助力, v3/activity): a customer starts a task (initiateFission) and gets the reward
 * when `goal` friends helped (userHelp) before the task's deadline. docs/members-programmes.md "Friend help".
 */
export const helpActivities = pgTable(
  'help_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 32 }).notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    image: varchar('image', { length: 512 }),
    goal: integer('goal').notNull(),
    rewardPoints: integer('reward_points').notNull(),
    /** A coupon template given besides (or instead of) points; null: none. */
    couponTemplateId: integer('coupon_template_id'),
    /** How many tasks of this activity one friend may help (a per-friend quota). */
    helperQuota: integer('helper_quota').notNull(),
    /** Only accounts made after the task started may help (new customers brought in by the initiator). */
    newAccountsOnly: boolean('new_accounts_only').notNull(),
    taskHours: integer('task_hours').notNull(),
    status: varchar('status', { length: 12 }).$type<'draft' | 'published' | 'closed'>().notNull(),
    ...openWindow(),
    ...stamps(),
  },
  (t) => [
    check('help_activities_status', sql`${t.status} in ('draft', 'published', 'closed')`),
    check('help_activities_goal', sql`${t.goal} between 1 and 50`),
    check(
      'help_activities_reward',
      sql`${t.rewardPoints} >= 0 and (${t.rewardPoints} > 0 or ${t.couponTemplateId} is not null)`,
    ),
    check('help_activities_quota', sql`${t.helperQuota} >= 1`),
  ],
)

/** One task per (activity, initiator); `helped` moves by compare-and-set up to `goal`. */
export const helpTasks = pgTable(
  'help_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => helpActivities.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    goal: integer('goal').notNull(),
    helped: integer('helped').notNull(),
    status: varchar('status', { length: 12 }).$type<'open' | 'completed'>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('help_tasks_once').on(t.activityId, t.customerId),
    index('help_tasks_customer').on(t.customerId, t.id),
    check('help_tasks_progress', sql`${t.helped} between 0 and ${t.goal}`),
    check('help_tasks_status', sql`${t.status} in ('open', 'completed')`),
  ],
)

/** One help per (task, friend). */
export const helpRecords = pgTable(
  'help_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id')
      .notNull()
      .references(() => helpTasks.id),
    helperId: integer('helper_id')
      .notNull()
      .references(() => customers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('help_records_once').on(t.taskId, t.helperId)],
)

/** How many tasks of an activity a friend has helped: taken by a guarded increment (`used < quota`). */
export const helpQuotas = pgTable(
  'help_quotas',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => helpActivities.id),
    helperId: integer('helper_id')
      .notNull()
      .references(() => customers.id),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.helperId] })],
)
