import { asc, avg, count, desc, eq } from 'drizzle-orm'
import type { Db } from '../../platform/database'
import { evaluations } from './evaluations.tables'

export type EvaluationRow = typeof evaluations.$inferSelect

/** Queries on one database handle (the service's, or the transaction it runs in). */
export function evaluationsRepository(db: Db) {
  return {
    ofOrder: (orderId: number) =>
      db.select().from(evaluations).where(eq(evaluations.orderId, orderId)).orderBy(asc(evaluations.orderLineId)),

    /** Inserts the evaluations; the lines among them already evaluated are left out (answered: the ones written). */
    insert: (rows: Omit<EvaluationRow, 'id'>[]) =>
      db.insert(evaluations).values(rows).onConflictDoNothing().returning(),

    /** A page of the goods' evaluations, newest first, with their count and mean rating. */
    async goodsPage(goodsId: number, page: number, size: number) {
      const where = eq(evaluations.goodsId, goodsId)
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
  }
}
