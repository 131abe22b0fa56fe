import { and, asc, between, desc, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  addFavorite,
  cartAppend,
  checkGoodsLimitation,
  clearViewPdpRecords,
  clearSearchHistory,
  favoriteList,
  goodsDetailRoute,
  goodsList,
  goodsSearch,
  hotKeywords,
  recommend,
  removeFavorite,
  removeViewPdpRecord,
  salesCategoryDetail,
  salesCategoryList,
  salesCategoryTree,
  searchHistory,
  shippingPrice,
  storeSetting,
  viewGoods,
  viewPdpRecords,
  type GoodsCard,
} from '@shop/contracts'
import { buyNow, shopper } from '../../../test/checkout.fixtures'
import { createTestApp } from '../../../test/harness'
import { memoryBus, type InvalidationBus } from '../../platform/invalidation'
import { createCatalogueService } from '.'
import { createReadModel } from './catalogue.read-model'
import { catalogueRepository } from './catalogue.repository'
import { goods, goodsCategories, salesCategories, skus } from './catalogue.tables'

const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database

const all = async (query: Record<string, string> = {}) => {
  const answer = await t.call(goodsList, { query: { size: '1000', ...query } })
  expect(answer.status).toBe(200)
  expect(goodsList.response.parse(answer.body)).toEqual(answer.body)
  return answer.body.content
}
const search = async (keyword: string, query: Record<string, string> = {}, token?: string) => {
  const answer = await t.call(goodsSearch, { query: { keyword, size: '1000', ...query }, ...(token && { token }) })
  expect(answer.status).toBe(200)
  return answer.body.content
}
const payPrice = (card: GoodsCard) => card.activityPrice ?? card.price
const goodsId = async (code: string) =>
  (await db.select({ id: goods.id }).from(goods).where(eq(goods.code, code)))[0]!.id
const sku = async (skuCode: string) => (await db.select().from(skus).where(eq(skus.skuCode, skuCode)))[0]!
const detail = async (id: number, token?: string) => {
  const answer = await t.call(goodsDetailRoute, { params: { id }, ...(token && { token }) })
  expect(answer.status).toBe(200)
  return answer.body
}
/** Another server process on the same database: its own read model, hearing its own bus (or the one given). */
const otherProcess = (bought = new Map<number, number>(), bus: InvalidationBus = memoryBus(t.app.log)) =>
  createCatalogueService({
    db,
    clock: t.clock,
    bus,
    purchases: { bought: async () => bought },
    storeSettings: async () => [],
    shopName: t.config.shopName,
  })

describe('sales categories', () => {
  it('answers the tree: eight top categories in display order, each with its children', async () => {
    const tree = await t.call(salesCategoryTree)
    expect(tree.status).toBe(200)
    expect(tree.body.map((node) => node.name)).toEqual([
      '护肤',
      '彩妆',
      '香氛',
      '身体护理',
      '洗护发',
      '男士',
      '礼盒套装',
      '试用装',
    ])
    expect(tree.body[0]).toMatchObject({ code: 'SKIN', parentId: null, image: '/assets/category/skin.png' })
    expect(tree.body[0]!.children.map((child) => child.name)).toEqual(['洁面卸妆', '水乳', '精华眼霜', '面霜面膜'])
    expect(tree.body[0]!.children.every((child) => child.parentId === tree.body[0]!.id)).toBe(true)
  })

  it('lists the top level, or the children of one parent; one category with its children', async () => {
    const top = await t.call(salesCategoryList)
    expect(top.body).toHaveLength(8)
    expect(top.body[0]).not.toHaveProperty('children')
    const makeup = top.body.find((node) => node.code === 'MAKEUP')!
    const children = await t.call(salesCategoryList, { query: { parentId: String(makeup.id) } })
    expect(children.body.map((node) => node.code)).toEqual(['MKBASE', 'MKLIP', 'MKEYE'])
    const one = await t.call(salesCategoryDetail, { params: { id: makeup.id } })
    expect(one.body).toMatchObject({ code: 'MAKEUP', name: '彩妆' })
    expect(one.body.children).toHaveLength(3)
    const leaf = await t.call(salesCategoryList, { query: { parentId: String(children.body[0]!.id) } })
    expect(leaf.body).toEqual([])
  })

  it('answers 404 categoryNotFound for unknown ids and 400 for malformed ones', async () => {
    expect(await t.call(salesCategoryDetail, { params: { id: 99_999 } })).toMatchObject({
      status: 404,
      body: { code: 'categoryNotFound' },
    })
    expect(await t.call(salesCategoryList, { query: { parentId: '99999' } })).toMatchObject({
      status: 404,
      body: { code: 'categoryNotFound' },
    })
    expect((await t.call(salesCategoryDetail, { params: { id: 'skin' } })).status).toBe(400)
    expect((await t.call(salesCategoryList, { query: { parentId: '0' } })).status).toBe(400)
  })
})

