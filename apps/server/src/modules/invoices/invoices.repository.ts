import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm'
import type { Db } from '../../platform/database'
import { invoiceMails, invoices, invoiceTitles } from './invoices.tables'

export type InvoiceTitleRow = typeof invoiceTitles.$inferSelect
export type InvoiceRow = typeof invoices.$inferSelect
export type InvoiceMailRow = typeof invoiceMails.$inferSelect
export type TitleFields = Omit<typeof invoiceTitles.$inferInsert, 'id' | 'customerId' | 'createdAt'>

/** The merchant's invoice filters (contracts: merchantInvoices), the order number resolved to its id. */
export interface MerchantInvoiceFilter {
  status?: InvoiceRow['status'] | undefined
  /** null: an order number that names no order. */
  orderId?: number | null | undefined
  requestedFrom?: Date | undefined
  requestedTo?: Date | undefined
  sort?: { field: 'requestTime' | 'amount'; order: 'asc' | 'desc' } | undefined
}

/** Any number of this module's own: the first key of the per-customer advisory lock on the titles. */
const TITLES_LOCK_SPACE = 7_240

/** Queries on one database handle (the service's, or the transaction it runs in). */
export function invoicesRepository(db: Db) {
  const ownTitle = (customerId: number, id: number) =>
    and(eq(invoiceTitles.id, id), eq(invoiceTitles.customerId, customerId))
  return {
    /** Holds the customer's titles until the transaction ends: the limit and the one preferred title hold. */
    async lockTitles(customerId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${TITLES_LOCK_SPACE}, ${customerId})`)
    },

    /** The preferred first, then the most recently edited. */
    titles: (customerId: number) =>
      db
        .select()
        .from(invoiceTitles)
        .where(eq(invoiceTitles.customerId, customerId))
        .orderBy(desc(invoiceTitles.preferred), desc(invoiceTitles.updatedAt), desc(invoiceTitles.id)),

    async title(customerId: number, id: number): Promise<InvoiceTitleRow | null> {
      const [row] = await db.select().from(invoiceTitles).where(ownTitle(customerId, id))
      return row ?? null
    },

    async preferredTitle(customerId: number): Promise<InvoiceTitleRow | null> {
      const [row] = await db
        .select()
        .from(invoiceTitles)
        .where(and(eq(invoiceTitles.customerId, customerId), eq(invoiceTitles.preferred, true)))
      return row ?? null
    },

    async countTitles(customerId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(invoiceTitles).where(eq(invoiceTitles.customerId, customerId))
      return row!.n
    },

    async clearPreferred(customerId: number): Promise<void> {
      await db
        .update(invoiceTitles)
        .set({ preferred: false })
        .where(and(eq(invoiceTitles.customerId, customerId), eq(invoiceTitles.preferred, true)))
    },

    async insertTitle(customerId: number, fields: TitleFields, now: Date): Promise<InvoiceTitleRow> {
      const [row] = await db
        .insert(invoiceTitles)
        .values({ ...fields, customerId, createdAt: now })
        .returning()
      return row!
    },

    async updateTitle(customerId: number, id: number, fields: TitleFields): Promise<InvoiceTitleRow> {
      const [row] = await db.update(invoiceTitles).set(fields).where(ownTitle(customerId, id)).returning()
      return row!
    },

    /** The order's invoice (only the customer's when one is named). */
    async ofOrder(orderId: number, customerId?: number): Promise<InvoiceRow | null> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(
          customerId === undefined
            ? eq(invoices.orderId, orderId)
            : and(eq(invoices.orderId, orderId), eq(invoices.customerId, customerId)),
        )
      return row ?? null
    },

    /** The orders among these that have an invoice requested or issued (a rejected one may be asked again). */
    async requestedOf(orderIds: readonly number[]): Promise<Set<number>> {
      if (orderIds.length === 0) return new Set()
      const rows = await db
        .select({ orderId: invoices.orderId })
        .from(invoices)
        .where(and(inArray(invoices.orderId, [...orderIds]), ne(invoices.status, 'rejected')))
      return new Set(rows.map((row) => row.orderId))
    },

    /** Inserts the order's invoice; null when the order has one already. */
    async insertInvoice(invoice: Omit<typeof invoices.$inferInsert, 'id'>): Promise<InvoiceRow | null> {
      const [row] = await db.insert(invoices).values(invoice).onConflictDoNothing().returning()
      return row ?? null
    },

    /** Marks a requested invoice issued; null when another request issued (or rejected) it first. */
    async issue(
      id: number,
      set: Pick<InvoiceRow, 'invoiceNo' | 'fileUrl' | 'amount' | 'issuedAt' | 'handledBy'>,
    ): Promise<InvoiceRow | null> {
      const [row] = await db
        .update(invoices)
        .set({ ...set, status: 'issued' })
        .where(and(eq(invoices.id, id), eq(invoices.status, 'requested')))
        .returning()
      return row ?? null
    },

    /** Refuses a requested invoice; null when it is not waiting any more. */
    async reject(id: number, reason: string, handledBy: string): Promise<InvoiceRow | null> {
      const [row] = await db
        .update(invoices)
        .set({ status: 'rejected', rejectReason: reason, handledBy })
        .where(and(eq(invoices.id, id), eq(invoices.status, 'requested')))
        .returning()
      return row ?? null
    },

    /** A rejected invoice asked for again: requested anew with this title. */
    async requestAgain(id: number, set: Pick<InvoiceRow, 'title' | 'amount' | 'requestedAt'>): Promise<InvoiceRow> {
      const [row] = await db
        .update(invoices)
        .set({ ...set, status: 'requested', rejectReason: null, handledBy: null })
        .where(and(eq(invoices.id, id), eq(invoices.status, 'rejected')))
        .returning()
      return row!
    },

    async byInvoiceNo(invoiceNo: string): Promise<InvoiceRow | null> {
      const [row] = await db.select().from(invoices).where(eq(invoices.invoiceNo, invoiceNo))
      return row ?? null
    },

    async byId(id: number): Promise<InvoiceRow | null> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id))
      return row ?? null
    },

    /** Every invoice by the merchant's filters: unless sorted, the waiting ones oldest first, else newest first. */
    async merchantPage(filter: MerchantInvoiceFilter, page: number, size: number) {
      const { status, orderId, requestedFrom, requestedTo, sort } = filter
      const where = and(
        status && eq(invoices.status, status),
        orderId === undefined ? undefined : orderId === null ? sql`false` : eq(invoices.orderId, orderId),
        requestedFrom && gte(invoices.requestedAt, requestedFrom),
        requestedTo && lte(invoices.requestedAt, requestedTo),
      )
      const direction = (sort ? sort.order === 'asc' : status === 'requested') ? asc : desc
      const column = sort?.field === 'amount' ? invoices.amount : invoices.requestedAt
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(invoices)
          .where(where)
          .orderBy(direction(column), direction(invoices.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(invoices).where(where),
      ])
      return { rows, total: total!.n }
    },

    /** Latest first. */
    mails: (invoiceId: number) =>
      db.select().from(invoiceMails).where(eq(invoiceMails.invoiceId, invoiceId)).orderBy(desc(invoiceMails.id)),

    async mailsSince(invoiceId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(invoiceMails)
        .where(and(eq(invoiceMails.invoiceId, invoiceId), gte(invoiceMails.sentAt, since)))
      return row!.n
    },

    async insertMail(mail: Omit<InvoiceMailRow, 'id'>): Promise<InvoiceMailRow> {
      const [row] = await db.insert(invoiceMails).values(mail).returning()
      return row!
    },
  }
}
