import { and, count, desc, eq, gt, lte } from 'drizzle-orm'
import type { Db } from '../../platform/database'
import { buyGiftActivities, buyGiftOrders, type BuyGiftOrderStatus } from './buy-gifts.tables'

export type BuyGiftActivityRow = typeof buyGiftActivities.$inferSelect
export type NewBuyGiftActivity = typeof buyGiftActivities.$inferInsert
export type BuyGiftOrderRow = typeof buyGiftOrders.$inferSelect

/** Drizzle only: the buy-with-gift module's queries. */
export function buyGiftsRepository(db: Db) {
  return {
    all: () => db.select().from(buyGiftActivities).orderBy(desc(buyGiftActivities.id)),
    running: (now: Date) =>
      db
        .select()
        .from(buyGiftActivities)
        .where(
          and(
            eq(buyGiftActivities.enabled, true),
            lte(buyGiftActivities.startsAt, now),
            gt(buyGiftActivities.endsAt, now),
          ),
        )
        .orderBy(desc(buyGiftActivities.id)),
    activity: async (id: number) =>
      (await db.select().from(buyGiftActivities).where(eq(buyGiftActivities.id, id)))[0] ?? null,
    insert: async (row: NewBuyGiftActivity) => (await db.insert(buyGiftActivities).values(row).returning())[0]!,
    update: async (id: number, set: Partial<NewBuyGiftActivity>) =>
      (await db.update(buyGiftActivities).set(set).where(eq(buyGiftActivities.id, id)).returning())[0] ?? null,

    insertOrder: (row: typeof buyGiftOrders.$inferInsert) => db.insert(buyGiftOrders).values(row),
    order: async (orderId: number) =>
      (await db.select().from(buyGiftOrders).where(eq(buyGiftOrders.orderId, orderId)))[0] ?? null,
    /** Compare-and-set of an order's gift status: null when it is no longer `from`. */
    async move(orderId: number, from: BuyGiftOrderStatus, to: BuyGiftOrderStatus, now: Date) {
      const [row] = await db
        .update(buyGiftOrders)
        .set({ status: to, updatedAt: now })
        .where(and(eq(buyGiftOrders.orderId, orderId), eq(buyGiftOrders.status, from)))
        .returning()
      return row ?? null
    },
    statusCounts: () =>
      db
        .select({ activityId: buyGiftOrders.activityId, status: buyGiftOrders.status, n: count() })
        .from(buyGiftOrders)
        .groupBy(buyGiftOrders.activityId, buyGiftOrders.status),
  }
}
