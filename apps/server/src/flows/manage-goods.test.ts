/**
 * The console's price and stock writes across modules (docs/goods.md): each audited in its transaction, prices
 * that never reach a placed order, a customer-service account refused a price change, and the stock ledger that
 * never disagrees with the stock — also while shoppers check out, cancel and operators adjust at the same moment
 * (PGlite here; PostgreSQL with TEST_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import {
  merchantAdjustStock,
  merchantAuditLog,
  merchantCategoryTree,
  merchantCreateGoods,
  merchantGoodsDetailRoute,
  merchantSetGoodsPrices,
  merchantSetGoodsStatus,
  orderCancel,
  orderDetailRoute,
  type MerchantGoodsDetail,
} from '@shop/contracts'
import { buyNow, shopper, shoppers } from '../../test/checkout.fixtures'
import { ledgerMismatches, movementsOf, stockOfSku } from '../../test/stock.fixtures'
import { createTestApp } from '../../test/harness'

const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
afterAll(() => t.close())
const owner = await t.loginConsole('owner')

let made = 0

/** A published goods of one spec (容量 30ml/50ml) with this much stock per SKU. */
async function publishedGoods(stock: number, price = 19_900): Promise<MerchantGoodsDetail> {
  const n = ++made
  const tree = await t.call(merchantCategoryTree, { token: owner })
  const created = await t.call(merchantCreateGoods, {
    token: owner,
    body: {
      code: `FLOW${n}`,
      name: `流程测试精华${n}`,
      mainImage: '/assets/goods/t.png',
      categoryIds: [tree.body[0]!.id],
      specs: [{ name: '容量', values: ['30ml', '50ml'] }],
      skus: ['30ml', '50ml'].map((value, index) => ({
        specValues: [value],
        skuCode: `FLOW${n}-${index}`,
        price,
        marketingPrice: price + 5_000,
        initialStock: stock,
      })),
    },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  await t.call(merchantSetGoodsStatus, {
    token: owner,
    params: { goodsId: created.body.id },
    body: { status: 'on_sale' },
  })
  return created.body
}

const auditOf = async (targetType: string, targetId: number) =>
  (
    await t.call(merchantAuditLog, {
      token: owner,
      query: { targetType, targetId: String(targetId) },
    })
  ).body.content

describe('prices', () => {
  it('a price change never touches a placed order: it keeps its line’s price; the next order pays the new one', async () => {
    const goods = await publishedGoods(10)
    const sku = goods.skus[0]!
    const buyer = await shopper(t)
    const before = await buyNow(t, buyer, sku.id, 2)
    expect(before.status, JSON.stringify(before.body)).toBe(200)

    const changed = await t.call(merchantSetGoodsPrices, {
      token: owner,
      params: { goodsId: goods.id },
      body: { skus: [{ skuId: sku.id, price: 15_900, marketingPrice: 24_900 }] },
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)

    const placed = await t.call(orderDetailRoute, { token: buyer.token, params: { id: before.body.orderId } })
    expect(placed.body.lines.map((line) => [line.price, line.marketingPrice, line.realPayAmount])).toEqual([
      [19_900, 24_900, 39_800],
    ])
    const after = await buyNow(t, buyer, sku.id, 1)
    const next = await t.call(orderDetailRoute, { token: buyer.token, params: { id: after.body.orderId } })
    expect(next.body.lines[0]!.price).toBe(15_900)

    const audit = await auditOf('goods', goods.id)
    expect(audit[0]).toMatchObject({
      action: 'goods.price',
      summary: `改价：${sku.skuCode} ¥199.00 → ¥159.00`,
      before: [{ skuId: sku.id, price: 19_900, marketingPrice: 24_900 }],
      after: [{ skuId: sku.id, price: 15_900, marketingPrice: 24_900 }],
    })
    expect(audit.at(-1)).toMatchObject({ action: 'goods.edit', summary: expect.stringContaining('新建商品') })
  })

  it('a customer-service account sees goods but cannot change a price (403 您没有操作权限哦), nor adjust stock', async () => {
    const goods = await publishedGoods(5)
    const service = await t.loginConsole('customer_service')
    expect((await t.call(merchantGoodsDetailRoute, { token: service, params: { goodsId: goods.id } })).status).toBe(200)
    const refused = await t.call(merchantSetGoodsPrices, {
      token: service,
      params: { goodsId: goods.id },
      body: { skus: [{ skuId: goods.skus[0]!.id, price: 1, marketingPrice: 1 }] },
    })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: 'forbidden', message: '您没有操作权限哦' })
    const stock = await t.call(merchantAdjustStock, {
      token: service,
      body: { skuId: goods.skus[0]!.id, kind: 'received', quantity: 1, reason: '入库', requestId: randomUUID() },
    })
    expect(stock.status).toBe(403)
    const unchanged = await t.call(merchantGoodsDetailRoute, { token: owner, params: { goodsId: goods.id } })
    expect(unchanged.body.skus[0]!.price).toBe(19_900)
  })
})

describe('the stock ledger', () => {
  it('opens with every seeded SKU’s stock', async () => {
    expect(await ledgerMismatches(t)).toEqual([])
  })

  it('an adjustment writes its audit row: who, before and after', async () => {
    const goods = await publishedGoods(8)
    const sku = goods.skus[1]!
    const warehouse = await t.loginConsole('warehouse')
    const adjusted = await t.call(merchantAdjustStock, {
      token: warehouse,
      body: { skuId: sku.id, kind: 'damaged', quantity: 3, reason: '外箱破损', requestId: randomUUID() },
    })
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200)
    const [entry] = await auditOf('sku', sku.id)
    expect(entry).toMatchObject({
      action: 'stock.adjust',
      summary: `报损 -3件（外箱破损），${sku.skuCode} 库存 8 → 5`,
      before: { stock: 8 },
      after: { stock: 5, kind: 'damaged' },
    })
    expect(entry!.staffUserid).toBe(adjusted.body.staffUserid)
  })

  it('never disagrees with the stock: checkouts, cancels and adjustments at once, no oversell', async () => {
    const goods = await publishedGoods(12)
    const [sku, other] = goods.skus as [MerchantGoodsDetail['skus'][number], MerchantGoodsDetail['skus'][number]]
    const crowd = await shoppers(t, 24)
    const adjust = (kind: 'received' | 'damaged' | 'counted', quantity: number) =>
      t.call(merchantAdjustStock, {
        token: owner,
        body: { skuId: sku.id, kind, quantity, reason: '并发测试', requestId: randomUUID() },
      })

    // 24 shoppers want 1 each (and 1 of the other SKU) while stock is received twice and damaged twice.
    const answers = await Promise.all([
      ...crowd.map((who) => buyNow(t, who, sku.id, 1)),
      ...crowd.slice(0, 6).map((who) => buyNow(t, who, other.id, 2)),
      adjust('received', 3),
      adjust('damaged', 2),
      adjust('received', 3),
      adjust('damaged', 1),
    ])
    const orders = answers.slice(0, 24).filter((answer) => answer.status === 200)
    const adjustments = answers.slice(30)
    expect(adjustments.every((answer) => answer.status === 200 || answer.body.code === 'stockAdjustmentInvalid')).toBe(
      true,
    )
    const refused = answers.slice(0, 24).filter((answer) => answer.status !== 200)
    expect(refused.every((answer) => answer.body.code === 'stockInsufficient')).toBe(true)

    // Half the buyers cancel while a count sets the shelf's number.
    const cancels = orders.slice(0, Math.floor(orders.length / 2))
    const buyers = answers.slice(0, 24).map((answer, index) => ({ answer, who: crowd[index]! }))
    await Promise.all([
      ...cancels.map((answer) => {
        const { who } = buyers.find((b) => b.answer === answer)!
        return t.call(orderCancel, { token: who.token, params: { id: answer.body.orderId } })
      }),
      adjust('counted', 4),
    ])

    expect(await ledgerMismatches(t, [sku.id, other.id])).toEqual([])
    expect(await stockOfSku(t, sku.id)).toBeGreaterThanOrEqual(0)
    const sales = await movementsOf(t, sku.id)
    // Every sale names its order; every cancel gave its unit back once.
    expect(
      sales
        .filter((m) => m.kind === 'sale')
        .map((m) => m.orderId)
        .sort(),
    ).toEqual(orders.map((answer) => answer.body.orderId).sort())
    expect(sales.filter((m) => m.kind === 'release')).toHaveLength(cancels.length)
  })
})
