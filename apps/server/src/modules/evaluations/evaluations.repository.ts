import { and, asc, avg, count, desc, eq, gte, ilike, isNotNull, isNull, lte, type SQL } from 'drizzle-orm'
import type { Db } from '../../platform/database'
import { evaluations } from './evaluations.tables'

export type EvaluationRow = typeof evaluations.$inferSelect

/** The merchant's evaluation filters (contracts: merchantEvaluations). */
export interface MerchantEvaluationFilter {
  rating?: number | undefined
  goodsId?: number | undefined
  keyword?: string | undefined
  replied?: boolean | undefined
  hidden?: boolean | undefined
  createdFrom?: Date | undefined
  createdTo?: Date | undefined
  sort?: { field: 'createTime' | 'rating'; order: 'asc' | 'desc' } | undefined
}

/** Queries on one database handle (the service's, or the transaction it runs in). */
export function evaluationsRepository(db: Db) {
  return {
    ofOrder: (orderId: number) =>
      db.select().from(evaluations).where(eq(evaluations.orderId, orderId)).orderBy(asc(evaluations.orderLineId)),

    /** Inserts the evaluations; the lines among them already evaluated are left out (answered: the ones written). */
    insert: (rows: Omit<typeof evaluations.$inferInsert, 'id'>[]) =>
      db.insert(evaluations).values(rows).onConflictDoNothing().returning(),

    /** A page of the goods' evaluations not hidden, newest first, with their count and mean rating. */
    async goodsPage(goodsId: number, page: number, size: number) {
      const where = and(eq(evaluations.goodsId, goodsId), eq(evaluations.hidden, false))
      const [rows, [summary]] = await Promise.all([
        db
          .select()
          .from(evaluations)
          .where(where)
          .orderBy(desc(evaluations.createdAt), desc(evaluations.id))
          .limit(size)
          .offset(page * size),
        db
          .select({ n: count(), mean: avg(evaluations.rating) })
          .from(evaluations)
          .where(where),
      ])
      return { rows, total: summary!.n, mean: summary!.mean === null ? null : Number(summary!.mean) }
    },

    /** Every evaluation by the merchant's filters: newest first unless sorted. */
    async merchantPage(filter: MerchantEvaluationFilter, page: number, size: number) {
      const { rating, goodsId, keyword, replied, hidden, createdFrom, createdTo, sort } = filter
      const where: SQL | undefined = and(
        rating === undefined ? undefined : eq(evaluations.rating, rating),
        goodsId === undefined ? undefined : eq(evaluations.goodsId, goodsId),
        keyword === undefined
          ? undefined
          : ilike(evaluations.content, `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
        replied === undefined ? undefined : replied ? isNotNull(evaluations.reply) : isNull(evaluations.reply),
        hidden === undefined ? undefined : eq(evaluations.hidden, hidden),
        createdFrom && gte(evaluations.createdAt, createdFrom),
        createdTo && lte(evaluations.createdAt, createdTo),
      )
      const direction = sort?.order === 'asc' ? asc : desc
      const column = sort?.field === 'rating' ? evaluations.rating : evaluations.createdAt
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(evaluations)
          .where(where)
          .orderBy(direction(column), direction(evaluations.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(evaluations).where(where),
      ])
      return { rows, total: total!.n }
    },

    async byId(id: number): Promise<EvaluationRow | null> {
      const [row] = await db.select().from(evaluations).where(eq(evaluations.id, id))
      return row ?? null
    },

    async update(
      id: number,
      set: Partial<Pick<EvaluationRow, 'reply' | 'repliedBy' | 'repliedAt' | 'hidden'>>,
    ): Promise<EvaluationRow | null> {
      const [row] = await db.update(evaluations).set(set).where(eq(evaluations.id, id)).returning()
      return row ?? null
    },
  }
}
