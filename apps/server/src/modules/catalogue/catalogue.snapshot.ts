import type { z } from 'zod'
import {
  goodsCard,
  type activitySummary,
  type CategoryNode,
  type GoodsCard,
  type goodsSort,
  type Sku,
} from '@shop/contracts'
import { ActivityStatus, activityStatus, unitPrice } from '@shop/domain'
import { AnswerCache } from './answer-cache'
import type { ActivityRow, ActivitySkuRow, CatalogueRows, CatalogueSettingsRow, GoodsRow } from './catalogue.repository'
import type { SearchFields, SearchIndex } from './catalogue.search'
import { DEFAULT_CART_MAX_QUANTITY } from './catalogue.tables'

export type GoodsSort = z.output<typeof goodsSort>
export type ActivitySummary = z.output<typeof activitySummary>

/** A SKU as the contract shows it, plus what the server needs to sell it. */
export interface SkuView extends Sku {
  /** Units a shopper can buy now: the stock, capped by what is left of the flash-sale allotment while the sale runs. */
  available: number
}

export interface GoodsEntry {
  id: number
  row: GoodsRow
  skus: SkuView[]
  badges: string[]
  specTags: string[]
  tagNames: ReadonlySet<string>
  categoryIds: number[]
  /** The activity running for one of its SKUs, else the next one to start. */
  activity: ActivitySummary | null
  card: GoodsCard
  /** The card as JSON, validated against the contract once. */
  cardJson: string
  /** What a shopper pays for the card's SKU: the activity price while the sale runs, else the price. */
  payPrice: number
}

type CatalogueSettings = Pick<CatalogueSettingsRow, 'shippingPrice' | 'freeShippingThreshold' | 'cartMaxQuantity'>

/** Until an operator sets them: free shipping and a cart of up to 99 per line. */
const DEFAULT_SETTINGS: CatalogueSettings = {
  shippingPrice: 0,
  freeShippingThreshold: 0,
  cartMaxQuantity: DEFAULT_CART_MAX_QUANTITY,
}

/**
 * The catalogue as the shop shows it at one moment: cards and details derived once, every goods in each sort order,
 * the goods under each category (its children's included). Activity statuses follow the clock, so a snapshot is
 * valid between two activity boundaries and derived again past them.
 */
export interface Snapshot {
  validFrom: number
  validUntil: number
  categoryTree: CategoryNode[]
  categories: ReadonlyMap<number, CategoryNode>
  goods: ReadonlyMap<number, GoodsEntry>
  skus: ReadonlyMap<number, SkuView>
  orders: Readonly<Record<GoodsSort, readonly GoodsEntry[]>>
  goodsInCategory: ReadonlyMap<number, ReadonlySet<number>>
  hotKeywords: string[]
  settings: CatalogueSettings
  /** Flash sales by id with the SKUs they sell (their counts are the database's: catalogue.flashSales). */
  flashSales: ReadonlyMap<number, { activity: ActivityRow; skuIds: ReadonlySet<number> }>
  /** SKU → the running flash sale its activity price comes from (while that sale has units left). */
  saleOfSku: ReadonlyMap<number, number>
  search: SearchIndex
  /** Answers serialized from this snapshot (they go with it). */
  answers: AnswerCache
}

