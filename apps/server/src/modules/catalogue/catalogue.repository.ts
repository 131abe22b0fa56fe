import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { prepared, type Db } from '../../platform/database'
import {
  activities,
  activitySkus,
  catalogueSettings,
  DEFAULT_CART_MAX_QUANTITY,
  favorites,
  goods,
  goodsCategories,
  goodsTags,
  goodsViews,
  hotKeywords,
  salesCategories,
  searchHistory,
  skus,
  type SearchScope,
} from './catalogue.tables'

// Read after every order, for the SKUs it took (ADR 0071): prepared, the SKUs as one array parameter.
const skusIn = (column: AnyPgColumn) => sql`${column} = any(${sql.placeholder('skuIds')})`
const skuStatesOf = prepared('catalogue_sku_states', (db) =>
  db
    .select({ id: skus.id, stock: skus.stock, goodsId: skus.goodsId, salesCount: goods.salesCount })
    .from(skus)
    .innerJoin(goods, eq(goods.id, skus.goodsId))
    .where(skusIn(skus.id)),
)
const activitySkuStatesOf = prepared('catalogue_activity_sku_states', (db) =>
  db
    .select({ activityId: activitySkus.activityId, skuId: activitySkus.skuId, useInventory: activitySkus.useInventory })
    .from(activitySkus)
    .where(skusIn(activitySkus.skuId)),
)

export type CategoryRow = typeof salesCategories.$inferSelect
export type GoodsRow = typeof goods.$inferSelect
export type GoodsCategoryRow = typeof goodsCategories.$inferSelect
export type GoodsTagRow = typeof goodsTags.$inferSelect
export type SkuRow = typeof skus.$inferSelect
export type ActivityRow = typeof activities.$inferSelect
export type ActivitySkuRow = typeof activitySkus.$inferSelect
export type HotKeywordRow = typeof hotKeywords.$inferSelect
export type CatalogueSettingsRow = typeof catalogueSettings.$inferSelect

/** Everything the read model is built from. */
export interface CatalogueRows {
  categories: CategoryRow[]
  goods: GoodsRow[]
  goodsCategories: GoodsCategoryRow[]
  tags: GoodsTagRow[]
  skus: SkuRow[]
  activities: ActivityRow[]
  activitySkus: ActivitySkuRow[]
  hotKeywords: HotKeywordRow[]
  settings: CatalogueSettingsRow | null
}

/** A flash sale and its SKUs' activity prices and allotments. */
export interface FlashSaleRows {
  activity: ActivityRow
  skus: ActivitySkuRow[]
}

/** What moves when goods are sold: stock, flash-sale inventory used, sales counts. */
export interface SkuStates {
  skus: Pick<SkuRow, 'id' | 'stock'>[]
  activitySkus: Pick<ActivitySkuRow, 'activityId' | 'skuId' | 'useInventory'>[]
  goods: Pick<GoodsRow, 'id' | 'salesCount'>[]
}

/** The most searches kept per customer. */
const SEARCH_HISTORY_SIZE = 20

export type CatalogueRepository = ReturnType<typeof catalogueRepository>

