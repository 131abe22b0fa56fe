import { and, asc, count, eq, inArray, ne, sql, sum } from 'drizzle-orm'
import type { OrderStatus } from '@shop/domain'
import type { Db } from '../../platform/database'
import { orderEvents, orderIdempotencyKeys, orderLines, orderNoSequence, orders } from './orders.tables'

export type OrderRow = typeof orders.$inferSelect
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNo'>
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>
export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'id' | 'orderId'>

/** Queries on one database handle (the service's, or the transaction it runs in). */
export function ordersRepository(db: Db) {
  const own = (customerId: number, orderId: number) => and(eq(orders.id, orderId), eq(orders.customerId, customerId))
  return {
    /** Claims the key for a new submit; false when it is taken (after the transaction holding it ended, if any). */
    async claimKey(customerId: number, key: string, requestHash: string, now: Date): Promise<boolean> {
      const claimed = await db
        .insert(orderIdempotencyKeys)
        .values({ customerId, key, requestHash, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: orderIdempotencyKeys.key })
      return claimed.length > 0
    },

    async findKey(customerId: number, key: string) {
      const [row] = await db
        .select({ requestHash: orderIdempotencyKeys.requestHash, order: orders })
        .from(orderIdempotencyKeys)
        .leftJoin(orders, eq(orders.id, orderIdempotencyKeys.orderId))
        .where(and(eq(orderIdempotencyKeys.customerId, customerId), eq(orderIdempotencyKeys.key, key)))
      return row ?? null
    },

    async attachKey(customerId: number, key: string, orderId: number): Promise<void> {
      await db
        .update(orderIdempotencyKeys)
        .set({ orderId })
        .where(and(eq(orderIdempotencyKeys.customerId, customerId), eq(orderIdempotencyKeys.key, key)))
    },

    /** Inserts the order; its number is the given day and the next value of the order number sequence. */
    async insertOrder(order: NewOrder, day: string): Promise<OrderRow> {
      const [row] = await db
        .insert(orders)
        .values({ ...order, orderNo: sql`${day} || lpad(nextval(${orderNoSequence.seqName})::text, 8, '0')` })
        .returning()
      return row!
    },

    async insertLines(orderId: number, lines: NewOrderLine[]): Promise<void> {
      await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId })))
    },

    async insertEvent(orderId: number, event: NewOrderEvent): Promise<void> {
      await db.insert(orderEvents).values({ ...event, orderId })
    },

    async find(customerId: number, orderId: number) {
      const [row] = await db
        .select({ order: orders, goodsNum: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
        .from(orders)
        .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(own(customerId, orderId))
        .groupBy(orders.id)
      return row ?? null
    },

    lines: (orderId: number) =>
      db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),

    events: (orderId: number) =>
      db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),

    /** Units of each SKU the customer has in orders that were not cancelled. */
    async bought(customerId: number, skuIds: readonly number[]): Promise<Map<number, number>> {
      const rows = await db
        .select({ skuId: orderLines.skuId, units: sum(orderLines.quantity).mapWith(Number) })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(
          and(
            eq(orders.customerId, customerId),
            ne(orders.status, 'cancelled'),
            inArray(orderLines.skuId, [...skuIds]),
          ),
        )
        .groupBy(orderLines.skuId)
      return new Map(rows.map((row) => [row.skuId, row.units]))
    },

    /** Orders per status, those the customer deleted left out. */
    async countsByStatus(customerId: number): Promise<Map<OrderStatus, number>> {
      const rows = await db
        .select({ status: orders.status, n: count() })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.deletedByCustomer, false)))
        .groupBy(orders.status)
      return new Map(rows.map((row) => [row.status, row.n]))
    },
  }
}
