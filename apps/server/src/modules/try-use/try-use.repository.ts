import { and, asc, count, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { TryUseStatus } from '@shop/domain'
import type { Db } from '../../platform/database'
import { tryUseActivities, tryUseApplications } from './try-use.tables'

export type TryUseActivityRow = typeof tryUseActivities.$inferSelect
export type TryUseApplicationRow = typeof tryUseApplications.$inferSelect

/** Drizzle only: the try-use module's queries. */
export function tryUseRepository(db: Db) {
  return {
    activities: () =>
      db.select().from(tryUseActivities).orderBy(asc(tryUseActivities.startsAt), asc(tryUseActivities.id)),
    activity: async (id: number) =>
      (await db.select().from(tryUseActivities).where(eq(tryUseActivities.id, id)))[0] ?? null,
    activitiesByIds: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.select().from(tryUseActivities).where(inArray(tryUseActivities.id, ids)),
    insertActivity: async (row: typeof tryUseActivities.$inferInsert) =>
      (await db.insert(tryUseActivities).values(row).returning())[0]!,
    /** Changes an activity, its seats never below those taken (null: it has more approved than the new seats). */
    updateActivity: async (id: number, set: Partial<typeof tryUseActivities.$inferInsert> & { seats: number }) =>
      (
        await db
          .update(tryUseActivities)
          .set(set)
          .where(and(eq(tryUseActivities.id, id), sql`${tryUseActivities.approved} <= ${set.seats}`))
          .returning()
      )[0] ?? null,
    /** Takes a seat: one guarded update, so however many approvals run at once, never more than the seats. */
    takeSeat: async (id: number) =>
      (
        await db
          .update(tryUseActivities)
          .set({ approved: sql`${tryUseActivities.approved} + 1` })
          .where(and(eq(tryUseActivities.id, id), sql`${tryUseActivities.approved} < ${tryUseActivities.seats}`))
          .returning()
      )[0] ?? null,
    giveSeatBack: (id: number) =>
      db
        .update(tryUseActivities)
        .set({ approved: sql`${tryUseActivities.approved} - 1` })
        .where(and(eq(tryUseActivities.id, id), sql`${tryUseActivities.approved} > 0`)),
    applicants: async (ids: number[]) => {
      if (ids.length === 0) return new Map<number, number>()
      const rows = await db
        .select({ activityId: tryUseApplications.activityId, n: sql<number>`count(*)::int` })
        .from(tryUseApplications)
        .where(inArray(tryUseApplications.activityId, ids))
        .groupBy(tryUseApplications.activityId)
      return new Map(rows.map((r) => [r.activityId, r.n]))
    },

    /** The new application, or null when the customer applied for this activity before. */
    insertApplication: async (row: typeof tryUseApplications.$inferInsert) =>
      (await db.insert(tryUseApplications).values(row).onConflictDoNothing().returning())[0] ?? null,
    application: async (id: number) =>
      (await db.select().from(tryUseApplications).where(eq(tryUseApplications.id, id)))[0] ?? null,
    byOrder: async (orderId: number) =>
      (await db.select().from(tryUseApplications).where(eq(tryUseApplications.orderId, orderId)))[0] ?? null,
    mine: (customerId: number) =>
      db.select().from(tryUseApplications).where(eq(tryUseApplications.customerId, customerId)),
    /** Moves an application from `from` (the guard), or null when it was not there any more. */
    move: async (id: number, from: TryUseStatus, set: Partial<typeof tryUseApplications.$inferInsert>) =>
      (
        await db
          .update(tryUseApplications)
          .set(set)
          .where(and(eq(tryUseApplications.id, id), eq(tryUseApplications.status, from)))
          .returning()
      )[0] ?? null,
    /** Approved applications whose review was not invited yet, oldest first. */
    toInvite: (afterId: number, limit: number) =>
      db
        .select()
        .from(tryUseApplications)
        .where(
          and(
            eq(tryUseApplications.status, 'approved'),
            isNotNull(tryUseApplications.orderId),
            isNull(tryUseApplications.invitedAt),
            gt(tryUseApplications.id, afterId),
          ),
        )
        .orderBy(asc(tryUseApplications.id))
        .limit(limit),
    markInvited: async (id: number, at: Date) =>
      (
        await db
          .update(tryUseApplications)
          .set({ invitedAt: at })
          .where(and(eq(tryUseApplications.id, id), isNull(tryUseApplications.invitedAt)))
          .returning()
      ).length > 0,
    async page(where: SQL | undefined, page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(tryUseApplications)
          .where(where)
          .orderBy(asc(tryUseApplications.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(tryUseApplications).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },
    where: (filter: { activityId?: number; status?: TryUseStatus }) =>
      and(
        filter.activityId === undefined ? undefined : eq(tryUseApplications.activityId, filter.activityId),
        filter.status === undefined ? undefined : eq(tryUseApplications.status, filter.status),
      ),
  }
}
