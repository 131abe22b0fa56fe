import { z } from 'zod'
import {
  category as categorySchema,
  categoryNode,
  goodsDetail,
  type GoodsCard,
  type GoodsDetail,
  type KvItem,
  type ParsedBodyOf,
  type ResponseOf,
  type checkGoodsLimitation,
  type goodsList,
  type goodsSearch,
  type recommend,
  type storeSetting,
} from '@shop/contracts'
import { DomainError } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import type { InvalidationBus } from '../../platform/invalidation'
import { createReadModel } from './catalogue.read-model'
import { createMerchantCatalogue } from './catalogue.merchant'
import { catalogueFlashSales } from './catalogue.flash-sales'
import { catalogueRepository } from './catalogue.repository'
import { rankForCustomer, type Interest } from './catalogue.recommend'
import type { SearchScope } from './catalogue.tables'
import { normalizeSearchText } from './catalogue.search'
import type { ActivitySummary, GoodsEntry, Snapshot, SkuView } from './catalogue.snapshot'
import { toPage } from '../../platform/paging'

/** Units of each SKU a customer has bought already, for per-customer limits. */
export interface PurchaseHistory {
  bought(customerId: number, skuIds: number[]): Promise<Map<number, number>>
}

export interface CatalogueDeps {
  db: Db
  clock: Clock
  bus: InvalidationBus
  purchases: PurchaseHistory
  /** The shop's own settings (name, service phone and hours, share title): content's `storeSetting` entries. */
  storeSettings: () => Promise<KvItem[]>
  /** The shop name when no setting names it. */
  shopName: string
}

type ListQuery = z.output<NonNullable<(typeof goodsList)['query']>>
type SearchQuery = z.output<NonNullable<(typeof goodsSearch)['query']>>
type Filters = Pick<ListQuery, 'categoryId' | 'minPrice' | 'maxPrice' | 'inStock' | 'tag'>
type RecommendType = z.output<NonNullable<(typeof recommend)['params']>>['type']
/** Where nothing on screen says what to suggest, so the customer's own interest does. */
const PERSONAL_RECOMMENDATIONS: ReadonlySet<RecommendType> = new Set(['cart', 'search', 'user'])
type LimitationItem = ParsedBodyOf<typeof checkGoodsLimitation>['items'][number]

export type CatalogueService = ReturnType<typeof createCatalogueService>

/** A SKU as the cart sells it: its view (prices, what is available), its goods' name and image, the goods' activity. */
export interface SaleItem {
  sku: SkuView
  goodsName: string
  goodsImage: string
  activity: ActivitySummary | null
  /** The running flash sale the SKU's activity price comes from; null when it sells at its price. */
  saleActivityId: number | null
}

export interface SaleView {
  settings: Snapshot['settings']
  /** undefined: no longer sold (unknown, or its goods left the catalogue). */
  item(skuId: number): SaleItem | undefined
}
export type SearchHistory = ReturnType<CatalogueService['searchHistoryOf']>

/**
 * Catalogue reads come from the in-memory read model (ADR 0020); what is the same for every visitor is answered
 * as JSON text made once per snapshot (`…Json` methods). Personal parts (favorites, histories) are small indexed
 * queries made only for a signed-in customer.
 */
