import { and, asc, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../platform/database'
import { cycleDeliveries, cycleOrders, cyclePlans } from './cycles.tables'

export type CyclePlanRow = typeof cyclePlans.$inferSelect
export type NewCyclePlan = typeof cyclePlans.$inferInsert
export type CycleOrderRow = typeof cycleOrders.$inferSelect
export type CycleDeliveryRow = typeof cycleDeliveries.$inferSelect

/** Drizzle only: the cycle purchases module's queries. */
export function cyclesRepository(db: Db) {
  return {
    plans: (onSaleOnly: boolean) =>
      db
        .select()
        .from(cyclePlans)
        .where(onSaleOnly ? eq(cyclePlans.onSale, true) : undefined)
        .orderBy(asc(cyclePlans.id)),
    plan: async (planId: number) => (await db.select().from(cyclePlans).where(eq(cyclePlans.id, planId)))[0] ?? null,
    insertPlan: async (plan: NewCyclePlan) => (await db.insert(cyclePlans).values(plan).returning())[0]!,
    updatePlan: async (planId: number, set: Partial<NewCyclePlan>) =>
      (await db.update(cyclePlans).set(set).where(eq(cyclePlans.id, planId)).returning())[0] ?? null,

    insertOrder: (row: typeof cycleOrders.$inferInsert) => db.insert(cycleOrders).values(row),
    order: async (orderId: number, lock = false) => {
      const query = db.select().from(cycleOrders).where(eq(cycleOrders.orderId, orderId))
      return (await (lock ? query.for('update') : query))[0] ?? null
    },
    /** Moves a cycle order from one status to another; null when it was not in `from` any more. */
    moveOrder: async (orderId: number, from: string, set: Partial<typeof cycleOrders.$inferInsert>) =>
      (
        await db
          .update(cycleOrders)
          .set(set)
          .where(and(eq(cycleOrders.orderId, orderId), eq(cycleOrders.status, from as CycleOrderRow['status'])))
          .returning()
      )[0] ?? null,
    async ordersPage(customerId: number | undefined, page: number, size: number) {
      const where =
        customerId === undefined
          ? sql`${cycleOrders.status} <> 'placed'`
          : and(eq(cycleOrders.customerId, customerId), sql`${cycleOrders.status} <> 'placed'`)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(cycleOrders)
          .where(where)
          .orderBy(desc(cycleOrders.createdAt), desc(cycleOrders.orderId))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(cycleOrders).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },
    ordersByIds: (orderIds: readonly number[]) =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(cycleOrders)
            .where(inArray(cycleOrders.orderId, [...orderIds])),

    insertDeliveries: (rows: (typeof cycleDeliveries.$inferInsert)[]) =>
      db.insert(cycleDeliveries).values(rows).onConflictDoNothing().returning(),
    deliveries: (orderIds: readonly number[]) =>
      orderIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(cycleDeliveries)
            .where(inArray(cycleDeliveries.orderId, [...orderIds]))
            .orderBy(asc(cycleDeliveries.orderId), asc(cycleDeliveries.seq)),
    delivery: async (deliveryId: number, lock = false) => {
      const query = db.select().from(cycleDeliveries).where(eq(cycleDeliveries.id, deliveryId))
      return (await (lock ? query.for('update') : query))[0] ?? null
    },
    /** Compare and set: the delivery moves only from the status it was read in. */
    moveDelivery: async (
      deliveryId: number,
      from: CycleDeliveryRow['status'],
      set: Partial<typeof cycleDeliveries.$inferInsert>,
    ) =>
      (
        await db
          .update(cycleDeliveries)
          .set(set)
          .where(and(eq(cycleDeliveries.id, deliveryId), eq(cycleDeliveries.status, from)))
          .returning()
      )[0] ?? null,
    setDueAt: (deliveryId: number, dueAt: Date, now: Date) =>
      db.update(cycleDeliveries).set({ dueAt, updatedAt: now }).where(eq(cycleDeliveries.id, deliveryId)),
    setAddress: (orderId: number, address: CycleDeliveryRow['address'], now: Date) =>
      db
        .update(cycleDeliveries)
        .set({ address, updatedAt: now })
        .where(and(eq(cycleDeliveries.orderId, orderId), inArray(cycleDeliveries.status, ['scheduled', 'ready'])))
        .returning({ id: cycleDeliveries.id }),
    /** The calendar: deliveries due in `[from, to)` and every parcel still waiting to ship, soonest first. */
    calendar: (from: Date, to: Date) =>
      db
        .select({ delivery: cycleDeliveries, order: cycleOrders })
        .from(cycleDeliveries)
        .innerJoin(cycleOrders, eq(cycleOrders.orderId, cycleDeliveries.orderId))
        .where(
          or(and(gte(cycleDeliveries.dueAt, from), lt(cycleDeliveries.dueAt, to)), eq(cycleDeliveries.status, 'ready')),
        )
        .orderBy(asc(cycleDeliveries.dueAt), asc(cycleDeliveries.id)),
  }
}
