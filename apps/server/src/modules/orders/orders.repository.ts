import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, max, ne, sql, sum, type SQL } from 'drizzle-orm'
import type { OrderStatus } from '@shop/domain'
import { prepared, type Db } from '../../platform/database'
import {
  orderEvents,
  orderIdempotencyKeys,
  orderLines,
  orderNoSequence,
  orders,
  type AddressSnapshot,
} from './orders.tables'

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNo'>
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>
export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'id' | 'orderId'>

/** The merchant's order filters (contracts: merchantOrderQuery), with the customer already resolved to ids. */
export interface MerchantOrderFilter {
  status?: OrderStatus | undefined
  orderNo?: string | undefined
  /** Only these customers' orders ([]: a customer filter that matched nobody). */
  customerIds?: readonly number[] | undefined
  /** A SKU code exactly, or part of a goods name, of one of the order's lines. */
  goods?: string | undefined
  createdFrom?: Date | undefined
  createdTo?: Date | undefined
  sort?: { field: 'createTime' | 'paidAt' | 'totalRealPayAmount'; order: 'asc' | 'desc' } | undefined
}

const SORT_COLUMNS = {
  createTime: orders.createdAt,
  paidAt: orders.paidAt,
  totalRealPayAmount: orders.totalRealPayAmount,
}