describe('goods/list', () => {
  it('pages from 0: totals on every page, an empty page past the end', async () => {
    const total = (await db.select({ n: sql<number>`count(*)::int` }).from(goods))[0]!.n
    const first = await t.call(goodsList, { query: { size: '20' } })
    expect(first.body).toMatchObject({ page: 0, size: 20, totalElements: total, totalPages: Math.ceil(total / 20) })
    expect(first.body.content).toHaveLength(20)
    const last = await t.call(goodsList, { query: { page: String(Math.ceil(total / 20) - 1), size: '20' } })
    expect(last.body.content).toHaveLength(total - 20 * (Math.ceil(total / 20) - 1))
    const beyond = await t.call(goodsList, { query: { page: '50', size: '20' } })
    expect(beyond.body).toEqual({
      content: [],
      page: 50,
      size: 20,
      totalElements: total,
      totalPages: Math.ceil(total / 20),
    })
    const pages = await Promise.all(
      [0, 1, 2, 3].map((page) => t.call(goodsList, { query: { page: String(page), size: '20' } })),
    )
    expect(new Set(pages.flatMap((page) => page.body.content.map((card) => card.id))).size).toBe(total)
  })

  it.each([
    [{ size: '1001' }],
    [{ size: '0' }],
    [{ page: '-1' }],
    [{ page: 'first' }],
    [{ sort: 'cheapest' }],
    [{ minPrice: '-1' }],
    [{ minPrice: '20000', maxPrice: '10000' }],
    [{ inStock: 'yes' }],
    [{ categoryId: '0' }],
    [{ colour: 'red' }],
  ])('refuses %j with 400', async (query) => {
    expect(await t.call(goodsList, { query })).toMatchObject({ status: 400, body: { code: 'validationFailed' } })
  })

  it('sorts by each order', async () => {
    const expectedDefault = await db.select({ id: goods.id }).from(goods).orderBy(desc(goods.sort), asc(goods.id))
    expect((await all()).map((card) => card.id)).toEqual(expectedDefault.map((row) => row.id))
    const isSorted = (values: number[], direction: 1 | -1) =>
      values.every((value, i) => i === 0 || (value - values[i - 1]!) * direction >= 0)
    expect(isSorted((await all({ sort: 'priceAsc' })).map(payPrice), 1)).toBe(true)
    expect(isSorted((await all({ sort: 'priceDesc' })).map(payPrice), -1)).toBe(true)
    expect(
      isSorted(
        (await all({ sort: 'sales' })).map((card) => card.salesCount),
        -1,
      ),
    ).toBe(true)
    const launched = new Map(
      (await db.select({ id: goods.id, at: goods.launchedAt }).from(goods)).map((row) => [row.id, row.at.getTime()]),
    )
    const newest = await all({ sort: 'newest' })
    expect(
      isSorted(
        newest.map((card) => launched.get(card.id)!),
        -1,
      ),
    ).toBe(true)
    // New arrivals went on sale most recently.
    const newCount = newest.filter((card) => card.tags.includes('新品')).length
    expect(newest.slice(0, newCount).every((card) => card.tags.includes('新品'))).toBe(true)
  })

  it('filters by category (its children included), price, stock and tag', async () => {
    const skin = (await db.select().from(salesCategories).where(eq(salesCategories.code, 'SKIN')))[0]!
    const underSkin = await db
      .selectDistinct({ goodsId: goodsCategories.goodsId })
      .from(goodsCategories)
      .innerJoin(salesCategories, eq(salesCategories.id, goodsCategories.categoryId))
      .where(eq(salesCategories.parentId, skin.id))
    const inSkin = await all({ categoryId: String(skin.id) })
    expect(inSkin.map((card) => card.id).sort((a, b) => a - b)).toEqual(
      underSkin.map((row) => row.goodsId).sort((a, b) => a - b),
    )
    expect(inSkin.length).toBeGreaterThan(5)

    const priced = await all({ minPrice: '10000', maxPrice: '20000' })
    expect(priced.length).toBeGreaterThan(0)
    expect(priced.every((card) => payPrice(card) >= 10_000 && payPrice(card) <= 20_000)).toBe(true)
    expect((await all({ minPrice: '10000' })).length + (await all({ maxPrice: '9999' })).length).toBe(
      (await all()).length,
    )

    const inStock = await all({ inStock: 'true' })
    expect(inStock.every((card) => !card.sellOut)).toBe(true)
    expect((await all({ inStock: 'false' })).length).toBe((await all()).length)

    const fresh = await all({ tag: '新品' })
    expect(fresh.length).toBeGreaterThan(0)
    expect(fresh.every((card) => card.tags.includes('新品'))).toBe(true)
    // A spec-selector tag filters too, though cards show only badges.
    expect((await all({ tag: '限购' })).length).toBeGreaterThan(0)
    expect(await all({ tag: '没有这个标签' })).toEqual([])

    const combined = await all({ categoryId: String(skin.id), sort: 'priceAsc', inStock: 'true', maxPrice: '50000' })
    expect(
      combined.every(
        (card) => inSkin.some((other) => other.id === card.id) && !card.sellOut && payPrice(card) <= 50_000,
      ),
    ).toBe(true)
    expect(await t.call(goodsList, { query: { categoryId: '99999' } })).toMatchObject({
      status: 404,
      body: { code: 'categoryNotFound' },
    })
  })
})

