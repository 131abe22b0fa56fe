import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { customers } from '../customers/customers.tables'

/**
 * A customer's receiving address. A customer with addresses has exactly one default (`isDefault`; the partial
 * unique index keeps it to at most one, the service to at least one). Orders copy the address they ship to, so an
 * address can be edited or deleted freely.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: varchar('name', { length: 20 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    province: varchar('province', { length: 20 }).notNull(),
    city: varchar('city', { length: 20 }).notNull(),
    district: varchar('district', { length: 20 }).notNull(),
    detail: varchar('detail', { length: 120 }).notNull(),
    postalCode: varchar('postal_code', { length: 6 }),
    tag: varchar('tag', { length: 6 }),
    isDefault: boolean('is_default').notNull().default(false),
    /** Set on creation and on every edit: "the most recent" address is the one edited last. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('addresses_customer').on(t.customerId),
    uniqueIndex('addresses_one_default')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
)
