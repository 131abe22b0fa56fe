import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm'
import type { CouponTemplateStatus, CustomerCouponStatus } from '@shop/contracts'
import { prepared, type Db } from '../../platform/database'
import { couponCampaignReceipts, couponIssues, couponTemplates, customerCoupons } from './coupons.tables'

export type TemplateRow = typeof couponTemplates.$inferSelect
export type CustomerCouponRow = typeof customerCoupons.$inferSelect
export type TemplateValues = typeof couponTemplates.$inferInsert
export type IssueRow = typeof couponIssues.$inferSelect

/** How many coupons of a template are used, expired unused and still usable at a moment. */
export interface UsageCounts {
  used: number
  expired: number
  usable: number
}

/** The console's filters on the template list. */
export interface TemplateFilter {
  keyword?: string | undefined
  promotionType?: number | undefined
  status?: CouponTemplateStatus | undefined
  /** `field,asc` or `field,desc`. */
  sort: `${'createdAt' | 'issuedCount'},${'asc' | 'desc'}`
}

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

/** The customer's coupons with their templates. */
const heldOn = (db: Db) =>
  db
    .select({ coupon: customerCoupons, template: couponTemplates })
    .from(customerCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, customerCoupons.templateId))

/** Each wallet tab at the moment `now`: expiry is read from validTo, never stored. */
const walletTab = (status: CustomerCouponStatus, now: Date | Placeholder): { where: SQL; order: SQL[] } => {
  const { status: stored, validTo, usedAt, id } = customerCoupons
  if (status === 'used') return { where: eq(stored, 'used'), order: [desc(usedAt), desc(id)] }
  if (status === 'expired')
    return { where: and(eq(stored, 'usable'), lte(validTo, now))!, order: [desc(validTo), desc(id)] }
  return { where: and(eq(stored, 'usable'), gt(validTo, now))!, order: [asc(validTo), asc(id)] }
}

/** Read by every priced cart: prepared (ADR 0071). */
const usableOf = prepared('coupons_usable', (db) => {
  const tab = walletTab('usable', sql.placeholder('now'))
  return heldOn(db)
    .where(and(eq(customerCoupons.customerId, sql.placeholder('customerId')), tab.where))
    .orderBy(...tab.order)
})

