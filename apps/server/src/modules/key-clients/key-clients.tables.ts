import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core'
import { customers } from '../customers/customers.tables'
import { orders } from '../orders/orders.tables'

/**
 * A key client (大客户; docs/key-clients.md): a salon, spa or company, its contact, whose shop account (the member
 * found or made by the contact's mobile) receives and pays its orders, the delivery address kept in that member's
 * address book (kept here too), and its terms: the agreed price (percent of the public price) and the days an order may wait to be
 * paid. Never deleted: deactivated.
 */
export const keyClientAccounts = pgTable(
  'key_client_accounts',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    contactName: varchar('contact_name', { length: 20 }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The delivery address, kept here and as an entry of the member's address book (remade if they delete it). */
    province: varchar('province', { length: 20 }).notNull(),
    city: varchar('city', { length: 20 }).notNull(),
    district: varchar('district', { length: 20 }).notNull(),
    detail: varchar('detail', { length: 120 }).notNull(),
    /** The member's address book entry an order is placed with (no foreign key: the member may delete it). */
    addressId: integer('address_id').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    payDays: integer('pay_days').notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    active: boolean('active').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('key_client_accounts_customer').on(t.customerId),
    check('key_client_accounts_discount', sql`${t.discountPercent} between 30 and 100`),
    check('key_client_accounts_pay_days', sql`${t.payDays} between 1 and 30`),
  ],
)

/** A key_client order: its account and the staff member who placed it. */
export const keyClientOrders = pgTable(
  'key_client_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => keyClientAccounts.id),
    placedBy: varchar('placed_by', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('key_client_orders_account').on(t.accountId, t.createdAt)],
)
