import type { MessageKind, MessageSegment } from '@shop/contracts'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { customers } from '../customers/customers.tables'

/**
 * A notice an operator sends to a segment (docs/members.md "Messages"): one per console request id, written in
 * batches of customers in id order; `cursor` is the last customer written, so a batch run again (another process,
 * a retry) starts after it, and each customer gets the send's message once (`inner_messages_once_per_broadcast`).
 */
export const messageBroadcasts = pgTable(
  'message_broadcasts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: varchar('request_id', { length: 64 }).notNull().unique(),
    title: varchar('title', { length: 64 }).notNull(),
    content: text('content').notNull(),
    link: varchar('link', { length: 256 }),
    segment: jsonb('segment').$type<MessageSegment>().notNull(),
    status: varchar('status', { length: 8 }).$type<'sending' | 'sent'>().notNull(),
    total: integer('total').notNull(),
    sent: integer('sent').notNull().default(0),
    cursor: integer('cursor').notNull().default(0),
    staffUserid: varchar('staff_userid', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('message_broadcasts_status', sql`${t.status} in ('sending', 'sent')`),
    index('message_broadcasts_sending')
      .on(t.id)
      .where(sql`${t.status} = 'sending'`),
  ],
)

/**
 * In-site messages to a customer (mail/index); unread while `readAt` is null. `link` is the page a message is about
 * (`/pages/order/detail?orderId=7`).
 */
export const innerMessages = pgTable(
  'inner_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: varchar('kind', { length: 32 }).$type<MessageKind>().notNull(),
    title: varchar('title', { length: 64 }).notNull(),
    content: text('content').notNull(),
    link: varchar('link', { length: 256 }),
    /** The segment send it came with, if any. */
    broadcastId: integer('broadcast_id').references(() => messageBroadcasts.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inner_messages_unread')
      .on(t.customerId)
      .where(sql`${t.readAt} is null`),
    index('inner_messages_customer').on(t.customerId, t.id),
    uniqueIndex('inner_messages_once_per_broadcast')
      .on(t.broadcastId, t.customerId)
      .where(sql`${t.broadcastId} is not null`),
  ],
)
