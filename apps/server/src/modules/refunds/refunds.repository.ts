import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { RefundStatus, RefundType } from '@shop/domain'
import type { Db } from '../../platform/database'
import { refundEvents, refundLines, refundNoSequence, refunds } from './refunds.tables'

export type RefundRow = typeof refunds.$inferSelect
export type RefundLineRow = typeof refundLines.$inferSelect
export type RefundEventRow = typeof refundEvents.$inferSelect
export type NewRefund = Omit<typeof refunds.$inferInsert, 'id' | 'refundNo'>
export type NewRefundLine = Omit<typeof refundLines.$inferInsert, 'refundId'>
export type NewRefundEvent = Omit<typeof refundEvents.$inferInsert, 'id' | 'refundId'>

/** The merchant's refund filters (contracts: merchantRefunds), the order number resolved to its id. */
export interface MerchantRefundFilter {
  status?: RefundStatus | undefined
  type?: RefundType | undefined
  refundNo?: string | undefined
  /** Only this order's refunds (null: an order number that names no order). */
  orderId?: number | null | undefined
  customerId?: number | undefined
  createdFrom?: Date | undefined
  createdTo?: Date | undefined
  sort?: { field: 'createTime' | 'totalAmount'; order: 'asc' | 'desc' } | undefined
}

/** A refund with its lines. */
export interface RefundWithLines {
  refund: RefundRow
  lines: RefundLineRow[]
}