describe('goods/search', () => {
  it('finds Chinese names by a part of them, best matches first', async () => {
    const found = await search('精华')
    expect(found.map((card) => card.name)).toContain('澜肌水光精华液')
    const inName = found.findIndex((card) => !card.name.includes('精华'))
    expect(inName).toBeGreaterThan(0)
    expect(found.slice(inName).every((card) => !card.name.includes('精华'))).toBe(true)
    expect((await search('澜肌水光精华液'))[0]!.name).toBe('澜肌水光精华液')
    expect((await search('水光精华'))[0]!.name).toMatch(/^澜肌水光精华/)
  })

  it('matches keywords and synonyms, English in any case or width', async () => {
    const cleanser = await goodsId('LJCLN01')
    expect((await search('洗面奶')).map((card) => card.id)).toContain(cleanser)
    expect((await search('CLEANSER')).map((card) => card.id)).toContain(cleanser)
    expect((await search('ｃｌｅａｎｓｅｒ')).map((card) => card.id)).toContain(cleanser)
  })

  it('requires every word of a multi-word query', async () => {
    const both = await search('澜肌 口红')
    const lipstick = await search('口红')
    expect(both.map((card) => card.code)).toContain('LJLIP01')
    expect(both.every((card) => lipstick.some((other) => other.id === card.id))).toBe(true)
    expect(await search('口红 不存在的词')).toEqual([])
  })

  it('pages, sorts and filters the matches', async () => {
    const matches = await search('精华')
    const page = await t.call(goodsSearch, { query: { keyword: '精华', page: '1', size: '2' } })
    expect(page.body).toMatchObject({
      page: 1,
      size: 2,
      totalElements: matches.length,
      totalPages: Math.ceil(matches.length / 2),
    })
    expect(page.body.content.map((card) => card.id)).toEqual(matches.slice(2, 4).map((card) => card.id))
    const beyond = await t.call(goodsSearch, { query: { keyword: '精华', page: '99' } })
    expect(beyond.body).toMatchObject({ content: [], totalElements: matches.length })
    const cheapFirst = await search('精华', { sort: 'priceAsc' })
    expect(cheapFirst.map(payPrice)).toEqual([...matches.map(payPrice)].sort((a, b) => a - b))
    expect((await search('精华', { inStock: 'true' })).every((card) => !card.sellOut)).toBe(true)
    expect(await search('没有这种商品')).toEqual([])
  })

  it.each([
    [{}],
    [{ keyword: '' }],
    [{ keyword: '   ' }],
    [{ keyword: 'x'.repeat(51) }],
    [{ keyword: '精华', size: '1001' }],
    [{ keyword: 'a\u0001b' }],
  ])('refuses %j with 400', async (query) => {
    expect((await t.call(goodsSearch, { query })).status).toBe(400)
  })
})

