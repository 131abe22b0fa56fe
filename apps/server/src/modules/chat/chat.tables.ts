import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core'
import type { ChatContext } from '@shop/contracts'
import { customers } from '../customers/customers.tables'

/**
 * One conversation per customer with the shop's staff (docs/customer-service.md). `lastSeq` numbers its messages:
 * a message takes `lastSeq + 1` in the transaction that keeps it (the row lock orders concurrent senders), so seqs
 * have no gaps and every reader sees them in one order. The read marks are seqs too: unread is what lies after them.
 * The customer's nickname and mobile are copied in when the chat is opened, so the inbox can search them.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .unique()
      .references(() => customers.id),
    customerName: varchar('customer_name', { length: 32 }).notNull().default(''),
    customerMobile: varchar('customer_mobile', { length: 16 }),
    /** The staff member who answers; null until someone takes it. */
    assigneeUserid: varchar('assignee_userid', { length: 64 }),
    assigneeName: varchar('assignee_name', { length: 32 }),
    lastSeq: integer('last_seq').notNull().default(0),
    customerReadSeq: integer('customer_read_seq').notNull().default(0),
    staffReadSeq: integer('staff_read_seq').notNull().default(0),
    /** The customer's messages staff have not read yet, and the staff's the customer has not read yet. */
    unreadByStaff: integer('unread_by_staff').notNull().default(0),
    unreadByCustomer: integer('unread_by_customer').notNull().default(0),
    /** The last staff message told by an in-site message (so each unseen reply is told once). */
    noticedSeq: integer('noticed_seq').notNull().default(0),
    lastStaffSeq: integer('last_staff_seq').notNull().default(0),
    lastStaffAt: timestamp('last_staff_at', { withTimezone: true }),
    lastMessage: varchar('last_message', { length: 64 }).notNull().default(''),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('chat_conversations_latest').on(t.lastMessageAt),
    // The offline-reply sweep reads only conversations with a staff reply nobody was told of.
    index('chat_conversations_unnoticed')
      .on(t.lastStaffAt)
      .where(sql`${t.lastStaffSeq} > ${t.noticedSeq} and ${t.lastStaffSeq} > ${t.customerReadSeq}`),
  ],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    seq: integer('seq').notNull(),
    sender: varchar('sender', { length: 8 }).$type<'customer' | 'staff' | 'system'>().notNull(),
    staffUserid: varchar('staff_userid', { length: 64 }),
    staffName: varchar('staff_name', { length: 32 }),
    type: varchar('type', { length: 8 }).$type<'text' | 'image' | 'context'>().notNull(),
    content: text('content').notNull().default(''),
    imageUrl: varchar('image_url', { length: 512 }),
    context: jsonb('context').$type<ChatContext>(),
    /** The sender's id for the message: a retried send answers the message already kept. */
    clientId: varchar('client_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('chat_messages_seq').on(t.conversationId, t.seq),
    unique('chat_messages_client_id').on(t.conversationId, t.sender, t.clientId),
    check('chat_messages_sender', sql`${t.sender} in ('customer', 'staff', 'system')`),
    check('chat_messages_type', sql`${t.type} in ('text', 'image', 'context')`),
  ],
)

/** The shop's customer-service settings: one row (id 1). */
export const chatSettings = pgTable('chat_settings', {
  id: integer('id').primaryKey(),
  /** An outside customer-service URL the H5 shop opens in its web view (h5ClientServer); null: the own chat. */
  outsideUrl: varchar('outside_url', { length: 512 }),
})

/** The help centre (serviceSystem): categories of questions and answers, edited in the console. */
export const helpCategories = pgTable('help_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 16 }).notNull(),
  sort: integer('sort').notNull().default(0),
})

export const faqs = pgTable(
  'faqs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id),
    question: varchar('question', { length: 100 }).notNull(),
    answer: text('answer').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('faqs_category').on(t.categoryId, t.sort)],
)
