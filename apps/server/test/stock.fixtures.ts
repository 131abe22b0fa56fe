/** The stock ledger as the tests look at it: read here, so the tests need no module's inner files. */
import { asc, eq, inArray, sql } from 'drizzle-orm'
import { skus, stockMovements } from '../src/modules/catalogue/catalogue.tables'
import type { TestApp } from './harness'

/** Every SKU (of these, or all) whose stock is not the sum of its ledger's movements: there must never be one. */
export async function ledgerMismatches(t: TestApp, skuIds?: number[]) {
  const { db } = t.database
  const [stocks, sums] = await Promise.all([
    db
      .select({ skuId: skus.id, stock: skus.stock })
      .from(skus)
      .where(skuIds && inArray(skus.id, skuIds)),
    db
      .select({ skuId: stockMovements.skuId, ledger: sql<number>`sum(${stockMovements.delta})::int` })
      .from(stockMovements)
      .where(skuIds && inArray(stockMovements.skuId, skuIds))
      .groupBy(stockMovements.skuId),
  ])
  return stocks
    .map((row) => ({ ...row, ledger: sums.find((sum) => sum.skuId === row.skuId)?.ledger ?? 0 }))
    .filter((row) => row.stock !== row.ledger)
}

export const movementsOf = (t: TestApp, skuId: number) =>
  t.database.db.select().from(stockMovements).where(eq(stockMovements.skuId, skuId)).orderBy(asc(stockMovements.id))

export const stockOfSku = async (t: TestApp, skuId: number) =>
  (await t.database.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.stock
