import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import { DomainError } from '@shop/domain'
import type { Db } from '../../platform/database'
import { activities, activitySkus, goods, skus, stockMovements } from './catalogue.tables'

/** Units of one SKU an order takes; `onSale`: the flash sale running for it gives them (its allotment shrinks too). */
export interface StockTake {
  skuId: number
  quantity: number
  onSale: boolean
}

/** Units of a SKU an order hands out as gifts: taken as far as stock goes, never from a flash sale's allotment. */
export interface GiftTake {
  skuId: number
  quantity: number
}

/**
 * Takes stock for an order, inside the order's transaction. The SKU rows (goods and gifts) are locked in id order
 * (two orders never wait on each other crosswise; one SKU alone is locked by its update), then one guarded update
 * takes every quantity only where enough is left: stock never goes below zero however many orders run at once (a
 * read-then-write would oversell).
 * Flash-sale units come out of the running sale's allotment the same guarded way. Throws stockInsufficient with the
 * SKUs that were short; the caller's transaction then rolls everything back.
 *
 * Gifts come after the goods, from what the goods left: of each gift SKU, as many units as are left up to what is
 * due (read under the row lock), taken with the same guarded update. A gift never refuses the order. Answers the
 * gift units taken per SKU (0 for a SKU with none left); the ledger's `sale` rows it writes (one per SKU and kind of
 * take) name `orderId`, the order placed just before in the same transaction. After commit, `refreshSkus` tells the
 * read model.
 */
