import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm'
import { DomainError } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { onePriceActivities, onePriceBuyers, onePriceGoods, onePriceOrders } from './one-prices.tables'

export type OnePriceActivityRow = typeof onePriceActivities.$inferSelect
export type OnePriceGoodsRow = typeof onePriceGoods.$inferSelect
export type OnePriceOrderRow = typeof onePriceOrders.$inferSelect
export type OnePricesService = ReturnType<typeof createOnePricesService>

/** What an operator sets on an activity, and on each of its goods. */
export type OnePriceActivityInput = Omit<typeof onePriceActivities.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>
export interface OnePriceGoodsInput {
  skuId: number
  price: number
  stock: number
}

/** An activity's participation: its orders not closed, their units, their buyers. */
export interface OnePriceFigures {
  orders: number
  units: number
  buyers: number
}

/**
 * One price (docs/one-price.md): the activities the console defines, their goods with their own allotment, each
 * customer's units per activity (the limit) and each order's claim; the allotment and the limit are taken by
 * guarded updates in the order's transaction and given back once (the claim's `releasedAt`, compare-and-set).
 */
export function createOnePricesService({ db, clock }: { db: Db; clock: Clock }) {
  const find = async (activityId: number, tx: Db = db): Promise<OnePriceActivityRow> => {
    const [row] = await tx.select().from(onePriceActivities).where(eq(onePriceActivities.id, activityId))
    if (!row) throw new DomainError('onePriceNotFound', { activityId })
    return row
  }

  const goodsOf = (activityIds: number[], tx: Db = db): Promise<OnePriceGoodsRow[]> =>
    activityIds.length === 0
      ? Promise.resolve([])
      : tx
          .select()
          .from(onePriceGoods)
          .where(inArray(onePriceGoods.activityId, activityIds))
          .orderBy(asc(onePriceGoods.sort), asc(onePriceGoods.id))

  /** The goods lines of an activity as asked: updated in place by SKU, added, or removed while none is sold. */
  async function saveGoods(tx: Db, activityId: number, goods: readonly OnePriceGoodsInput[]): Promise<void> {
    const before = await tx
      .select()
      .from(onePriceGoods)
      .where(eq(onePriceGoods.activityId, activityId))
      .orderBy(asc(onePriceGoods.id))
      .for('update')
    const asked = new Set(goods.map((g) => g.skuId))
    for (const row of before.filter((r) => !asked.has(r.skuId))) {
      const [ordered] = await tx
        .select({ orderId: onePriceOrders.orderId })
        .from(onePriceOrders)
        .where(eq(onePriceOrders.goodsId, row.id))
        .limit(1)
      if (ordered)
        throw new DomainError('onePriceTermsInvalid', { problem: '已有订单的商品不能移除', skuId: row.skuId })
      await tx.delete(onePriceGoods).where(eq(onePriceGoods.id, row.id))
    }
    for (const [sort, g] of goods.entries()) {
      const row = before.find((r) => r.skuId === g.skuId)
      if (row) {
        await tx.update(onePriceGoods).set({ price: g.price, stock: g.stock, sort }).where(eq(onePriceGoods.id, row.id))
      } else {
        await tx.insert(onePriceGoods).values({ activityId, skuId: g.skuId, price: g.price, stock: g.stock, sort })
      }
    }
  }

  return {
    find,
    goodsOf,

    list: (onSaleOnly: boolean) =>
      db
        .select()
        .from(onePriceActivities)
        .where(onSaleOnly ? eq(onePriceActivities.onSale, true) : undefined)
        .orderBy(desc(onePriceActivities.id)),

    /** The activity the shopper's page shows: the running one ending first, else the next to start; or none. */
    async current(): Promise<OnePriceActivityRow | null> {
      const now = clock.now()
      const [running] = await db
        .select()
        .from(onePriceActivities)
        .where(
          and(
            eq(onePriceActivities.onSale, true),
            lte(onePriceActivities.startsAt, now),
            gt(onePriceActivities.endsAt, now),
          ),
        )
        .orderBy(asc(onePriceActivities.endsAt), asc(onePriceActivities.id))
        .limit(1)
      if (running) return running
      const [next] = await db
        .select()
        .from(onePriceActivities)
        .where(and(eq(onePriceActivities.onSale, true), gt(onePriceActivities.startsAt, now)))
        .orderBy(asc(onePriceActivities.startsAt), asc(onePriceActivities.id))
        .limit(1)
      return next ?? null
    },

    async create(tx: Db, input: OnePriceActivityInput, goods: readonly OnePriceGoodsInput[]) {
      const now = clock.now()
      const [row] = await tx
        .insert(onePriceActivities)
        .values({ ...input, createdAt: now, updatedAt: now })
        .returning()
      await saveGoods(tx, row!.id, goods)
      return row!
    },

    /** An edit; each goods' stock stays at least what it sold (the table's check, asked first by the flow). */
    async update(tx: Db, activityId: number, input: OnePriceActivityInput, goods: readonly OnePriceGoodsInput[]) {
      const [before] = await tx
        .select()
        .from(onePriceActivities)
        .where(eq(onePriceActivities.id, activityId))
        .for('update')
      if (!before) throw new DomainError('onePriceNotFound', { activityId })
      const [after] = await tx
        .update(onePriceActivities)
        .set({ ...input, updatedAt: clock.now() })
        .where(eq(onePriceActivities.id, activityId))
        .returning()
      await saveGoods(tx, activityId, goods)
      return { before, after: after! }
    },

    /** The units of an activity a customer holds in orders not closed. */
    async held(activityId: number, customerId: number): Promise<number> {
      const [row] = await db
        .select({ bought: onePriceBuyers.bought })
        .from(onePriceBuyers)
        .where(and(eq(onePriceBuyers.activityId, activityId), eq(onePriceBuyers.customerId, customerId)))
      return row?.bought ?? 0
    },

    /**
     * In the order's transaction, after the SKU rows: the buyer's limit (`bought + n <= limit`, one upsert,
     * purchaseLimitExceeded), the goods' allotment (`sold + n <= stock`, stockInsufficient), the order's claim.
     */
    async claim(
      tx: Db,
      claim: {
        activity: OnePriceActivityRow
        goods: OnePriceGoodsRow
        orderId: number
        customerId: number
        quantity: number
      },
    ): Promise<void> {
      const { activity, goods, customerId, quantity } = claim
      const limit = activity.limitPerCustomer
      const overLimit = () =>
        new DomainError('purchaseLimitExceeded', { activityId: activity.id, skuIds: [String(goods.skuId)], limit })
      if (quantity > limit || (activity.limitPerOrder !== null && quantity > activity.limitPerOrder)) throw overLimit()
      const held = await tx
        .insert(onePriceBuyers)
        .values({ activityId: activity.id, customerId, bought: quantity })
        .onConflictDoUpdate({
          target: [onePriceBuyers.activityId, onePriceBuyers.customerId],
          set: { bought: sql`${onePriceBuyers.bought} + excluded.bought` },
          setWhere: sql`${onePriceBuyers.bought} + excluded.bought <= ${limit}`,
        })
        .returning({ bought: onePriceBuyers.bought })
      if (held.length === 0) throw overLimit()
      const taken = await tx
        .update(onePriceGoods)
        .set({ sold: sql`${onePriceGoods.sold} + ${quantity}::int` })
        .where(
          and(eq(onePriceGoods.id, goods.id), sql`${onePriceGoods.sold} + ${quantity}::int <= ${onePriceGoods.stock}`),
        )
        .returning({ id: onePriceGoods.id })
      if (taken.length === 0) throw new DomainError('stockInsufficient', { skuIds: [String(goods.skuId)] })
      await tx.insert(onePriceOrders).values({
        orderId: claim.orderId,
        activityId: activity.id,
        goodsId: goods.id,
        customerId,
        quantity,
        price: goods.price,
        createdAt: clock.now(),
      })
    },

    /** An order's claim, if it is a one-price order. */
    async claimOf(tx: Db, orderId: number): Promise<OnePriceOrderRow | null> {
      const [row] = await tx.select().from(onePriceOrders).where(eq(onePriceOrders.orderId, orderId))
      return row ?? null
    },

    /**
     * Gives an order's units back to its goods' allotment and its buyer's limit, once (`releasedAt`,
     * compare-and-set), in the caller's transaction (after the SKU rows, as the checkout takes them). The claim
     * released, or null (not a one-price order, or released before).
     */
    async release(tx: Db, orderId: number): Promise<OnePriceOrderRow | null> {
      const [released] = await tx
        .update(onePriceOrders)
        .set({ releasedAt: clock.now() })
        .where(and(eq(onePriceOrders.orderId, orderId), isNull(onePriceOrders.releasedAt)))
        .returning()
      if (!released) return null
      await tx
        .update(onePriceBuyers)
        .set({ bought: sql`greatest(${onePriceBuyers.bought} - ${released.quantity}::int, 0)` })
        .where(
          and(eq(onePriceBuyers.activityId, released.activityId), eq(onePriceBuyers.customerId, released.customerId)),
        )
      await tx
        .update(onePriceGoods)
        .set({ sold: sql`greatest(${onePriceGoods.sold} - ${released.quantity}::int, 0)` })
        .where(eq(onePriceGoods.id, released.goodsId))
      return released
    },

    /** Each activity's participation: its orders not given back, their units and their buyers. */
    async figures(activityIds: number[]): Promise<Map<number, OnePriceFigures>> {
      if (activityIds.length === 0) return new Map()
      const rows = await db
        .select({
          activityId: onePriceOrders.activityId,
          orders: sql<number>`count(*)::int`,
          units: sql<number>`coalesce(sum(${onePriceOrders.quantity}), 0)::int`,
          buyers: sql<number>`count(distinct ${onePriceOrders.customerId})::int`,
        })
        .from(onePriceOrders)
        .where(and(inArray(onePriceOrders.activityId, activityIds), isNull(onePriceOrders.releasedAt)))
        .groupBy(onePriceOrders.activityId)
      return new Map(rows.map((r) => [r.activityId, { orders: r.orders, units: r.units, buyers: r.buyers }]))
    },
  }
}
