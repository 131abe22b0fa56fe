import type { MessageKind } from '@shop/contracts'
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { customers } from '../customers/customers.tables'

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
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inner_messages_unread')
      .on(t.customerId)
      .where(sql`${t.readAt} is null`),
    index('inner_messages_customer').on(t.customerId, t.id),
  ],
)
