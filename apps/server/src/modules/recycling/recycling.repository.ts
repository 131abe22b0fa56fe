import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { RecycleStatus } from '@shop/domain'
import type { Db } from '../../platform/database'
import { recycleProgrammes, recycleRecords } from './recycling.tables'

export type RecycleProgrammeRow = typeof recycleProgrammes.$inferSelect
export type RecycleProgrammeInput = Omit<typeof recycleProgrammes.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>
export type RecycleRecordRow = typeof recycleRecords.$inferSelect

/** Drizzle only: the recycling module's queries. */
export function recyclingRepository(db: Db) {
  return {
    programmes: () => db.select().from(recycleProgrammes).orderBy(desc(recycleProgrammes.id)),
    programme: async (id: number) =>
      (await db.select().from(recycleProgrammes).where(eq(recycleProgrammes.id, id)))[0] ?? null,
    programmesByIds: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.select().from(recycleProgrammes).where(inArray(recycleProgrammes.id, ids)),
    insertProgramme: async (row: typeof recycleProgrammes.$inferInsert) =>
      (await db.insert(recycleProgrammes).values(row).returning())[0]!,
    updateProgramme: async (id: number, set: Partial<typeof recycleProgrammes.$inferInsert>) =>
      (await db.update(recycleProgrammes).set(set).where(eq(recycleProgrammes.id, id)).returning())[0] ?? null,
    /** Requests and accepted units per programme. */
    async figures(ids: number[]) {
      if (ids.length === 0) return new Map<number, { requests: number; acceptedUnits: number }>()
      const rows = await db
        .select({
          programmeId: recycleRecords.programmeId,
          requests: sql<number>`count(*)::int`,
          acceptedUnits: sql<number>`coalesce(sum(${recycleRecords.acceptedUnits}), 0)::int`,
        })
        .from(recycleRecords)
        .where(inArray(recycleRecords.programmeId, ids))
        .groupBy(recycleRecords.programmeId)
      return new Map(rows.map((r) => [r.programmeId, { requests: r.requests, acceptedUnits: r.acceptedUnits }]))
    },

    insertRecord: async (row: typeof recycleRecords.$inferInsert) =>
      (await db.insert(recycleRecords).values(row).returning())[0]!,
    record: async (id: number) => (await db.select().from(recycleRecords).where(eq(recycleRecords.id, id)))[0] ?? null,
    /**
     * Moves a record from one of `from` to its next state (the guard: the status it may move from, and the owner
     * when given): the row moved, or null when it was not in one of them (moved by someone else first).
     */
    async move(
      id: number,
      from: RecycleStatus[],
      set: Partial<typeof recycleRecords.$inferInsert>,
      customerId?: number,
    ): Promise<RecycleRecordRow | null> {
      const [row] = await db
        .update(recycleRecords)
        .set(set)
        .where(
          and(
            eq(recycleRecords.id, id),
            inArray(recycleRecords.status, from),
            customerId === undefined ? undefined : eq(recycleRecords.customerId, customerId),
          ),
        )
        .returning()
      return row ?? null
    },
    setReward: (id: number, rewardPoints: number, rewardCouponTemplateId: number | null) =>
      db.update(recycleRecords).set({ rewardPoints, rewardCouponTemplateId }).where(eq(recycleRecords.id, id)),
    async page(where: SQL | undefined, page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(recycleRecords)
          .where(where)
          .orderBy(desc(recycleRecords.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(recycleRecords).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },
    where: (filter: { customerId?: number; status?: RecycleStatus; programmeId?: number }) =>
      and(
        filter.customerId === undefined ? undefined : eq(recycleRecords.customerId, filter.customerId),
        filter.status === undefined ? undefined : eq(recycleRecords.status, filter.status),
        filter.programmeId === undefined ? undefined : eq(recycleRecords.programmeId, filter.programmeId),
      ),
  }
}
