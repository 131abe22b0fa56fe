import type { flashSaleBody, MerchantFlashSale } from '@shop/contracts'
import { activityStatus, ActivityStatus, DomainError, rangesOverlap } from '@shop/domain'
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import type { Db } from '../../platform/database'
import { toPage } from '../../platform/paging'
import { activities, activitySkus, skus } from './catalogue.tables'

type FlashSaleBody = z.output<typeof flashSaleBody>

/**
 * The console's flash sales (docs/flash-sales.md): the list with each SKU's live sold count, and the create and
 * edit, which refuse a SKU whose goods are in another sale overlapping the slot, a flash price not below the SKU's
 * price, an ended sale, and an allotment below what is sold.
 */
export function catalogueFlashSales(db: Db) {
  async function views(rows: (typeof activities.$inferSelect)[], now: number): Promise<MerchantFlashSale[]> {
    if (rows.length === 0) return []
    const links = await db
      .select({
        activityId: activitySkus.activityId,
        skuId: activitySkus.skuId,
        activityPrice: activitySkus.activityPrice,
        inventory: activitySkus.inventory,
        sold: activitySkus.useInventory,
        skuCode: skus.skuCode,
        name: skus.name,
        price: skus.price,
      })
      .from(activitySkus)
      .innerJoin(skus, eq(skus.id, activitySkus.skuId))
      .where(
        inArray(
          activitySkus.activityId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(activitySkus.skuId))
    return rows.map((row) => {
      const mine = links.filter((link) => link.activityId === row.id).map(({ activityId: _, ...link }) => link)
      return {
        activityId: row.id,
        activityCode: row.code,
        name: row.name,
        startTime: row.startTime.toISOString(),
        endTime: row.endTime.toISOString(),
        status: activityStatus(row.startTime.getTime(), row.endTime.getTime(), now),
        limitPerCustomer: row.limitPerCustomer,
        payMinutes: row.payMinutes,
        allowCoupon: row.allowCoupon,
        allowPoints: row.allowPoints,
        skus: mine,
        sold: mine.reduce((sum, link) => sum + link.sold, 0),
        inventory: mine.reduce((sum, link) => sum + link.inventory, 0),
      }
    })
  }

  const byStatus = (status: number | undefined, now: Date) =>
    status === ActivityStatus.NotStarted
      ? sql`${activities.startTime} > ${now}`
      : status === ActivityStatus.InProgress
        ? sql`${activities.startTime} <= ${now} and ${activities.endTime} > ${now}`
        : status === ActivityStatus.Ended
          ? sql`${activities.endTime} <= ${now}`
          : undefined

  return {
    async page(query: { page: number; size: number; status?: number | undefined }, now: Date) {
      const where = and(eq(activities.type, 'sec_kill'), byStatus(query.status, now))
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(activities)
          .where(where)
          .orderBy(desc(activities.startTime), desc(activities.id))
          .limit(query.size)
          .offset(query.page * query.size),
        db.select({ n: count() }).from(activities).where(where),
      ])
      return toPage(await views(rows, now.getTime()), total?.n ?? 0, query.page, query.size)
    },

    async view(activityId: number, now: Date): Promise<MerchantFlashSale> {
      const rows = await db.select().from(activities).where(eq(activities.id, activityId))
      if (rows.length === 0) throw new DomainError('flashSaleNotFound', { activityId })
      return (await views(rows, now.getTime()))[0]!
    },

    /**
     * Creates (activityId null) or edits a sale inside the caller's transaction (its row locked first); answers
     * its id and what it was before (null for a new one).
     */
    async save(tx: Db, activityId: number | null, body: FlashSaleBody, now: Date) {
      const start = new Date(body.startTime)
      const end = new Date(body.endTime)
      let before: (typeof activitySkus.$inferSelect)[] = []
      if (activityId !== null) {
        const [row] = await tx.select().from(activities).where(eq(activities.id, activityId)).for('update')
        if (!row || row.type !== 'sec_kill') throw new DomainError('flashSaleNotFound', { activityId })
        if (row.endTime <= now) throw new DomainError('flashSaleEnded', { activityId })
        // Locked, so no sale moves what is sold between this check and the write (the check constraint holds).
        before = await tx.select().from(activitySkus).where(eq(activitySkus.activityId, activityId)).for('update')
      }
      const skuIds = body.skus.map((sku) => sku.skuId)
      const skuRows = await tx.select().from(skus).where(inArray(skus.id, skuIds))
      for (const line of body.skus) {
        const sku = skuRows.find((row) => row.id === line.skuId)
        if (!sku) throw new DomainError('skuNotFound', { skuId: line.skuId })
        if (line.activityPrice >= sku.price) throw new DomainError('flashSalePriceNotLower', { skuId: line.skuId })
      }
      for (const old of before) {
        const kept = body.skus.find((line) => line.skuId === old.skuId)
        if (old.useInventory > 0 && (!kept || kept.inventory < old.useInventory)) {
          throw new DomainError('flashSaleSoldKept', { skuId: old.skuId, sold: old.useInventory })
        }
      }
      // Another sale with a SKU of the same goods, whose slot overlaps: refused (docs/flash-sales.md).
      const goodsIds = [...new Set(skuRows.map((row) => row.goodsId))]
      const others = await tx
        .select({
          activityId: activities.id,
          start: activities.startTime,
          end: activities.endTime,
          goodsId: skus.goodsId,
        })
        .from(activitySkus)
        .innerJoin(activities, eq(activities.id, activitySkus.activityId))
        .innerJoin(skus, eq(skus.id, activitySkus.skuId))
        .where(
          and(
            inArray(skus.goodsId, goodsIds),
            eq(activities.type, 'sec_kill'),
            activityId === null ? undefined : ne(activities.id, activityId),
          ),
        )
      const clash = others.find((other) =>
        rangesOverlap(
          { start: start.getTime(), end: end.getTime() },
          { start: other.start.getTime(), end: other.end.getTime() },
        ),
      )
      if (clash) throw new DomainError('flashSaleOverlap', { goodsId: clash.goodsId, activityId: clash.activityId })

      const values = {
        name: body.name,
        startTime: start,
        endTime: end,
        limitPerCustomer: body.limitPerCustomer,
        payMinutes: body.payMinutes,
        allowCoupon: body.allowCoupon,
        allowPoints: body.allowPoints,
      }
      let id = activityId
      if (id === null) {
        const code = `SK${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`
        const [made] = await tx
          .insert(activities)
          .values({ ...values, code, type: 'sec_kill' })
          .returning({ id: activities.id })
        id = made!.id
      } else {
        await tx.update(activities).set(values).where(eq(activities.id, id))
        const gone = before.filter((old) => !skuIds.includes(old.skuId)).map((old) => old.skuId)
        if (gone.length > 0) {
          await tx.delete(activitySkus).where(and(eq(activitySkus.activityId, id), inArray(activitySkus.skuId, gone)))
        }
      }
      for (const line of body.skus) {
        await tx
          .insert(activitySkus)
          .values({ activityId: id, skuId: line.skuId, activityPrice: line.activityPrice, inventory: line.inventory })
          .onConflictDoUpdate({
            target: [activitySkus.activityId, activitySkus.skuId],
            set: { activityPrice: line.activityPrice, inventory: line.inventory },
          })
      }
      return { activityId: id, before }
    },
  }
}
