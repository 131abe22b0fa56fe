import { and, asc, desc, eq, inArray, isNull, lt, or, sql, sum } from 'drizzle-orm'
import { prepared, type Db } from '../../platform/database'
import { cartLines, promotionCodes, promotionCodeUses, promotions } from './cart.tables'

export type CartLineRow = typeof cartLines.$inferSelect
export type PromotionRow = typeof promotions.$inferSelect
export type PromotionCodeRow = typeof promotionCodes.$inferSelect

/** Read by every priced cart: prepared (ADR 0071). Newest first. */
const linesOf = prepared('cart_lines', (db) =>
  db
    .select()
    .from(cartLines)
    .where(eq(cartLines.customerId, sql.placeholder('customerId')))
    .orderBy(desc(cartLines.addedAt), asc(cartLines.skuId)),
)

/** Any number of this module's own: the first key of the per-customer advisory lock. */
const CART_LOCK_SPACE = 7_232

/** Queries on one database handle (the service's, or the transaction it runs in). */
export function cartRepository(db: Db) {
  const mine = (customerId: number) => eq(cartLines.customerId, customerId)
  const these = (customerId: number, skuIds: readonly number[]) =>
    and(mine(customerId), inArray(cartLines.skuId, [...skuIds]))
  return {
    /**
     * Holds the customer's cart until the transaction ends: its limit holds, and a checkout sees it still. A
     * checkout takes it before any row lock (docs/orders.md "Lock order").
     */
    async lock(customerId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${CART_LOCK_SPACE}, ${customerId})`)
    },

    /** Newest first. */
    lines: (customerId: number) => linesOf(db).execute({ customerId }),

    async itemCount(customerId: number): Promise<number> {
      const [row] = await db
        .select({ units: sum(cartLines.quantity).mapWith(Number) })
        .from(cartLines)
        .where(mine(customerId))
      return row?.units ?? 0
    },

    /** Adds units to the line (made when new) and selects it; the price seen is the one now. */
    async add(customerId: number, line: { skuId: number; quantity: number; price: number }, now: Date): Promise<void> {
      await db
        .insert(cartLines)
        .values({
          customerId,
          skuId: line.skuId,
          quantity: line.quantity,
          priceWhenAdded: line.price,
          addedAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [cartLines.customerId, cartLines.skuId],
          set: {
            quantity: sql`${cartLines.quantity} + excluded.quantity`,
            selected: true,
            priceWhenAdded: line.price,
            updatedAt: now,
          },
        })
    },

    /** false: the SKU is not in the cart. */
    async setQuantity(customerId: number, skuId: number, quantity: number, price: number, now: Date): Promise<boolean> {
      const updated = await db
        .update(cartLines)
        .set({ quantity, priceWhenAdded: price, updatedAt: now })
        .where(these(customerId, [skuId]))
        .returning({ skuId: cartLines.skuId })
      return updated.length > 0
    },

    async select(customerId: number, skuIds: readonly number[] | 'all', selected: boolean, now: Date): Promise<void> {
      await db
        .update(cartLines)
        .set({ selected, updatedAt: now })
        .where(skuIds === 'all' ? mine(customerId) : these(customerId, skuIds))
    },

    /** Selects just these lines: what buying an order again puts forward. */
    async selectOnly(customerId: number, skuIds: readonly number[], now: Date): Promise<void> {
      await db
        .update(cartLines)
        .set({ selected: inArray(cartLines.skuId, [...skuIds]), updatedAt: now })
        .where(mine(customerId))
    },

    async remove(customerId: number, skuIds: readonly number[]): Promise<void> {
      await db.delete(cartLines).where(these(customerId, skuIds))
    },

    /** The promotions not stopped, in id order (ended ones too: the time is the caller's to compare). */
    activePromotions: () => db.select().from(promotions).where(eq(promotions.active, true)).orderBy(asc(promotions.id)),

    async findCode(code: string): Promise<PromotionCodeRow | null> {
      const [row] = await db.select().from(promotionCodes).where(eq(promotionCodes.code, code.toUpperCase()))
      return row ?? null
    },

    /**
     * One use of the code for the order: the count goes up only while it is under the limit (one guarded update:
     * concurrent orders queue on the code's row, and each sees the count the one before left), and the order's
     * row records it. False when the limit is reached.
     */
    async useCode(code: string, orderId: number, customerId: number, now: Date): Promise<boolean> {
      const taken = await db
        .update(promotionCodes)
        .set({ usedCount: sql`${promotionCodes.usedCount} + 1` })
        .where(
          and(
            eq(promotionCodes.code, code),
            or(isNull(promotionCodes.usageLimit), lt(promotionCodes.usedCount, promotionCodes.usageLimit)),
          ),
        )
        .returning({ code: promotionCodes.code })
      if (taken.length === 0) return false
      await db.insert(promotionCodeUses).values({ orderId, code, customerId, usedAt: now })
      return true
    },

    /** Gives back the order's use of a code, once: its row goes, and the count with it. */
    async releaseCode(orderId: number): Promise<void> {
      const [use] = await db
        .delete(promotionCodeUses)
        .where(eq(promotionCodeUses.orderId, orderId))
        .returning({ code: promotionCodeUses.code })
      if (!use) return
      await db
        .update(promotionCodes)
        .set({ usedCount: sql`${promotionCodes.usedCount} - 1` })
        .where(eq(promotionCodes.code, use.code))
    },
  }
}