describe('search history', () => {
  it('keeps a customer’s searches newest first, once each, out of other customers’ sight', async () => {
    const alice = await t.loginCustomer()
    const bob = await t.loginCustomer()
    for (const keyword of ['精华', '口红', '精华']) {
      await search(keyword, {}, alice.jwtString)
      t.clock.advance(1000)
    }
    await search('面霜', { page: '1' }, alice.jwtString) // paging through results is not a new search
    expect((await t.call(searchHistory, { token: alice.jwtString })).body).toEqual({ keywords: ['精华', '口红'] })
    expect((await t.call(searchHistory, { token: bob.jwtString })).body).toEqual({ keywords: [] })
    expect(await t.call(clearSearchHistory, { token: bob.jwtString })).toMatchObject({
      status: 200,
      body: { success: true },
    })
    expect((await t.call(searchHistory, { token: alice.jwtString })).body.keywords).toHaveLength(2)
    expect(await t.call(clearSearchHistory, { token: alice.jwtString })).toMatchObject({ status: 200 })
    expect((await t.call(searchHistory, { token: alice.jwtString })).body).toEqual({ keywords: [] })
    expect((await t.call(searchHistory)).status).toBe(401)
    expect((await t.call(clearSearchHistory)).status).toBe(401)
  })

  it('keeps the newest 20', async () => {
    const carol = await t.loginCustomer()
    for (let i = 1; i <= 23; i++) {
      await search(`词${i}`, {}, carol.jwtString)
      t.clock.advance(10)
    }
    const { keywords } = (await t.call(searchHistory, { token: carol.jwtString })).body
    expect(keywords).toHaveLength(20)
    expect(keywords[0]).toBe('词23')
    expect(keywords.at(-1)).toBe('词4')
  })

  it('answers the hot keywords in order', async () => {
    const hot = await t.call(hotKeywords)
    expect(hot.body.keywords.slice(0, 3)).toEqual(['水光精华', '口红', '气垫'])
  })
})

describe('goods detail', () => {
  it('answers SKUs, spec dimensions and the activity; spec tags only when asked', async () => {
    const serum = await goodsId('LJSER01')
    const plain = await detail(serum)
    expect(plain).toMatchObject({ code: 'LJSER01', name: '澜肌水光精华液', specTags: [], favoriteSkuIds: [] })
    expect(plain.specs).toEqual([
      {
        name: '容量',
        values: plain.skus.map((s) => ({
          value: s.specifications[0]!.value,
          code: s.specifications[0]!.code,
          image: s.specifications[0]!.image,
        })),
      },
    ])
    expect(plain.gallery[0]).toBe(plain.mainImage)
    expect(plain.detailHtml).toContain('<img src="/assets/')
    expect(plain.activity).toMatchObject({ type: 'sec_kill', status: 2, activityCode: 'SECKILL-DEMO' })
    const withTags = await t.call(goodsDetailRoute, { params: { id: serum }, query: { tag: 'ShowInSpec' } })
    expect(withTags.body.specTags.length).toBeGreaterThan(0)
    expect(withTags.body.tags).toEqual(plain.tags)
    expect((await t.call(goodsDetailRoute, { params: { id: serum }, query: { tag: 'Other' } })).status).toBe(400)
  })

  it('answers 404 goodsNotFound for an unknown goods', async () => {
    expect(await t.call(goodsDetailRoute, { params: { id: 99_999 } })).toMatchObject({
      status: 404,
      body: { code: 'goodsNotFound' },
    })
    expect((await t.call(goodsDetailRoute, { params: { id: 'abc' } })).status).toBe(400)
  })

  it('applies the hold rules of spec §4', async () => {
    const lipstick = await detail(await goodsId('LJLIP01'))
    const bySku = new Map(lipstick.skus.map((s) => [s.skuCode, s]))
    // On flash sale with units left: the activity price.
    expect(bySku.get('LJ-LIP01-101')).toMatchObject({
      hold: null,
      sellOut: false,
      activityPrice: 19_900,
      secSetting: { inventory: 300, useInventory: 262 },
    })
    // The flash-sale allotment is used up: hold 0, the flash price gone, its stock sold at the price.
    const cushion = await detail(await goodsId('LJCSH01'))
    expect(cushion.skus.find((s) => s.skuCode === 'LJ-CSH01-01')).toMatchObject({
      hold: 0,
      sellOut: false,
      stock: 420,
      activityPrice: null,
      secSetting: { inventory: 150, useInventory: 150 },
    })
    // Out of stock: hold 1.
    expect(bySku.get('LJ-LIP01-707')).toMatchObject({
      hold: 1,
      sellOut: true,
      stock: 0,
      activityPrice: null,
      secSetting: null,
    })
    const sellable = lipstick.skus.filter((s) => s.stock > 0 && s.secSetting === null)
    expect(sellable.length).toBeGreaterThan(0)
    expect(sellable.every((s) => s.hold === null && !s.sellOut)).toBe(true)
    const serum = await detail(await goodsId('LJSER01'))
    expect(serum.skus.find((s) => s.skuCode === 'LJ-SER01-30ML')).toMatchObject({
      hold: null,
      sellOut: false,
      activityPrice: 29_900,
    })
  })

  it('shows the cheapest SKU on sale on the card', async () => {
    const cleanser = (await all()).find((card) => card.code === 'LJCLN01')!
    const onSale = await sku('LJ-CLN01-100G')
    expect(cleanser).toMatchObject({ skuId: onSale.id, price: onSale.price, activityPrice: 5900, sellOut: false })
  })
})

