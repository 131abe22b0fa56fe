import { randomInt } from 'node:crypto'
import type { z } from 'zod'
import type { surpriseBoxInput } from '@shop/contracts'
import { boxPoolProblem, DomainError, revealOf } from '@shop/domain'
import { and, asc, count, countDistinct, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { surpriseBoxBuyers, surpriseBoxes, surpriseBoxGoods, surpriseBoxOrders } from './surprise-boxes.tables'

export type SurpriseBoxRow = typeof surpriseBoxes.$inferSelect
export type SurpriseBoxGoodsRow = typeof surpriseBoxGoods.$inferSelect
export type SurpriseBoxOrderRow = typeof surpriseBoxOrders.$inferSelect
export type SurpriseBoxInput = z.output<typeof surpriseBoxInput>
export type SurpriseBoxesService = ReturnType<typeof createSurpriseBoxesService>

/** Participation of one box: boxes held (not given back), their buyers, boxes opened (paid and revealed). */
export interface SurpriseBoxFigures {
  orders: number
  customers: number
  revealed: number
}

/** What a paid box revealed (the draw recorded on its order's box row). */
export interface BoxRevealed {
  orderId: number
  boxId: number
  revealedSkuId: number
  landedSkuId: number
  fallback: boolean
}

const valuesOf = (input: SurpriseBoxInput) => ({
  name: input.name,
  image: input.image,
  price: input.price,
  stock: input.stock,
  limitPerCustomer: input.limitPerCustomer,
  fallbackSkuId: input.fallbackSkuId,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  active: input.active,
})

/**
 * The surprise boxes' own rows (docs/members-programmes.md "Surprise box"): the boxes with their stock, their pools
 * (weights and allotments), each customer's boxes (the limit), each order's box and its draw. The order, its stock
 * and its payment are the checkout's and the payment's (flows/surprise-box.ts, flows/reveal-box.ts).
 */
export function createSurpriseBoxesService({
  db,
  clock,
  random = randomInt,
}: {
  db: Db
  clock: Clock
  /** The roll in [0, bound): `crypto.randomInt` (tests may pass their own). */
  random?: (bound: number) => number
}) {
  const poolOf = (boxId: number, tx: Db = db): Promise<SurpriseBoxGoodsRow[]> =>
    tx
      .select()
      .from(surpriseBoxGoods)
      .where(eq(surpriseBoxGoods.boxId, boxId))
      .orderBy(asc(surpriseBoxGoods.position), asc(surpriseBoxGoods.id))

  async function checkPool(input: SurpriseBoxInput): Promise<void> {
    const problem = boxPoolProblem(input.pool)
    if (problem) throw new DomainError('surpriseBoxPoolInvalid', { problem })
  }

  /** Replaces the pool by the input's (by SKU): an entry's allotment never below what it revealed; one in use stays. */
  async function savePool(tx: Db, boxId: number, input: SurpriseBoxInput): Promise<void> {
    const current = await tx.select().from(surpriseBoxGoods).where(eq(surpriseBoxGoods.boxId, boxId)).for('update')
    const asked = new Map(input.pool.map((entry, position) => [entry.skuId, { ...entry, position }]))
    const dropped = current.filter((row) => !asked.has(row.skuId))
    if (dropped.some((row) => row.revealed > 0)) {
      throw new DomainError('surpriseBoxPoolInvalid', { problem: '已开出的商品不能移出商品池，可将权重设为0' })
    }
    if (dropped.length > 0)
      await tx.delete(surpriseBoxGoods).where(
        inArray(
          surpriseBoxGoods.id,
          dropped.map((row) => row.id),
        ),
      )
    for (const entry of asked.values()) {
      const row = current.find((r) => r.skuId === entry.skuId)
      if (row && entry.allotment < row.revealed) {
        throw new DomainError('surpriseBoxPoolInvalid', { problem: '商品数量不能少于已开出数量', skuId: row.skuId })
      }
      const values = { position: entry.position, weight: entry.weight, allotment: entry.allotment }
      if (row) await tx.update(surpriseBoxGoods).set(values).where(eq(surpriseBoxGoods.id, row.id))
      else await tx.insert(surpriseBoxGoods).values({ boxId, skuId: entry.skuId, ...values })
    }
  }

  return {
    find: async (id: number, tx: Db = db): Promise<SurpriseBoxRow | null> =>
      (await tx.select().from(surpriseBoxes).where(eq(surpriseBoxes.id, id)))[0] ?? null,

    pool: poolOf,

    /** The pools of these boxes, by box. */
    async pools(ids: readonly number[]): Promise<Map<number, SurpriseBoxGoodsRow[]>> {
      const pools = new Map<number, SurpriseBoxGoodsRow[]>(ids.map((id) => [id, []]))
      if (ids.length === 0) return pools
      const rows = await db
        .select()
        .from(surpriseBoxGoods)
        .where(inArray(surpriseBoxGoods.boxId, ids))
        .orderBy(asc(surpriseBoxGoods.position), asc(surpriseBoxGoods.id))
      for (const row of rows) pools.get(row.boxId)?.push(row)
      return pools
    },

    /** Active boxes not ended at `now`, soonest start first. */
    open: (now: Date): Promise<SurpriseBoxRow[]> =>
      db
        .select()
        .from(surpriseBoxes)
        .where(and(eq(surpriseBoxes.active, true), gt(surpriseBoxes.endsAt, now)))
        .orderBy(surpriseBoxes.startsAt, surpriseBoxes.id),

    /** Boxes of each of these the customer holds. */
    async heldBy(customerId: number, ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select()
        .from(surpriseBoxBuyers)
        .where(and(eq(surpriseBoxBuyers.customerId, customerId), inArray(surpriseBoxBuyers.boxId, ids)))
      return new Map(rows.map((r) => [r.boxId, r.bought]))
    },

    /**
     * Inside the order's transaction (the checkout's `attach`): one box of the stock (`sold < stock`, a guarded
     * update) and of the customer's limit (a guarded upsert: two submits of one customer cannot both pass), and the
     * order's box row. surpriseBoxSoldOut / surpriseBoxLimitExceeded roll the order back.
     */
    async claim(tx: Db, { box, customerId, orderId }: { box: SurpriseBoxRow; customerId: number; orderId: number }) {
      const taken = await tx
        .update(surpriseBoxes)
        .set({ sold: sql`${surpriseBoxes.sold} + 1` })
        .where(and(eq(surpriseBoxes.id, box.id), sql`${surpriseBoxes.sold} < ${surpriseBoxes.stock}`))
        .returning({ id: surpriseBoxes.id })
      if (taken.length === 0) throw new DomainError('surpriseBoxSoldOut', { id: box.id })
      const held = await tx
        .insert(surpriseBoxBuyers)
        .values({ boxId: box.id, customerId, bought: 1 })
        .onConflictDoUpdate({
          target: [surpriseBoxBuyers.boxId, surpriseBoxBuyers.customerId],
          set: { bought: sql`${surpriseBoxBuyers.bought} + 1` },
          setWhere: sql`${surpriseBoxBuyers.bought} + 1 <= ${box.limitPerCustomer}`,
        })
        .returning({ bought: surpriseBoxBuyers.bought })
      if (held.length === 0)
        throw new DomainError('surpriseBoxLimitExceeded', { id: box.id, limit: box.limitPerCustomer })
      await tx.insert(surpriseBoxOrders).values({ orderId, boxId: box.id, customerId, createdAt: clock.now() })
    },

    /** The box an order holds (null: not a box order). */
    ofOrder: async (tx: Db, orderId: number): Promise<SurpriseBoxOrderRow | null> =>
      (await tx.select().from(surpriseBoxOrders).where(eq(surpriseBoxOrders.orderId, orderId)))[0] ?? null,

    /** A customer's boxes, newest first (我的盲盒). */
    mine: (customerId: number, limit = 100): Promise<SurpriseBoxOrderRow[]> =>
      db
        .select()
        .from(surpriseBoxOrders)
        .where(eq(surpriseBoxOrders.customerId, customerId))
        .orderBy(desc(surpriseBoxOrders.orderId))
        .limit(limit),

    /**
     * Inside the payment's transaction (flows/reveal-box.ts), once per order: the box row locked and revealed by
     * compare-and-set, the roll `random(total weight)` (exclusive bound), the landed goods' allotment taken
     * (`revealed < allotment`, guarded; the SKU rows locked first by `lockUnits`) and its SKU's unit by `takeUnit`
     * (the order holds the fallback's unit from the submit); a goods with nothing left, either way, reveals the
     * fallback. Null when the order holds no box or it
     * was revealed or given back already (a repeated notification draws nothing).
     */
    async reveal(
      tx: Db,
      orderId: number,
      lockUnits: (skuId: number) => Promise<void>,
      takeUnit: (skuId: number) => Promise<boolean>,
    ): Promise<BoxRevealed | null> {
      const [own] = await tx
        .select()
        .from(surpriseBoxOrders)
        .where(eq(surpriseBoxOrders.orderId, orderId))
        .for('update')
      if (!own || own.revealedAt !== null || own.releasedAt !== null) return null
      const box = (await tx.select().from(surpriseBoxes).where(eq(surpriseBoxes.id, own.boxId)))[0]!
      const pool = await poolOf(own.boxId, tx)
      const total = pool.reduce((sum, entry) => sum + entry.weight, 0)
      let roll: number | null = null
      let landed: SurpriseBoxGoodsRow | null = null
      let fallback = true
      if (total > 0) {
        roll = random(total)
        const drawn = revealOf(
          pool.map((entry) => ({ weight: entry.weight, left: entry.allotment - entry.revealed })),
          roll,
        )
        landed = pool[drawn.landed]!
        if (!drawn.fallback) {
          // The SKU rows before the pool entry (the lock order of the checkout and the refunds).
          if (landed.skuId !== box.fallbackSkuId) await lockUnits(landed.skuId)
          const [taken] = await tx
            .update(surpriseBoxGoods)
            .set({ revealed: sql`${surpriseBoxGoods.revealed} + 1` })
            .where(
              and(
                eq(surpriseBoxGoods.id, landed.id),
                sql`${surpriseBoxGoods.revealed} < ${surpriseBoxGoods.allotment}`,
              ),
            )
            .returning({ id: surpriseBoxGoods.id })
          fallback = !taken
          if (taken && landed.skuId !== box.fallbackSkuId && !(await takeUnit(landed.skuId))) {
            // The warehouse has none of it: the allotment's unit goes back and the fallback is revealed.
            await tx
              .update(surpriseBoxGoods)
              .set({ revealed: sql`${surpriseBoxGoods.revealed} - 1` })
              .where(eq(surpriseBoxGoods.id, landed.id))
            fallback = true
          }
        }
      }
      const revealedSkuId = fallback || !landed ? box.fallbackSkuId : landed.skuId
      await tx
        .update(surpriseBoxOrders)
        .set({
          roll,
          totalWeight: total,
          landedSkuId: landed?.skuId ?? null,
          revealedSkuId,
          poolGoodsId: fallback ? null : landed!.id,
          fallback,
          revealedAt: clock.now(),
        })
        .where(eq(surpriseBoxOrders.orderId, orderId))
      return { orderId, boxId: own.boxId, revealedSkuId, landedSkuId: landed?.skuId ?? box.fallbackSkuId, fallback }
    },

    /**
     * Inside the transaction that cancels or closes an unpaid box order, or refunds a paid one before it shipped:
     * the box goes back to the stock and the customer's limit, and a revealed goods to its allotment, once (the
     * row's releasedAt by compare-and-set). The released row, or null when there was none to give back.
     */
    async release(tx: Db, orderId: number): Promise<SurpriseBoxOrderRow | null> {
      const [released] = await tx
        .update(surpriseBoxOrders)
        .set({ releasedAt: clock.now() })
        .where(and(eq(surpriseBoxOrders.orderId, orderId), isNull(surpriseBoxOrders.releasedAt)))
        .returning()
      if (!released) return null
      await tx
        .update(surpriseBoxes)
        .set({ sold: sql`${surpriseBoxes.sold} - 1` })
        .where(eq(surpriseBoxes.id, released.boxId))
      await tx
        .update(surpriseBoxBuyers)
        .set({ bought: sql`${surpriseBoxBuyers.bought} - 1` })
        .where(and(eq(surpriseBoxBuyers.boxId, released.boxId), eq(surpriseBoxBuyers.customerId, released.customerId)))
      if (released.poolGoodsId !== null) {
        await tx
          .update(surpriseBoxGoods)
          .set({ revealed: sql`${surpriseBoxGoods.revealed} - 1` })
          .where(eq(surpriseBoxGoods.id, released.poolGoodsId))
      }
      return released
    },

    // ─── The console ───────────────────────────────────────────────────────────────────────────────

    async page(page: number, size: number): Promise<{ rows: SurpriseBoxRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(surpriseBoxes)
          .orderBy(desc(surpriseBoxes.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(surpriseBoxes),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    async figures(ids: readonly number[]): Promise<Map<number, SurpriseBoxFigures>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({
          id: surpriseBoxOrders.boxId,
          orders: count(),
          customers: countDistinct(surpriseBoxOrders.customerId),
          revealed: count(surpriseBoxOrders.revealedAt),
        })
        .from(surpriseBoxOrders)
        .where(and(inArray(surpriseBoxOrders.boxId, ids), isNull(surpriseBoxOrders.releasedAt)))
        .groupBy(surpriseBoxOrders.boxId)
      return new Map(rows.map(({ id, ...figures }) => [id, figures]))
    },

    /** Boxes opened that revealed the fallback though it is no pool entry's allotment, by box. */
    async fallbacksRevealed(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({ id: surpriseBoxOrders.boxId, n: count() })
        .from(surpriseBoxOrders)
        .where(
          and(
            inArray(surpriseBoxOrders.boxId, ids),
            isNull(surpriseBoxOrders.releasedAt),
            isNotNull(surpriseBoxOrders.revealedAt),
            isNull(surpriseBoxOrders.poolGoodsId),
          ),
        )
        .groupBy(surpriseBoxOrders.boxId)
      return new Map(rows.map((row) => [row.id, row.n]))
    },

    async create(tx: Db, input: SurpriseBoxInput): Promise<SurpriseBoxRow> {
      await checkPool(input)
      const now = clock.now()
      const [row] = await tx
        .insert(surpriseBoxes)
        .values({ ...valuesOf(input), createdAt: now, updatedAt: now })
        .returning()
      await savePool(tx, row!.id, input)
      return row!
    },

    /** Under the row lock: the row before and after; the stock never below what was sold. */
    async update(
      tx: Db,
      id: number,
      input: SurpriseBoxInput,
    ): Promise<{ before: SurpriseBoxRow; after: SurpriseBoxRow }> {
      await checkPool(input)
      const [before] = await tx.select().from(surpriseBoxes).where(eq(surpriseBoxes.id, id)).for('update')
      if (!before) throw new DomainError('notFound')
      if (input.stock < before.sold) throw new DomainError('surpriseBoxStockBelowSold', { sold: before.sold })
      const [after] = await tx
        .update(surpriseBoxes)
        .set({ ...valuesOf(input), updatedAt: clock.now() })
        .where(eq(surpriseBoxes.id, id))
        .returning()
      await savePool(tx, id, input)
      return { before, after: after! }
    },
  }
}
