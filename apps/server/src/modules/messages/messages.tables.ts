import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { customers } from '../customers/customers.tables'

/** In-site messages to a customer (mail/index); unread while `readAt` is null. */
export const innerMessages = pgTable(
  'inner_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    title: varchar('title', { length: 64 }).notNull(),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inner_messages_unread').on(t.customerId).where(sql`${t.readAt} is null`)],
)
