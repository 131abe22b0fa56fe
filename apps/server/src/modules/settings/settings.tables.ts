import { sql } from 'drizzle-orm'
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core'

/**
 * The shop settings an operator saves in the console (one row; none until the first save, when the defaults hold):
 * the points rule and the order deadlines. The shipping rule is the catalogue's (`catalogue_settings`), which its
 * read model serves to the cart.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    pointsPerYuan: integer('points_per_yuan').notNull(),
    maxPayablePercent: integer('max_payable_percent').notNull(),
    earnPerYuan: integer('earn_per_yuan').notNull(),
    payMinutes: integer('pay_minutes').notNull(),
    autoReceiveDays: integer('auto_receive_days').notNull(),
    autoCompleteDays: integer('auto_complete_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('shop_settings_one_row', sql`${t.id} = 1`),
    check(
      'shop_settings_ranges',
      sql`${t.pointsPerYuan} >= 1 and ${t.maxPayablePercent} between 0 and 100 and ${t.earnPerYuan} >= 0
        and ${t.payMinutes} >= 1 and ${t.autoReceiveDays} >= 1 and ${t.autoCompleteDays} >= 1`,
    ),
  ],
)