/** `%text%` for ILIKE, with the text's own % _ \\ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The submit's idempotency key: looked up, claimed and tied to the order by every submit (prepared, ADR 0071). */
const keyWhere = and(
  eq(orderIdempotencyKeys.customerId, sql.placeholder('customerId')),
  eq(orderIdempotencyKeys.key, sql.placeholder('key')),
)
const findKeyStatement = prepared('order_key_find', (db) =>
  db
    .select({ requestHash: orderIdempotencyKeys.requestHash, order: orders })
    .from(orderIdempotencyKeys)
    .leftJoin(orders, eq(orders.id, orderIdempotencyKeys.orderId))
    .where(keyWhere),
)
const claimKeyStatement = prepared('order_key_claim', (db) =>
  db
    .insert(orderIdempotencyKeys)
    .values({
      customerId: sql.placeholder('customerId'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
      createdAt: sql.placeholder('createdAt'),
    })
    .onConflictDoNothing()
    .returning({ key: orderIdempotencyKeys.key }),
)
const attachKeyStatement = prepared('order_key_attach', (db) =>
  db
    .update(orderIdempotencyKeys)
    // An update's types take no placeholder: it goes in as SQL.
    .set({ orderId: sql`${sql.placeholder('orderId')}` })
    .where(keyWhere),
)

/** Queries on one database handle (the service's, or the transaction it runs in). */
export function ordersRepository(db: Db) {
  const own = (customerId: number, orderId: number) => and(eq(orders.id, orderId), eq(orders.customerId, customerId))

  /** A page of the orders matching `where`, newest first, and how many match in all. */
  const pageWhere = async (where: SQL | undefined, page: number, size: number) => {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(size)
        .offset(page * size),
      db.select({ n: count() }).from(orders).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  }

  return {
    /** Claims the key for a new submit; false when it is taken (after the transaction holding it ended, if any). */
    async claimKey(customerId: number, key: string, requestHash: string, now: Date): Promise<boolean> {
      const claimed = await claimKeyStatement(db).execute({
        customerId,
        key,
        requestHash,
        createdAt: now,
      })
      return claimed.length > 0
    },

    async findKey(customerId: number, key: string) {
      const [row] = await findKeyStatement(db).execute({ customerId, key })
      return row ?? null
    },

    async attachKey(customerId: number, key: string, orderId: number): Promise<void> {
      await attachKeyStatement(db).execute({ customerId, key, orderId })
    },

    /** Inserts the order; its number is the given day and the next value of the order number sequence. */
    async insertOrder(order: NewOrder, day: string): Promise<OrderRow> {
      const [row] = await db
        .insert(orders)
        .values({ ...order, orderNo: sql`${day} || lpad(nextval(${orderNoSequence.seqName})::text, 8, '0')` })
        .returning()
      return row!
    },

    async setGifts(orderId: number, gifts: Pick<OrderRow, 'gifts' | 'giftTotalPrice'>): Promise<OrderRow> {
      const [row] = await db.update(orders).set(gifts).where(eq(orders.id, orderId)).returning()
      return row!
    },

    async insertLines(orderId: number, lines: NewOrderLine[]): Promise<void> {
      await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId })))
    },

    /** The goods a line ships, named again (a surprise box's line once its goods is revealed); price and amounts stay. */
    async setLineGoods(
      lineId: number,
      goods: Pick<NewOrderLine, 'skuId' | 'goodsId' | 'skuCode' | 'name' | 'specifications' | 'image'>,
    ): Promise<void> {
      await db.update(orderLines).set(goods).where(eq(orderLines.id, lineId))
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

    async byId(orderId: number): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId))
      return row ?? null
    },

    async byOrderNo(orderNo: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo))
      return row ?? null
    },

    async byHelpPayCode(code: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.helpPayCode, code))
      return row ?? null
    },

    async setHelpPayCode(orderId: number, code: string): Promise<void> {
      await db.update(orders).set({ helpPayCode: code }).where(eq(orders.id, orderId))
    },

    lines: (orderId: number) =>
      db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),

    events: (orderId: number) =>
      db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),

    /** The SKUs of the customer's orders that were not cancelled, of the newest orders first. */
    async recentSkus(customerId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ skuId: orderLines.skuId, last: max(orders.createdAt) })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orders.customerId, customerId), ne(orders.status, 'cancelled')))
        .groupBy(orderLines.skuId)
        .orderBy(desc(max(orders.createdAt)), asc(orderLines.skuId))
        .limit(limit)
      return rows.map((row) => row.skuId)
    },

    /** The customer's orders paid at or after `since`, in these statuses, newest payment first. */
    paidSince: (customerId: number, since: Date, statuses: readonly OrderStatus[]) =>
      db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, customerId), gte(orders.paidAt, since), inArray(orders.status, [...statuses])))
        .orderBy(desc(orders.paidAt), desc(orders.id)),

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

    /** The order, its row locked until the transaction ends; null when it is not the customer's (or none). */
    async lock(orderId: number, customerId?: number): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(customerId === undefined ? eq(orders.id, orderId) : own(customerId, orderId))
        .for('update')
      return row ?? null
    },

    /**
     * Moves the order from the status it was read in, only if it is still there (the version guards too), and
     * answers the new row; null when it changed meanwhile.
     */
    async move(
      order: OrderRow,
      to: OrderStatus,
      set: Partial<typeof orders.$inferInsert>,
      now: Date,
    ): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({ ...set, status: to, version: sql`${orders.version} + 1`, updatedAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, order.status), eq(orders.version, order.version)))
        .returning()
      return row ?? null
    },

    /** Hides a closed order from the customer's list; false when it is not theirs or not in one of `statuses`. */
    async hide(customerId: number, orderId: number, statuses: readonly OrderStatus[], now: Date): Promise<boolean> {
      const hidden = await db
        .update(orders)
        .set({ deletedByCustomer: true, version: sql`${orders.version} + 1`, updatedAt: now })
        .where(
          and(own(customerId, orderId), inArray(orders.status, [...statuses]), eq(orders.deletedByCustomer, false)),
        )
        .returning({ id: orders.id })
      return hidden.length > 0
    },

    /** A page of the customer's visible orders in these statuses, newest first, and how many there are in all. */
    async page(customerId: number, statuses: readonly OrderStatus[], page: number, size: number) {
      const where = and(
        eq(orders.customerId, customerId),
        eq(orders.deletedByCustomer, false),
        inArray(orders.status, [...statuses]),
      )
      return pageWhere(where, page, size)
    },

    /** A page of every customer's orders by the merchant's filters (newest first unless sorted), with their units. */
    async merchantPage(filter: MerchantOrderFilter, page: number, size: number) {
      const { status, orderNo, customerIds, goods, createdFrom, createdTo, sort } = filter
      const where = and(
        status && eq(orders.status, status),
        orderNo === undefined ? undefined : eq(orders.orderNo, orderNo),
        customerIds && (customerIds.length === 0 ? sql`false` : inArray(orders.customerId, [...customerIds])),
        goods === undefined
          ? undefined
          : sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id}
            and (${orderLines.skuCode} = ${goods} or ${orderLines.name} ilike ${containing(goods)}))`,
        createdFrom && gte(orders.createdAt, createdFrom),
        createdTo && lte(orders.createdAt, createdTo),
      )
      const column = SORT_COLUMNS[sort?.field ?? 'createTime']
      const direction = sort?.order === 'asc' ? asc : desc
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(sql`${direction(column)} nulls last`, direction(orders.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(orders).where(where),
      ])
      const units =
        rows.length === 0
          ? []
          : await db
              .select({ orderId: orderLines.orderId, n: sql<number>`sum(${orderLines.quantity})::int` })
              .from(orderLines)
              .where(
                inArray(
                  orderLines.orderId,
                  rows.map((row) => row.id),
                ),
              )
              .groupBy(orderLines.orderId)
      return {
        rows: rows.map((order) => ({ order, goodsNum: units.find((u) => u.orderId === order.id)?.n ?? 0 })),
        total: total?.n ?? 0,
      }
    },

    async setMerchantRemark(orderId: number, remark: string | null, by: string, now: Date): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({ merchantRemark: remark, merchantRemarkBy: by, merchantRemarkAt: now })
        .where(eq(orders.id, orderId))
        .returning()
      return row ?? null
    },

    /** Where a gift order ships, once its friend claimed it: set once (an order with an address keeps it). */
    async setAddress(orderId: number, address: AddressSnapshot, now: Date): Promise<boolean> {
      const moved = await db
        .update(orders)
        .set({ address, updatedAt: now, version: sql`${orders.version} + 1` })
        .where(and(eq(orders.id, orderId), isNull(orders.address)))
        .returning({ id: orders.id })
      return moved.length === 1
    },

    setHeldFor: (orderIds: number[], heldFor: OrderRow['heldFor'], now: Date): Promise<OrderRow[]> =>
      db
        .update(orders)
        .set({ heldFor, updatedAt: now, version: sql`${orders.version} + 1` })
        .where(inArray(orders.id, orderIds))
        .returning(),

    /** Order lines by their ids. */
    linesByIds: (lineIds: readonly number[]) =>
      lineIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(orderLines)
            .where(inArray(orderLines.id, [...lineIds]))
            .orderBy(asc(orderLines.id)),

    /** Where these orders are: status, amount to pay, when paid (unknown ids left out). */
    async standings(orderIds: readonly number[]) {
      if (orderIds.length === 0) return []
      return db
        .select({
          id: orders.id,
          status: orders.status,
          totalRealPayAmount: orders.totalRealPayAmount,
          paidAt: orders.paidAt,
        })
        .from(orders)
        .where(inArray(orders.id, [...orderIds]))
    },

    /** The numbers of these orders. */
    async orderNos(orderIds: readonly number[]): Promise<Map<number, string>> {
      if (orderIds.length === 0) return new Map()
      const rows = await db
        .select({ id: orders.id, orderNo: orders.orderNo })
        .from(orders)
        .where(inArray(orders.id, [...orderIds]))
      return new Map(rows.map((row) => [row.id, row.orderNo]))
    },

    /** The lines of several orders, in the order they were placed. */
    linesOf: (orderIds: readonly number[]) =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(orderLines)
            .where(inArray(orderLines.orderId, [...orderIds]))
            .orderBy(asc(orderLines.id)),

    /**
     * Up to `limit` orders in `status` whose `column` moment is at or before `before`, after `afterId` in id order,
     * locked for this transaction. Rows another process holds are skipped (it is handling them), so several
     * processes can sweep at once; the id cursor lets a sweep move past an order it could not finish.
     */
    claimDue: (
      status: OrderStatus,
      column: 'payDeadline' | 'shippedAt' | 'receivedAt',
      before: Date,
      { limit, afterId = 0 }: { limit: number; afterId?: number },
    ) =>
      db
        .select()
        .from(orders)
        .where(and(eq(orders.status, status), lte(orders[column], before), gt(orders.id, afterId)))
        .orderBy(asc(orders.id))
        .limit(limit)
        .for('update', { skipLocked: true }),

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