export function catalogueRepository(db: Db) {
  return {
    /**
     * Flash sales as the database has them now (not the read model: the flash-sale flow checks and reconciles
     * against these), start first, with their SKUs' allotments. `activityId`: that one only; `endingAfter`: those
     * not ended by then.
     */
    async flashSales(filter: { activityId?: number; endingAfter?: Date }): Promise<FlashSaleRows[]> {
      const rows = await db
        .select()
        .from(activities)
        .where(
          and(
            eq(activities.type, 'sec_kill'),
            filter.activityId === undefined ? undefined : eq(activities.id, filter.activityId),
            filter.endingAfter === undefined ? undefined : sql`${activities.endTime} > ${filter.endingAfter}`,
          ),
        )
        .orderBy(asc(activities.startTime), asc(activities.id))
      if (rows.length === 0) return []
      const links = await db
        .select()
        .from(activitySkus)
        .where(
          inArray(
            activitySkus.activityId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(activitySkus.skuId))
      return rows.map((activity) => ({ activity, skus: links.filter((link) => link.activityId === activity.id) }))
    },

    /** The whole catalogue, read in one snapshot of the database. */
    async loadAll(): Promise<CatalogueRows> {
      return db.transaction(
        async (tx) => ({
          categories: await tx.select().from(salesCategories),
          goods: await tx.select().from(goods),
          goodsCategories: await tx.select().from(goodsCategories),
          tags: await tx
            .select()
            .from(goodsTags)
            .orderBy(asc(goodsTags.goodsId), desc(goodsTags.sort), asc(goodsTags.name)),
          skus: await tx.select().from(skus).orderBy(asc(skus.goodsId), asc(skus.sort), asc(skus.id)),
          activities: await tx.select().from(activities),
          activitySkus: await tx.select().from(activitySkus),
          hotKeywords: await tx.select().from(hotKeywords).orderBy(desc(hotKeywords.sort), asc(hotKeywords.keyword)),
          settings: (await tx.select().from(catalogueSettings))[0] ?? null,
        }),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      )
    },

    /** The shipping rule (the settings row is made with the default cart limit when missing). */
    async saveShipping(shipping: { shippingPrice: number; freeShippingThreshold: number }): Promise<void> {
      await db
        .insert(catalogueSettings)
        .values({ id: 1, ...shipping, cartMaxQuantity: DEFAULT_CART_MAX_QUANTITY })
        .onConflictDoUpdate({ target: catalogueSettings.id, set: shipping })
    },

    async skuStates(skuIds: number[]): Promise<SkuStates> {
      const [skuRows, activityRows] = await Promise.all([
        skuStatesOf(db).execute({ skuIds }),
        activitySkuStatesOf(db).execute({ skuIds }),
      ])
      const goodsRows = new Map(skuRows.map((row) => [row.goodsId, { id: row.goodsId, salesCount: row.salesCount }]))
      return { skus: skuRows, activitySkus: activityRows, goods: [...goodsRows.values()] }
    },

    /** Counts a view of the goods and, for a customer, moves it to the top of their history. Null: no such goods. */
    async recordView(goodsId: number, customerId: number | null, now: Date): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(goods)
          .set({ viewCount: sql`${goods.viewCount} + 1` })
          .where(eq(goods.id, goodsId))
          .returning({ viewCount: goods.viewCount })
        if (!row) return null
        if (customerId !== null) {
          await tx
            .insert(goodsViews)
            .values({ customerId, goodsId, viewedAt: now })
            .onConflictDoUpdate({ target: [goodsViews.customerId, goodsViews.goodsId], set: { viewedAt: now } })
        }
        return row.viewCount
      })
    },

    async views(customerId: number, page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ goodsId: goodsViews.goodsId, viewedAt: goodsViews.viewedAt })
          .from(goodsViews)
          .where(eq(goodsViews.customerId, customerId))
          .orderBy(desc(goodsViews.viewedAt), desc(goodsViews.goodsId))
          .limit(size)
          .offset(page * size),
        db.select({ total: count() }).from(goodsViews).where(eq(goodsViews.customerId, customerId)),
      ])
      return { rows, total: total?.total ?? 0 }
    },

    /** Takes goods out of the customer's browsing history; none given, all of it. */
    async removeViews(customerId: number, goodsIds: readonly number[] | 'all'): Promise<void> {
      const mine = eq(goodsViews.customerId, customerId)
      await db
        .delete(goodsViews)
        .where(goodsIds === 'all' ? mine : and(mine, inArray(goodsViews.goodsId, [...goodsIds])))
    },

    /** The goods the customer viewed last, newest first. */
    async recentViews(customerId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ goodsId: goodsViews.goodsId })
        .from(goodsViews)
        .where(eq(goodsViews.customerId, customerId))
        .orderBy(desc(goodsViews.viewedAt), desc(goodsViews.goodsId))
        .limit(limit)
      return rows.map((row) => row.goodsId)
    },

    async addFavorite(customerId: number, skuId: number, now: Date): Promise<void> {
      await db.insert(favorites).values({ customerId, skuId, createdAt: now }).onConflictDoNothing()
    },

    async removeFavorite(customerId: number, skuId: number): Promise<void> {
      await db.delete(favorites).where(and(eq(favorites.customerId, customerId), eq(favorites.skuId, skuId)))
    },

    async favorites(customerId: number, page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ skuId: favorites.skuId, createdAt: favorites.createdAt })
          .from(favorites)
          .where(eq(favorites.customerId, customerId))
          .orderBy(desc(favorites.createdAt), desc(favorites.skuId))
          .limit(size)
          .offset(page * size),
        db.select({ total: count() }).from(favorites).where(eq(favorites.customerId, customerId)),
      ])
      return { rows, total: total?.total ?? 0 }
    },

    /** Which of these SKUs the customer has favorited. */
    async favoriteSkuIds(customerId: number, skuIds: number[]): Promise<number[]> {
      const rows = await db
        .select({ skuId: favorites.skuId })
        .from(favorites)
        .where(and(eq(favorites.customerId, customerId), inArray(favorites.skuId, skuIds)))
        .orderBy(asc(favorites.skuId))
      return rows.map((row) => row.skuId)
    },

    /** Keeps the keyword as the customer's newest search in the scope, and only their newest SEARCH_HISTORY_SIZE. */
    async recordSearch(customerId: number, scope: SearchScope, keyword: string, now: Date): Promise<void> {
      const mine = and(eq(searchHistory.customerId, customerId), eq(searchHistory.scope, scope))
      await db.transaction(async (tx) => {
        await tx
          .insert(searchHistory)
          .values({ customerId, scope, keyword, searchedAt: now })
          .onConflictDoUpdate({
            target: [searchHistory.customerId, searchHistory.scope, searchHistory.keyword],
            set: { searchedAt: now },
          })
        const newest = tx
          .select({ keyword: searchHistory.keyword })
          .from(searchHistory)
          .where(mine)
          .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.keyword))
          .limit(SEARCH_HISTORY_SIZE)
        await tx.delete(searchHistory).where(and(mine, notInArray(searchHistory.keyword, newest)))
      })
    },

    async searches(customerId: number, scope: SearchScope): Promise<string[]> {
      const rows = await db
        .select({ keyword: searchHistory.keyword })
        .from(searchHistory)
        .where(and(eq(searchHistory.customerId, customerId), eq(searchHistory.scope, scope)))
        .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.keyword))
        .limit(SEARCH_HISTORY_SIZE)
      return rows.map((row) => row.keyword)
    },

    async clearSearches(customerId: number, scope: SearchScope): Promise<void> {
      await db
        .delete(searchHistory)
        .where(and(eq(searchHistory.customerId, customerId), eq(searchHistory.scope, scope)))
    },
  }
}