/** Queries on one database handle (the service's, or the transaction it runs in). */
export function couponsRepository(db: Db) {
  const held = () => heldOn(db)

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
    usable: (customerId: number, now: Date) => usableOf(db).execute({ customerId, now: now.toISOString() }),

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

    /**
     * Takes back the customer's coupon of an issue while it is unused (usable or expired): revoked. Answers what the
     * coupon is now: revoked (now or before), used (it stays: an order spent it), or null when the issue gave none.
     */
    async revoke(issueKey: string, customerId: number): Promise<'revoked' | 'used' | null> {
      const mine = and(eq(customerCoupons.issueKey, issueKey), eq(customerCoupons.customerId, customerId))
      const [taken] = await db
        .update(customerCoupons)
        .set({ status: 'revoked' })
        .where(and(mine, eq(customerCoupons.status, 'usable')))
        .returning({ id: customerCoupons.id })
      if (taken) return 'revoked'
      const [held] = await db.select({ status: customerCoupons.status }).from(customerCoupons).where(mine)
      return held ? (held.status === 'used' ? 'used' : 'revoked') : null
    },

    // ─── The console ───

    async templatePage(filter: TemplateFilter, now: Date, page: number, size: number) {
      const t = couponTemplates
      const where = and(
        filter.keyword ? or(ilike(t.title, `%${filter.keyword}%`), ilike(t.code, `%${filter.keyword}%`)) : undefined,
        filter.promotionType !== undefined ? eq(t.promotionType, filter.promotionType) : undefined,
        filter.status ? templateStatusWhere(filter.status, now) : undefined,
      )
      const [field, order] = filter.sort.split(',')
      const column = field === 'issuedCount' ? t.issuedCount : t.createdAt
      const direction = order === 'asc' ? asc : desc
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(t)
          .where(where)
          .orderBy(direction(column), direction(t.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(t).where(where),
      ])
      return { rows, total: total!.n }
    },

    async findTemplate(id: number): Promise<TemplateRow | null> {
      const [row] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, id))
      return row ?? null
    },

    /** Used, expired and usable coupons of each template at `now` (one grouped read over the page's templates). */
    async usage(templateIds: number[], now: Date): Promise<Map<number, UsageCounts>> {
      if (templateIds.length === 0) return new Map()
      const c = customerCoupons
      const rows = await db
        .select({
          templateId: c.templateId,
          used: sql<number>`count(*) filter (where ${c.status} = 'used')`.mapWith(Number),
          expired: sql<number>`count(*) filter (where ${c.status} = 'usable' and ${c.validTo} <= ${now})`.mapWith(
            Number,
          ),
          usable: sql<number>`count(*) filter (where ${c.status} = 'usable' and ${c.validTo} > ${now})`.mapWith(Number),
        })
        .from(c)
        .where(inArray(c.templateId, templateIds))
        .groupBy(c.templateId)
      return new Map(rows.map(({ templateId, ...counts }) => [templateId, counts]))
    },

    async insertTemplate(values: TemplateValues): Promise<TemplateRow | null> {
      const [row] = await db.insert(couponTemplates).values(values).onConflictDoNothing().returning()
      return row ?? null
    },

    async updateTemplate(id: number, values: Partial<TemplateValues>): Promise<TemplateRow> {
      const [row] = await db.update(couponTemplates).set(values).where(eq(couponTemplates.id, id)).returning()
      return row!
    },

    async findIssue(issueKey: string): Promise<IssueRow | null> {
      const [row] = await db.select().from(couponIssues).where(eq(couponIssues.issueKey, issueKey))
      return row ?? null
    },

    /** Records the issue under its key; false when the key is taken (the issue happened, or is happening). */
    async recordIssue(row: IssueRow): Promise<boolean> {
      const rows = await db
        .insert(couponIssues)
        .values(row)
        .onConflictDoNothing()
        .returning({ issueKey: couponIssues.issueKey })
      return rows.length > 0
    },

    /**
     * Hands one coupon of a locked template to each customer under the issue's key (at most one each: the key and
     * customer are unique), then counts them on the template, guarded by its total: false, and nothing counted, when
     * they would pass it (the caller's transaction then rolls the coupons back).
     */
    async issueMany(
      template: TemplateRow,
      customerIds: readonly number[],
      issueKey: string,
      [validFrom, validTo]: [Date, Date],
      now: Date,
      buyGiftActivityId: number | null,
    ): Promise<number | null> {
      if (customerIds.length === 0) return 0
      const given = await db
        .insert(customerCoupons)
        .values(
          customerIds.map((customerId) => ({
            customerId,
            templateId: template.id,
            validFrom,
            validTo,
            receivedAt: now,
            issueKey,
            buyGiftActivityId,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: customerCoupons.id })
      const n = given.length
      const counted = await db
        .update(couponTemplates)
        .set({ issuedCount: sql`${couponTemplates.issuedCount} + ${n}` })
        .where(
          and(
            eq(couponTemplates.id, template.id),
            or(
              isNull(couponTemplates.totalQuantity),
              sql`${couponTemplates.issuedCount} + ${n} <= ${couponTemplates.totalQuantity}`,
            ),
          ),
        )
        .returning({ id: couponTemplates.id })
      return counted.length > 0 ? n : null
    },
  }
}

export type CouponsRepository = ReturnType<typeof couponsRepository>

/** The templates in a console status at `now` (docs/marketing.md). */
function templateStatusWhere(status: CouponTemplateStatus, now: Date): SQL {
  const t = couponTemplates
  if (status === 'stopped') return eq(t.active, false)
  const ended = and(isNotNull(t.validTo), lte(t.validTo, now))!
  if (status === 'ended') return and(eq(t.active, true), ended)!
  const upcoming = and(isNotNull(t.validFrom), gt(t.validFrom, now))!
  if (status === 'upcoming') return and(eq(t.active, true), upcoming)!
  return and(eq(t.active, true), sql`not (${ended})`, sql`not (${upcoming})`)!
}