export function deriveSnapshot(rows: CatalogueRows, search: SearchIndex, now: number): Snapshot {
  const { validFrom, validUntil } = activityWindow(rows.activities, now)
  const { tree, byId } = categoryTree(rows)

  const activityById = new Map(rows.activities.map((activity) => [activity.id, activity]))
  const activitiesBySku = group(rows.activitySkus, (link) => link.skuId)
  const activitiesByAct = group(rows.activitySkus, (link) => link.activityId)
  const skusByGoods = group(
    rows.skus.filter((sku) => !sku.archived),
    (sku) => sku.goodsId,
  )
  const tagsByGoods = group(rows.tags, (tag) => tag.goodsId)
  const categoriesByGoods = group(rows.goodsCategories, (link) => link.goodsId)

  const goods = new Map<number, GoodsEntry>()
  const skus = new Map<number, SkuView>()
  const saleOfSku = new Map<number, number>()
  for (const row of rows.goods) {
    if (row.status !== 'on_sale') continue // unpublished in the console: the shop shows it nowhere
    const skuRows = skusByGoods.get(row.id) ?? []
    if (skuRows.length === 0) continue // nothing to sell: not listed
    const running: ActivityRow[] = []
    const upcoming: ActivityRow[] = []
    const views = skuRows.map((sku) => {
      let sale: ActivitySkuRow | null = null
      for (const link of activitiesBySku.get(sku.id) ?? []) {
        const owner = activityById.get(link.activityId)
        if (!owner) continue
        const status = activityStatus(owner.startTime.getTime(), owner.endTime.getTime(), now)
        if (status === ActivityStatus.InProgress) {
          sale ??= link
          running.push(owner)
        } else if (status === ActivityStatus.NotStarted) upcoming.push(owner)
      }
      const view = skuView(sku, sale)
      skus.set(sku.id, view)
      if (sale && view.activityPrice !== null) saleOfSku.set(sku.id, sale.activityId)
      return view
    })
    const byStart = (a: ActivityRow, b: ActivityRow) => a.startTime.getTime() - b.startTime.getTime() || a.id - b.id
    const shown = running.sort(byStart)[0] ?? upcoming.sort(byStart)[0]
    const activity = shown
      ? summary(shown, activityStatus(shown.startTime.getTime(), shown.endTime.getTime(), now))
      : null
    const tags = tagsByGoods.get(row.id) ?? []
    const badges = tags.filter((tag) => tag.type === 'Badge').map((tag) => tag.name)
    const cardSku = cardSkuOf(views)
    const card: GoodsCard = {
      id: row.id,
      code: row.code,
      name: row.name,
      subtitle: row.subtitle,
      mainImage: row.mainImage,
      price: cardSku.price,
      marketingPrice: cardSku.marketingPrice,
      activityPrice: cardSku.activityPrice,
      tags: badges,
      sellOut: views.every((sku) => sku.sellOut),
      skuId: cardSku.id,
      salesCount: row.salesCount,
    }
    goods.set(row.id, {
      id: row.id,
      row,
      skus: views,
      badges,
      specTags: tags.filter((tag) => tag.type === 'ShowInSpec').map((tag) => tag.name),
      tagNames: new Set(tags.map((tag) => tag.name)),
      categoryIds: (categoriesByGoods.get(row.id) ?? []).map((link) => link.categoryId).sort((a, b) => a - b),
      activity,
      card,
      cardJson: JSON.stringify(goodsCard.parse(card)),
      payPrice: unitPrice(cardSku),
    })
  }

  return {
    validFrom,
    validUntil,
    categoryTree: tree,
    categories: byId,
    goods,
    skus,
    orders: sortOrders([...goods.values()]),
    goodsInCategory: goodsUnderCategories(rows, byId),
    hotKeywords: rows.hotKeywords.map((row) => row.keyword),
    settings: rows.settings ?? DEFAULT_SETTINGS,
    flashSales: new Map(
      rows.activities
        .filter((activity) => activity.type === 'sec_kill')
        .map((activity) => [
          activity.id,
          { activity, skuIds: new Set((activitiesByAct.get(activity.id) ?? []).map((link) => link.skuId)) },
        ]),
    ),
    saleOfSku,
    search,
    answers: new AnswerCache(),
  }
}

/**
 * Spec §4: a sold-out SKU holds 1; a flash-sale SKU whose allotment is used up holds 0: the flash price is gone, and
 * its normal stock sells at the normal price, as a shop does once the flash units are taken (docs/pricing.md
 * "Flash sales"). Activity price and allotment show only while the sale runs; its price only while units are left.
 * A SKU an operator holds from sale shows as sold out (hold 1) whatever its stock (docs/goods.md).
 */
function skuView(sku: CatalogueRows['skus'][number], running: ActivitySkuRow | null): SkuView {
  const usedUp = running !== null && running.useInventory >= running.inventory
  const sale = usedUp ? null : running
  const available = sku.held
    ? 0
    : Math.max(0, Math.min(sku.stock, sale ? sale.inventory - sale.useInventory : Infinity))
  return {
    id: sku.id,
    skuCode: sku.skuCode,
    goodsId: sku.goodsId,
    specifications: sku.specifications.map(({ name, value, code, image }) => ({ name, value, code, image })),
    price: sku.price,
    marketingPrice: sku.marketingPrice,
    activityPrice: sale?.activityPrice ?? null,
    stock: sku.stock,
    sellOut: available === 0,
    hold: sku.stock === 0 || sku.held ? 1 : usedUp ? 0 : null,
    secSetting: running ? { inventory: running.inventory, useInventory: running.useInventory } : null,
    limitPerCustomer: sku.limitPerCustomer,
    image: sku.image,
    available,
  }
}

/** The SKU a card shows: among the sellable ones (all, when none is), the cheapest on sale, else the cheapest. */
function cardSkuOf(views: SkuView[]): SkuView {
  const sellable = views.filter((sku) => !sku.sellOut)
  const pool = sellable.length > 0 ? sellable : views
  const onSale = pool.filter((sku) => sku.activityPrice !== null)
  return (onSale.length > 0 ? onSale : pool).reduce((best, sku) =>
    (sku.activityPrice ?? sku.price) < (best.activityPrice ?? best.price) ? sku : best,
  )
}

