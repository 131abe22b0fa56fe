/**
 * The console's goods, SKU matrix, prices, publishing, stock ledger and categories, through `app.inject` with the
 * sandbox merchant's staff token: good input and bad, and the shop seeing every edit at once (docs/goods.md).
 */
import { afterAll, describe, expect, it } from 'vitest'
import {
  goodsDetailRoute,
  goodsSearch,
  merchantAdjustStock,
  merchantCategoryTree,
  merchantCreateCategory,
  merchantCreateGoods,
  merchantDeleteCategory,
  merchantGoodsDetailRoute,
  merchantGoodsList,
  merchantOrderCategories,
  merchantSetGoodsPrices,
  merchantSetGoodsStatus,
  merchantStockMovements,
  merchantStockSkus,
  merchantUpdateCategory,
  merchantUpdateGoods,
  merchantUploadImage,
  salesCategoryTree,
  type BodyOf,
  type MerchantGoodsDetail,
} from '@shop/contracts'
import { merchantToken } from '../../../test/after-sale.fixtures'
import { createTestApp } from '../../../test/harness'

const t = await createTestApp()
afterAll(() => t.close())
const token = await merchantToken(t)

let made = 0
const requestId = () => `req-${Date.now()}-${++made}`

/** A serum in 容量 30ml/50ml × 类型 清爽/滋润, under the first demo category's first child. */
async function goodsBody(overrides: Partial<BodyOf<typeof merchantCreateGoods>> = {}) {
  const tree = await t.call(merchantCategoryTree, { token })
  const n = ++made
  const combos = [
    ['30ml', '清爽'],
    ['30ml', '滋润'],
    ['50ml', '清爽'],
    ['50ml', '滋润'],
  ]
  return {
    code: `CONSOLE${n}`,
    name: `澜肌控制台精华${n}`,
    subtitle: '控制台新建',
    mainImage: '/assets/goods/t.png',
    detailHtml:
      '<p>水润<strong>精华</strong></p><script>alert(1)</script><img src="/uploads/a.png" onerror="alert(2)"><a href="javascript:alert(3)">链接</a>',
    keywords: ['控制台精华'],
    categoryIds: [tree.body[0]!.children[0]!.id],
    tags: [{ name: '新品', type: 'Badge' as const }],
    specs: [
      { name: '容量', values: ['30ml', '50ml'] },
      { name: '类型', values: ['清爽', '滋润'] },
    ],
    skus: combos.map((specValues, index) => ({
      specValues,
      skuCode: `CONSOLE${n}-${index + 1}`,
      price: specValues[0] === '30ml' ? 19_900 : 29_900,
      marketingPrice: specValues[0] === '30ml' ? 25_900 : 35_900,
      initialStock: 10 * (index + 1),
    })),
    ...overrides,
  }
}

async function createGoods(overrides: Partial<BodyOf<typeof merchantCreateGoods>> = {}): Promise<MerchantGoodsDetail> {
  const answer = await t.call(merchantCreateGoods, { token, body: await goodsBody(overrides) })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}

const shopDetail = (goodsId: number) => t.call(goodsDetailRoute, { params: { id: goodsId } })

