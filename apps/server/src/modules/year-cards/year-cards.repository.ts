import { and, asc, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm'
import { prepared, type Db } from '../../platform/database'
import { yearCardMembers, yearCardOrders, yearCardPeriods, yearCards } from './year-cards.tables'

/** Read by every priced cart: prepared (ADR 0071). */
const periodAtStatement = prepared('year_card_period_at', (db) =>
  db
    .select()
    .from(yearCardPeriods)
    .where(
      and(
        eq(yearCardPeriods.customerId, sql.placeholder('customerId')),
        lte(yearCardPeriods.startsAt, sql.placeholder('at')),
        gt(yearCardPeriods.endsAt, sql.placeholder('at')),
      ),
    ),
)

export type YearCardRow = typeof yearCards.$inferSelect
export type NewYearCard = typeof yearCards.$inferInsert
export type YearCardPeriodRow = typeof yearCardPeriods.$inferSelect

/** Drizzle only: the year cards module's queries. */
export function yearCardsRepository(db: Db) {
  return {
    cards: (onSaleOnly: boolean) =>
      db
        .select()
        .from(yearCards)
        .where(onSaleOnly ? eq(yearCards.onSale, true) : undefined)
        .orderBy(asc(yearCards.id)),
    card: async (cardId: number) => (await db.select().from(yearCards).where(eq(yearCards.id, cardId)))[0] ?? null,
    insertCard: async (card: NewYearCard) => (await db.insert(yearCards).values(card).returning())[0]!,
    updateCard: async (cardId: number, set: Partial<NewYearCard>) =>
      (await db.update(yearCards).set(set).where(eq(yearCards.id, cardId)).returning())[0] ?? null,

    insertOrder: (row: typeof yearCardOrders.$inferInsert) => db.insert(yearCardOrders).values(row),
    orderOf: async (orderId: number) =>
      (await db.select().from(yearCardOrders).where(eq(yearCardOrders.orderId, orderId)))[0] ?? null,

    /**
     * The member's row, locked (made with `endsAt` = `now` the first time): every new period of one member is
     * computed under it, one after the other.
     */
    async lockMember(customerId: number, now: Date) {
      const [row] = await db
        .insert(yearCardMembers)
        .values({ customerId, endsAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: yearCardMembers.customerId, set: { updatedAt: sql`excluded.updated_at` } })
        .returning()
      return row!
    },
    setMemberEnd: (customerId: number, endsAt: Date, now: Date) =>
      db.update(yearCardMembers).set({ endsAt, updatedAt: now }).where(eq(yearCardMembers.customerId, customerId)),

    periodOfOrder: async (orderId: number) =>
      (await db.select().from(yearCardPeriods).where(eq(yearCardPeriods.orderId, orderId)))[0] ?? null,
    period: async (periodId: number) =>
      (await db.select().from(yearCardPeriods).where(eq(yearCardPeriods.id, periodId)))[0] ?? null,
    insertPeriod: async (row: typeof yearCardPeriods.$inferInsert) =>
      (await db.insert(yearCardPeriods).values(row).onConflictDoNothing().returning())[0] ?? null,
    /** The member's periods not ended at `now`, soonest first (the running one, then those bought ahead). */
    currentPeriods: (customerId: number, now: Date) =>
      db
        .select()
        .from(yearCardPeriods)
        .where(and(eq(yearCardPeriods.customerId, customerId), gt(yearCardPeriods.endsAt, now)))
        .orderBy(asc(yearCardPeriods.startsAt)),
    /** The period running at `at`, if any. */
    async periodAt(customerId: number, at: Date) {
      const [row] = await periodAtStatement(db).execute({ customerId, at: at.toISOString() })
      return row ?? null
    },

    async periodsPage(where: SQL | undefined, page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(yearCardPeriods)
          .where(where)
          .orderBy(desc(yearCardPeriods.createdAt), desc(yearCardPeriods.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(yearCardPeriods).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },
  }
}
