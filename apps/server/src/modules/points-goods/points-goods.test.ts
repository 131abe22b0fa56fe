import { afterAll, describe, expect, it } from 'vitest'
import {
  activityProgrammes,
  merchantCreatePointsGoods,
  merchantPointsGoodsPage,
  merchantUpdatePointsGoods,
  orderCancel,
  pointsGoodsList,
  pointsGoodsLocate,
  pointsGoodsSubmit,
} from '@shop/contracts'
import { eq } from 'drizzle-orm'
import { givePoints, key, makeSkus, ordersOf, shoppers, type Shopper } from '../../../test/checkout.fixtures'
import { createTestApp } from '../../../test/harness'
import { pointsAccounts, pointsRecords } from '../points/points.tables'
import { pointsGoods } from './points-goods.tables'

// With TEST_DATABASE_URL the same races run on PostgreSQL (the harness's database).
const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
afterAll(() => t.close())
const owner = await t.loginConsole()
const HOUR = 3_600_000

async function goods(edit: Partial<{ points: number; cash: number; stock: number; limitPerCustomer: number }> = {}) {
  const [skuId] = await makeSkus(t, [{ price: 9_900, stock: 1_000 }])
  const now = t.clock.now().getTime()
  const made = await t.call(merchantCreatePointsGoods, {
    token: owner,
    body: {
      title: '积分兑好物',
      skuId: skuId!,
      points: 500,
      cash: 0,
      stock: 10,
      limitPerCustomer: 1,
      startsAt: new Date(now - HOUR).toISOString(),
      endsAt: new Date(now + 24 * HOUR).toISOString(),
      active: true,
      ...edit,
    },
  })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  return made.body
}

async function redeem(who: Shopper, pointsGoodsId: number, quantity = 1) {
  const shown = await t.call(pointsGoodsLocate, { token: who.token, body: { pointsGoodsId, quantity } })
  expect(shown.status, JSON.stringify(shown.body)).toBe(200)
  return t.call(pointsGoodsSubmit, {
    token: who.token,
    body: { pointsGoodsId, quantity, addressId: who.addressId, idempotencyKey: key(), quote: shown.body.quote },
  })
}

const balanceOf = async (customerId: number) =>
  (await t.database.db.select().from(pointsAccounts).where(eq(pointsAccounts.customerId, customerId)))[0]?.balance ?? 0
const soldOf = async (id: number) =>
  (await t.database.db.select().from(pointsGoods).where(eq(pointsGoods.id, id)))[0]!.sold

