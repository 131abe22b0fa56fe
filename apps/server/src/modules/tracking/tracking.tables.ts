import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'
import { customers } from '../customers/customers.tables'

/** Tracking events as clients send them (spec §3 Tracking payload); log_id, made by the client, makes a resend harmless. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    logId: varchar('log_id', { length: 64 }).primaryKey(),
    /** The signed-in customer who sent it, if any. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The spec's `from`: Weapp, H5 or App-H5. */
    client: varchar('client', { length: 8 }).notNull(),
    type: varchar('type', { length: 64 }).notNull(),
    props: jsonb('props').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('tracking_events_by_type').on(t.type, t.receivedAt),
    index('tracking_events_by_customer').on(t.customerId, t.receivedAt),
  ],
)