/** Queries on one database handle (the service's, or the transaction it runs in). */
export function refundsRepository(db: Db) {
  const withLines = async (rows: RefundRow[]): Promise<RefundWithLines[]> => {
    if (rows.length === 0) return []
    const lines = await db
      .select()
      .from(refundLines)
      .where(
        inArray(
          refundLines.refundId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(refundLines.orderLineId))
    return rows.map((refund) => ({ refund, lines: lines.filter((l) => l.refundId === refund.id) }))
  }

  const page = async (where: SQL | undefined, order: SQL[], pageNo: number, size: number) => {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(refunds)
        .where(where)
        .orderBy(...order)
        .limit(size)
        .offset(pageNo * size),
      db.select({ n: count() }).from(refunds).where(where),
    ])
    return { items: await withLines(rows), total: total!.n }
  }

  return {
    /** Refunds by status: how many and their money (for /metrics). */
    async tally() {
      return db
        .select({
          status: refunds.status,
          count: count(),
          amount: sql<number>`coalesce(sum(${refunds.totalAmount}), 0)::float8`,
        })
        .from(refunds)
        .groupBy(refunds.status)
    },

    async refundedPerDay(from: Date, to: Date): Promise<Map<string, { refunds: number; refundCount: number }>> {
      const day = sql<string>`to_char((${refunds.refundedAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`
      const rows = await db
        .select({
          day,
          refunds: sql<number>`coalesce(sum(${refunds.totalAmount}), 0)::int`,
          refundCount: count(),
        })
        .from(refunds)
        .where(and(eq(refunds.status, 'refunded'), gte(refunds.refundedAt, from), lt(refunds.refundedAt, to)))
        .groupBy(day)
      return new Map(rows.map((row) => [row.day, { refunds: row.refunds, refundCount: row.refundCount }]))
    },

    /** Inserts the refund; its number is R, the given day and the next value of the refund number sequence. */
    async insert(refund: NewRefund, day: string): Promise<RefundRow> {
      const [row] = await db
        .insert(refunds)
        .values({ ...refund, refundNo: sql`'R' || ${day} || lpad(nextval(${refundNoSequence.seqName})::text, 8, '0')` })
        .returning()
      return row!
    },

    async replaceLines(refundId: number, lines: NewRefundLine[]): Promise<void> {
      await db.delete(refundLines).where(eq(refundLines.refundId, refundId))
      await db.insert(refundLines).values(lines.map((line) => ({ ...line, refundId })))
    },

    async insertEvent(refundId: number, event: NewRefundEvent): Promise<void> {
      await db.insert(refundEvents).values({ ...event, refundId })
    },

    /** Changes the refund only if it is still in the status and version it was read in; null when it moved. */
    async update(refund: RefundRow, set: Partial<NewRefund>, now: Date): Promise<RefundRow | null> {
      const [row] = await db
        .update(refunds)
        .set({ ...set, version: sql`${refunds.version} + 1`, updatedAt: now })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, refund.status), eq(refunds.version, refund.version)))
        .returning()
      return row ?? null
    },

    /**
     * The refund, its row locked until the transaction ends; only the customer's when one is named. Lock its order
     * first (docs/orders.md "Lock order").
     */
    async lock(refundId: number, customerId?: number): Promise<RefundRow | null> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(
          customerId === undefined
            ? eq(refunds.id, refundId)
            : and(eq(refunds.id, refundId), eq(refunds.customerId, customerId)),
        )
        .for('update')
      return row ?? null
    },

    async find(refundId: number, customerId?: number): Promise<RefundWithLines | null> {
      const rows = await db
        .select()
        .from(refunds)
        .where(
          customerId === undefined
            ? eq(refunds.id, refundId)
            : and(eq(refunds.id, refundId), eq(refunds.customerId, customerId)),
        )
      return (await withLines(rows))[0] ?? null
    },

    async byRefundNo(refundNo: string): Promise<RefundRow | null> {
      const [row] = await db.select().from(refunds).where(eq(refunds.refundNo, refundNo))
      return row ?? null
    },

    /** Every refund of the order with its lines, oldest first. */
    async ofOrder(orderId: number): Promise<RefundWithLines[]> {
      return withLines(await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id)))
    },

    /** The refunds of several orders (rows only). */
    ofOrders: (orderIds: readonly number[]) =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(refunds)
            .where(inArray(refunds.orderId, [...orderIds]))
            .then((rows) => withLines(rows)),

    events: (refundId: number) =>
      db.select().from(refundEvents).where(eq(refundEvents.refundId, refundId)).orderBy(asc(refundEvents.id)),

    /** The customer's refunds, newest first. */
    customerPage: (customerId: number, status: RefundStatus | undefined, pageNo: number, size: number) =>
      page(
        and(eq(refunds.customerId, customerId), status && eq(refunds.status, status)),
        [desc(refunds.createdAt), desc(refunds.id)],
        pageNo,
        size,
      ),

    /**
     * Every customer's refunds by the merchant's filters: unless sorted, those waiting in a status oldest first (a
     * queue), all of them newest first.
     */
    allPage: (filter: MerchantRefundFilter, pageNo: number, size: number) => {
      const { status, type, refundNo, orderId, customerId, createdFrom, createdTo, sort } = filter
      const where = and(
        status && eq(refunds.status, status),
        type && eq(refunds.type, type),
        refundNo === undefined ? undefined : eq(refunds.refundNo, refundNo),
        orderId === undefined ? undefined : orderId === null ? sql`false` : eq(refunds.orderId, orderId),
        customerId === undefined ? undefined : eq(refunds.customerId, customerId),
        createdFrom && gte(refunds.createdAt, createdFrom),
        createdTo && lte(refunds.createdAt, createdTo),
      )
      const direction = (sort ? sort.order === 'asc' : status !== undefined) ? asc : desc
      const column = sort?.field === 'totalAmount' ? refunds.totalAmount : refunds.createdAt
      return page(where, [direction(column), direction(refunds.id)], pageNo, size)
    },

    /**
     * Up to `limit` refunds in `refunding` due for a check, locked for this transaction. Rows another process holds
     * are skipped (it is checking them), so several processes can sweep at once.
     */
    claimDue: (now: Date, limit: number) =>
      db
        .select()
        .from(refunds)
        .where(and(eq(refunds.status, 'refunding'), lte(refunds.nextCheckAt, now)))
        .orderBy(asc(refunds.nextCheckAt), asc(refunds.id))
        .limit(limit)
        .for('update', { skipLocked: true }),

    /** The refund, when it is in `refunding` and due for a check by `now`, with its next check moved to `until`. */
    async leaseCheck(refundId: number, now: Date, until: Date): Promise<RefundRow | null> {
      const [row] = await db
        .update(refunds)
        .set({ nextCheckAt: until })
        .where(and(eq(refunds.id, refundId), eq(refunds.status, 'refunding'), lte(refunds.nextCheckAt, now)))
        .returning()
      return row ?? null
    },

    async setNextCheck(refundIds: readonly number[], at: Date): Promise<void> {
      if (refundIds.length > 0)
        await db
          .update(refunds)
          .set({ nextCheckAt: at })
          .where(inArray(refunds.id, [...refundIds]))
    },
  }
}
