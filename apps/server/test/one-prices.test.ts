import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  merchantCancelOrder,
  merchantCreateOnePrice,
  merchantOnePrices,
  merchantUpdateOnePrice,
  onePriceCurrent,
  onePriceLocate,
  onePriceSubmit,
  orderCancel,
  orderDetailRoute,
  type BodyOf,
} from '@shop/contracts'
import { createTestApp } from './harness'
import { key, makeSkus, saleUsed, shopper, stockOf, type Shopper } from './checkout.fixtures'
import { orderOf, pay, refundRow } from './after-sale.fixtures'
import { onePriceBuyers, onePriceGoods, onePriceOrders } from '../src/modules/one-prices/one-prices.tables'

/** One price (docs/one-price.md) through app.inject: the page, buying at the one price, limits, windows, give-backs, console. */
const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database

const HOUR = 3_600_000
const DAY = 24 * HOUR
const owner = () => t.loginConsole()
let skuA: number
let skuB: number

const input = (extra: Partial<BodyOf<typeof merchantCreateOnePrice>> = {}): BodyOf<typeof merchantCreateOnePrice> => {
  const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString()
  return {
    name: '好物一口价',
    title: '精选好物 一口价',
    startsAt: at(-HOUR),
    endsAt: at(DAY),
    limitPerCustomer: 3,
    limitPerOrder: 2,
    onSale: true,
    goods: [
      { skuId: skuA, price: 9_900, stock: 5 },
      { skuId: skuB, price: 4_900, stock: 2 },
    ],
    ...extra,
  }
}

async function define(extra: Partial<BodyOf<typeof merchantCreateOnePrice>> = {}): Promise<number> {
  const created = await t.call(merchantCreateOnePrice, { token: await owner(), body: input(extra) })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return created.body.id
}

async function buy(who: Shopper, activityId: number, skuId: number, quantity = 1) {
  const shown = await t.call(onePriceLocate, { token: who.token, body: { activityId, skuId, quantity } })
  if (shown.status !== 200) return shown
  return t.call(onePriceSubmit, {
    token: who.token,
    body: { activityId, skuId, quantity, addressId: who.addressId, idempotencyKey: key(), quote: shown.body.quote },
  })
}

/** The order a buy placed (the buy answered 200). */
const orderIdOf = (placed: { body: unknown }) => (placed.body as { orderId: number }).orderId

const goodsRow = async (activityId: number, skuId: number) =>
  (await db.select().from(onePriceGoods).where(eq(onePriceGoods.activityId, activityId))).find(
    (g) => g.skuId === skuId,
  )!
const heldBy = async (activityId: number, customerId: number) =>
  (await db.select().from(onePriceBuyers).where(eq(onePriceBuyers.customerId, customerId))).find(
    (r) => r.activityId === activityId,
  )?.bought ?? 0

async function refundedSoon(refundId: number) {
  for (let i = 0; i < 300; i++) {
    const row = await refundRow(t, refundId)
    if (row.status !== 'refunding') return row
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`refund ${refundId} is still refunding`)
}

beforeAll(async () => {
  ;[skuA, skuB] = (await makeSkus(t, [
    { price: 15_900, stock: 100 },
    { price: 8_900, stock: 100 },
  ])) as [number, number]
})

