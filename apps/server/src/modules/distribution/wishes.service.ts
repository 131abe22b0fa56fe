import { and, count, desc, eq, exists, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { DomainError, WISH_DAYS, wishRefusal } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { distributionBindings, wishes } from './distribution.tables'

export type WishRow = typeof wishes.$inferSelect
export type WishesService = ReturnType<typeof createWishesService>

/** What a list of wishes is narrowed to: open (not yet expired), pushed (and ordered), closed (cancelled, expired). */
export type WishFilter = 'open' | 'pushed' | 'closed'

/**
 * The wish list's rows (docs/wish-list.md): customers make, read and cancel their wishes; the distributor a customer
 * is bound to now (an open, unexpired binding) sees that customer's wishes; a push order sent for a wish marks it
 * pushed once. Goods, push orders and orders are the flow's to read (src/flows/wish-list.ts).
 */
export function createWishesService({ db, clock }: { db: Db; clock: Clock }) {
  /** The customer is bound to the distributor now. */
  const boundTo = (distributorId: number, now: Date) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(distributionBindings)
        .where(
          and(
            eq(distributionBindings.customerId, wishes.customerId),
            eq(distributionBindings.distributorId, distributorId),
            isNull(distributionBindings.endedAt),
            or(isNull(distributionBindings.expiresAt), gt(distributionBindings.expiresAt, now)),
          ),
        ),
    )

  const narrowed = (filter: WishFilter | undefined, now: Date): SQL | undefined => {
    if (filter === 'open') return and(eq(wishes.status, 'open'), gt(wishes.expiresAt, now))
    if (filter === 'pushed') return eq(wishes.status, 'pushed')
    if (filter === 'closed') {
      return or(eq(wishes.status, 'cancelled'), eq(wishes.status, 'expired'), lte(wishes.expiresAt, now))
    }
    return undefined
  }

  const page = async (where: SQL | undefined, pageNo: number, size: number) => {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(wishes)
        .where(where)
        .orderBy(desc(wishes.createdAt), desc(wishes.id))
        .limit(size)
        .offset(pageNo * size),
      db.select({ n: count() }).from(wishes).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  }

  return {
    /**
     * A customer makes a wish: one open wish per goods (the partial unique index decides between two at once), at
     * most MAX_OPEN_WISHES open. Open wishes past their day are stored as expired first, so they block nothing.
     */
    async make(
      customerId: number,
      wish: { goodsId: number | null; skuId: number | null; quantity: number; text: string | null },
    ): Promise<WishRow> {
      const now = clock.now()
      await db
        .update(wishes)
        .set({ status: 'expired', closedAt: now })
        .where(and(eq(wishes.customerId, customerId), eq(wishes.status, 'open'), lte(wishes.expiresAt, now)))
      const open = await db
        .select({ goodsId: wishes.goodsId })
        .from(wishes)
        .where(and(eq(wishes.customerId, customerId), eq(wishes.status, 'open')))
      const refusal = wishRefusal({
        openWishes: open.length,
        sameGoodsOpen: wish.goodsId !== null && open.some((w) => w.goodsId === wish.goodsId),
      })
      if (refusal) throw new DomainError(refusal)
      const [row] = await db
        .insert(wishes)
        .values({
          customerId,
          ...wish,
          status: 'open',
          createdAt: now,
          expiresAt: new Date(now.getTime() + WISH_DAYS * 86_400_000),
        })
        .onConflictDoNothing()
        .returning()
      if (!row) throw new DomainError('wishExists')
      return row
    },

    mine: (customerId: number, filter: WishFilter | undefined, pageNo: number, size: number) =>
      page(and(eq(wishes.customerId, customerId), narrowed(filter, clock.now())), pageNo, size),

    /** The customer's own wish; wishNotFound for anyone else's. */
    async ofCustomer(customerId: number, id: number): Promise<WishRow> {
      const [row] = await db
        .select()
        .from(wishes)
        .where(and(eq(wishes.id, id), eq(wishes.customerId, customerId)))
      if (!row) throw new DomainError('wishNotFound', { id })
      return row
    },

    /** The customer takes back an open wish (a compare-and-set: a wish pushed meanwhile stays pushed). */
    async cancel(customerId: number, id: number): Promise<WishRow> {
      const now = clock.now()
      const [row] = await db
        .update(wishes)
        .set({ status: 'cancelled', closedAt: now })
        .where(
          and(
            eq(wishes.id, id),
            eq(wishes.customerId, customerId),
            eq(wishes.status, 'open'),
            gt(wishes.expiresAt, now),
          ),
        )
        .returning()
      if (row) return row
      const mine = await this.ofCustomer(customerId, id)
      throw new DomainError(mine.status === 'open' ? 'wishExpired' : 'wishNotOpen', { id })
    },

    /** The wishes of the customers bound to this distributor now, newest first. */
    forDistributor: (distributorId: number, filter: WishFilter | undefined, pageNo: number, size: number) => {
      const now = clock.now()
      return page(and(boundTo(distributorId, now), narrowed(filter, now)), pageNo, size)
    },

    /** A wish of a customer bound to this distributor now, or null (a stranger's reads as none). */
    async visibleTo(distributorId: number, id: number): Promise<WishRow | null> {
      const [row] = await db
        .select()
        .from(wishes)
        .where(and(eq(wishes.id, id), boundTo(distributorId, clock.now())))
      return row ?? null
    },

    /**
     * The push order sent for the wish: open → pushed by a compare-and-set, or already pushed with this same push order
     * (a retry, or a repair after a crash between the two writes). Anything else: wishNotOpen.
     */
    async markPushed(id: number, pushOrderId: number, distributorId: number): Promise<void> {
      const [row] = await db
        .update(wishes)
        .set({ status: 'pushed', pushOrderId, pushedBy: distributorId, closedAt: clock.now() })
        .where(
          and(
            eq(wishes.id, id),
            or(eq(wishes.status, 'open'), and(eq(wishes.status, 'pushed'), eq(wishes.pushOrderId, pushOrderId))),
          ),
        )
        .returning({ id: wishes.id })
      if (!row) throw new DomainError('wishNotOpen', { id })
    },

    /** The console: every wish, newest first. */
    consolePage: (filter: WishFilter | undefined, customerId: number | undefined, pageNo: number, size: number) =>
      page(
        and(narrowed(filter, clock.now()), customerId === undefined ? undefined : eq(wishes.customerId, customerId)),
        pageNo,
        size,
      ),
  }
}