describe('goods: create, publish, edit', () => {
  it('creates a goods with two specs of two values: four SKUs, off sale, its stock in the ledger', async () => {
    const created = await createGoods()
    expect(created.status).toBe('off_sale')
    expect(created.specs).toEqual([
      { name: '容量', values: ['30ml', '50ml'] },
      { name: '类型', values: ['清爽', '滋润'] },
    ])
    expect(created.skus.map((sku) => [sku.specValues, sku.price, sku.stock])).toEqual([
      [['30ml', '清爽'], 19_900, 10],
      [['30ml', '滋润'], 19_900, 20],
      [['50ml', '清爽'], 29_900, 30],
      [['50ml', '滋润'], 29_900, 40],
    ])
    // The description is sanitised: no script, no handler.
    expect(created.detailHtml).toBe('<p>水润<strong>精华</strong></p><img src="/uploads/a.png" /><a>链接</a>')
    expect((await shopDetail(created.id)).status).toBe(404)

    const ledger = await t.call(merchantStockMovements, { token, query: { goodsId: String(created.id) } })
    expect(ledger.body.content.map((m) => [m.kind, m.kindLabel, m.delta, m.stockAfter])).toEqual(
      [40, 30, 20, 10].map((units) => ['initial', '期初库存', units, units]),
    )
  })

  it('publishing shows it in the shop at once: search finds it, the detail has its specs; unpublishing hides it', async () => {
    const created = await createGoods()
    const published = await t.call(merchantSetGoodsStatus, {
      token,
      params: { goodsId: created.id },
      body: { status: 'on_sale' },
    })
    expect(published.body.status).toBe('on_sale')
    // No clock move: this process's read model was told.
    const found = await t.call(goodsSearch, { query: { keyword: created.name } })
    expect(found.body.content.map((card) => card.id)).toContain(created.id)
    const detail = await shopDetail(created.id)
    expect(detail.body.specs.map((spec) => spec.name)).toEqual(['容量', '类型'])
    expect(detail.body.tags).toEqual(['新品'])

    await t.call(merchantSetGoodsStatus, { token, params: { goodsId: created.id }, body: { status: 'off_sale' } })
    expect((await shopDetail(created.id)).status).toBe(404)
  })

  it('an edit adds a value: new SKUs bring prices and stock, a combination left out stops selling', async () => {
    const created = await createGoods()
    await t.call(merchantSetGoodsStatus, { token, params: { goodsId: created.id }, body: { status: 'on_sale' } })
    const keep = created.skus.filter((sku) => sku.specValues[1] === '清爽')
    const body = {
      ...(await goodsBody({ code: `${created.code}` })),
      name: `${created.name}（升级）`,
      specs: [
        { name: '容量', values: ['30ml', '50ml', '100ml'] },
        { name: '类型', values: ['清爽'] },
      ],
      skus: [
        ...keep.map((sku) => ({
          id: sku.id,
          specValues: sku.specValues,
          skuCode: sku.skuCode,
          price: sku.price,
          held: sku.specValues[0] === '50ml',
        })),
        {
          specValues: ['100ml', '清爽'],
          skuCode: `${created.code}-100`,
          price: 49_900,
          marketingPrice: 59_900,
          initialStock: 7,
        },
      ],
    }
    const edited = await t.call(merchantUpdateGoods, { token, params: { goodsId: created.id }, body })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(edited.body.skus.map((sku) => [sku.specValues.join('/'), sku.stock, sku.held])).toEqual([
      ['30ml/清爽', 10, false],
      ['50ml/清爽', 30, true],
      ['100ml/清爽', 7, false],
    ])
    const shop = await shopDetail(created.id)
    expect(shop.body.name).toBe(`${created.name}（升级）`)
    expect(shop.body.skus.map((sku) => [sku.skuCode, sku.sellOut, sku.hold])).toEqual([
      [keep[0]!.skuCode, false, null],
      [keep[1]!.skuCode, true, 1],
      [`${created.code}-100`, false, null],
    ])
  })

  it('an edit cannot change an existing SKU’s price or stock: those have their own calls', async () => {
    const created = await createGoods()
    const body = await goodsBody({ code: created.code })
    body.skus = created.skus.map((sku, index) => ({
      id: sku.id,
      specValues: sku.specValues,
      skuCode: sku.skuCode,
      price: index === 1 ? 1 : sku.price,
      marketingPrice: sku.marketingPrice,
      initialStock: sku.stock,
    }))
    const refused = await t.call(merchantUpdateGoods, { token, params: { goodsId: created.id }, body })
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('skuFieldLocked')
    expect(refused.body.details).toEqual([{ path: 'body.skus.1.price', message: '已有SKU的售价请用改价修改' }])
  })

  it('refuses a matrix that is not every combination once, a new SKU without prices, codes in use', async () => {
    const base = await goodsBody()
    const missing = await t.call(merchantCreateGoods, { token, body: { ...base, skus: base.skus.slice(0, 3) } })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      code: 'skuMatrixInvalid',
      message: '规格共有4种组合，请为每种组合设置一个SKU',
    })

    const wrongValue = structuredClone(base)
    wrongValue.skus[0]!.specValues = ['40ml', '清爽']
    const answer = await t.call(merchantCreateGoods, { token, body: wrongValue })
    expect(answer.body.details).toEqual([
      { path: 'body.skus.0.specValues', message: '规格值「40ml」不在规格「容量」中' },
    ])

    const noPrice = structuredClone(base)
    delete (noPrice.skus[2] as { price?: number }).price
    noPrice.skus[3]!.marketingPrice = 100
    const prices = await t.call(merchantCreateGoods, { token, body: noPrice })
    expect(prices.body.details).toEqual([
      { path: 'body.skus.2.price', message: '请填写售价' },
      { path: 'body.skus.3.marketingPrice', message: '划线价不能低于售价' },
    ])

    const first = await createGoods()
    const again = await t.call(merchantCreateGoods, { token, body: { ...(await goodsBody()), code: first.code } })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({
      code: 'goodsCodeTaken',
      details: [{ path: 'body.code', message: '商品编码已被使用' }],
    })
    const skuTaken = await goodsBody()
    skuTaken.skus[1]!.skuCode = first.skus[0]!.skuCode
    const taken = await t.call(merchantCreateGoods, { token, body: skuTaken })
    expect(taken.body).toMatchObject({ code: 'skuCodeTaken', details: [{ path: 'body.skus.1.skuCode' }] })
  })

  it('validates fields with Chinese messages, per field', async () => {
    const answer = await t.call(merchantCreateGoods, {
      token,
      body: { ...(await goodsBody()), name: ' ', mainImage: 'javascript:alert(1)', categoryIds: [] },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.details).toEqual(
      expect.arrayContaining([
        { path: 'body.name', message: '请填写商品名称' },
        { path: 'body.mainImage', message: '图片地址须为上传的图片或 https 链接' },
        { path: 'body.categoryIds', message: '请选择商品分类' },
      ]),
    )
    const customer = await t.loginCustomer()
    const notStaff = await t.call(merchantGoodsList, { token: customer.jwtString })
    expect(notStaff.status).toBe(401)
  })

  it('a price change shows in the shop at once; the list filters and sorts on the server', async () => {
    const created = await createGoods()
    await t.call(merchantSetGoodsStatus, { token, params: { goodsId: created.id }, body: { status: 'on_sale' } })
    const sku = created.skus[0]!
    const changed = await t.call(merchantSetGoodsPrices, {
      token,
      params: { goodsId: created.id },
      body: { skus: [{ skuId: sku.id, price: 9_900, marketingPrice: 25_900 }] },
    })
    expect(changed.body.skus[0]!.price).toBe(9_900)
    expect((await shopDetail(created.id)).body.skus[0]!.price).toBe(9_900)

    const below = await t.call(merchantSetGoodsPrices, {
      token,
      params: { goodsId: created.id },
      body: { skus: [{ skuId: sku.id, price: 9_900, marketingPrice: 100 }] },
    })
    expect(below.body).toMatchObject({
      code: 'marketingPriceBelowPrice',
      details: [{ path: 'body.skus.0.marketingPrice' }],
    })
    const foreign = await t.call(merchantSetGoodsPrices, {
      token,
      params: { goodsId: created.id },
      body: { skus: [{ skuId: 1, price: 100, marketingPrice: 100 }] },
    })
    expect(foreign.status).toBe(404)

    const list = await t.call(merchantGoodsList, {
      token,
      query: { keyword: created.code, status: 'on_sale', sort: 'minPrice,asc' },
    })
    expect(list.body.content).toEqual([
      expect.objectContaining({ id: created.id, minPrice: 9_900, maxPrice: 29_900, stock: 100, skuCount: 4 }),
    ])
    const offSale = await t.call(merchantGoodsList, { token, query: { keyword: created.code, status: 'off_sale' } })
    expect(offSale.body.totalElements).toBe(0)
    const page = await t.call(merchantGoodsList, { token, query: { size: '5', page: '1', sort: 'salesCount,desc' } })
    expect(page.body).toMatchObject({ page: 1, size: 5 })
    expect(page.body.totalElements).toBeGreaterThan(20)
    const none = await t.call(merchantGoodsList, { token, query: { keyword: '没有这样的商品' } })
    expect(none.body).toMatchObject({ content: [], totalElements: 0 })
  })

  it('uploads a picture through the merchant call', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const boundary = '----goods'
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const answer = await t.inject({
      method: 'POST',
      url: t.url(merchantUploadImage),
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json<{ url: string }>().url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/)
  })
})

