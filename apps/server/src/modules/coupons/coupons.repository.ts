import { and, arrayOverlaps, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { CustomerCouponStatus } from '@shop/contracts'
import type { Db } from '../../platform/database'
import { couponCampaignReceipts, couponTemplates, customerCoupons } from './coupons.tables'

export type TemplateRow = typeof couponTemplates.$inferSelect
export type CustomerCouponRow = typeof customerCoupons.$inferSelect

/** A customer's coupon with the terms of its template. */
export interface HeldCoupon {
  coupon: CustomerCouponRow
  template: TemplateRow
}

/** Which goods the asker is looking at: none (the whole shop), a goods, or some of its SKUs. */
export interface CoverageFilter {
  goodsId?: number | undefined
  skuIds?: number[] | undefined
}

/** Queries on one database handle (the service's, or the transaction it runs in). */
export function couponsRepository(db: Db) {
  const held = () =>
    db
      .select({ coupon: customerCoupons, template: couponTemplates })
      .from(customerCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, customerCoupons.templateId))

  /** Each wallet tab at the moment `now`: expiry is read from validTo, never stored. */
  const walletTab = (status: CustomerCouponStatus, now: Date): { where: SQL; order: SQL[] } => {
    const { status: stored, validTo, usedAt, id } = customerCoupons
    if (status === 'used') return { where: eq(stored, 'used'), order: [desc(usedAt), desc(id)] }
    if (status === 'expired')
      return { where: and(eq(stored, 'usable'), lte(validTo, now))!, order: [desc(validTo), desc(id)] }
    return { where: and(eq(stored, 'usable'), gt(validTo, now))!, order: [asc(validTo), asc(id)] }
  }

  return {
    /** Reads the template and holds it until the transaction ends: receiving decides on stock and limits under it. */
    async lockTemplate(id: number): Promise<TemplateRow | null> {
      const [row] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, id)).for('update')
      return row ?? null
    },

    lockCampaignTemplates: (campaign: string) =>
      db
        .select()
        .from(couponTemplates)
        .where(eq(couponTemplates.campaign, campaign))
        .orderBy(asc(couponTemplates.id))
        .for('update'),

    async countHeld(customerId: number, templateId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(customerCoupons)
        .where(and(eq(customerCoupons.customerId, customerId), eq(customerCoupons.templateId, templateId)))
      return row!.n
    },

    /** How many coupons of each template the customer has received. */
    async heldCounts(customerId: number, templateIds: number[]): Promise<Map<number, number>> {
      if (templateIds.length === 0) return new Map()
      const rows = await db
        .select({ templateId: customerCoupons.templateId, n: count() })
        .from(customerCoupons)
        .where(and(eq(customerCoupons.customerId, customerId), inArray(customerCoupons.templateId, templateIds)))
        .groupBy(customerCoupons.templateId)
      return new Map(rows.map((r) => [r.templateId, r.n]))
    },

    /** Hands one coupon of a locked template to the customer. */
    async issue(
      template: TemplateRow,
      customerId: number,
      validFrom: Date,
      validTo: Date,
      now: Date,
    ): Promise<CustomerCouponRow> {
      await db
        .update(couponTemplates)
        .set({ issuedCount: sql`${couponTemplates.issuedCount} + 1` })
        .where(eq(couponTemplates.id, template.id))
      const [row] = await db
        .insert(customerCoupons)
        .values({ customerId, templateId: template.id, validFrom, validTo, receivedAt: now })
        .returning()
      return row!
    },

    /** Records that the customer received a campaign; false when they already had. */
    async recordCampaignReceipt(customerId: number, campaign: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(couponCampaignReceipts)
        .values({ customerId, campaign, receivedAt: now })
        .onConflictDoNothing()
        .returning({ customerId: couponCampaignReceipts.customerId })
      return rows.length > 0
    },

    async findHeld(customerId: number, id: number): Promise<HeldCoupon | null> {
      const [row] = await held().where(and(eq(customerCoupons.id, id), eq(customerCoupons.customerId, customerId)))
      return row ?? null
    },

    async wallet(customerId: number, status: CustomerCouponStatus, now: Date, page: number, size: number) {
      const tab = walletTab(status, now)
      const where = and(eq(customerCoupons.customerId, customerId), tab.where)
      const [rows, [total]] = await Promise.all([
        held()
          .where(where)
          .orderBy(...tab.order)
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(customerCoupons).where(where),
      ])
      return { rows, total: total!.n }
    },

    /** The coupons the customer may still use: unused and not expired (a window not yet open included). */
    usable: (customerId: number, now: Date) =>
      held()
        .where(and(eq(customerCoupons.customerId, customerId), walletTab('usable', now).where))
        .orderBy(asc(customerCoupons.validTo), asc(customerCoupons.id)),

    /** Templates handed out by receiving (not by a campaign) that are running and cover what is asked. */
    receivable(now: Date, filter: CoverageFilter) {
      const { goodsIds, skuIds } = couponTemplates
      const asked = filter.goodsId !== undefined || filter.skuIds !== undefined
      const covers = or(
        sql`cardinality(${goodsIds}) = 0 and cardinality(${skuIds}) = 0`,
        filter.goodsId !== undefined ? sql`${filter.goodsId} = any(${goodsIds})` : undefined,
        filter.skuIds !== undefined ? arrayOverlaps(skuIds, filter.skuIds) : undefined,
      )
      return db
        .select()
        .from(couponTemplates)
        .where(
          and(
            eq(couponTemplates.active, true),
            isNull(couponTemplates.campaign),
            or(isNull(couponTemplates.validTo), gt(couponTemplates.validTo, now)),
            asked ? covers : undefined,
          ),
        )
        .orderBy(asc(couponTemplates.id))
    },

    /** Marks the coupon used by the order, if it is the customer's, unused and inside its window; false otherwise. */
    async consume(customerId: number, couponId: number, orderId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(customerCoupons)
        .set({ status: 'used', orderId, usedAt: now })
        .where(
          and(
            eq(customerCoupons.id, couponId),
            eq(customerCoupons.customerId, customerId),
            eq(customerCoupons.status, 'usable'),
            lte(customerCoupons.validFrom, now),
            gt(customerCoupons.validTo, now),
          ),
        )
        .returning({ id: customerCoupons.id })
      return rows.length > 0
    },

    /** Gives back the coupon the order used; null when it used none or it was already given back. */
    async release(orderId: string): Promise<CustomerCouponRow | null> {
      const [row] = await db
        .update(customerCoupons)
        .set({ status: 'usable', orderId: null, usedAt: null })
        .where(and(eq(customerCoupons.orderId, orderId), eq(customerCoupons.status, 'used')))
        .returning()
      return row ?? null
    },
  }
}

export type CouponsRepository = ReturnType<typeof couponsRepository>
