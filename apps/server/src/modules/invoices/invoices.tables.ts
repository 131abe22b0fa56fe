import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import type { InvoiceTitle } from '@shop/contracts'
import { customers } from '../customers/customers.tables'
import { orders } from '../orders/orders.tables'

type TitleType = InvoiceTitle['type']
type InvoiceStatus = 'requested' | 'issued' | 'rejected'

/** A customer's invoice title (发票抬头): a person's name, or a company with its taxpayer number. One is preferred. */
export const invoiceTitles = pgTable(
  'invoice_titles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).$type<TitleType>().notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    taxNumber: varchar('tax_number', { length: 20 }),
    registeredAddress: varchar('registered_address', { length: 100 }),
    registeredPhone: varchar('registered_phone', { length: 20 }),
    bankName: varchar('bank_name', { length: 50 }),
    bankAccount: varchar('bank_account', { length: 30 }),
    preferred: boolean('preferred').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('invoice_titles_customer').on(t.customerId),
    uniqueIndex('invoice_titles_one_preferred')
      .on(t.customerId)
      .where(sql`${t.preferred}`),
    check('invoice_titles_type', sql`${t.type} in ('personal', 'company')`),
    check('invoice_titles_company_tax_number', sql`(${t.type} = 'company') = (${t.taxNumber} is not null)`),
  ],
)

/** The title an invoice was made out to, copied when it was requested. */
export type InvoiceTitleSnapshot = Pick<
  InvoiceTitle,
  'type' | 'typeLabel' | 'title' | 'taxNumber' | 'registeredAddress' | 'registeredPhone' | 'bankName' | 'bankAccount'
>

/**
 * The invoice of an order: one per order, requested by the shopper, then issued with a number and a file (by the shop,
 * or uploaded by the merchant from the tax platform), or rejected with a reason (a new request takes its place).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    title: jsonb('title').$type<InvoiceTitleSnapshot>().notNull(),
    status: varchar('status', { length: 16 }).$type<InvoiceStatus>().notNull(),
    /** Money paid less refunded, fixed when issued (the paid amount until then). */
    amount: integer('amount').notNull(),
    invoiceNo: varchar('invoice_no', { length: 20 }).unique(),
    fileUrl: varchar('file_url', { length: 256 }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** Why the merchant refused it (rejected: the shopper may ask again), and who. */
    rejectReason: varchar('reject_reason', { length: 200 }),
    /** The staff member who issued, uploaded or rejected it; null when the shop issued it on its own. */
    handledBy: varchar('handled_by', { length: 64 }),
  },
  (t) => [
    index('invoices_customer').on(t.customerId),
    check('invoices_status', sql`${t.status} in ('requested', 'issued', 'rejected')`),
    check('invoices_issued', sql`(${t.status} = 'issued') = (${t.invoiceNo} is not null and ${t.fileUrl} is not null)`),
  ],
)

/** Each time an invoice was sent, and where. */
export const invoiceMails = pgTable(
  'invoice_mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 16 }).$type<'email'>().notNull(),
    mail: varchar('mail', { length: 254 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('invoice_mails_invoice').on(t.invoiceId, t.sentAt)],
)
