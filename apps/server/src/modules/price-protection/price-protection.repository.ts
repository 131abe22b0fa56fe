import { and, count, desc, eq, gte, inArray, min, type SQL } from 'drizzle-orm'
import type { Db } from '../../platform/database'
import { priceProtectionClaims, priceProtectionRules, publicPriceChanges } from './price-protection.tables'

export type PriceProtectionClaimRow = typeof priceProtectionClaims.$inferSelect
export type NewPriceProtectionClaim = typeof priceProtectionClaims.$inferInsert
export type PriceProtectionRulesRow = typeof priceProtectionRules.$inferSelect

/** Drizzle only: the price-protection module's queries. */
export function priceProtectionRepository(db: Db) {
  return {
    rules: async () => (await db.select().from(priceProtectionRules).where(eq(priceProtectionRules.id, 1)))[0] ?? null,
    saveRules: async (row: Omit<typeof priceProtectionRules.$inferInsert, 'id'>) =>
      (
        await db
          .insert(priceProtectionRules)
          .values({ id: 1, ...row })
          .onConflictDoUpdate({ target: priceProtectionRules.id, set: row })
          .returning()
      )[0]!,

    insertPrices: (rows: (typeof publicPriceChanges.$inferInsert)[]) =>
      rows.length === 0
        ? Promise.resolve()
        : db
            .insert(publicPriceChanges)
            .values(rows)
            .then(() => undefined),
    /** Per SKU, the lowest public price it was given at or after `since`. */
    async lowestSince(skuIds: readonly number[], since: Date): Promise<Map<number, number>> {
      if (skuIds.length === 0) return new Map()
      const rows = await db
        .select({ skuId: publicPriceChanges.skuId, price: min(publicPriceChanges.price) })
        .from(publicPriceChanges)
        .where(and(inArray(publicPriceChanges.skuId, [...skuIds]), gte(publicPriceChanges.at, since)))
        .groupBy(publicPriceChanges.skuId)
      return new Map(rows.map((r) => [r.skuId, r.price!]))
    },

    /** The claim, or null when the line had one already (its unique index). */
    insertClaim: async (row: NewPriceProtectionClaim) =>
      (await db.insert(priceProtectionClaims).values(row).onConflictDoNothing().returning())[0] ?? null,
    claimsOfLines: (lineIds: readonly number[]) =>
      lineIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(priceProtectionClaims)
            .where(inArray(priceProtectionClaims.orderLineId, [...lineIds])),
    async page(where: SQL | undefined, pageNo: number, size: number) {
      const rows = await db
        .select()
        .from(priceProtectionClaims)
        .where(where)
        .orderBy(desc(priceProtectionClaims.createdAt), desc(priceProtectionClaims.id))
        .limit(size)
        .offset(pageNo * size)
      const [total] = await db.select({ n: count() }).from(priceProtectionClaims).where(where)
      return { rows, total: total!.n }
    },
  }
}