describe('favorites', () => {
  it('adds and removes idempotently, lists newest first, and marks the detail', async () => {
    const { jwtString: token } = await t.loginCustomer()
    const first = await sku('LJ-SER01-30ML')
    const second = await sku('LJ-CLN01-100G')
    for (let i = 0; i < 2; i++)
      expect(await t.call(addFavorite, { params: { skuId: first.id }, token })).toMatchObject({
        status: 200,
        body: { success: true },
      })
    t.clock.advance(1000)
    await t.call(addFavorite, { params: { skuId: second.id }, token })
    const list = await t.call(favoriteList, { token })
    expect(list.body).toMatchObject({ totalElements: 2, totalPages: 1 })
    expect(list.body.content.map((card) => [card.code, card.favoriteSkuId])).toEqual([
      ['LJCLN01', second.id],
      ['LJSER01', first.id],
    ])
    expect((await detail(first.goodsId, token)).favoriteSkuIds).toEqual([first.id])
    expect((await detail(first.goodsId)).favoriteSkuIds).toEqual([])
    for (let i = 0; i < 2; i++)
      expect((await t.call(removeFavorite, { params: { skuId: first.id }, token })).status).toBe(200)
    expect((await t.call(favoriteList, { token })).body.content.map((card) => card.favoriteSkuId)).toEqual([second.id])
    expect((await t.call(favoriteList, { token, query: { page: '3' } })).body).toMatchObject({
      content: [],
      totalElements: 1,
    })
  })

  it('refuses unknown SKUs and visitors', async () => {
    const { jwtString: token } = await t.loginCustomer()
    expect(await t.call(addFavorite, { params: { skuId: 99_999 }, token })).toMatchObject({
      status: 404,
      body: { code: 'skuNotFound' },
    })
    expect((await t.call(addFavorite, { params: { skuId: 1 } })).status).toBe(401)
    expect((await t.call(favoriteList)).status).toBe(401)
    expect((await t.call(favoriteList, { token, query: { size: '1001' } })).status).toBe(400)
  })
})

describe('views', () => {
  it('counts views and keeps a customer’s browsing history, newest first', async () => {
    const { jwtString: token } = await t.loginCustomer()
    const [serum, cleanser] = [await goodsId('LJSER01'), await goodsId('LJCLN01')]
    const before = (await detail(serum)).viewCount
    expect((await t.call(viewGoods, { params: { id: serum } })).body).toEqual({ viewCount: before + 1 })
    expect((await t.call(viewGoods, { params: { id: serum }, token })).body).toEqual({ viewCount: before + 2 })
    expect((await detail(serum)).viewCount).toBe(before + 2)
    t.clock.advance(1000)
    await t.call(viewGoods, { params: { id: cleanser }, token })
    t.clock.advance(1000)
    await t.call(viewGoods, { params: { id: serum }, token })
    const records = await t.call(viewPdpRecords, { token })
    expect(records.body.content.map((card) => card.id)).toEqual([serum, cleanser])
    expect(records.body.totalElements).toBe(2)
    expect(Date.parse(records.body.content[0]!.viewedAt)).toBeGreaterThan(Date.parse(records.body.content[1]!.viewedAt))
    expect(await t.call(viewGoods, { params: { id: 99_999 } })).toMatchObject({
      status: 404,
      body: { code: 'goodsNotFound' },
    })
    expect((await t.call(viewPdpRecords)).status).toBe(401)
  })

  it('takes one goods out of the history, or all of them, for the caller only', async () => {
    const [mine, other] = [(await t.loginCustomer()).jwtString, (await t.loginCustomer()).jwtString]
    const [serum, cleanser] = [await goodsId('LJSER01'), await goodsId('LJCLN01')]
    for (const token of [mine, other]) {
      await t.call(viewGoods, { params: { id: serum }, token })
      await t.call(viewGoods, { params: { id: cleanser }, token })
    }
    const history = async (token: string) =>
      (await t.call(viewPdpRecords, { token })).body.content.map((card) => card.id).sort()
    for (let i = 0; i < 2; i++)
      expect(await t.call(removeViewPdpRecord, { params: { goodsId: serum }, token: mine })).toMatchObject({
        status: 200,
        body: { success: true },
      })
    expect(await history(mine)).toEqual([cleanser])
    expect((await t.call(clearViewPdpRecords, { token: mine })).status).toBe(200)
    expect(await history(mine)).toEqual([])
    expect(await history(other)).toEqual([serum, cleanser].sort())
    expect((await t.call(clearViewPdpRecords)).status).toBe(401)
  })
})

