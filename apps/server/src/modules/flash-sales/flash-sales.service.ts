import { DomainError } from '@shop/domain'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { flashSaleBuyers, flashSaleOrders, flashSaleReminders } from './flash-sales.tables'

export type FlashSaleOrderRow = typeof flashSaleOrders.$inferSelect
export type FlashSalesService = ReturnType<typeof createFlashSalesService>

/** What one sec_kill order takes of its sale. */
export interface FlashClaim {
  activityId: number
  customerId: number
  orderId: number
  skuId: number
  quantity: number
  limit: number
}

/**
 * The flash sales' own rows (docs/flash-sales.md): each customer's units held of a sale (the per-customer limit,
 * counted atomically), each sec_kill order's claim (given back once), and the reminders asked for. The sale, its
 * slots and allotments are the catalogue's (`activities`, `activity_skus`).
 */
export function createFlashSalesService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /**
     * Inside the order's transaction: adds the quantity to what the customer holds of the sale, only if that stays
     * within the limit (one guarded upsert: two submits of one customer cannot both pass), and records the claim.
     */
    async claim(tx: Db, claim: FlashClaim): Promise<void> {
      const { activityId, customerId, quantity, limit } = claim
      if (quantity > limit) throw new DomainError('flashSaleLimitExceeded', { activityId, limit })
      const held = await tx
        .insert(flashSaleBuyers)
        .values({ activityId, customerId, bought: quantity })
        .onConflictDoUpdate({
          target: [flashSaleBuyers.activityId, flashSaleBuyers.customerId],
          set: { bought: sql`${flashSaleBuyers.bought} + excluded.bought` },
          setWhere: sql`${flashSaleBuyers.bought} + excluded.bought <= ${limit}`,
        })
        .returning({ bought: flashSaleBuyers.bought })
      if (held.length === 0) throw new DomainError('flashSaleLimitExceeded', { activityId, limit })
      await tx.insert(flashSaleOrders).values({
        orderId: claim.orderId,
        activityId,
        customerId,
        skuId: claim.skuId,
        quantity,
        createdAt: clock.now(),
      })
    },

    /**
     * Inside the transaction that closes an unpaid sec_kill order: gives its units of the limit back, once (the
     * claim's releasedAt is set by a compare-and-set). The claim released, or null (none, or given back before).
     */
    async release(tx: Db, orderId: number): Promise<FlashSaleOrderRow | null> {
      const [released] = await tx
        .update(flashSaleOrders)
        .set({ releasedAt: clock.now() })
        .where(and(eq(flashSaleOrders.orderId, orderId), isNull(flashSaleOrders.releasedAt)))
        .returning()
      if (!released) return null
      await tx
        .update(flashSaleBuyers)
        .set({ bought: sql`${flashSaleBuyers.bought} - ${released.quantity}::int` })
        .where(
          and(eq(flashSaleBuyers.activityId, released.activityId), eq(flashSaleBuyers.customerId, released.customerId)),
        )
      return released
    },

    /** customerId → units held, for every buyer of the sale (the gate's truth). */
    async buyersOf(activityId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ customerId: flashSaleBuyers.customerId, bought: flashSaleBuyers.bought })
        .from(flashSaleBuyers)
        .where(and(eq(flashSaleBuyers.activityId, activityId), sql`${flashSaleBuyers.bought} > 0`))
      return new Map(rows.map((row) => [row.customerId, row.bought]))
    },

    /** What one customer holds of each of these sales. */
    async heldBy(customerId: number, activityIds: number[]): Promise<Map<number, number>> {
      if (activityIds.length === 0) return new Map()
      const rows = await db
        .select({ activityId: flashSaleBuyers.activityId, bought: flashSaleBuyers.bought })
        .from(flashSaleBuyers)
        .where(and(eq(flashSaleBuyers.customerId, customerId), inArray(flashSaleBuyers.activityId, activityIds)))
      return new Map(rows.map((row) => [row.activityId, row.bought]))
    },

    /** Asks for a reminder of a sale (once: asking again changes nothing), in the caller's transaction. */
    async subscribe(tx: Db, customerId: number, activityId: number): Promise<void> {
      await tx
        .insert(flashSaleReminders)
        .values({ activityId, customerId, createdAt: clock.now() })
        .onConflictDoNothing()
    },

    /** The sales among these the customer asked to be reminded of. */
    async subscribed(customerId: number, activityIds: number[]): Promise<Set<number>> {
      if (activityIds.length === 0) return new Set()
      const rows = await db
        .select({ activityId: flashSaleReminders.activityId })
        .from(flashSaleReminders)
        .where(and(eq(flashSaleReminders.customerId, customerId), inArray(flashSaleReminders.activityId, activityIds)))
      return new Set(rows.map((row) => row.activityId))
    },

    /**
     * Claims up to `limit` unsent reminders of these sales, marking them sent in the caller's transaction (the
     * message goes in the same one): `FOR UPDATE SKIP LOCKED`, so two processes never send one twice.
     */
    async claimReminders(tx: Db, activityIds: number[], limit: number) {
      if (activityIds.length === 0) return []
      const due = await tx
        .select({ activityId: flashSaleReminders.activityId, customerId: flashSaleReminders.customerId })
        .from(flashSaleReminders)
        .where(and(inArray(flashSaleReminders.activityId, activityIds), isNull(flashSaleReminders.sentAt)))
        .limit(limit)
        .for('update', { skipLocked: true })
      for (const row of due) {
        await tx
          .update(flashSaleReminders)
          .set({ sentAt: clock.now() })
          .where(
            and(eq(flashSaleReminders.activityId, row.activityId), eq(flashSaleReminders.customerId, row.customerId)),
          )
      }
      return due
    },
  }
}
