import type { z } from 'zod'
import type { waterLightInput } from '@shop/contracts'
import { addChinaDays, DomainError, streakAfter, waterLightDefinitionProblem } from '@shop/domain'
import { and, asc, count, countDistinct, desc, eq, gt, gte, inArray, lte } from 'drizzle-orm'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { waterLightActivities, waterLightCheckIns, waterLightCompletions } from './water-light.tables'

export type WaterLightRow = typeof waterLightActivities.$inferSelect
export type WaterLightInput = z.output<typeof waterLightInput>
export type WaterLightService = ReturnType<typeof createWaterLightService>

/** Participation of one activity: members who checked in, check-ins, completions, check-ins on a China date. */
export interface WaterLightFigures {
  participants: number
  checkIns: number
  completions: number
  today: number
}

const valuesOf = (input: WaterLightInput) => ({
  name: input.name,
  banner: input.banner,
  rule: input.rule,
  daysRequired: input.daysRequired,
  points: input.points,
  couponTemplateId: input.couponTemplateId,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  active: input.active,
})

const mustFitWindow = (input: WaterLightInput) => {
  const problem = waterLightDefinitionProblem(new Date(input.startsAt), new Date(input.endsAt), input.daysRequired)
  if (problem) throw new DomainError('waterLightDaysBeyondWindow', [{ path: 'body.daysRequired', message: problem }])
}

/**
 * The hydration check-ins' own rows (docs/members-programmes.md "Hydration check-in"): the activities, each
 * member's check-in days (one a China date) and completions (one per activity). What a completion gives is the
 * flow's (flows/water-light.ts), through the points ledger and the coupons' issue keys, in the check-in's transaction.
 */