describe('recommend', () => {
  it('suggests related goods for a goods, the goods of a category, best sellers elsewhere', async () => {
    const serum = await detail(await goodsId('LJSER01'))
    const forGoods = await t.call(recommend, { params: { type: 'goods', id: serum.id }, query: { size: '5' } })
    expect(forGoods.body).toHaveLength(5)
    expect(forGoods.body.map((card) => card.id)).not.toContain(serum.id)
    expect(forGoods.body.every((card) => !card.sellOut)).toBe(true)
    const relatedIds = new Set((await all({ categoryId: String(serum.categoryIds[0]) })).map((card) => card.id))
    expect(relatedIds.has(forGoods.body[0]!.id)).toBe(true)

    const category = serum.categoryIds[0]!
    const forCategory = await t.call(recommend, { params: { type: 'category', id: category } })
    expect(forCategory.body.every((card) => relatedIds.has(card.id))).toBe(true)
    const bestSellers = await t.call(recommend, { params: { type: 'cart', id: 0 }, query: { size: '3' } })
    const topSales = (await all({ sort: 'sales', inStock: 'true' })).slice(0, 3)
    expect(bestSellers.body.map((card) => card.id)).toEqual(topSales.map((card) => card.id))
  })

  it('ranks for a customer from what they viewed, put in the cart and ordered; best sellers without any', async () => {
    /** The sellable goods sharing a category with the goods of this code. */
    const relatedTo = async (code: string) => {
      const { categoryIds } = await detail(await goodsId(code))
      const lists = await Promise.all(categoryIds.map((c) => all({ categoryId: String(c), inStock: 'true' })))
      return new Set(lists.flat().map((card) => card.id))
    }
    const suggested = async (type: 'user' | 'cart', token?: string) => {
      const answer = await t.call(recommend, { params: { type, id: 0 }, query: { size: '4' }, ...(token && { token }) })
      expect(answer.status).toBe(200)
      return answer.body.map((card) => card.id)
    }
    const leadsWith = (ids: number[], related: Set<number>) =>
      expect(ids.slice(0, Math.min(ids.length, related.size)).every((id) => related.has(id))).toBe(true)
    const bestSellers = await suggested('user')

    const viewer = await t.loginCustomer()
    expect(await suggested('user', viewer.jwtString)).toEqual(bestSellers)
    await t.call(viewGoods, { params: { id: await goodsId('LJCLN01') }, token: viewer.jwtString })
    leadsWith(await suggested('user', viewer.jwtString), await relatedTo('LJCLN01'))

    const carter = await shopper(t)
    const cleanserSku = await sku('LJ-CLN01-100G')
    await t.call(cartAppend, { token: carter.token, body: { skuId: cleanserSku.id, quantity: 1 } })
    const forCart = await suggested('cart', carter.token)
    expect(forCart).not.toContain(cleanserSku.goodsId)
    const related = await relatedTo('LJCLN01')
    related.delete(cleanserSku.goodsId)
    leadsWith(forCart, related)

    const buyer = await shopper(t)
    const [toner] = await db
      .select()
      .from(skus)
      .where(eq(skus.goodsId, await goodsId('LJTNR01')))
      .limit(1)
    expect((await buyNow(t, buyer, toner!.id)).status).toBe(200)
    leadsWith(await suggested('user', buyer.token), await relatedTo('LJTNR01'))
  })

  it('answers 404 for unknown goods and categories, 400 for unknown types and sizes', async () => {
    expect(await t.call(recommend, { params: { type: 'goods', id: 99_999 } })).toMatchObject({
      status: 404,
      body: { code: 'goodsNotFound' },
    })
    expect(await t.call(recommend, { params: { type: 'category', id: 99_999 } })).toMatchObject({
      status: 404,
      body: { code: 'categoryNotFound' },
    })
    expect((await t.call(recommend, { params: { type: 'brand', id: 1 } })).status).toBe(400)
    expect((await t.call(recommend, { params: { type: 'user', id: 0 }, query: { size: '51' } })).status).toBe(400)
  })
})

