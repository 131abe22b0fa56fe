import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { customers } from '../customers/customers.tables'

/** The member's beauty profile (时尚档案): codes from packages/domain's beauty-profile, private to the member. */
export const beautyProfiles = pgTable('beauty_profiles', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  skinType: varchar('skin_type', { length: 16 }),
  concerns: text('concerns').array().notNull(),
  shade: varchar('shade', { length: 16 }),
  scents: text('scents').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})
