import { and, asc, count, desc, eq, gt, gte, isNotNull, lt, max, sql } from 'drizzle-orm'
import type { Db } from '../../platform/database'
import { orderLines, orders } from './orders.tables'

/** China day (YYYY-MM-DD) of a moment column. */
const chinaDay = (column: typeof orders.paidAt) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`

/** Orders paid in [from, to): the facts the dashboard counts (a later refund does not unpay them). */
const paidBetween = (from: Date, to: Date) => and(gte(orders.paidAt, from), lt(orders.paidAt, to))

/** The console's reads of orders for members, message segments and the dashboard (SQL aggregates). */
export function ordersConsole(db: Db) {
  return {
    /** A customer's orders: how many placed and paid, the money paid, the last one's time. */
    async customerTotals(customerId: number) {
      const [row] = await db
        .select({
          placed: count(),
          paid: count(orders.paidAt),
          paidAmount: sql<number>`coalesce(sum(${orders.totalRealPayAmount}) filter (where ${orders.paidAt} is not null), 0)::int`,
          lastOrderTime: max(orders.createdAt),
        })
        .from(orders)
        .where(eq(orders.customerId, customerId))
      return row!
    },

    /** A customer's newest orders with their unit counts. */
    async newestOf(customerId: number, limit: number) {
      return db
        .select({
          order: orders,
          goodsNum: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
        })
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
    },

    /** Customers who paid for an order of the goods, after `afterId` in id order. */
    async buyersAfter(goodsId: number, afterId: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ customerId: orders.customerId })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(and(eq(orderLines.goodsId, goodsId), isNotNull(orders.paidAt), gt(orders.customerId, afterId)))
        .orderBy(asc(orders.customerId))
        .limit(limit)
      return rows.map((row) => row.customerId)
    },

    async buyersCount(goodsId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${orders.customerId})::int` })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(and(eq(orderLines.goodsId, goodsId), isNotNull(orders.paidAt)))
      return row!.n
    },

    /** Orders by type and status: how many, how many were paid, and the money paid (for /metrics). */
    async tally() {
      return db
        .select({
          orderType: orders.orderType,
          status: orders.status,
          count: count(),
          paid: count(orders.paidAt),
          paidAmount: sql<number>`coalesce(sum(${orders.totalRealPayAmount}) filter (where ${orders.paidAt} is not null), 0)::float8`,
        })
        .from(orders)
        .groupBy(orders.orderType, orders.status)
    },

    /** Money paid and orders paid per China day, for orders paid in [from, to). */
    async paidPerDay(from: Date, to: Date): Promise<Map<string, { sales: number; paidOrders: number }>> {
      const day = chinaDay(orders.paidAt)
      const rows = await db
        .select({
          day,
          sales: sql<number>`coalesce(sum(${orders.totalRealPayAmount}), 0)::int`,
          paidOrders: count(),
        })
        .from(orders)
        .where(paidBetween(from, to))
        .groupBy(day)
      return new Map(rows.map((row) => [row.day, { sales: row.sales, paidOrders: row.paidOrders }]))
    },

    /** The goods that sold most (money paid for their lines) in orders paid in [from, to). */
    async topGoods(from: Date, to: Date, limit: number) {
      const sales = sql<number>`sum(${orderLines.realPayAmount})::int`
      return db
        .select({
          goodsId: orderLines.goodsId,
          name: sql<string>`(array_agg(${orderLines.name} order by ${orderLines.id} desc))[1]`,
          image: sql<string>`(array_agg(${orderLines.image} order by ${orderLines.id} desc))[1]`,
          quantity: sql<number>`sum(${orderLines.quantity})::int`,
          sales,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(paidBetween(from, to))
        .groupBy(orderLines.goodsId)
        .orderBy(desc(sales), asc(orderLines.goodsId))
        .limit(limit)
    },
  }
}
