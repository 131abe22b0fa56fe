import {
  and,
  type AnyColumn,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { Db } from '../../platform/database'
import { guideBehaviors, outlets, pushOrders, shoppingGuides, type PushOrderItem } from './guides.tables'

export type GuideRow = typeof shoppingGuides.$inferSelect
export type OutletRow = typeof outlets.$inferSelect
export type PushOrderRow = typeof pushOrders.$inferSelect
export type NewPushOrder = typeof pushOrders.$inferInsert
export type NewOutlet = Omit<typeof outlets.$inferInsert, 'id' | 'createdAt'>
export type GuideFields = Pick<GuideRow, 'name' | 'mobile' | 'active' | 'outletId' | 'wecomUserId'>

/** Who sent a push order: a guide or a distributor. */
export type PushSender = { guideId: number } | { distributorId: number }

/** The push orders of this sender. */
const sentBy = (sender: PushSender): SQL =>
  'guideId' in sender ? eq(pushOrders.guideId, sender.guideId) : eq(pushOrders.distributorId, sender.distributorId)

/** A period of push orders: sent, ordered and paid within [from, to) (both null: all time). */
export interface Period {
  from: Date | null
  to: Date | null
}

export function guidesRepository(db: Db) {
  const within = (column: AnyColumn, { from, to }: Period): SQL | undefined =>
    and(from ? gte(column, from) : undefined, to ? lt(column, to) : undefined)

  return {
    guideByMobile: async (mobile: string) =>
      (await db.select().from(shoppingGuides).where(eq(shoppingGuides.mobile, mobile)))[0] ?? null,
    guideByWecom: async (userid: string) =>
      (await db.select().from(shoppingGuides).where(eq(shoppingGuides.wecomUserId, userid)))[0] ?? null,
    guideById: async (id: number) =>
      (await db.select().from(shoppingGuides).where(eq(shoppingGuides.id, id)))[0] ?? null,
    guidesByIds: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(shoppingGuides)
            .where(inArray(shoppingGuides.id, [...ids])),

    async guidePage(
      filter: { keyword?: string | undefined; outletId?: number | undefined },
      page: number,
      size: number,
    ) {
      const like = filter.keyword && `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      const where = and(
        like ? or(ilike(shoppingGuides.name, like), ilike(shoppingGuides.mobile, like)) : undefined,
        filter.outletId ? eq(shoppingGuides.outletId, filter.outletId) : undefined,
      )
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(shoppingGuides)
          .where(where)
          .orderBy(asc(shoppingGuides.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(shoppingGuides).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** null when the mobile or the WeCom account is another guide's (the unique keys decide). */
    async insertGuide(fields: GuideFields): Promise<GuideRow | null> {
      const [row] = await db.insert(shoppingGuides).values(fields).onConflictDoNothing().returning()
      return row ?? null
    },
    async updateGuide(id: number, fields: GuideFields): Promise<GuideRow | null> {
      const [row] = await db.update(shoppingGuides).set(fields).where(eq(shoppingGuides.id, id)).returning()
      return row ?? null
    },

    outlets: (activeOnly: boolean) =>
      db
        .select()
        .from(outlets)
        .where(activeOnly ? eq(outlets.active, true) : undefined)
        .orderBy(asc(outlets.city), asc(outlets.name)),
    outletById: async (id: number) => (await db.select().from(outlets).where(eq(outlets.id, id)))[0] ?? null,
    async insertOutlet(fields: NewOutlet): Promise<OutletRow | null> {
      const [row] = await db.insert(outlets).values(fields).onConflictDoNothing().returning()
      return row ?? null
    },
    async updateOutlet(id: number, fields: NewOutlet): Promise<OutletRow | null> {
      const [row] = await db.update(outlets).set(fields).where(eq(outlets.id, id)).returning()
      return row ?? null
    },
    /** The active guides posted at these outlets. */
    guidesAt: (outletIds: readonly number[]) =>
      outletIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: shoppingGuides.id, name: shoppingGuides.name, outletId: shoppingGuides.outletId })
            .from(shoppingGuides)
            .where(and(inArray(shoppingGuides.outletId, [...outletIds]), eq(shoppingGuides.active, true)))
            .orderBy(asc(shoppingGuides.id)),

    /** Inserts the push order, or answers the one this sender sent with the same requestId. */
    async insertPushOrder(
      sender: PushSender,
      values: Omit<NewPushOrder, 'guideId' | 'distributorId'>,
    ): Promise<{ row: PushOrderRow | undefined; created: boolean }> {
      const [created] = await db
        .insert(pushOrders)
        .values({ ...values, ...sender })
        .onConflictDoNothing()
        .returning()
      if (created) return { row: created, created: true }
      const [earlier] = await db
        .select()
        .from(pushOrders)
        .where(and(sentBy(sender), eq(pushOrders.requestId, values.requestId)))
      return { row: earlier, created: false }
    },

    async pushOrderPage(
      sender: PushSender,
      state: 'draft' | 'ordered' | 'expired' | undefined,
      now: Date,
      page: number,
      size: number,
    ) {
      const where = and(
        sentBy(sender),
        state === 'ordered' ? isNotNull(pushOrders.orderId) : undefined,
        state === 'draft' ? and(isNull(pushOrders.orderId), sql`${pushOrders.expiresAt} > ${now}`) : undefined,
        state === 'expired' ? and(isNull(pushOrders.orderId), sql`${pushOrders.expiresAt} <= ${now}`) : undefined,
      )
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(pushOrders)
          .where(where)
          .orderBy(desc(pushOrders.createdAt), desc(pushOrders.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(pushOrders).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    pushOrderOf: async (sender: PushSender, id: number) =>
      (
        await db
          .select()
          .from(pushOrders)
          .where(and(eq(pushOrders.id, id), sentBy(sender)))
      )[0] ?? null,
    pushOrdersByIds: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(pushOrders)
            .where(inArray(pushOrders.id, [...ids])),
    pushOrderByCode: async (code: string) =>
      (await db.select().from(pushOrders).where(eq(pushOrders.code, code)))[0] ?? null,

    /** The first customer to open an unclaimed push order keeps it; answers the row as it is after. */
    async claim(id: number, customerId: number, now: Date): Promise<PushOrderRow> {
      await db
        .update(pushOrders)
        .set({ customerId, openedAt: now })
        .where(and(eq(pushOrders.id, id), isNull(pushOrders.customerId)))
      const [row] = await db.select().from(pushOrders).where(eq(pushOrders.id, id))
      return row!
    },

    /** The push order becomes this order, once: false when it is another customer's, expired or ordered already. */
    async markOrdered(id: number, customerId: number, orderId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(pushOrders)
        .set({ orderId, orderedAt: now })
        .where(
          and(
            eq(pushOrders.id, id),
            eq(pushOrders.customerId, customerId),
            isNull(pushOrders.orderId),
            sql`${pushOrders.expiresAt} > ${now}`,
          ),
        )
        .returning({ id: pushOrders.id })
      return rows.length === 1
    },

    /** Push orders sent per guide in the period. */
    async sentCounts(guideIds: readonly number[], period: Period): Promise<Map<number, number>> {
      if (guideIds.length === 0) return new Map()
      const rows = await db
        .select({ guideId: pushOrders.guideId, n: count() })
        .from(pushOrders)
        .where(and(inArray(pushOrders.guideId, [...guideIds]), within(pushOrders.createdAt, period)))
        .groupBy(pushOrders.guideId)
      return new Map(rows.map((row) => [row.guideId!, row.n]))
    },

    /** The orders push orders became in the period (by when they were ordered), with their guide. */
    ordered: (guideIds: readonly number[], period: Period) =>
      guideIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ guideId: pushOrders.guideId, orderId: pushOrders.orderId })
            .from(pushOrders)
            .where(
              and(
                inArray(pushOrders.guideId, [...guideIds]),
                isNotNull(pushOrders.orderId),
                within(pushOrders.orderedAt, period),
              ),
            ),

    async appendBehavior(values: typeof guideBehaviors.$inferInsert): Promise<number> {
      const [created] = await db
        .insert(guideBehaviors)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: guideBehaviors.id })
      if (created) return created.id
      const [earlier] = await db
        .select({ id: guideBehaviors.id })
        .from(guideBehaviors)
        .where(and(eq(guideBehaviors.guideId, values.guideId), eq(guideBehaviors.requestId, values.requestId)))
      return earlier!.id
    },
  }
}

export type { PushOrderItem }
