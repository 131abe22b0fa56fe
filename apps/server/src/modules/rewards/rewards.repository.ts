import { and, asc, count, countDistinct, desc, eq, gt, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm'
import type { Db } from '../../platform/database'
import {
  lotteries,
  lotteryChanceRecords,
  lotteryChances,
  lotteryDrawDays,
  lotteryDraws,
  lotteryPrizeDays,
  lotteryPrizes,
  rewardSettings,
  signIns,
} from './rewards.tables'

export type LotteryRow = typeof lotteries.$inferSelect
export type PrizeRow = typeof lotteryPrizes.$inferSelect
export type DrawRow = typeof lotteryDraws.$inferSelect
export type SettingsRow = typeof rewardSettings.$inferSelect

/** Queries on one database handle (the service's, or the transaction it runs in). */
export function rewardsRepository(db: Db) {
  return {
    // ─── Settings ───
    async settings(): Promise<SettingsRow | null> {
      const [row] = await db.select().from(rewardSettings).where(eq(rewardSettings.id, 1))
      return row ?? null
    },

    async saveSettings(values: Omit<SettingsRow, 'id'>): Promise<void> {
      await db
        .insert(rewardSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: rewardSettings.id, set: values })
    },

    // ─── Sign-in ───
    /** Inserts the sign-in of a date; false when that date was signed before (by this or a parallel request). */
    async insertSignIn(row: typeof signIns.$inferInsert): Promise<boolean> {
      const inserted = await db.insert(signIns).values(row).onConflictDoNothing().returning({ date: signIns.date })
      return inserted.length === 1
    },

    async streakOn(customerId: number, date: string): Promise<number | null> {
      const [row] = await db
        .select({ streak: signIns.streak })
        .from(signIns)
        .where(and(eq(signIns.customerId, customerId), eq(signIns.date, date)))
      return row?.streak ?? null
    },

    /** The signed dates in [from, to], oldest first. */
    async signedBetween(customerId: number, from: string, to: string) {
      return db
        .select({ date: signIns.date, streak: signIns.streak, makeUp: signIns.makeUp })
        .from(signIns)
        .where(and(eq(signIns.customerId, customerId), gte(signIns.date, from), lte(signIns.date, to)))
        .orderBy(asc(signIns.date))
    },

    async setStreak(customerId: number, date: string, streak: number): Promise<void> {
      await db
        .update(signIns)
        .set({ streak })
        .where(and(eq(signIns.customerId, customerId), eq(signIns.date, date)))
    },

    /** Sign-ins on a date, in [from, to], and the customers who ever signed. */
    async signInFigures(today: string, from: string) {
      const [[onDay], [inWeek], [all]] = await Promise.all([
        db.select({ n: count() }).from(signIns).where(eq(signIns.date, today)),
        db
          .select({ n: count() })
          .from(signIns)
          .where(and(gte(signIns.date, from), lte(signIns.date, today))),
        db.select({ n: countDistinct(signIns.customerId) }).from(signIns),
      ])
      return { today: onDay!.n, last7Days: inWeek!.n, customers: all!.n }
    },

    // ─── Lotteries ───
    async lottery(id: number): Promise<LotteryRow | null> {
      const [row] = await db.select().from(lotteries).where(eq(lotteries.id, id))
      return row ?? null
    },

    async lotteryByCode(code: string): Promise<LotteryRow | null> {
      const [row] = await db.select().from(lotteries).where(eq(lotteries.code, code))
      return row ?? null
    },

    /** Active lotteries not ended at `now`, soonest start first. */
    async openLotteries(now: Date): Promise<LotteryRow[]> {
      return db
        .select()
        .from(lotteries)
        .where(and(eq(lotteries.active, true), gt(lotteries.endsAt, now)))
        .orderBy(asc(lotteries.startsAt), asc(lotteries.id))
    },

    async lotteryPage(page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(lotteries)
          .orderBy(desc(lotteries.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(lotteries),
      ])
      return { rows, total: total!.n }
    },

    async insertLottery(values: typeof lotteries.$inferInsert): Promise<LotteryRow> {
      const [row] = await db.insert(lotteries).values(values).onConflictDoNothing().returning()
      return row!
    },

    async updateLottery(id: number, values: Partial<typeof lotteries.$inferInsert>): Promise<void> {
      await db.update(lotteries).set(values).where(eq(lotteries.id, id))
    },

    /** The lottery row, locked until the transaction ends (console edits). */
    async lockLottery(id: number): Promise<LotteryRow | null> {
      const [row] = await db.select().from(lotteries).where(eq(lotteries.id, id)).for('update')
      return row ?? null
    },

    /** The prizes of lotteries in wheel order. */
    async prizes(lotteryIds: readonly number[]): Promise<PrizeRow[]> {
      if (lotteryIds.length === 0) return []
      return db
        .select()
        .from(lotteryPrizes)
        .where(inArray(lotteryPrizes.lotteryId, [...lotteryIds]))
        .orderBy(asc(lotteryPrizes.sort), asc(lotteryPrizes.id))
    },

    async insertPrize(values: typeof lotteryPrizes.$inferInsert): Promise<void> {
      await db.insert(lotteryPrizes).values(values)
    },

    async updatePrize(id: number, values: Partial<typeof lotteryPrizes.$inferInsert>): Promise<void> {
      await db.update(lotteryPrizes).set(values).where(eq(lotteryPrizes.id, id))
    },

    /** Takes one unit of a prize's stock: false when none is left (`… where remaining > 0`). */
    async takePrize(prizeId: number): Promise<boolean> {
      const rows = await db
        .update(lotteryPrizes)
        .set({ remaining: sql`${lotteryPrizes.remaining} - 1` })
        .where(and(eq(lotteryPrizes.id, prizeId), gt(lotteryPrizes.remaining, 0)))
        .returning({ id: lotteryPrizes.id })
      return rows.length === 1
    },

    /** Puts one unit back (the award it was taken for was not given). */
    async returnPrize(prizeId: number): Promise<void> {
      await db
        .update(lotteryPrizes)
        .set({ remaining: sql`${lotteryPrizes.remaining} + 1` })
        .where(eq(lotteryPrizes.id, prizeId))
    },

    async prizeById(prizeId: number): Promise<PrizeRow | null> {
      const [row] = await db.select().from(lotteryPrizes).where(eq(lotteryPrizes.id, prizeId))
      return row ?? null
    },

    /** Counts one award of a prize in a date's pool: false when the pool of that date is spent. */
    async takeFromPool(prizeId: number, date: string, quota: number): Promise<boolean> {
      await db.insert(lotteryPrizeDays).values({ prizeId, date, awarded: 0 }).onConflictDoNothing()
      const rows = await db
        .update(lotteryPrizeDays)
        .set({ awarded: sql`${lotteryPrizeDays.awarded} + 1` })
        .where(
          and(
            eq(lotteryPrizeDays.prizeId, prizeId),
            eq(lotteryPrizeDays.date, date),
            lt(lotteryPrizeDays.awarded, quota),
          ),
        )
        .returning({ awarded: lotteryPrizeDays.awarded })
      return rows.length === 1
    },

    /** Counts one draw of the customer's date: false when the daily cap is reached (`… where draws < cap`). */
    async countDraw(lotteryId: number, customerId: number, date: string, cap: number): Promise<boolean> {
      await db.insert(lotteryDrawDays).values({ lotteryId, customerId, date, draws: 0 }).onConflictDoNothing()
      const rows = await db
        .update(lotteryDrawDays)
        .set({ draws: sql`${lotteryDrawDays.draws} + 1` })
        .where(
          and(
            eq(lotteryDrawDays.lotteryId, lotteryId),
            eq(lotteryDrawDays.customerId, customerId),
            eq(lotteryDrawDays.date, date),
            lt(lotteryDrawDays.draws, cap),
          ),
        )
        .returning({ draws: lotteryDrawDays.draws })
      return rows.length === 1
    },

    async drawsOn(lotteryId: number, customerId: number, date: string): Promise<number> {
      const [row] = await db
        .select({ draws: lotteryDrawDays.draws })
        .from(lotteryDrawDays)
        .where(
          and(
            eq(lotteryDrawDays.lotteryId, lotteryId),
            eq(lotteryDrawDays.customerId, customerId),
            eq(lotteryDrawDays.date, date),
          ),
        )
      return row?.draws ?? 0
    },

    /**
     * Gives chances once per (source, business key): the ledger row and the balance together; false when that key
     * gave them before.
     */
    async grantChances(
      row: { lotteryId: number; customerId: number; source: string; businessKey: string; delta: number },
      now: Date,
    ): Promise<boolean> {
      const inserted = await db
        .insert(lotteryChanceRecords)
        .values({ ...row, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: lotteryChanceRecords.id })
      if (inserted.length === 0) return false
      await db
        .insert(lotteryChances)
        .values({ lotteryId: row.lotteryId, customerId: row.customerId, balance: row.delta })
        .onConflictDoUpdate({
          target: [lotteryChances.lotteryId, lotteryChances.customerId],
          set: { balance: sql`${lotteryChances.balance} + ${row.delta}` },
        })
      return true
    },

    /** Uses one chance (`… where balance > 0`) with its ledger row; false when none is left. */
    async useChance(lotteryId: number, customerId: number, businessKey: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(lotteryChances)
        .set({ balance: sql`${lotteryChances.balance} - 1` })
        .where(
          and(
            eq(lotteryChances.lotteryId, lotteryId),
            eq(lotteryChances.customerId, customerId),
            gt(lotteryChances.balance, 0),
          ),
        )
        .returning({ balance: lotteryChances.balance })
      if (rows.length === 0) return false
      await db
        .insert(lotteryChanceRecords)
        .values({ lotteryId, customerId, source: 'draw', businessKey, delta: -1, createdAt: now })
      return true
    },

    /** Whether a (source, business key) gave chances already. */
    async chanceGiven(lotteryId: number, customerId: number, source: string, businessKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: lotteryChanceRecords.id })
        .from(lotteryChanceRecords)
        .where(
          and(
            eq(lotteryChanceRecords.lotteryId, lotteryId),
            eq(lotteryChanceRecords.customerId, customerId),
            eq(lotteryChanceRecords.source, source),
            eq(lotteryChanceRecords.businessKey, businessKey),
          ),
        )
      return row !== undefined
    },

    async chances(lotteryId: number, customerId: number): Promise<number> {
      const [row] = await db
        .select({ balance: lotteryChances.balance })
        .from(lotteryChances)
        .where(and(eq(lotteryChances.lotteryId, lotteryId), eq(lotteryChances.customerId, customerId)))
      return row?.balance ?? 0
    },

    // ─── Draws ───
    async drawByRequest(lotteryId: number, customerId: number, requestId: string): Promise<DrawRow | null> {
      const [row] = await db
        .select()
        .from(lotteryDraws)
        .where(
          and(
            eq(lotteryDraws.lotteryId, lotteryId),
            eq(lotteryDraws.customerId, customerId),
            eq(lotteryDraws.requestId, requestId),
          ),
        )
      return row ?? null
    },

    /** Inserts the draw; null when a parallel request with the same id inserted it first. */
    async insertDraw(values: typeof lotteryDraws.$inferInsert): Promise<DrawRow | null> {
      const [row] = await db.insert(lotteryDraws).values(values).onConflictDoNothing().returning()
      return row ?? null
    },

    async setDraw(id: number, values: Partial<typeof lotteryDraws.$inferInsert>): Promise<void> {
      await db.update(lotteryDraws).set(values).where(eq(lotteryDraws.id, id))
    },

    /** The customer's goods award to claim, locked; null when it is not theirs or not to claim any more. */
    async lockAwardToClaim(customerId: number, id: number): Promise<DrawRow | null> {
      const [row] = await db
        .select()
        .from(lotteryDraws)
        .where(
          and(eq(lotteryDraws.id, id), eq(lotteryDraws.customerId, customerId), eq(lotteryDraws.status, 'to_claim')),
        )
        .for('update')
      return row ?? null
    },

    async draw(id: number): Promise<DrawRow | null> {
      const [row] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id))
      return row ?? null
    },

    /** Newest first; the customer's (their award records) or a lottery's (the console's audit). */
    async drawPage(filter: { customerId?: number; lotteryId?: number }, page: number, size: number) {
      const where = and(
        filter.customerId === undefined ? undefined : eq(lotteryDraws.customerId, filter.customerId),
        filter.lotteryId === undefined ? undefined : eq(lotteryDraws.lotteryId, filter.lotteryId),
      )
      const [rows, [total]] = await Promise.all([
        db
          .select({ draw: lotteryDraws, lotteryName: lotteries.name })
          .from(lotteryDraws)
          .innerJoin(lotteries, eq(lotteries.id, lotteryDraws.lotteryId))
          .where(where)
          .orderBy(desc(lotteryDraws.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(lotteryDraws).where(where),
      ])
      return { rows, total: total!.n }
    },

    /** Per lottery: draws, customers who drew, prizes won; per prize: awarded. */
    async drawFigures(lotteryIds: readonly number[]) {
      if (lotteryIds.length === 0) return { lotteries: [], prizes: [] }
      const [byLottery, byPrize] = await Promise.all([
        db
          .select({
            lotteryId: lotteryDraws.lotteryId,
            draws: count(),
            customers: countDistinct(lotteryDraws.customerId),
            won: sql<number>`count(*) filter (where ${lotteryDraws.kind} <> 'none')::int`,
          })
          .from(lotteryDraws)
          .where(inArray(lotteryDraws.lotteryId, [...lotteryIds]))
          .groupBy(lotteryDraws.lotteryId),
        db
          .select({ prizeId: lotteryDraws.prizeId, awarded: count() })
          .from(lotteryDraws)
          .where(and(inArray(lotteryDraws.lotteryId, [...lotteryIds]), ne(lotteryDraws.kind, 'none')))
          .groupBy(lotteryDraws.prizeId),
      ])
      return { lotteries: byLottery, prizes: byPrize }
    },
  }
}