describe('stock ledger', () => {
  it('received adds, damaged takes, counted sets; each a movement with its reason; stock is their sum', async () => {
    const created = await createGoods()
    const sku = created.skus[0]!
    const adjust = (kind: 'received' | 'damaged' | 'counted', quantity: number, reason: string, id = requestId()) =>
      t.call(merchantAdjustStock, { token, body: { skuId: sku.id, kind, quantity, reason, requestId: id } })

    expect((await adjust('received', 15, '采购入库')).body).toMatchObject({
      delta: 15,
      stockAfter: 25,
      kindLabel: '入库',
    })
    expect((await adjust('damaged', 5, '运输破损')).body).toMatchObject({ delta: -5, stockAfter: 20 })
    expect((await adjust('counted', 18, '月末盘点')).body).toMatchObject({ delta: -2, stockAfter: 18 })
    const tooMany = await adjust('damaged', 19, '破损')
    expect(tooMany.status).toBe(400)
    expect(tooMany.body).toMatchObject({
      code: 'stockAdjustmentInvalid',
      details: [{ path: 'body.quantity', message: '报损数量不能超过当前库存18件' }],
    })
    expect((await adjust('received', 0, '空')).body).toMatchObject({ code: 'validationFailed', message: '数量至少为1' })
    expect((await adjust('received', 1, '')).body.details).toEqual([{ path: 'body.reason', message: '请填写调整原因' }])

    // The same request again is recorded once; another adjustment under its id is refused.
    const id = requestId()
    const once = await adjust('received', 2, '补货', id)
    const twice = await adjust('received', 2, '补货', id)
    expect(twice.body).toEqual(once.body)
    expect((await adjust('received', 3, '补货', id)).status).toBe(422)

    const ledger = await t.call(merchantStockMovements, { token, query: { skuId: String(sku.id) } })
    expect(ledger.body.content.map((m) => [m.kind, m.delta, m.reason])).toEqual([
      ['received', 2, '补货'],
      ['counted', -2, '月末盘点'],
      ['damaged', -5, '运输破损'],
      ['received', 15, '采购入库'],
      ['initial', 10, '新建SKU'],
    ])
    expect(ledger.body.content.reduce((sum, m) => sum + m.delta, 0)).toBe(20)
    const kinds = await t.call(merchantStockMovements, { token, query: { skuId: String(sku.id), kind: 'damaged' } })
    expect(kinds.body.totalElements).toBe(1)
    const skusPage = await t.call(merchantStockSkus, { token, query: { keyword: sku.skuCode } })
    expect(skusPage.body.content).toEqual([expect.objectContaining({ skuId: sku.id, stock: 20 })])
    // The shop sells what the ledger says, at once.
    await t.call(merchantSetGoodsStatus, { token, params: { goodsId: created.id }, body: { status: 'on_sale' } })
    expect((await shopDetail(created.id)).body.skus[0]!.stock).toBe(20)
  })

  it('refuses an unknown SKU', async () => {
    const answer = await t.call(merchantAdjustStock, {
      token,
      body: { skuId: 2_000_000, kind: 'received', quantity: 1, reason: '入库', requestId: requestId() },
    })
    expect(answer.status).toBe(404)
  })
})