export function createCatalogueService({ db, clock, bus, purchases, storeSettings, shopName }: CatalogueDeps) {
  const repo = catalogueRepository(db)
  const model = createReadModel({ repository: repo, clock, bus })
  /** After a commit that changed the catalogue: every process loads it again (this one before the call returns). */
  const invalidate = (): void => void bus.publish('catalogue')
  const merchant = createMerchantCatalogue({ db, clock, changed: invalidate })

  const cached = (snapshot: Snapshot, key: string, build: () => string): Buffer => snapshot.answers.remember(key, build)

  const goodsEntry = (snapshot: Snapshot, goodsId: number): GoodsEntry => {
    const entry = snapshot.goods.get(goodsId)
    if (!entry) throw new DomainError('goodsNotFound', { goodsId })
    return entry
  }

  const detailOf = (entry: GoodsEntry, withSpecTags: boolean, favoriteSkuIds: number[]): GoodsDetail => ({
    id: entry.id,
    code: entry.row.code,
    name: entry.row.name,
    subtitle: entry.row.subtitle,
    mainImage: entry.row.mainImage,
    gallery: entry.row.gallery,
    detailHtml: entry.row.detailHtml,
    tags: entry.badges,
    specTags: withSpecTags ? entry.specTags : [],
    categoryIds: entry.categoryIds,
    specs: specDimensions(entry),
    skus: entry.skus,
    activity: entry.activity,
    favoriteSkuIds,
    salesCount: entry.row.salesCount,
    viewCount: entry.row.viewCount,
  })

  return {
    categoryTreeJson: async () => {
      const snapshot = await model.current()
      return cached(snapshot, 'categories', () => JSON.stringify(z.array(categoryNode).parse(snapshot.categoryTree)))
    },

    /** Categories directly under `parentId` (the top level without it). */
    async categoriesJson(parentId: number | undefined): Promise<Buffer> {
      const snapshot = await model.current()
      const children = parentId === undefined ? snapshot.categoryTree : snapshot.categories.get(parentId)?.children
      if (!children) throw new DomainError('categoryNotFound', { categoryId: parentId })
      return cached(snapshot, `categories:${parentId}`, () =>
        JSON.stringify(children.map((node) => categorySchema.parse(node))),
      )
    },

    async categoryJson(categoryId: number): Promise<Buffer> {
      const snapshot = await model.current()
      const node = snapshot.categories.get(categoryId)
      if (!node) throw new DomainError('categoryNotFound', { categoryId })
      return cached(snapshot, `category:${categoryId}`, () => JSON.stringify(categoryNode.parse(node)))
    },

    async listJson(query: ListQuery): Promise<Buffer> {
      const snapshot = await model.current()
      return cached(snapshot, `list:${JSON.stringify(query)}`, () =>
        pageJson(filterGoods(snapshot, snapshot.orders[query.sort], query), query.page, query.size),
      )
    },

    /** Relevance first under the default order; any other order sorts the matches. A customer's search is kept. */
    async searchJson(query: SearchQuery, customerId: number | null): Promise<Buffer> {
      const snapshot = await model.current()
      const json = cached(snapshot, `search:${JSON.stringify(query)}`, () => {
        const scores = snapshot.search.search(query.keyword)
        const order = snapshot.orders[query.sort].filter((entry) => scores.has(entry.id))
        if (query.sort === 'default') order.sort((a, b) => scores.get(b.id)! - scores.get(a.id)!)
        return pageJson(filterGoods(snapshot, order, query), query.page, query.size)
      })
      const keyword = normalizeSearchText(query.keyword)
      if (customerId !== null && query.page === 0 && keyword)
        await repo.recordSearch(customerId, 'goods', keyword, clock.now())
      return json
    },

    /** The detail; a visitor's is cached JSON, a customer's carries the SKUs they favorited. */
    async detail(goodsId: number, withSpecTags: boolean, customerId: number | null): Promise<Buffer | GoodsDetail> {
      const snapshot = await model.current()
      const entry = goodsEntry(snapshot, goodsId)
      if (customerId === null) {
        return cached(snapshot, `detail:${goodsId}:${withSpecTags}`, () =>
          JSON.stringify(goodsDetail.parse(detailOf(entry, withSpecTags, []))),
        )
      }
      const favoriteSkuIds = await repo.favoriteSkuIds(
        customerId,
        entry.skus.map((sku) => sku.id),
      )
      return detailOf(entry, withSpecTags, favoriteSkuIds)
    },

    /** Cards of these goods in the given order; ids no longer in the catalogue are left out. */
    async cards(goodsIds: readonly number[]): Promise<GoodsCard[]> {
      const snapshot = await model.current()
      return goodsIds.flatMap((goodsId) => {
        const entry = snapshot.goods.get(goodsId)
        return entry ? [entry.card] : []
      })
    },

    hotKeywords: async () => ({ keywords: (await model.current()).hotKeywords }),

    /**
     * Goods to suggest, sold-out ones left out: for a goods, those sharing a category with it (then other best
     * sellers); for a category, its goods, best sellers first. Elsewhere (cart, empty search, personal centre) a
     * customer's own ranking from their interest (views, cart, orders: `rankForCustomer`), and the shop's best
     * sellers for a visitor (`interestOf` null) or a customer without any. The interest is read only where used.
     */
    async recommendJson(
      type: RecommendType,
      id: number,
      size: number,
      interestOf: (() => Promise<Interest>) | null,
    ): Promise<Buffer> {
      const snapshot = await model.current()
      const goods = type === 'goods' ? goodsEntry(snapshot, id) : null
      const inCategory = type === 'category' ? snapshot.goodsInCategory.get(id) : null
      if (inCategory === undefined) throw new DomainError('categoryNotFound', { categoryId: id })
      const personal =
        PERSONAL_RECOMMENDATIONS.has(type) && interestOf ? rankForCustomer(snapshot, await interestOf(), size) : null
      if (personal) return Buffer.from(`[${personal.map((entry) => entry.cardJson).join(',')}]`)
      return cached(snapshot, `recommend:${type}:${id}:${size}`, () => {
        const sellable = snapshot.orders.sales.filter((entry) => !entry.card.sellOut)
        let picks = sellable
        if (goods) {
          const others = sellable.filter((entry) => entry.id !== goods.id)
          const related = others.filter((entry) =>
            entry.categoryIds.some((categoryId) => goods.categoryIds.includes(categoryId)),
          )
          picks = [...related, ...others.filter((entry) => !related.includes(entry))]
        } else if (inCategory) {
          picks = sellable.filter((entry) => inCategory.has(entry.id))
        }
        return `[${picks
          .slice(0, size)
          .map((entry) => entry.cardJson)
          .join(',')}]`
      })
    },

    /** The goods the customer viewed last, newest first (what their recommendations start from). */
    recentViews: (customerId: number, limit = 20) => repo.recentViews(customerId, limit),

    /** A customer's searches in one scope (the goods search, the discovery feed's), newest first. */
    searchHistoryOf(scope: SearchScope) {
      return {
        record: (customerId: number, keyword: string) => repo.recordSearch(customerId, scope, keyword, clock.now()),
        list: async (customerId: number) => ({ keywords: await repo.searches(customerId, scope) }),
        clear: (customerId: number) => repo.clearSearches(customerId, scope),
      }
    },

    async addFavorite(customerId: number, skuId: number): Promise<void> {
      if (!(await model.current()).skus.has(skuId)) throw new DomainError('skuNotFound', { skuId })
      await repo.addFavorite(customerId, skuId, clock.now())
    },

    removeFavorite: (customerId: number, skuId: number) => repo.removeFavorite(customerId, skuId),

    async favorites(customerId: number, page: number, size: number) {
      const [snapshot, { rows, total }] = await Promise.all([model.current(), repo.favorites(customerId, page, size)])
      const content = rows.flatMap(({ skuId, createdAt }) => {
        const goods = snapshot.goods.get(snapshot.skus.get(skuId)?.goodsId ?? 0)
        return goods ? [{ ...goods.card, favoriteSkuId: skuId, favoritedAt: createdAt.toISOString() }] : []
      })
      return toPage(content, total, page, size)
    },

    /** Counts a view; a customer's goes to their browsing history. Answers the goods' view count. */
    async viewGoods(goodsId: number, customerId: number | null) {
      const viewCount = await repo.recordView(goodsId, customerId, clock.now())
      if (viewCount === null) throw new DomainError('goodsNotFound', { goodsId })
      model.noteViewCount(goodsId, viewCount)
      return { viewCount }
    },

    /** Takes goods out of the customer's browsing history ('all': clears it); goods not in it change nothing. */
    removeViewRecords: (customerId: number, goodsIds: readonly number[] | 'all') =>
      repo.removeViews(customerId, goodsIds),

    async viewRecords(customerId: number, page: number, size: number) {
      const [snapshot, { rows, total }] = await Promise.all([model.current(), repo.views(customerId, page, size)])
      const content = rows.flatMap(({ goodsId, viewedAt }) => {
        const goods = snapshot.goods.get(goodsId)
        return goods ? [{ ...goods.card, viewedAt: viewedAt.toISOString() }] : []
      })
      return toPage(content, total, page, size)
    },

    /**
     * Whether each quantity can be bought: within what is available now (stock, or what is left of a running flash
     * sale) and within the SKU's per-customer limit less what the customer bought before. Lines of the same SKU count
     * together.
     */
    async checkLimitation(
      items: LimitationItem[],
      customerId: number | null,
    ): Promise<ResponseOf<typeof checkGoodsLimitation>> {
      const snapshot = await model.current()
      const wanted = new Map<number, number>()
      for (const item of items) {
        if (!snapshot.skus.has(item.skuId)) throw new DomainError('skuNotFound', { skuId: item.skuId })
        wanted.set(item.skuId, (wanted.get(item.skuId) ?? 0) + item.quantity)
      }
      const bought =
        customerId === null ? new Map<number, number>() : await purchases.bought(customerId, [...wanted.keys()])
      const answers = items.map(({ skuId }) => {
        const sku = snapshot.skus.get(skuId)!
        const already = bought.get(skuId) ?? 0
        const limitLeft = sku.limitPerCustomer === null ? Infinity : Math.max(0, sku.limitPerCustomer - already)
        const allowed = Math.min(sku.available, limitLeft)
        const passed = wanted.get(skuId)! <= allowed
        return {
          skuId,
          allowed,
          limitPerCustomer: sku.limitPerCustomer,
          bought: already,
          passed,
          reason: passed ? null : limitationReason(sku.available, limitLeft, sku.limitPerCustomer, already),
        }
      })
      return { passed: answers.every((answer) => answer.passed), items: answers }
    },

    async shippingPrice() {
      const { settings } = await model.current()
      return { shippingPrice: settings.shippingPrice, freeShippingThreshold: settings.freeShippingThreshold }
    },

    async setting(): Promise<ResponseOf<typeof storeSetting>> {
      const [{ settings }, items] = await Promise.all([model.current(), storeSettings()])
      const value = (key: string) => items.find((item) => item.key === key)?.value
      const name = value('shopName') ?? shopName
      return {
        shopName: name,
        servicePhone: value('servicePhone') ?? '',
        serviceHours: value('serviceHours') ?? '',
        // Spec §9: the default share title is the shop name.
        shareTitle: value('shareTitle') ?? name,
        cartMaxQuantity: settings.cartMaxQuantity,
      }
    },

    /** The console's goods, stock ledger and categories (catalogue.merchant.ts). */
    merchant,

    /**
     * The console saves the shipping rule inside its transaction; call `invalidate()` after the commit (every process
     * loads the catalogue again).
     */
    saveShipping: (tx: Db, shipping: { shippingPrice: number; freeShippingThreshold: number }): Promise<void> =>
      catalogueRepository(tx).saveShipping(shipping),

    /**
     * For the order flows, after the commit: stock, flash-sale inventory or sales of these SKUs changed. Every process
     * re-reads them before its next catalogue read.
     */
    async refreshSkus(skuIds: number[]): Promise<void> {
      if (skuIds.length > 0) await bus.publish('catalogue', skuIds)
    },

    /**
     * After a commit that changed anything else in the catalogue's tables: every process loads it again. This
     * process has heard it when the call returns; the others a few milliseconds later (the publish never fails).
     */
    invalidate,

    /** The console's flash sales: the list with live sold counts, create and edit (in the caller's transaction). */
    flashSalesConsole: catalogueFlashSales(db),

    /** Flash sales with their allotments, read from the database now (docs/flash-sales.md). */
    flashSales: repo.flashSales,

    /** A flash sale and the SKUs it sells, from the read model (no query: the rush reads it on every submit). */
    async flashSale(activityId: number) {
      return (await model.current()).flashSales.get(activityId)
    },

    /**
     * For the cart and checkout: the SKUs as sold at this moment and the selling settings, without a query. A SKU's
     * flash price is sold only by its sale's sec_kill (`flash`: that sale's id): the cart, buy-now and every other
     * order sell it at its price, from its stock, never from the allotment (docs/flash-sales.md "Other ways to buy").
     * `'shown'`: the running flash prices as they are, for a list that shows them (the cart's reservations).
     */
    async saleView(flash: number | 'shown' | null = null): Promise<SaleView> {
      const snapshot = await model.current()
      return {
        settings: snapshot.settings,
        item(skuId) {
          const sku = snapshot.skus.get(skuId)
          const entry = sku && snapshot.goods.get(sku.goodsId)
          if (!entry) return undefined
          const saleActivityId = snapshot.saleOfSku.get(skuId) ?? null
          const flashPrice = saleActivityId !== null && (flash === 'shown' || flash === saleActivityId)
          return {
            sku: flashPrice || sku.activityPrice === null ? sku : { ...sku, activityPrice: null },
            goodsName: entry.row.name,
            goodsImage: entry.row.mainImage,
            activity: entry.activity,
            saleActivityId: flashPrice ? saleActivityId : null,
          }
        },
      }
    },
  }
}

