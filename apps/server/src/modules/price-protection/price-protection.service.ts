import { eq } from 'drizzle-orm'
import { DEFAULT_PRICE_PROTECTION_RULES, type PriceProtectionRules } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { priceProtectionRepository, type NewPriceProtectionClaim } from './price-protection.repository'
import { priceProtectionClaims } from './price-protection.tables'

export type PriceProtectionService = ReturnType<typeof createPriceProtectionService>

/**
 * Price protection (docs/price-protection.md): the console's rules, every public price a SKU was given (the lowest
 * since a payment is what a line is compared with) and the claims, one per order line.
 */
export function createPriceProtectionService({ db, clock }: { db: Db; clock: Clock }) {
  const reader = priceProtectionRepository(db)

  async function rules(tx: Db = db): Promise<PriceProtectionRules & { updatedAt: Date | null }> {
    const row = await priceProtectionRepository(tx).rules()
    if (!row) return { ...DEFAULT_PRICE_PROTECTION_RULES, updatedAt: null }
    const { enabled, days, excludedOrderTypes, excludeActivityPriced, updatedAt } = row
    return { enabled, days, excludedOrderTypes, excludeActivityPriced, updatedAt }
  }

  return {
    rules,

    /** The console saves the rules, in the caller's transaction: answers them before and after. */
    async saveRules(tx: Db, next: PriceProtectionRules, userid: string) {
      const before = await rules(tx)
      await priceProtectionRepository(tx).saveRules({
        ...next,
        excludedOrderTypes: [...next.excludedOrderTypes],
        updatedBy: userid,
        updatedAt: clock.now(),
      })
      return { before, after: await rules(tx) }
    },

    /** Public prices the console just gave SKUs, in the price change's transaction. */
    recordPrices: (tx: Db, moves: readonly { skuId: number; price: number }[]) =>
      priceProtectionRepository(tx).insertPrices(moves.map(({ skuId, price }) => ({ skuId, price, at: clock.now() }))),

    /** Per SKU, the lowest public price it was given since `since` (none: not given a new price since). */
    lowestSince: (skuIds: readonly number[], since: Date, tx: Db = db) =>
      priceProtectionRepository(tx).lowestSince(skuIds, since),

    /** The claim of a line, made once: null when the line has one already. */
    claim: (tx: Db, row: Omit<NewPriceProtectionClaim, 'createdAt'>) =>
      priceProtectionRepository(tx).insertClaim({ ...row, createdAt: clock.now() }),

    claimsOfLines: (lineIds: readonly number[], tx: Db = db) => priceProtectionRepository(tx).claimsOfLines(lineIds),

    /** The claims, newest first, of one customer when asked. */
    page: (customerId: number | undefined, pageNo: number, size: number) =>
      reader.page(
        customerId === undefined ? undefined : eq(priceProtectionClaims.customerId, customerId),
        pageNo,
        size,
      ),
  }
}