describe('categories', () => {
  it('creates, renames, reorders by drag and deletes; the shop’s tree follows at once', async () => {
    const top = await t.call(merchantCreateCategory, { token, body: { name: '身体护理', code: 'CBODY' } })
    expect(top.status, JSON.stringify(top.body)).toBe(200)
    const lotion = await t.call(merchantCreateCategory, {
      token,
      body: { name: '身体乳', code: 'CBODYLOTION', parentId: top.body.id },
    })
    const wash = await t.call(merchantCreateCategory, {
      token,
      body: { name: '沐浴露', code: 'CBODYWASH', parentId: top.body.id },
    })
    const tooDeep = await t.call(merchantCreateCategory, {
      token,
      body: { name: '三级', code: 'DEEP', parentId: lotion.body.id },
    })
    expect(tooDeep.body.code).toBe('categoryMoveInvalid')
    const taken = await t.call(merchantCreateCategory, { token, body: { name: '重复', code: 'CBODY' } })
    expect(taken.body).toMatchObject({ code: 'categoryCodeTaken', details: [{ path: 'body.code' }] })

    const renamed = await t.call(merchantUpdateCategory, {
      token,
      params: { categoryId: wash.body.id },
      body: { name: '沐浴', code: 'CBODYWASH', image: null },
    })
    expect(renamed.body.name).toBe('沐浴')

    // Dragged: 沐浴 before 身体乳; then 身体护理 first among the top categories.
    await t.call(merchantOrderCategories, {
      token,
      body: { parentId: top.body.id, ids: [wash.body.id, lotion.body.id] },
    })
    const tops = (await t.call(merchantCategoryTree, { token })).body
    const order = await t.call(merchantOrderCategories, {
      token,
      body: { parentId: null, ids: [top.body.id, ...tops.filter((c) => c.id !== top.body.id).map((c) => c.id)] },
    })
    expect(order.status, JSON.stringify(order.body)).toBe(200)
    const shop = await t.call(salesCategoryTree)
    expect(shop.body[0]!.name).toBe('身体护理')
    expect(shop.body[0]!.children.map((c) => c.name)).toEqual(['沐浴', '身体乳'])

    // A category with children cannot go under another; a child can move to another parent.
    const nested = await t.call(merchantOrderCategories, { token, body: { parentId: tops[0]!.id, ids: [top.body.id] } })
    expect(nested.body.code).toBe('categoryMoveInvalid')

    const notEmpty = await t.call(merchantDeleteCategory, { token, params: { categoryId: top.body.id } })
    expect(notEmpty.body.code).toBe('categoryNotEmpty')
    expect((await t.call(merchantDeleteCategory, { token, params: { categoryId: lotion.body.id } })).status).toBe(200)
    expect((await t.call(merchantDeleteCategory, { token, params: { categoryId: lotion.body.id } })).status).toBe(404)
  })

  it('counts the goods of each category', async () => {
    const created = await createGoods()
    const tree = (await t.call(merchantCategoryTree, { token })).body
    const child = tree.flatMap((top) => top.children).find((c) => c.id === created.categoryIds[0])!
    expect(child.goodsCount).toBeGreaterThan(0)
    const detail = await t.call(merchantGoodsDetailRoute, { token, params: { goodsId: created.id } })
    expect(detail.body.categoryIds).toEqual(created.categoryIds)
  })
})
