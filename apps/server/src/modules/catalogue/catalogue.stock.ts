import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import { DomainError } from '@shop/domain'
import type { Db } from '../../platform/database'
import { activities, activitySkus, skus } from './catalogue.tables'

/** Units of one SKU an order takes; `onSale`: the flash sale running for it gives them (its allotment shrinks too). */
export interface StockTake {
  skuId: number
  quantity: number
  onSale: boolean
}

/**
 * Takes stock for an order, inside the order's transaction. The SKU rows are locked in id order (two orders never
 * wait on each other crosswise), then one guarded update takes every quantity only where enough is left: stock
 * never goes below zero however many orders run at once (a read-then-write would oversell). Flash-sale units come
 * out of the running sale's allotment the same guarded way. Throws stockInsufficient with the SKUs that were short;
 * the caller's transaction then rolls everything back. After commit, `refreshSkus` tells the read model.
 */
export async function reserveStock(tx: Db, takes: readonly StockTake[], now: Date): Promise<void> {
  const merged = mergeTakes(takes)
  const ids = [...merged.keys()].sort((a, b) => a - b)
  if (ids.length === 0) return
  await tx.select({ id: skus.id }).from(skus).where(inArray(skus.id, ids)).orderBy(asc(skus.id)).for('update')
  const units = unitsBySku(ids, merged)
  const taken = await tx
    .update(skus)
    .set({ stock: sql`${skus.stock} - ${units}` })
    .where(and(inArray(skus.id, ids), sql`${skus.stock} >= ${units}`))
    .returning({ id: skus.id })
  const short = ids.filter((id) => !taken.some((row) => row.id === id))
  if (short.length > 0) throw new DomainError('stockInsufficient', { skuIds: short })

  for (const take of ids.map((id) => merged.get(id)!).filter((t) => t.onSale)) {
    const runningSale = saleRunning(tx, take.skuId, now)
    const used = await tx
      .update(activitySkus)
      .set({ useInventory: sql`${activitySkus.useInventory} + ${take.quantity}::int` })
      .where(
        and(
          eq(activitySkus.skuId, take.skuId),
          inArray(activitySkus.activityId, runningSale),
          sql`${activitySkus.useInventory} + ${take.quantity}::int <= ${activitySkus.inventory}`,
        ),
      )
      .returning({ skuId: activitySkus.skuId })
    if (used.length === 0) throw new DomainError('stockInsufficient', { skuIds: [take.skuId] })
  }
}

/**
 * Gives back the units of an order that closed unpaid, inside the transaction that closes it (which moves the order
 * out of wait_pay, so this runs once per order): the stock, and for units taken from a flash sale, the allotment of
 * the sale that was running when they were taken (`takenAt`, the order's creation), as reserveStock chose it.
 * After commit, `refreshSkus` tells the read model.
 */
export async function returnStock(tx: Db, takes: readonly StockTake[], takenAt: Date): Promise<void> {
  const merged = mergeTakes(takes)
  const ids = [...merged.keys()].sort((a, b) => a - b)
  if (ids.length === 0) return
  await tx.select({ id: skus.id }).from(skus).where(inArray(skus.id, ids)).orderBy(asc(skus.id)).for('update')
  await tx
    .update(skus)
    .set({ stock: sql`${skus.stock} + ${unitsBySku(ids, merged)}` })
    .where(inArray(skus.id, ids))
  for (const take of ids.map((id) => merged.get(id)!).filter((t) => t.onSale)) {
    await tx
      .update(activitySkus)
      .set({ useInventory: sql`greatest(${activitySkus.useInventory} - ${take.quantity}::int, 0)` })
      .where(
        and(eq(activitySkus.skuId, take.skuId), inArray(activitySkus.activityId, saleRunning(tx, take.skuId, takenAt))),
      )
  }
}

function mergeTakes(takes: readonly StockTake[]): Map<number, StockTake> {
  const merged = new Map<number, StockTake>()
  for (const take of takes) {
    const seen = merged.get(take.skuId)
    merged.set(take.skuId, seen ? { ...seen, quantity: seen.quantity + take.quantity } : { ...take })
  }
  return merged
}

const unitsBySku = (ids: number[], merged: Map<number, StockTake>) =>
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