describe('goods/checkGoodsLimitation', () => {
  const check = (items: unknown, token?: string) =>
    t.call(checkGoodsLimitation, { body: { items }, ...(token && { token }) })

  it('passes quantities within stock and limits', async () => {
    const serum = await sku('LJ-SER01-30ML')
    const answer = await check([{ skuId: serum.id, quantity: 3 }])
    expect(answer.body).toEqual({
      passed: true,
      items: [{ skuId: serum.id, allowed: 63, limitPerCustomer: null, bought: 0, passed: true, reason: null }],
    })
  })

  it('stops at stock, at the per-customer limit and at a used-up flash sale; lines of one SKU count together', async () => {
    const [scarce] = await db
      .select()
      .from(skus)
      .where(and(between(skus.stock, 2, 20), isNull(skus.limitPerCustomer)))
      .limit(1)
    const limited = await sku('LJ-SER01-100ML')
    const usedUp = await sku('LJ-CSH01-01')
    const answer = await check([
      { skuId: scarce!.id, quantity: scarce!.stock + 1 },
      { skuId: limited.id, quantity: 2 },
      { skuId: limited.id, quantity: 1 },
      { skuId: usedUp.id, quantity: 1 },
    ])
    expect(answer.body.passed).toBe(false)
    expect(answer.body.items).toEqual([
      {
        skuId: scarce!.id,
        allowed: scarce!.stock,
        limitPerCustomer: null,
        bought: 0,
        passed: false,
        reason: `库存不足，最多可购买${scarce!.stock}件`,
      },
      { skuId: limited.id, allowed: 2, limitPerCustomer: 2, bought: 0, passed: false, reason: '每人限购2件' },
      { skuId: limited.id, allowed: 2, limitPerCustomer: 2, bought: 0, passed: false, reason: '每人限购2件' },
      // The flash units are gone: its stock sells at the price.
      { skuId: usedUp.id, allowed: 420, limitPerCustomer: null, bought: 0, passed: true, reason: null },
    ])
  })

  it('counts what the customer bought before (from the order module)', async () => {
    const limited = await sku('LJ-SER01-100ML')
    const catalogue = otherProcess(new Map([[limited.id, 1]]))
    expect(await catalogue.checkLimitation([{ skuId: limited.id, quantity: 2 }], 7)).toEqual({
      passed: false,
      items: [
        {
          skuId: limited.id,
          allowed: 1,
          limitPerCustomer: 2,
          bought: 1,
          passed: false,
          reason: '每人限购2件，您已购买1件',
        },
      ],
    })
    expect((await catalogue.checkLimitation([{ skuId: limited.id, quantity: 2 }], null)).passed).toBe(true)
  })

  it('refuses unknown SKUs and malformed lines', async () => {
    expect(await check([{ skuId: 99_999, quantity: 1 }])).toMatchObject({ status: 404, body: { code: 'skuNotFound' } })
    for (const items of [
      [],
      [{ skuId: 1, quantity: 0 }],
      [{ skuId: 1, quantity: 1000 }],
      [{ skuId: 1 }],
      'all',
      [{ skuId: 1, quantity: 1, price: 1 }],
    ]) {
      expect((await check(items)).status).toBe(400)
    }
  })
})

describe('shop settings', () => {
  it('answers shipping and the store settings', async () => {
    expect((await t.call(shippingPrice)).body).toEqual({ shippingPrice: 1000, freeShippingThreshold: 19_900 })
    expect((await t.call(storeSetting)).body).toEqual({
      shopName: '澜肌官方商城',
      servicePhone: '400-820-6188',
      serviceHours: '每日 09:00-21:00',
      shareTitle: '澜肌官方商城',
      cartMaxQuantity: 99,
    })
  })
})