function summary(activity: ActivityRow, status: ActivityStatus): ActivitySummary {
  return {
    activityId: activity.id,
    activityCode: activity.code,
    type: activity.type,
    name: activity.name,
    status,
    startTime: activity.startTime.toISOString(),
    endTime: activity.endTime.toISOString(),
  }
}

/** The last activity boundary at or before now and the first after it: statuses hold in between. */
function activityWindow(activities: ActivityRow[], now: number) {
  let validFrom = -Infinity
  let validUntil = Infinity
  for (const activity of activities) {
    for (const moment of [activity.startTime.getTime(), activity.endTime.getTime()]) {
      if (moment <= now) validFrom = Math.max(validFrom, moment)
      else validUntil = Math.min(validUntil, moment)
    }
  }
  return { validFrom, validUntil }
}

function categoryTree(rows: CatalogueRows) {
  const byId = new Map<number, CategoryNode>(
    rows.categories.map((row) => [
      row.id,
      {
        id: row.id,
        code: row.code,
        name: row.name,
        image: row.image,
        parentId: row.parentId,
        sort: row.sort,
        children: [],
      },
    ]),
  )
  const tree: CategoryNode[] = []
  for (const node of [...byId.values()].sort(byDisplayOrder)) {
    const parent = node.parentId === null ? null : byId.get(node.parentId)
    if (parent) parent.children.push(node)
    else if (node.parentId === null) tree.push(node)
  }
  return { tree, byId }
}

const byDisplayOrder = (a: { sort: number; id: number }, b: { sort: number; id: number }) =>
  b.sort - a.sort || a.id - b.id

/** Each category's goods, with those of every category below it. */
function goodsUnderCategories(rows: CatalogueRows, categories: ReadonlyMap<number, CategoryNode>) {
  const under = new Map<number, Set<number>>([...categories.keys()].map((id) => [id, new Set<number>()]))
  for (const link of rows.goodsCategories) {
    const seen = new Set<number>()
    for (
      let id: number | null = link.categoryId;
      id !== null && !seen.has(id);
      id = categories.get(id)?.parentId ?? null
    ) {
      seen.add(id)
      under.get(id)?.add(link.goodsId)
    }
  }
  return under
}

function sortOrders(entries: GoodsEntry[]): Record<GoodsSort, GoodsEntry[]> {
  const byDefault = (a: GoodsEntry, b: GoodsEntry) => b.row.sort - a.row.sort || a.id - b.id
  const sorted = (compare: (a: GoodsEntry, b: GoodsEntry) => number) =>
    [...entries].sort((a, b) => compare(a, b) || byDefault(a, b))
  return {
    default: sorted(byDefault),
    sales: sorted((a, b) => b.row.salesCount - a.row.salesCount),
    newest: sorted((a, b) => b.row.launchedAt.getTime() - a.row.launchedAt.getTime() || b.id - a.id),
    priceAsc: sorted((a, b) => a.payPrice - b.payPrice),
    priceDesc: sorted((a, b) => b.payPrice - a.payPrice),
  }
}

/** What search looks at for each goods: names, keywords, category names, selling copy and spec values, the description. */
export function searchDocuments(rows: CatalogueRows): Map<number, SearchFields> {
  const categories = new Map(rows.categories.map((row) => [row.id, row]))
  const categoriesByGoods = group(rows.goodsCategories, (link) => link.goodsId)
  const skusByGoods = group(rows.skus, (sku) => sku.goodsId)
  const docs = new Map<number, SearchFields>()
  for (const row of rows.goods) {
    const categoryNames = new Set<string>()
    for (const link of categoriesByGoods.get(row.id) ?? []) {
      const seen = new Set<number>()
      for (
        let category = categories.get(link.categoryId);
        category && !seen.has(category.id);
        category = category.parentId === null ? undefined : categories.get(category.parentId)
      ) {
        seen.add(category.id)
        categoryNames.add(category.name)
      }
    }
    const specValues = new Set(
      (skusByGoods.get(row.id) ?? []).flatMap((sku) => sku.specifications.map((spec) => spec.value)),
    )
    docs.set(row.id, {
      name: row.name,
      keywords: row.keywords,
      categories: [...categoryNames],
      summary: [row.subtitle ?? '', ...row.sellingPoints, ...specValues],
      description: row.detailHtml.replace(/<[^>]*>/g, ' '),
    })
  }
  return docs
}

function group<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const item of items) {
    const k = key(item)
    const list = groups.get(k)
    if (list) list.push(item)
    else groups.set(k, [item])
  }
  return groups
}