describe('one price: the console', () => {
  it('defines an activity with its goods; bad terms are refused with the reason', async () => {
    const id = await define()
    const listed = await t.call(merchantOnePrices, { token: await owner() })
    expect(listed.body.find((a) => a.id === id)).toMatchObject({
      statusLabel: '进行中',
      orders: 0,
      units: 0,
      buyers: 0,
      goods: [
        { skuId: skuA, price: 9_900, stock: 5, sold: 0, skuPrice: 15_900 },
        { skuId: skuB, price: 4_900, stock: 2, sold: 0 },
      ],
    })
    const notLower = await t.call(merchantCreateOnePrice, {
      token: await owner(),
      body: input({ goods: [{ skuId: skuA, price: 15_900, stock: 1 }] }),
    })
    expect(notLower).toMatchObject({
      status: 400,
      body: {
        code: 'onePriceTermsInvalid',
        message: '一口价活动设置有误',
        details: { problem: '一口价须低于商品原价' },
      },
    })
    const perOrder = await t.call(merchantCreateOnePrice, { token: await owner(), body: input({ limitPerOrder: 4 }) })
    expect(perOrder.body).toMatchObject({ details: { problem: '每单限购不能超过每人限购' } })
    const twice = await t.call(merchantCreateOnePrice, {
      token: await owner(),
      body: input({
        goods: [
          { skuId: skuA, price: 1, stock: 1 },
          { skuId: skuA, price: 2, stock: 1 },
        ],
      }),
    })
    expect(twice.status).toBe(400)
    const unknown = await t.call(merchantCreateOnePrice, {
      token: await owner(),
      body: input({ goods: [{ skuId: 2_000_000_000, price: 1, stock: 1 }] }),
    })
    expect(unknown.status).toBe(404)
  })

  it('a role without programmes.edit may look but not change; a stock never drops below what was sold', async () => {
    const id = await define()
    // A role without programmes.edit (finance) cannot define one.
    const finance = await t.loginConsole('finance')
    const created = await t.call(merchantCreateOnePrice, { token: finance, body: input() })
    expect(created).toMatchObject({ status: 403, body: { code: 'forbidden' } })
    const who = await shopper(t)
    expect((await buy(who, id, skuB, 2)).status).toBe(200)
    const below = await t.call(merchantUpdateOnePrice, {
      token: await owner(),
      params: { activityId: id },
      body: input({ goods: [{ skuId: skuB, price: 4_900, stock: 1 }] }),
    })
    expect(below.body).toMatchObject({ code: 'onePriceTermsInvalid', details: { problem: '活动库存不能少于已售数量' } })
    const dropOrdered = await t.call(merchantUpdateOnePrice, {
      token: await owner(),
      params: { activityId: id },
      body: input({ goods: [{ skuId: skuA, price: 9_900, stock: 5 }] }),
    })
    expect(dropOrdered.body).toMatchObject({ details: { problem: '已有订单的商品不能移除' } })
    const edited = await t.call(merchantUpdateOnePrice, {
      token: await owner(),
      params: { activityId: id },
      body: input({
        name: '改名一口价',
        goods: [
          { skuId: skuB, price: 3_900, stock: 6 },
          { skuId: skuA, price: 9_900, stock: 5 },
        ],
      }),
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(edited.body).toMatchObject({ name: '改名一口价', orders: 1, units: 2, buyers: 1 })
    expect(edited.body.goods[0]).toMatchObject({ skuId: skuB, price: 3_900, stock: 6, sold: 2 })
    const missing = await t.call(merchantUpdateOnePrice, {
      token: await owner(),
      params: { activityId: 2_000_000_000 },
      body: input(),
    })
    expect(missing.body).toMatchObject({ code: 'onePriceNotFound' })
  })
})

describe('one price: the shopper', () => {
  it('the page lists the running activity; a goods is bought as a normal order at its one price, no coupon', async () => {
    // Ends before any other of this file's: the page shows the running one ending first.
    const id = await define({ endsAt: new Date(t.clock.now().getTime() + HOUR).toISOString() })
    const who = await shopper(t)
    const page = await t.call(onePriceCurrent, { token: who.token })
    expect(page.status).toBe(200)
    expect(page.body.activity).toMatchObject({ id, status: 2, statusLabel: '进行中', held: 0, limitPerOrder: 2 })
    expect(page.body.activity!.goods[0]).toMatchObject({ skuId: skuA, price: 9_900, skuPrice: 15_900, left: 5 })
    const stockBefore = await stockOf(t, skuA)
    const placed = await buy(who, id, skuA, 2)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    expect((placed.body as { totalRealPayAmount: number }).totalRealPayAmount).toBeGreaterThanOrEqual(19_800)
    const detail = await t.call(orderDetailRoute, { token: who.token, params: { id: orderIdOf(placed) } })
    expect(detail.body).toMatchObject({ orderType: 'normal', status: 'wait_pay', totalBenefitAmount: 0 })
    expect(detail.body.totalRealPayAmount - detail.body.actualShippingPrice).toBe(19_800)
    expect(await stockOf(t, skuA)).toBe(stockBefore - 2)
    expect((await goodsRow(id, skuA)).sold).toBe(2)
    const after = await t.call(onePriceCurrent, { token: who.token })
    expect(after.body.activity).toMatchObject({ held: 2 })
    expect(after.body.activity!.goods[0]).toMatchObject({ left: 3, sold: 2 })
  })

  it('limits per order and per customer are purchaseLimitExceeded; an allotment used up is stockInsufficient', async () => {
    const id = await define()
    const who = await shopper(t)
    const perOrder = await buy(who, id, skuA, 3)
    expect(perOrder.body).toMatchObject({ code: 'purchaseLimitExceeded', message: '超出商品限购数量' })
    expect((await buy(who, id, skuA, 2)).status).toBe(200)
    const perCustomer = await buy(who, id, skuB, 2)
    expect(perCustomer).toMatchObject({ status: 409, body: { code: 'purchaseLimitExceeded' } })
    const other = await shopper(t)
    expect((await buy(other, id, skuB, 2)).status).toBe(200)
    const third = await shopper(t)
    const soldOut = await buy(third, id, skuB, 1)
    expect(soldOut).toMatchObject({ status: 409, body: { code: 'stockInsufficient', message: '部分商品库存不足' } })
  })

  it('before the start and after the end: onePriceNotRunning; an unknown goods: onePriceNotFound', async () => {
    const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString()
    const later = await define({ startsAt: at(2 * HOUR), endsAt: at(DAY) })
    const who = await shopper(t)
    expect((await buy(who, later, skuA)).body).toMatchObject({
      code: 'onePriceNotRunning',
      message: '一口价活动未开始或已结束',
    })
    const over = await define({ startsAt: at(-2 * HOUR), endsAt: at(HOUR) })
    t.clock.advance(HOUR)
    try {
      expect((await buy(who, over, skuA)).body).toMatchObject({ code: 'onePriceNotRunning' })
    } finally {
      t.clock.advance(-HOUR)
    }
    const [outside] = await makeSkus(t, [{ price: 5_000, stock: 5 }])
    expect((await buy(who, later, outside!)).body).toMatchObject({ code: 'onePriceNotFound' })
  })

  it('a closed unpaid order gives the allotment and the limit back once', async () => {
    const id = await define({ limitPerCustomer: 2, goods: [{ skuId: skuA, price: 9_900, stock: 2 }] })
    const who = await shopper(t)
    const placed = await buy(who, id, skuA, 2)
    expect(placed.status).toBe(200)
    expect((await buy(who, id, skuA, 1)).body).toMatchObject({ code: 'purchaseLimitExceeded' })
    const stockBefore = await stockOf(t, skuA)
    const cancelled = await Promise.all(
      [1, 2].map(() => t.call(orderCancel, { token: who.token, params: { id: orderIdOf(placed) } })),
    )
    expect(cancelled.filter((c) => c.status === 200).length).toBeGreaterThanOrEqual(1)
    expect(await stockOf(t, skuA)).toBe(stockBefore + 2)
    expect((await goodsRow(id, skuA)).sold).toBe(0)
    expect(await heldBy(id, who.customerId)).toBe(0)
    const [claim] = await db
      .select()
      .from(onePriceOrders)
      .where(eq(onePriceOrders.orderId, orderIdOf(placed)))
    expect(claim!.releasedAt).not.toBeNull()
    // Bought again after the close: the units came back, once.
    expect((await buy(who, id, skuA, 2)).status).toBe(200)
    expect((await goodsRow(id, skuA)).sold).toBe(2)
  })

  it('a SKU also in a running flash sale: the one-price order neither takes nor gives back its flash allotment', async () => {
    const [flashSku] = (await makeSkus(t, [
      { price: 20_000, stock: 50, sale: { price: 15_000, inventory: 10, used: 3 } },
    ])) as [number]
    const id = await define({ goods: [{ skuId: flashSku, price: 9_900, stock: 5 }] })
    const who = await shopper(t)
    const placed = await buy(who, id, flashSku, 1)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const detail = await t.call(orderDetailRoute, { token: who.token, params: { id: orderIdOf(placed) } })
    expect(detail.body.totalRealPayAmount - detail.body.actualShippingPrice).toBe(9_900)
    expect(await saleUsed(t, flashSku)).toBe(3)
    expect((await t.call(orderCancel, { token: who.token, params: { id: orderIdOf(placed) } })).status).toBe(200)
    expect(await saleUsed(t, flashSku)).toBe(3)
    expect((await goodsRow(id, flashSku)).sold).toBe(0)
  })

  it('a paid order refunded in full before shipping gives them back once; the figures follow', async () => {
    const id = await define({ goods: [{ skuId: skuA, price: 9_900, stock: 3 }] })
    const who = await shopper(t)
    const placed = await buy(who, id, skuA, 2)
    expect(placed.status).toBe(200)
    await pay(t, who, orderIdOf(placed))
    const before = (await t.call(merchantOnePrices, { token: await owner() })).body.find((a) => a.id === id)
    expect(before).toMatchObject({ orders: 1, units: 2, buyers: 1 })
    const cancelled = await t.call(merchantCancelOrder, {
      token: await owner(),
      params: { orderId: orderIdOf(placed) },
      body: { reason: '缺货' },
    })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect((await refundedSoon(cancelled.body.refund!.refundId)).status).toBe('refunded')
    expect(await orderOf(t, orderIdOf(placed))).toMatchObject({ status: 'refunded' })
    expect((await goodsRow(id, skuA)).sold).toBe(0)
    expect(await heldBy(id, who.customerId)).toBe(0)
    const after = (await t.call(merchantOnePrices, { token: await owner() })).body.find((a) => a.id === id)
    expect(after).toMatchObject({ orders: 0, units: 0, buyers: 0 })
  })
})