describe('the read model', () => {
  it('shows a stock change in every process that hears it on the bus, before their next read', async () => {
    const serum = await sku('LJ-SER01-50ML')
    type Detail = { skus: { id: number; stock: number }[] }
    const stockIn = async (process: ReturnType<typeof otherProcess>) =>
      (JSON.parse(String(await process.detail(serum.goodsId, false, null))) as Detail).skus.find(
        (s) => s.id === serum.id,
      )!.stock
    // Two processes on one bus (what LISTEN/NOTIFY joins), and this app, which hears another bus.
    const bus = memoryBus(t.app.log)
    const [mine, theirs] = [otherProcess(undefined, bus), otherProcess(undefined, bus)]
    expect([await stockIn(mine), await stockIn(theirs)]).toEqual([serum.stock, serum.stock])
    expect((await detail(serum.goodsId)).skus.find((s) => s.id === serum.id)!.stock).toBe(serum.stock)

    // What the order flows do: change the stock in the database, then, after the commit, tell the catalogue.
    await db.update(skus).set({ stock: 3 }).where(eq(skus.id, serum.id))
    await mine.refreshSkus([serum.id])
    expect([await stockIn(mine), await stockIn(theirs)]).toEqual([3, 3])
    expect((await detail(serum.goodsId)).skus.find((s) => s.id === serum.id)!.stock).toBe(serum.stock)
    await t.app.bus.publish('catalogue', [serum.id])
    expect((await detail(serum.goodsId)).skus.find((s) => s.id === serum.id)!.stock).toBe(3)
  })

  it('loads everything again on a change published without keys', async () => {
    const serum = await sku('LJ-SER01-30ML')
    const priceOf = async () => (await detail(serum.goodsId)).skus.find((s) => s.id === serum.id)!.price
    await db.update(skus).set({ price: 35_000 }).where(eq(skus.id, serum.id))
    expect(await priceOf()).toBe(serum.price)
    // Time alone changes nothing: only the news does.
    t.clock.advance(60_000)
    expect(await priceOf()).toBe(serum.price)
    await t.app.bus.publish('catalogue')
    expect(await priceOf()).toBe(35_000)
    expect((await all()).find((card) => card.skuId === serum.id)?.price).toBe(35_000)
  })

  it('invalidate() reloads the catalogue in every process on the bus at once', async () => {
    const serum = await sku('LJ-SER01-30ML')
    const bus = memoryBus(t.app.log)
    const [mine, theirs] = [otherProcess(undefined, bus), otherProcess(undefined, bus)]
    const nameIn = async (process: ReturnType<typeof otherProcess>) =>
      (JSON.parse(String(await process.detail(serum.goodsId, false, null))) as { name: string }).name
    const before = await nameIn(theirs)
    await db.update(goods).set({ name: '水光精华液（新版）' }).where(eq(goods.id, serum.goodsId))
    expect(await nameIn(theirs)).toBe(before)
    mine.invalidate()
    expect([await nameIn(mine), await nameIn(theirs)]).toEqual(['水光精华液（新版）', '水光精华液（新版）'])
    await db.update(goods).set({ name: before }).where(eq(goods.id, serum.goodsId))
  })

  it('applies a change heard while it was loading at the next read', async () => {
    const serum = await sku('LJ-SER01-50ML')
    const real = catalogueRepository(db)
    // A load that has read its rows and is held before it ends.
    let read = () => {}
    let release = () => {}
    const rowsRead = new Promise<void>((resolve) => (read = resolve))
    const held = new Promise<void>((resolve) => (release = resolve))
    const bus = memoryBus(t.app.log)
    const model = createReadModel({
      repository: {
        ...real,
        async loadAll() {
          const rows = await real.loadAll()
          read()
          await held
          return rows
        },
      },
      clock: t.clock,
      bus,
    })

    const first = model.current()
    await rowsRead
    await db.update(skus).set({ stock: 7 }).where(eq(skus.id, serum.id))
    await bus.publish('catalogue', [serum.id])
    release()
    expect((await first).skus.get(serum.id)!.stock).toBe(serum.stock)
    expect((await model.current()).skus.get(serum.id)!.stock).toBe(7)
  })

  it('ends the flash sale when its time is up', async () => {
    const lipstickId = await goodsId('LJLIP01')
    t.clock.advance(8 * 86_400_000)
    const lipstick = await detail(lipstickId)
    expect(lipstick.activity).toBeNull()
    expect(lipstick.skus.find((s) => s.skuCode === 'LJ-LIP01-101')).toMatchObject({
      hold: null,
      sellOut: false,
      activityPrice: null,
      secSetting: null,
    })
    expect((await all()).every((card) => card.activityPrice === null)).toBe(true)
  })
})