export function createWaterLightService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    find: async (id: number, tx: Db = db): Promise<WaterLightRow | null> =>
      (await tx.select().from(waterLightActivities).where(eq(waterLightActivities.id, id)))[0] ?? null,

    /** Active activities not ended at `now`, soonest start first. */
    open: (now: Date): Promise<WaterLightRow[]> =>
      db
        .select()
        .from(waterLightActivities)
        .where(and(eq(waterLightActivities.active, true), gt(waterLightActivities.endsAt, now)))
        .orderBy(waterLightActivities.startsAt, waterLightActivities.id),

    /** The customer's check-in days (with photos) among these activities, and the activities they completed. */
    async progressOf(customerId: number, ids: readonly number[]) {
      if (ids.length === 0)
        return { days: new Map<number, { date: string; photo: string | null }[]>(), done: new Set<number>() }
      const [rows, completions] = await Promise.all([
        db
          .select({
            activityId: waterLightCheckIns.activityId,
            date: waterLightCheckIns.date,
            photo: waterLightCheckIns.photo,
          })
          .from(waterLightCheckIns)
          .where(and(eq(waterLightCheckIns.customerId, customerId), inArray(waterLightCheckIns.activityId, ids)))
          .orderBy(asc(waterLightCheckIns.date)),
        db
          .select({ activityId: waterLightCompletions.activityId })
          .from(waterLightCompletions)
          .where(and(eq(waterLightCompletions.customerId, customerId), inArray(waterLightCompletions.activityId, ids))),
      ])
      const days = new Map<number, { date: string; photo: string | null }[]>()
      for (const { activityId, ...day } of rows) days.set(activityId, [...(days.get(activityId) ?? []), day])
      return { days, done: new Set(completions.map((c) => c.activityId)) }
    },

    /**
     * Inside the check-in's transaction: the day's row (unique per activity, customer and date: of 20 taps at once
     * one inserts, the others wait for it and find it, waterLightCheckedIn), its streak one more than the day
     * before's; then every check-in date of the customer in the activity, for the count.
     */
    async checkIn(
      tx: Db,
      {
        activity,
        customerId,
        date,
        photo,
      }: { activity: WaterLightRow; customerId: number; date: string; photo: string | null },
    ): Promise<{ streak: number; dates: string[] }> {
      const [before] = await tx
        .select({ streak: waterLightCheckIns.streak })
        .from(waterLightCheckIns)
        .where(
          and(
            eq(waterLightCheckIns.activityId, activity.id),
            eq(waterLightCheckIns.customerId, customerId),
            eq(waterLightCheckIns.date, addChinaDays(date, -1)),
          ),
        )
      const streak = streakAfter(before?.streak ?? null)
      const inserted = await tx
        .insert(waterLightCheckIns)
        .values({ activityId: activity.id, customerId, date, streak, photo, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ id: waterLightCheckIns.id })
      if (inserted.length === 0) throw new DomainError('waterLightCheckedIn', { id: activity.id, date })
      const dates = await tx
        .select({ date: waterLightCheckIns.date })
        .from(waterLightCheckIns)
        .where(and(eq(waterLightCheckIns.activityId, activity.id), eq(waterLightCheckIns.customerId, customerId)))
      return { streak, dates: dates.map((d) => d.date) }
    },

    /** Inside the check-in's transaction: the completion row, once per activity and customer (false: done before). */
    async complete(
      tx: Db,
      { activity, customerId, days }: { activity: WaterLightRow; customerId: number; days: number },
    ): Promise<boolean> {
      const inserted = await tx
        .insert(waterLightCompletions)
        .values({ activityId: activity.id, customerId, days, points: activity.points, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ id: waterLightCompletions.id })
      return inserted.length > 0
    },

    // ─── The console ───────────────────────────────────────────────────────────────────────────────

    async page(page: number, size: number): Promise<{ rows: WaterLightRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(waterLightActivities)
          .orderBy(desc(waterLightActivities.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(waterLightActivities),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** Each activity's figures, and its check-ins per China date from `from` to `today`. */
    async figures(ids: readonly number[], from: string, today: string) {
      const figures = new Map<number, WaterLightFigures>()
      const daily = new Map<number, Map<string, number>>()
      if (ids.length === 0) return { figures, daily }
      const [checkIns, completions, days] = await Promise.all([
        db
          .select({
            id: waterLightCheckIns.activityId,
            participants: countDistinct(waterLightCheckIns.customerId),
            checkIns: count(),
          })
          .from(waterLightCheckIns)
          .where(inArray(waterLightCheckIns.activityId, ids))
          .groupBy(waterLightCheckIns.activityId),
        db
          .select({ id: waterLightCompletions.activityId, n: count() })
          .from(waterLightCompletions)
          .where(inArray(waterLightCompletions.activityId, ids))
          .groupBy(waterLightCompletions.activityId),
        db
          .select({ id: waterLightCheckIns.activityId, date: waterLightCheckIns.date, n: count() })
          .from(waterLightCheckIns)
          .where(
            and(
              inArray(waterLightCheckIns.activityId, ids),
              gte(waterLightCheckIns.date, from),
              lte(waterLightCheckIns.date, today),
            ),
          )
          .groupBy(waterLightCheckIns.activityId, waterLightCheckIns.date),
      ])
      for (const d of days) daily.set(d.id, (daily.get(d.id) ?? new Map()).set(d.date, d.n))
      const done = new Map(completions.map((c) => [c.id, c.n]))
      for (const c of checkIns) {
        figures.set(c.id, {
          participants: c.participants,
          checkIns: c.checkIns,
          completions: done.get(c.id) ?? 0,
          today: daily.get(c.id)?.get(today) ?? 0,
        })
      }
      return { figures, daily }
    },

    async create(tx: Db, input: WaterLightInput): Promise<WaterLightRow> {
      mustFitWindow(input)
      const now = clock.now()
      const [row] = await tx
        .insert(waterLightActivities)
        .values({ ...valuesOf(input), createdAt: now, updatedAt: now })
        .returning()
      return row!
    },

    /** Under the row lock: the row before and after; the days required never beyond the window. */
    async update(tx: Db, id: number, input: WaterLightInput): Promise<{ before: WaterLightRow; after: WaterLightRow }> {
      mustFitWindow(input)
      const [before] = await tx.select().from(waterLightActivities).where(eq(waterLightActivities.id, id)).for('update')
      if (!before) throw new DomainError('notFound')
      const [after] = await tx
        .update(waterLightActivities)
        .set({ ...valuesOf(input), updatedAt: clock.now() })
        .where(eq(waterLightActivities.id, id))
        .returning()
      return { before, after: after! }
    },
  }
}