function filterGoods(snapshot: Snapshot, entries: readonly GoodsEntry[], filters: Filters): GoodsEntry[] {
  const { categoryId, minPrice, maxPrice, inStock, tag } = filters
  const inCategory = categoryId === undefined ? null : snapshot.goodsInCategory.get(categoryId)
  if (inCategory === undefined) throw new DomainError('categoryNotFound', { categoryId })
  return entries.filter(
    (entry) =>
      (inCategory === null || inCategory.has(entry.id)) &&
      (minPrice === undefined || entry.payPrice >= minPrice) &&
      (maxPrice === undefined || entry.payPrice <= maxPrice) &&
      (inStock !== 'true' || !entry.card.sellOut) &&
      (tag === undefined || entry.tagNames.has(tag)),
  )
}

/** A page of cards as JSON, made of the cards' own JSON (a page beyond the end is empty, with the right totals). */
function pageJson(entries: readonly GoodsEntry[], page: number, size: number): string {
  const cards = entries.slice(page * size, (page + 1) * size).map((entry) => entry.cardJson)
  return `{"content":[${cards.join(',')}],"page":${page},"size":${size},"totalElements":${entries.length},"totalPages":${Math.ceil(entries.length / size)}}`
}

/** The spec dimensions in the order the SKUs show them, each value once (e.g. 容量: 30ml, 50ml). */
function specDimensions(entry: GoodsEntry): GoodsDetail['specs'] {
  const dimensions = new Map<string, Map<string, { value: string; code: string; image: string | null }>>()
  for (const sku of entry.skus) {
    for (const { name, value, code, image } of sku.specifications) {
      let values = dimensions.get(name)
      if (!values) dimensions.set(name, (values = new Map()))
      if (!values.has(code)) values.set(code, { value, code, image })
    }
  }
  return [...dimensions].map(([name, values]) => ({ name, values: [...values.values()] }))
}

function limitationReason(available: number, limitLeft: number, limit: number | null, bought: number): string {
  if (available === 0) return '商品已售罄'
  if (limitLeft < available) {
    return bought > 0 ? `每人限购${limit}件，您已购买${bought}件` : `每人限购${limit}件`
  }
  return `库存不足，最多可购买${available}件`
}