describe('points goods (buy_bonusPoint)', () => {
  it('points only: an integral order paying nothing, the points spent once and given back once on cancel', async () => {
    const item = await goods()
    const [me] = await shoppers(t, 1)
    await givePoints(t, me!.customerId, 800)
    const shown = await t.call(pointsGoodsLocate, { token: me!.token, body: { pointsGoodsId: item.id, quantity: 1 } })
    expect(shown.body).toMatchObject({ totalRealPayPoints: 500, totalRealPayAmount: 0, actualShippingPrice: 0 })
    const list = await t.call(pointsGoodsList, { token: me!.token })
    expect(list.body.balance).toBe(800)
    expect(list.body.items.find((i) => i.id === item.id)).toMatchObject({ orderType: 'integral', left: 10, bought: 0 })

    const placed = await redeem(me!, item.id)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const [order] = await ordersOf(t, me!.customerId)
    expect(order).toMatchObject({ orderType: 'integral', totalRealPayAmount: 0, totalRealPayPoints: 500 })
    expect(await balanceOf(me!.customerId)).toBe(300)
    expect(await soldOf(item.id)).toBe(1)
    // The limit is 1: a second one is refused, and nothing of it stays.
    expect((await redeem(me!, item.id)).body.code).toBe('pointsGoodsLimitExceeded')
    expect(await balanceOf(me!.customerId)).toBe(300)

    const cancels = await Promise.all(
      [1, 2].map(() => t.call(orderCancel, { token: me!.token, params: { id: order!.id } })),
    )
    expect(cancels.map((c) => c.status)).toContain(200)
    expect(await balanceOf(me!.customerId)).toBe(800)
    expect(await soldOf(item.id)).toBe(0)
    const rows = await t.database.db
      .select()
      .from(pointsRecords)
      .where(eq(pointsRecords.orderId, String(order!.id)))
    expect(rows.map((r) => [r.reason, r.delta]).sort()).toEqual([
      ['cancel_order', 500],
      ['spend_order', -500],
    ])
    // The limit came back with the units.
    expect((await redeem(me!, item.id)).status).toBe(200)
  })

  it('points plus cash: an integral_gift order paying the cash part, shipping free', async () => {
    const item = await goods({ points: 200, cash: 990, limitPerCustomer: 2 })
    const [me] = await shoppers(t, 1)
    await givePoints(t, me!.customerId, 400)
    expect((await redeem(me!, item.id, 2)).status).toBe(200)
    const [order] = await ordersOf(t, me!.customerId)
    expect(order).toMatchObject({
      orderType: 'integral_gift',
      totalRealPayAmount: 1_980,
      totalRealPayPoints: 400,
      actualShippingPrice: 0,
    })
    expect(await balanceOf(me!.customerId)).toBe(0)
  })

  it('too few points: 积分不足, and nothing of the goods is taken', async () => {
    const item = await goods()
    const [me] = await shoppers(t, 1)
    await givePoints(t, me!.customerId, 499)
    const refused = await redeem(me!, item.id)
    expect(refused.body).toMatchObject({ code: 'pointsInsufficient', message: '积分不足' })
    expect(await soldOf(item.id)).toBe(0)
    expect(await ordersOf(t, me!.customerId)).toHaveLength(0)
  })

  it('20 shoppers at once for 5 units: 5 orders, each spending its points once', async () => {
    const item = await goods({ stock: 5 })
    const crowd = await shoppers(t, 20)
    for (const who of crowd) await givePoints(t, who.customerId, 500)
    const answers = await Promise.all(crowd.map((who) => redeem(who, item.id)))
    const outcomes = answers.map((a) => (a.status === 200 ? 'ordered' : a.body.code))
    expect(outcomes.filter((o) => o === 'ordered')).toHaveLength(5)
    expect(new Set(outcomes)).toEqual(new Set(['ordered', 'pointsGoodsSoldOut']))
    expect(await soldOf(item.id)).toBe(5)
    const balances = await Promise.all(crowd.map((who) => balanceOf(who.customerId)))
    expect(balances.filter((b) => b === 0)).toHaveLength(5)
    expect(balances.filter((b) => b === 500)).toHaveLength(15)
  })

  it('one shopper taps 5 times at once with a limit of 2: 2 units at most', async () => {
    const item = await goods({ limitPerCustomer: 2 })
    const [me] = await shoppers(t, 1)
    await givePoints(t, me!.customerId, 5_000)
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => redeem(me!, item.id)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2)
    expect(await soldOf(item.id)).toBe(2)
    expect(await balanceOf(me!.customerId)).toBe(4_000)
  })

  it('the console: figures, the allotment never below what was sold, cash below the price, the activity card', async () => {
    const item = await goods({ stock: 3 })
    const [me] = await shoppers(t, 1)
    await givePoints(t, me!.customerId, 500)
    await redeem(me!, item.id)
    const page = await t.call(merchantPointsGoodsPage, { token: owner, query: { page: 0, size: 100 } })
    expect(page.body.content.find((g) => g.id === item.id)).toMatchObject({
      sold: 1,
      status: 'running',
      figures: { orders: 1, customers: 1, points: 500 },
    })
    const body = {
      title: item.title,
      skuId: item.skuId,
      points: 500,
      cash: 0,
      stock: 0,
      limitPerCustomer: 1,
      startsAt: item.startsAt,
      endsAt: item.endsAt,
      active: true,
    }
    const lower = await t.call(merchantUpdatePointsGoods, { token: owner, params: { id: item.id }, body })
    expect(lower.body).toMatchObject({ code: 'pointsGoodsStockBelowSold', message: '库存不能少于已兑换数量' })
    const dear = await t.call(merchantUpdatePointsGoods, {
      token: owner,
      params: { id: item.id },
      body: { ...body, stock: 3, cash: 9_900 },
    })
    expect(dear.body.code).toBe('pointsGoodsUnavailable')
    const cards = await t.call(activityProgrammes, {})
    expect(cards.body.map((c) => c.kind)).toContain('pointsMall')
  })
})
