import type { z } from 'zod'
import type { pointsGoodsInput } from '@shop/contracts'
import { DomainError } from '@shop/domain'
import { and, count, countDistinct, desc, eq, gt, inArray, isNull, sql, sum } from 'drizzle-orm'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { pointsGoods, pointsGoodsBuyers, pointsGoodsOrders } from './points-goods.tables'

export type PointsGoodsRow = typeof pointsGoods.$inferSelect
export type PointsGoodsInput = z.output<typeof pointsGoodsInput>
export type PointsGoodsService = ReturnType<typeof createPointsGoodsService>

/** What one order takes of a points goods. */
export interface PointsGoodsClaim {
  goods: PointsGoodsRow
  customerId: number
  orderId: number
  quantity: number
}

/** Participation of one points goods: orders holding it (not given back), their customers, the points they spent. */
export interface PointsGoodsFigures {
  orders: number
  customers: number
  points: number
}

const valuesOf = (input: PointsGoodsInput) => ({
  title: input.title,
  skuId: input.skuId,
  points: input.points,
  cash: input.cash,
  stock: input.stock,
  limitPerCustomer: input.limitPerCustomer,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  active: input.active,
})

/**
 * The points goods' own rows (docs/members-programmes.md "Points goods"): the goods with their allotment, each
 * customer's units (the limit), each order's claim (given back once). The order, its points and its payment are
 * the checkout's (flows/redeem-points-goods.ts).
 */
export function createPointsGoodsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    find: async (id: number, tx: Db = db): Promise<PointsGoodsRow | null> =>
      (await tx.select().from(pointsGoods).where(eq(pointsGoods.id, id)))[0] ?? null,

    /** Active goods not ended at `now`, soonest start first. */
    open: (now: Date): Promise<PointsGoodsRow[]> =>
      db
        .select()
        .from(pointsGoods)
        .where(and(eq(pointsGoods.active, true), gt(pointsGoods.endsAt, now)))
        .orderBy(pointsGoods.startsAt, pointsGoods.id),

    /** Units each of these goods the customer holds. */
    async heldBy(customerId: number, ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select()
        .from(pointsGoodsBuyers)
        .where(and(eq(pointsGoodsBuyers.customerId, customerId), inArray(pointsGoodsBuyers.pointsGoodsId, ids)))
      return new Map(rows.map((r) => [r.pointsGoodsId, r.bought]))
    },

    /**
     * Inside the order's transaction: takes the units of the allotment (`sold + n <= stock`, one guarded update) and
     * of the customer's limit (one guarded upsert, so two submits of one customer cannot both pass), and records
     * the claim. pointsGoodsSoldOut / pointsGoodsLimitExceeded roll the order back.
     */
    async claim(tx: Db, { goods, customerId, orderId, quantity }: PointsGoodsClaim): Promise<void> {
      const limit = goods.limitPerCustomer
      if (quantity > limit) throw new DomainError('pointsGoodsLimitExceeded', { id: goods.id, limit })
      const taken = await tx
        .update(pointsGoods)
        .set({ sold: sql`${pointsGoods.sold} + ${quantity}` })
        .where(and(eq(pointsGoods.id, goods.id), sql`${pointsGoods.sold} + ${quantity} <= ${pointsGoods.stock}`))
        .returning({ id: pointsGoods.id })
      if (taken.length === 0) throw new DomainError('pointsGoodsSoldOut', { id: goods.id })
      const held = await tx
        .insert(pointsGoodsBuyers)
        .values({ pointsGoodsId: goods.id, customerId, bought: quantity })
        .onConflictDoUpdate({
          target: [pointsGoodsBuyers.pointsGoodsId, pointsGoodsBuyers.customerId],
          set: { bought: sql`${pointsGoodsBuyers.bought} + excluded.bought` },
          setWhere: sql`${pointsGoodsBuyers.bought} + excluded.bought <= ${limit}`,
        })
        .returning({ bought: pointsGoodsBuyers.bought })
      if (held.length === 0) throw new DomainError('pointsGoodsLimitExceeded', { id: goods.id, limit })
      await tx.insert(pointsGoodsOrders).values({
        orderId,
        pointsGoodsId: goods.id,
        customerId,
        quantity,
        points: goods.points * quantity,
        createdAt: clock.now(),
      })
    },

    /**
     * Inside the transaction that closes an unpaid or cancelled points order: its units go back to the allotment
     * and to the customer's limit, once (the claim's releasedAt by compare-and-set). False when there was none.
     */
    async release(tx: Db, orderId: number): Promise<boolean> {
      const [released] = await tx
        .update(pointsGoodsOrders)
        .set({ releasedAt: clock.now() })
        .where(and(eq(pointsGoodsOrders.orderId, orderId), isNull(pointsGoodsOrders.releasedAt)))
        .returning()
      if (!released) return false
      const { pointsGoodsId, customerId, quantity } = released
      await tx
        .update(pointsGoods)
        .set({ sold: sql`${pointsGoods.sold} - ${quantity}` })
        .where(eq(pointsGoods.id, pointsGoodsId))
      await tx
        .update(pointsGoodsBuyers)
        .set({ bought: sql`${pointsGoodsBuyers.bought} - ${quantity}` })
        .where(and(eq(pointsGoodsBuyers.pointsGoodsId, pointsGoodsId), eq(pointsGoodsBuyers.customerId, customerId)))
      return true
    },

    // ─── The console ───────────────────────────────────────────────────────────────────────────────

    async page(page: number, size: number): Promise<{ rows: PointsGoodsRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(pointsGoods)
          .orderBy(desc(pointsGoods.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(pointsGoods),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    async figures(ids: readonly number[]): Promise<Map<number, PointsGoodsFigures>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({
          id: pointsGoodsOrders.pointsGoodsId,
          orders: count(),
          customers: countDistinct(pointsGoodsOrders.customerId),
          points: sum(pointsGoodsOrders.points).mapWith(Number),
        })
        .from(pointsGoodsOrders)
        .where(and(inArray(pointsGoodsOrders.pointsGoodsId, ids), isNull(pointsGoodsOrders.releasedAt)))
        .groupBy(pointsGoodsOrders.pointsGoodsId)
      return new Map(rows.map(({ id, ...figures }) => [id, figures]))
    },

    async create(tx: Db, input: PointsGoodsInput): Promise<PointsGoodsRow> {
      const now = clock.now()
      const [row] = await tx
        .insert(pointsGoods)
        .values({ ...valuesOf(input), createdAt: now, updatedAt: now })
        .returning()
      return row!
    },

    /** Under the row lock: the row before and after; the allotment never below what was sold. */
    async update(
      tx: Db,
      id: number,
      input: PointsGoodsInput,
    ): Promise<{ before: PointsGoodsRow; after: PointsGoodsRow }> {
      const [before] = await tx.select().from(pointsGoods).where(eq(pointsGoods.id, id)).for('update')
      if (!before) throw new DomainError('notFound')
      if (input.stock < before.sold) throw new DomainError('pointsGoodsStockBelowSold', { sold: before.sold })
      const [after] = await tx
        .update(pointsGoods)
        .set({ ...valuesOf(input), updatedAt: clock.now() })
        .where(eq(pointsGoods.id, id))
        .returning()
      return { before, after: after! }
    },
  }
}
