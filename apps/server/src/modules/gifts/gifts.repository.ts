import { and, count, desc, eq, gt, inArray, lte, type SQL } from 'drizzle-orm'
import type { GiftStatus } from '@shop/domain'
import type { Db } from '../../platform/database'
import type { AddressSnapshot } from '../orders'
import { gifts, giftSettings } from './gifts.tables'

export type GiftRow = typeof gifts.$inferSelect
export type NewGift = typeof gifts.$inferInsert
export type GiftSettingsRow = typeof giftSettings.$inferSelect

/** Drizzle only: the gifts module's queries. Moves are compare-and-sets on the status they expect. */
export function giftsRepository(db: Db) {
  const moved = (rows: GiftRow[]) => rows[0] ?? null
  return {
    settings: async () => (await db.select().from(giftSettings).where(eq(giftSettings.id, 1)))[0] ?? null,

    async saveSettings(values: Omit<GiftSettingsRow, 'id'>): Promise<GiftSettingsRow> {
      const [row] = await db
        .insert(giftSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: giftSettings.id, set: values })
        .returning()
      return row!
    },

    insert: async (gift: NewGift) => (await db.insert(gifts).values(gift).returning())[0]!,

    byId: async (giftId: number) => (await db.select().from(gifts).where(eq(gifts.id, giftId)))[0] ?? null,
    byOrder: async (orderId: number) => (await db.select().from(gifts).where(eq(gifts.orderId, orderId)))[0] ?? null,
    byOrders: (orderIds: readonly number[]) =>
      orderIds.length === 0 ? Promise.resolve([]) : db.select().from(gifts).where(inArray(gifts.orderId, orderIds)),
    byCode: async (code: string) => (await db.select().from(gifts).where(eq(gifts.code, code)))[0] ?? null,
    lockByOrder: async (orderId: number) =>
      (await db.select().from(gifts).where(eq(gifts.orderId, orderId)).for('update'))[0] ?? null,

    /** Moves the gift from one of `from` to `to` with `set`; null when it was not in one of them any more. */
    async move(giftId: number, from: readonly GiftStatus[], to: GiftStatus, set: Partial<NewGift>, now: Date) {
      return moved(
        await db
          .update(gifts)
          .set({ ...set, status: to, updatedAt: now })
          .where(and(eq(gifts.id, giftId), inArray(gifts.status, [...from])))
          .returning(),
      )
    },

    /**
     * The claim: the gift whose live link is `code`, still given and before its deadline, becomes the receiver's
     * in one statement (the link dies with it). Of any number of claims at once, one row answers; the rest null.
     */
    async claim(code: string, receiverId: number, address: AddressSnapshot, now: Date) {
      return moved(
        await db
          .update(gifts)
          .set({ status: 'claimed', code: null, receiverId, receiverAddress: address, claimedAt: now, updatedAt: now })
          .where(and(eq(gifts.code, code), eq(gifts.status, 'given'), gt(gifts.expiresAt, now)))
          .returning(),
      )
    },

    /** Unclaimed paid gifts whose deadline passed (the expiry sweep's safety net). */
    dueForExpiry: (now: Date, limit: number) =>
      db
        .select({ id: gifts.id })
        .from(gifts)
        .where(and(inArray(gifts.status, ['ready', 'given']), lte(gifts.expiresAt, now)))
        .orderBy(gifts.expiresAt)
        .limit(limit),

    async page(where: SQL | undefined, page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(gifts)
          .where(where)
          .orderBy(desc(gifts.createdAt), desc(gifts.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(gifts).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },
  }
}
