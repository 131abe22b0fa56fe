import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm'
import type { PointsReason, POINTS_RECORD_FILTERS, RewardAsset } from '@shop/contracts'
import { prepared, type Db } from '../../platform/database'
import { pointsAccounts, pointsRecords } from './points.tables'

/** Read by every priced cart: prepared (ADR 0071). */
const balanceOf = prepared('points_balance', (db) =>
  db
    .select({ balance: pointsAccounts.balance })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.customerId, sql.placeholder('customerId'))),
)

export type PointsRecordRow = typeof pointsRecords.$inferSelect

/** Queries on one database handle (the service's, or the transaction it runs in). */
export function pointsRepository(db: Db) {
  return {
    async balance(customerId: number): Promise<number> {
      const [row] = await balanceOf(db).execute({ customerId })
      return row?.balance ?? 0
    },

    async balances(customerIds: readonly number[]): Promise<Map<number, number>> {
      if (customerIds.length === 0) return new Map()
      const rows = await db
        .select({ customerId: pointsAccounts.customerId, balance: pointsAccounts.balance })
        .from(pointsAccounts)
        .where(inArray(pointsAccounts.customerId, [...customerIds]))
      return new Map(rows.map((row) => [row.customerId, row.balance]))
    },

    /**
     * The balance, with the account row held until the transaction ends (created at 0 on first use): changes to
     * one customer's points happen one at a time, each on the balance the previous one left. Always the last lock
     * of a transaction, after the order, SKU and coupon rows (docs/orders.md "Lock order").
     */
    async lockBalance(customerId: number, now: Date): Promise<number> {
      await db.insert(pointsAccounts).values({ customerId, balance: 0, updatedAt: now }).onConflictDoNothing()
      const [row] = await db
        .select({ balance: pointsAccounts.balance })
        .from(pointsAccounts)
        .where(eq(pointsAccounts.customerId, customerId))
        .for('update')
      return row!.balance
    },

    async setBalance(customerId: number, balance: number, now: Date): Promise<void> {
      await db.update(pointsAccounts).set({ balance, updatedAt: now }).where(eq(pointsAccounts.customerId, customerId))
    },

    /** The order's own record (not a refund's) for one of these reasons, if any. */
    async findOrderRecord(orderId: string, reasons: readonly PointsReason[]): Promise<PointsRecordRow | null> {
      const [row] = await db
        .select()
        .from(pointsRecords)
        .where(
          and(
            eq(pointsRecords.orderId, orderId),
            inArray(pointsRecords.reason, [...reasons]),
            isNull(pointsRecords.refundId),
          ),
        )
      return row ?? null
    },

    /** Whether a refund of part of an order has settled its points already. */
    async refundSettled(refundId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: pointsRecords.id })
        .from(pointsRecords)
        .where(eq(pointsRecords.refundId, refundId))
      return row !== undefined
    },

    /** The points the refunds of parts of the order moved for one reason (given back, or taken as < 0). */
    async movedByRefunds(orderId: string, reason: 'refund_order' | 'earn_order'): Promise<number> {
      const [row] = await db
        .select({ points: sql<number>`coalesce(sum(${pointsRecords.delta}), 0)::int` })
        .from(pointsRecords)
        .where(
          and(eq(pointsRecords.orderId, orderId), eq(pointsRecords.reason, reason), isNotNull(pointsRecords.refundId)),
        )
      return row!.points
    },

    /** The adjustment a request id wrote for this customer, if any. */
    async findAdjustment(customerId: number, adjustKey: string): Promise<PointsRecordRow | null> {
      const [row] = await db
        .select()
        .from(pointsRecords)
        .where(and(eq(pointsRecords.customerId, customerId), eq(pointsRecords.adjustKey, adjustKey)))
      return row ?? null
    },

    async insertRecord(record: Omit<typeof pointsRecords.$inferInsert, 'id'>): Promise<PointsRecordRow> {
      const [row] = await db.insert(pointsRecords).values(record).returning()
      return row!
    },

    /** A programme's row for this business key, if written before. */
    async findKeyed(
      customerId: number,
      reason: PointsReason,
      asset: RewardAsset,
      businessKey: string,
    ): Promise<PointsRecordRow | null> {
      const [row] = await db
        .select()
        .from(pointsRecords)
        .where(
          and(
            eq(pointsRecords.customerId, customerId),
            eq(pointsRecords.reason, reason),
            eq(pointsRecords.asset, asset),
            eq(pointsRecords.businessKey, businessKey),
          ),
        )
      return row ?? null
    },

    /**
     * What the expiry rule reads: the points earned (positive rows) before the cutoff, and every point that left
     * the balance since the account began (spent, taken back, expired before).
     */
    async expiryFigures(customerId: number, cutoff: Date): Promise<{ earnedBefore: number; left: number }> {
      const [row] = await db
        .select({
          earnedBefore: sql<number>`coalesce(sum(${pointsRecords.delta}) filter (where ${pointsRecords.delta} > 0 and ${pointsRecords.createdAt} < ${cutoff}), 0)::int`,
          left: sql<number>`coalesce(-sum(${pointsRecords.delta}) filter (where ${pointsRecords.delta} < 0), 0)::int`,
        })
        .from(pointsRecords)
        .where(eq(pointsRecords.customerId, customerId))
      return row!
    },

    /** Customers with points that earned some before the cutoff and have no expiry row for this key yet. */
    async expiryCandidates(cutoff: Date, businessKey: string, after: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ customerId: pointsAccounts.customerId })
        .from(pointsAccounts)
        .where(
          and(
            gt(pointsAccounts.balance, 0),
            gt(pointsAccounts.customerId, after),
            sql`exists (select 1 from ${pointsRecords} r where r.customer_id = ${pointsAccounts.customerId} and r.delta > 0 and r.created_at < ${cutoff})`,
            sql`not exists (select 1 from ${pointsRecords} r where r.customer_id = ${pointsAccounts.customerId} and r.reason = 'expire' and r.business_key = ${businessKey})`,
          ),
        )
        .orderBy(pointsAccounts.customerId)
        .limit(limit)
      return rows.map((r) => r.customerId)
    },

    /** Newest first: the points rows (rewards of other assets are not points records), filtered by the page's tab. */
    async page(customerId: number, page: number, size: number, type: (typeof POINTS_RECORD_FILTERS)[number] = 'all') {
      const tabs: Record<typeof type, SQL | undefined> = {
        all: undefined,
        earned: gt(pointsRecords.delta, 0),
        spent: and(lt(pointsRecords.delta, 0), ne(pointsRecords.reason, 'expire')),
        expired: eq(pointsRecords.reason, 'expire'),
      }
      const where = and(eq(pointsRecords.customerId, customerId), eq(pointsRecords.asset, 'points'), tabs[type])
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(pointsRecords)
          .where(where)
          .orderBy(desc(pointsRecords.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(pointsRecords).where(where),
      ])
      return { rows, total: total!.n }
    },
  }
}
