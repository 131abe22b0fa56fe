import type { SubscribeEvent } from '@shop/contracts'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core'
import type { UserActionType } from '../../providers'
import { customers } from '../customers/customers.tables'

/**
 * The subscribe-message templates a customer accepted (subscribe/save): WeChat's one-time subscriptions allow one
 * message per acceptance, so `remaining` counts the accepts not yet used; a send takes one with a guarded decrement.
 */
export const subscribeAcceptances = pgTable(
  'subscribe_acceptances',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    event: varchar('event', { length: 24 }).$type<SubscribeEvent>().notNull(),
    remaining: integer('remaining').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.event] }),
    check('subscribe_acceptances_remaining', sql`${t.remaining} >= 0`),
  ],
)

export type SubscribeSendStatus = 'pending' | 'sending' | 'sent' | 'failed'

/**
 * Subscribe messages to send (an outbox): written in the transaction of the move they tell of, once per business
 * key (`order_paid:<orderId>`), sent after the commit by the `subscribeMessages` sweep (claimed by a status
 * compare-and-set, so one process sends each).
 */
export const subscribeSends = pgTable(
  'subscribe_sends',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: varchar('key', { length: 96 }).notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    event: varchar('event', { length: 24 }).$type<SubscribeEvent>().notNull(),
    templateId: varchar('template_id', { length: 64 }).notNull(),
    page: varchar('page', { length: 256 }).notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    status: varchar('status', { length: 8 }).$type<SubscribeSendStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    error: varchar('error', { length: 128 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('subscribe_sends_status', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    index('subscribe_sends_pending')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
)

/** The ad click a customer came from (ocpa/addUserActions), the first one kept. */
export const adClicks = pgTable('ad_clicks', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  clickId: varchar('click_id', { length: 128 }).notNull(),
  clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull(),
})

/**
 * Conversions to report to WeChat ads (an outbox like subscribe_sends): at most one per (customer, action type,
 * business key), written in the move's transaction when the customer came from an ad, reported after the commit by
 * the `outreach` sweep; a failure is logged and marked, never retried into the shopper's way.
 */
export const adReports = pgTable(
  'ad_reports',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    actionType: varchar('action_type', { length: 16 }).$type<UserActionType>().notNull(),
    businessKey: varchar('business_key', { length: 64 }).notNull(),
    valueFen: integer('value_fen'),
    status: varchar('status', { length: 8 }).$type<'pending' | 'sending' | 'sent' | 'failed'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.actionType, t.businessKey] }),
    check('ad_reports_status', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    index('ad_reports_pending')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
)