export async function reserveStock(
  tx: Db,
  orderId: number,
  takes: readonly StockTake[],
  now: Date,
  gifts: readonly GiftTake[] = [],
): Promise<Map<number, number>> {
  const merged = mergeTakes(takes)
  const due = mergeTakes(gifts.map((gift) => ({ ...gift, onSale: false })))
  const ids = [...merged.keys()].sort((a, b) => a - b)
  // Gifts are read before their update, under the lock; one SKU's guarded update locks its row itself.
  if (due.size > 0 || ids.length > 1) await lockSkus(tx, [...new Set([...ids, ...due.keys()])])
  if (ids.length > 0) {
    const units = unitsBySku(ids, merged)
    const taken = await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} - ${units}` })
      .where(and(inArray(skus.id, ids), sql`${skus.stock} >= ${units}`))
      .returning({ id: skus.id, stock: skus.stock })
    const short = ids.filter((id) => !taken.some((row) => row.id === id))
    if (short.length > 0) throw new DomainError('stockInsufficient', { skuIds: short })
    await writeMovements(
      tx,
      taken.map((row) => ({ skuId: row.id, delta: -merged.get(row.id)!.quantity, stockAfter: row.stock })),
      { kind: 'sale', orderId, reason: null },
      now,
    )
  }

  for (const take of ids.map((id) => merged.get(id)!).filter((t) => t.saleQuantity > 0)) {
    const runningSale = saleRunning(tx, take.skuId, now)
    const used = await tx
      .update(activitySkus)
      .set({ useInventory: sql`${activitySkus.useInventory} + ${take.saleQuantity}::int` })
      .where(
        and(
          eq(activitySkus.skuId, take.skuId),
          inArray(activitySkus.activityId, runningSale),
          sql`${activitySkus.useInventory} + ${take.saleQuantity}::int <= ${activitySkus.inventory}`,
        ),
      )
      .returning({ skuId: activitySkus.skuId })
    if (used.length === 0) throw new DomainError('stockInsufficient', { skuIds: [take.skuId] })
  }

  return takeGifts(tx, orderId, due, now)
}

/** The gift part of reserveStock, on rows it has locked: as many units as are left, up to what is due. */
async function takeGifts(
  tx: Db,
  orderId: number,
  due: Map<number, MergedTake>,
  now: Date,
): Promise<Map<number, number>> {
  const given = new Map<number, number>([...due.keys()].map((id) => [id, 0]))
  if (due.size === 0) return given
  const rows = await tx
    .select({ id: skus.id, stock: skus.stock })
    .from(skus)
    .where(inArray(skus.id, [...due.keys()]))
  for (const row of rows) given.set(row.id, Math.max(0, Math.min(due.get(row.id)!.quantity, row.stock)))
  const ids = [...given.keys()].filter((id) => given.get(id)! > 0).sort((a, b) => a - b)
  if (ids.length === 0) return given
  const units = unitsBySku(
    ids,
    new Map(ids.map((id) => [id, { skuId: id, quantity: given.get(id)!, saleQuantity: 0 }])),
  )
  const taken = await tx
    .update(skus)
    .set({ stock: sql`${skus.stock} - ${units}` })
    .where(and(inArray(skus.id, ids), sql`${skus.stock} >= ${units}`))
    .returning({ id: skus.id, stock: skus.stock })
  // The rows are locked and were just read: the guard cannot fail unless something is badly wrong.
  if (taken.length !== ids.length) throw new Error(`gift stock moved under its lock (skus ${ids.join(', ')})`)
  await writeMovements(
    tx,
    taken.map((row) => ({ skuId: row.id, delta: -given.get(row.id)!, stockAfter: row.stock })),
    { kind: 'sale', orderId, reason: '赠品' },
    now,
  )
  return given
}

/**
 * Gives back units an order took, inside the transaction that moves the order out of wait_pay (cancel, unpaid
 * close) or settles its refund, each of which happens once: the stock, and for units taken from a flash sale, the
 * allotment of the sale that was running when they were taken (`takenAt`, the order's creation), as reserveStock
 * chose it. Gifts go back as takes with `onSale: false`. Each SKU's units back are a `release` row of the ledger,
 * naming the order and why (`reason`). After commit, `refreshSkus` tells the read model.
 */
export async function returnStock(
  tx: Db,
  takes: readonly StockTake[],
  takenAt: Date,
  release: { orderId: number; reason: string; now: Date },
): Promise<void> {
  const merged = mergeTakes(takes.filter((take) => take.quantity > 0))
  const ids = [...merged.keys()].sort((a, b) => a - b)
  if (ids.length === 0) return
  await lockSkus(tx, ids)
  const back = await tx
    .update(skus)
    .set({ stock: sql`${skus.stock} + ${unitsBySku(ids, merged)}` })
    .where(inArray(skus.id, ids))
    .returning({ id: skus.id, stock: skus.stock })
  await writeMovements(
    tx,
    back.map((row) => ({ skuId: row.id, delta: merged.get(row.id)!.quantity, stockAfter: row.stock })),
    { kind: 'release', orderId: release.orderId, reason: release.reason },
    release.now,
  )
  for (const take of ids.map((id) => merged.get(id)!).filter((t) => t.saleQuantity > 0)) {
    await tx
      .update(activitySkus)
      .set({ useInventory: sql`greatest(${activitySkus.useInventory} - ${take.saleQuantity}::int, 0)` })
      .where(
        and(eq(activitySkus.skuId, take.skuId), inArray(activitySkus.activityId, saleRunning(tx, take.skuId, takenAt))),
      )
  }
}

/**
 * A SKU as an order line names it, read on the caller's handle (inside a payment's transaction, where the read model
 * must not load: on PGlite a query outside the open transaction waits for it). `onSale`: sold now (not archived, not
 * held, its goods on sale). Null when there is no such SKU.
 */
export async function skuForLine(tx: Db, skuId: number) {
  const [row] = await tx
    .select({
      id: skus.id,
      goodsId: skus.goodsId,
      skuCode: skus.skuCode,
      specifications: skus.specifications,
      image: skus.image,
      goodsName: goods.name,
      goodsImage: goods.mainImage,
      onSale: sql<boolean>`(not ${skus.archived} and not ${skus.held} and ${goods.status} = 'on_sale')`,
    })
    .from(skus)
    .innerJoin(goods, eq(goods.id, skus.goodsId))
    .where(eq(skus.id, skuId))
  return row ?? null
}

export type MovementKind = (typeof stockMovements.$inferSelect)['kind']

/** Ledger rows for stock that just moved (the SKU rows are locked by the caller); answers their ids. */
export async function writeMovements(
  tx: Db,
  moves: readonly { skuId: number; delta: number; stockAfter: number }[],
  what: { kind: MovementKind; orderId: number | null; reason: string | null; staffUserid?: string | null },
  now: Date,
): Promise<number[]> {
  if (moves.length === 0) return []
  const rows = await tx
    .insert(stockMovements)
    .values(
      [...moves]
        .sort((a, b) => a.skuId - b.skuId)
        .map((move) => ({
          skuId: move.skuId,
          kind: what.kind,
          delta: move.delta,
          stockAfter: move.stockAfter,
          reason: what.reason,
          orderId: what.orderId,
          staffUserid: what.staffUserid ?? null,
          createdAt: now,
        })),
    )
    .returning({ id: stockMovements.id })
  return rows.map((row) => row.id)
}

/**
 * Locks the SKU rows in id order (every stock move locks this way, so two never wait on each other crosswise).
 * After the order's rows, before the coupon and the points account (docs/orders.md "Lock order"). The lock is the
 * one an update of the stock takes (`no key update`): it does not wait for the key-share locks that inserting rows
 * naming the SKU takes (an order's lines, placed before its stock is taken).
 */
export async function lockSkus(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  const sorted = [...ids].sort((a, b) => a - b)
  await tx.select({ id: skus.id }).from(skus).where(inArray(skus.id, sorted)).orderBy(asc(skus.id)).for('no key update')
}

/** Units per SKU, and how many of them are a flash sale's (a SKU may be taken both ways: goods on sale, gifts). */
interface MergedTake {
  skuId: number
  quantity: number
  saleQuantity: number
}

function mergeTakes(takes: readonly StockTake[]): Map<number, MergedTake> {
  const merged = new Map<number, MergedTake>()
  for (const take of takes) {
    const seen = merged.get(take.skuId) ?? { skuId: take.skuId, quantity: 0, saleQuantity: 0 }
    merged.set(take.skuId, {
      skuId: take.skuId,
      quantity: seen.quantity + take.quantity,
      saleQuantity: seen.saleQuantity + (take.onSale ? take.quantity : 0),
    })
  }
  return merged
}

const unitsBySku = (ids: number[], merged: Map<number, MergedTake>) =>
  sql`(case ${skus.id} ${sql.join(
    ids.map((id) => sql`when ${id} then ${merged.get(id)!.quantity}::int`),
    sql` `,
  )} end)`

/** The flash sale of the SKU running at `moment` (the earliest started, when several are). */
const saleRunning = (tx: Db, skuId: number, moment: Date) =>
  tx
    .select({ id: activities.id })
    .from(activities)
    .innerJoin(activitySkus, eq(activitySkus.activityId, activities.id))
    .where(and(eq(activitySkus.skuId, skuId), lte(activities.startTime, moment), gt(activities.endTime, moment)))
    .orderBy(asc(activities.startTime), asc(activities.id))
    .limit(1)
