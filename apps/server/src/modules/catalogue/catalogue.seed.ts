import { asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '../../platform/database'
import {
  demoGoods,
  hotKeywords as demoHotKeywords,
  salesCategories as demoCategories,
  type DemoGoods,
  type ImageFile,
} from '../../seed/demo/catalogue.data'
import type { SeedStep } from '../../seed/seed'
import {
  activities,
  activitySkus,
  catalogueSettings,
  goods,
  goodsCategories,
  goodsTags,
  hotKeywords,
  salesCategories,
  skus,
} from './catalogue.tables'
import { writeMovements } from './catalogue.stock'

/** Where the demo images are served (static.ts serves apps/server/assets/demo there). */
const DEMO_ASSETS_URL = '/assets'

export const demoImage = (file: ImageFile) => `${DEMO_ASSETS_URL}/${file}`

/** Rich text from the demo data names its pictures relative to the demo folder: make them served paths. */
export const demoHtml = (html: string) => html.replace(/(<img\s[^>]*src=")(?![a-z]+:|\/)/g, `$1${DEMO_ASSETS_URL}/`)

const DAY = 86_400_000
const HOUR = 3_600_000

/** The demo flash sale runs from an hour before the seed to a week after it, so a fresh shop always has one on. */
const FLASH_SALE = { code: 'SECKILL-DEMO', name: '限时秒杀', startsBefore: HOUR, lasts: 7 * DAY }

/**
 * The next slot: 20:00–22:00 China time on the day after the seed, on goods the running sale does not sell, so the
 * seckill page has a 即将开始 tab with a reminder to ask for. Its SKUs are each goods' first without a flash price,
 * at 70 % of their price (whole yuan), 50 units each, 1 per customer.
 */
const NEXT_FLASH_SALE = { code: 'SECKILL-NEXT', name: '明晚8点 秒杀专场', goods: 3, units: 50, limit: 1 }

/** 20:00 China time on the China day after `now`. */
function tomorrowEightPm(now: number): Date {
  const chinaMidnight = Math.floor((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR
  return new Date(chinaMidnight + DAY + 20 * HOUR)
}

export const catalogueSeed: SeedStep[] = [
  {
    name: 'catalogue/demo-catalogue',
    async run({ db, clock }) {
      const now = clock.now().getTime()
      await db
        .insert(salesCategories)
        .values(
          demoCategories.map((top) => ({
            code: top.code,
            name: top.name,
            image: demoImage(top.image),
            sort: top.sort,
          })),
        )
        .onConflictDoNothing()
      const tops = await categoryIdsByCode(
        db,
        demoCategories.map((top) => top.code),
      )
      await db
        .insert(salesCategories)
        .values(
          demoCategories.flatMap((top) =>
            top.children.map((child) => ({
              code: child.code,
              name: child.name,
              image: demoImage(child.image),
              parentId: tops.get(top.code)!,
              sort: child.sort,
            })),
          ),
        )
        .onConflictDoNothing()
      const categoryIds = await categoryIdsByCode(db, allCategoryCodes())

      await db
        .insert(goods)
        .values(
          demoGoods.map((item, index) => ({
            code: item.code,
            name: item.name,
            subtitle: item.subtitle,
            sellingPoints: item.sellingPoints,
            mainImage: demoImage(item.mainImage),
            gallery: item.gallery.map(demoImage),
            detailHtml: demoHtml(item.detailHtml),
            keywords: item.keywords,
            sort: item.sort,
            salesCount:
              demoSales(index, item.sort) +
              item.skus.reduce((sum, sku) => sum + (sku.secKill?.secSetting.useInventory ?? 0), 0),
            launchedAt: launchDate(item, index, now),
          })),
        )
        .onConflictDoNothing()
      const goodsIds = await goodsIdsByCode(
        db,
        demoGoods.map((item) => item.code),
      )

      await db
        .insert(goodsCategories)
        .values(
          demoGoods.flatMap((item) =>
            item.categoryCodes.map((code) => ({
              goodsId: goodsIds.get(item.code)!,
              categoryId: categoryIds.get(code)!,
            })),
          ),
        )
        .onConflictDoNothing()
      await db
        .insert(goodsTags)
        .values(
          demoGoods.flatMap((item) =>
            item.tags.map((tag, index) => ({
              goodsId: goodsIds.get(item.code)!,
              name: tag.name,
              type: tag.type,
              sort: item.tags.length - index,
            })),
          ),
        )
        .onConflictDoNothing()
      await db
        .insert(skus)
        .values(
          demoGoods.flatMap((item) =>
            item.skus.map((sku, index) => ({
              goodsId: goodsIds.get(item.code)!,
              skuCode: sku.skuCode,
              name: sku.name,
              specifications: sku.specifications.map((spec) => ({ ...spec, image: demoImage(spec.image) })),
              price: sku.price,
              marketingPrice: sku.marketingPrice,
              stock: sku.stock,
              image: demoImage(sku.mainImage),
              limitPerCustomer: sku.limitPerCustomer ?? null,
              sort: index,
            })),
          ),
        )
        .onConflictDoNothing()
      // Each SKU's stock opens its ledger (docs/goods.md "Stock ledger").
      await db.execute(sql`
        insert into stock_movements (sku_id, kind, delta, stock_after, reason, created_at)
        select s.id, 'initial', s.stock, s.stock, '期初库存', ${clock.now()}
        from skus s
        where s.stock > 0 and not exists (select 1 from stock_movements m where m.sku_id = s.id)`)

      await db
        .insert(activities)
        .values({
          code: FLASH_SALE.code,
          type: 'sec_kill',
          name: FLASH_SALE.name,
          startTime: new Date(now - FLASH_SALE.startsBefore),
          endTime: new Date(now - FLASH_SALE.startsBefore + FLASH_SALE.lasts),
        })
        .onConflictDoNothing()
      const [activity] = await db
        .select({ id: activities.id })
        .from(activities)
        .where(eq(activities.code, FLASH_SALE.code))
      const onSale = demoGoods.flatMap((item) =>
        item.skus.flatMap((sku) => (sku.secKill ? [{ skuCode: sku.skuCode, ...sku.secKill }] : [])),
      )
      const skuIds = await skuIdsByCode(
        db,
        onSale.map((sku) => sku.skuCode),
      )
      await db
        .insert(activitySkus)
        .values(
          onSale.map((sku) => ({
            activityId: activity!.id,
            skuId: skuIds.get(sku.skuCode)!,
            activityPrice: sku.activityPrice,
            inventory: sku.secSetting.inventory,
            useInventory: sku.secSetting.useInventory,
          })),
        )
        .onConflictDoNothing()

      await db.insert(hotKeywords).values(demoHotKeywords).onConflictDoNothing()
      // ¥10 shipping, free from ¥199; at most 99 of one SKU in the cart.
      await db
        .insert(catalogueSettings)
        .values({ shippingPrice: 1000, freeShippingThreshold: 19_900, cartMaxQuantity: 99 })
        .onConflictDoNothing()
    },
  },
  {
    name: 'catalogue/upcoming-flash-sale',
    async run({ db, clock }) {
      const start = tomorrowEightPm(clock.now().getTime())
      await db
        .insert(activities)
        .values({
          code: NEXT_FLASH_SALE.code,
          type: 'sec_kill',
          name: NEXT_FLASH_SALE.name,
          startTime: start,
          endTime: new Date(start.getTime() + 2 * HOUR),
          limitPerCustomer: NEXT_FLASH_SALE.limit,
          payMinutes: 5,
        })
        .onConflictDoNothing()
      const [activity] = await db
        .select({ id: activities.id })
        .from(activities)
        .where(eq(activities.code, NEXT_FLASH_SALE.code))
      const picked = demoGoods
        .filter((item) => item.skus.every((sku) => !sku.secKill))
        .slice(0, NEXT_FLASH_SALE.goods)
        .map((item) => item.skus[0]!)
      const skuIds = await skuIdsByCode(
        db,
        picked.map((sku) => sku.skuCode),
      )
      await db
        .insert(activitySkus)
        .values(
          picked.map((sku) => ({
            activityId: activity!.id,
            skuId: skuIds.get(sku.skuCode)!,
            activityPrice: Math.floor((sku.price * 0.7) / 100) * 100,
            inventory: NEXT_FLASH_SALE.units,
          })),
        )
        .onConflictDoNothing()
    },
  },
  {
    // The year card's own goods (docs/year-cards.md): sold only through the year card page, so in no category.
    name: 'catalogue/year-card-goods',
    async run({ db, clock }) {
      const now = clock.now()
      const art = demoGoods.find((item) => item.code === 'LJGFT01')!
      const [row] = await db
        .insert(goods)
        .values({
          code: YEAR_CARD_GOODS,
          name: '澜肌黑金会员年卡',
          subtitle: '一年会员价、包邮、每月好券',
          sellingPoints: ['全场9.5折会员价', '全年包邮', '每30天一张满199减30券', '购物积分1.5倍'],
          mainImage: demoImage(art.mainImage),
          gallery: [demoImage(art.mainImage)],
          keywords: ['年卡', '会员卡', '黑金卡'],
          // Not a new arrival: it is the membership, not goods.
          launchedAt: new Date(now.getTime() - 365 * DAY),
        })
        .onConflictDoNothing()
        .returning({ id: goods.id })
      if (!row) return
      const stock = 100_000
      const [sku] = await db
        .insert(skus)
        .values({
          goodsId: row.id,
          skuCode: `${YEAR_CARD_GOODS}-365`,
          name: '365天',
          specifications: [],
          price: 19_900,
          marketingPrice: 29_900,
          stock,
          image: demoImage(art.mainImage),
          sort: 0,
        })
        .returning({ id: skus.id })
      // Its stock opens its ledger like every SKU's (docs/goods.md "Stock ledger").
      await writeMovements(
        db,
        [{ skuId: sku!.id, delta: stock, stockAfter: stock }],
        { kind: 'initial', orderId: null, reason: '期初库存' },
        now,
      )
    },
  },
]

const newArrivals = demoGoods.filter((item) => item.tags.some((tag) => tag.name === '新品'))

/** New arrivals went on sale in the last weeks, the rest two months and more ago. */
function launchDate(item: DemoGoods, index: number, now: number): Date {
  const arrival = newArrivals.indexOf(item)
  return new Date(now - (arrival >= 0 ? arrival + 1 : 60 + index) * DAY)
}

/** A stable, varied demo sales count (the demo has no orders behind it). */
const demoSales = (index: number, sort: number) => ((sort * 7 + index * 131) % 1900) + 100

const byCode = (rows: { id: number; code: string }[]) => new Map(rows.map((row) => [row.code, row.id]))

const categoryIdsByCode = async (db: Db, codes: string[]) =>
  byCode(
    await db
      .select({ id: salesCategories.id, code: salesCategories.code })
      .from(salesCategories)
      .where(inArray(salesCategories.code, codes)),
  )

const goodsIdsByCode = async (db: Db, codes: string[]) =>
  byCode(await db.select({ id: goods.id, code: goods.code }).from(goods).where(inArray(goods.code, codes)))

const skuIdsByCode = async (db: Db, codes: string[]) =>
  byCode(await db.select({ id: skus.id, code: skus.skuCode }).from(skus).where(inArray(skus.skuCode, codes)))

const allCategoryCodes = () => demoCategories.flatMap((top) => [top.code, ...top.children.map((child) => child.code)])

/** The goods a demo year card is sold as (its one SKU: 365 days). */
export const YEAR_CARD_GOODS = 'LJVIP01'

/** The demo's ids by code, for other modules' seeds that link to goods and categories. */
export async function demoCatalogueIds(db: Db) {
  return {
    goods: await goodsIdsByCode(
      db,
      demoGoods.map((item) => item.code),
    ),
    categories: await categoryIdsByCode(db, allCategoryCodes()),
  }
}

/** The first SKU of a goods (by sort), for seed steps of other modules that name one. */
export async function firstSkuOf(db: Db, goodsId: number | undefined) {
  if (goodsId === undefined) return undefined
  const [sku] = await db
    .select({ id: skus.id, goodsId: skus.goodsId })
    .from(skus)
    .where(eq(skus.goodsId, goodsId))
    .orderBy(asc(skus.sort), asc(skus.id))
    .limit(1)
  return sku
}

/** A SKU's id by its code, for seed steps of other modules that name one. */
export const skuIdOfCode = async (db: Db, code: string) => (await skuIdsByCode(db, [code])).get(code)

/** The goods listed in a top category or one of its children. */
export async function goodsUnder(db: Db, categoryId: number): Promise<number[]> {
  const children = db
    .select({ id: salesCategories.id })
    .from(salesCategories)
    .where(eq(salesCategories.parentId, categoryId))
  const rows = await db
    .selectDistinct({ goodsId: goodsCategories.goodsId })
    .from(goodsCategories)
    .where(or(eq(goodsCategories.categoryId, categoryId), inArray(goodsCategories.categoryId, children)))
    .orderBy(asc(goodsCategories.goodsId))
  return rows.map((row) => row.goodsId)
}
