import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buyNowLocate,
  merchantCreateYearCard,
  merchantUpdateYearCard,
  merchantYearCardMembers,
  merchantYearCards,
  orderDetailRoute,
  yearCardList,
  yearCardLocate,
  yearCardMine,
  yearCardSubmit,
  type BodyOf,
} from '@shop/contracts'
import { DAY_MS } from '@shop/domain'
import { createTestApp } from './harness'
import { YEAR_CARD_COUPON_TASK, yearCardCouponKey } from '../src/modules/year-cards'
import { yearCardPeriods } from '../src/modules/year-cards/year-cards.tables'
import { buyNow, key, makeSkus, shopper, type Shopper } from './checkout.fixtures'
import { pay } from './after-sale.fixtures'
import { couponTemplateIdsByCode } from '../src/modules/coupons'
import { customerCoupons } from '../src/modules/coupons/coupons.tables'
import { pointsRecords } from '../src/modules/points/points.tables'
import { orders } from '../src/modules/orders/orders.tables'

const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database

let owner: string
let cardSkuId: number
let goodsSkuId: number
let cardId: number
let templateId: number

const cardInput = (
  extra: Partial<BodyOf<typeof merchantCreateYearCard>> = {},
): BodyOf<typeof merchantCreateYearCard> => ({
  name: '黑金年卡',
  description: '全年会员价与包邮',
  skuId: cardSkuId,
  days: 365,
  memberPricePercent: 90,
  freeShipping: true,
  monthlyCouponTemplateId: templateId,
  extraPointsPercent: 50,
  onSale: true,
  ...extra,
})

beforeAll(async () => {
  owner = await t.loginConsole()
  ;[cardSkuId, goodsSkuId] = (await makeSkus(t, [
    { price: 19_900, stock: 1000 },
    { price: 3_333, stock: 1000 },
  ])) as [number, number]
  templateId = (await couponTemplateIdsByCode(db, ['SHOP-199-30'])).get('SHOP-199-30')!
  const created = await t.call(merchantCreateYearCard, { token: owner, body: cardInput() })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  cardId = created.body.id
})

async function buyCard(who: Shopper) {
  const shown = await t.call(yearCardLocate, { token: who.token, body: { cardId } })
  expect(shown.status, JSON.stringify(shown.body)).toBe(200)
  const submitted = await t.call(yearCardSubmit, {
    token: who.token,
    body: { cardId, idempotencyKey: key(), quote: shown.body.quote },
  })
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
  await pay(t, who, submitted.body.orderId)
  return submitted.body.orderId
}

describe('year cards', () => {
  it('the console defines a card; the shop lists it with its price and benefits', async () => {
    const cards = await t.call(merchantYearCards, { token: owner })
    expect(cards.body.find((c) => c.id === cardId)).toMatchObject({
      price: 19_900,
      monthlyCouponTitle: expect.any(String),
    })
    const listed = await t.call(yearCardList)
    expect(listed.body.find((c) => c.id === cardId)).toMatchObject({
      price: 19_900,
      days: 365,
      benefits: { memberPricePercent: 90, freeShipping: true, extraPointsPercent: 50 },
    })
    const bad = await t.call(merchantCreateYearCard, { token: owner, body: cardInput({ memberPricePercent: 120 }) })
    expect(bad.status).toBe(400)
  })

  it('bought through the checkout: no shipping fee, paid → the period starts, the order completes', async () => {
    const who = await shopper(t)
    const shown = await t.call(yearCardLocate, { token: who.token, body: { cardId } })
    expect(shown.body).toMatchObject({ actualShippingPrice: 0, totalRealPayAmount: 19_900 })
    const orderId = await buyCard(who)
    const detail = await t.call(orderDetailRoute, { token: who.token, params: { id: orderId } })
    expect(detail.body).toMatchObject({ orderType: 'year_card', status: 'completed' })
    const mine = await t.call(yearCardMine, { token: who.token })
    expect(mine.body.active).toMatchObject({ cardId, orderId, startsAt: t.clock.now().toISOString() })
    expect(mine.body.daysLeft).toBe(365)
    // A renewal while it runs starts where it ends: no overlap, nothing lost.
    t.clock.advance(5 * DAY_MS)
    const renewal = await buyCard(who)
    const after = await t.call(yearCardMine, { token: who.token })
    expect(after.body.ahead).toEqual([
      expect.objectContaining({ orderId: renewal, startsAt: mine.body.active!.endsAt }),
    ])
    expect(after.body.daysLeft).toBe(360 + 365)
    const members = await t.call(merchantYearCardMembers, {
      token: await t.loginConsole(),
      query: { page: 0, size: 10, customerId: who.customerId },
    })
    expect(members.body.totalElements).toBe(2)
  })

  it('while it runs the pricing engine gives the member price and free shipping; a non-member pays full', async () => {
    const member = await shopper(t)
    await buyCard(member)
    const priced = await t.call(buyNowLocate, { token: member.token, body: { skuId: goodsSkuId, quantity: 1 } })
    expect(priced.body.goods[0]).toMatchObject({ activityPrice: 2_999 })
    expect(priced.body.actualShippingPrice).toBe(0)
    const other = await shopper(t)
    const full = await t.call(buyNowLocate, { token: other.token, body: { skuId: goodsSkuId, quantity: 1 } })
    expect(full.body.goods[0]!.activityPrice).toBeNull()
    expect(full.body.actualShippingPrice).toBeGreaterThan(0)
  })

  it('the monthly coupon: a job per 30 days, given once even when run twice', async () => {
    const who = await shopper(t)
    const orderId = await buyCard(who)
    await t.app.jobs.runDue()
    const periodId = (await db.select().from(yearCardPeriods).where(eq(yearCardPeriods.orderId, orderId)))[0]!.id
    const held = () =>
      db
        .select()
        .from(customerCoupons)
        .where(and(eq(customerCoupons.customerId, who.customerId), eq(customerCoupons.templateId, templateId)))
    expect(await held()).toHaveLength(1)
    // The job again (a retry after a crash): nothing more.
    await t.app.jobs.add(db, YEAR_CARD_COUPON_TASK, { periodId, month: 0 }, { key: yearCardCouponKey(periodId, 0) })
    await t.app.jobs.runDue()
    expect(await held()).toHaveLength(1)
    t.clock.advance(30 * DAY_MS)
    await t.app.jobs.runDue()
    expect(await held()).toHaveLength(2)
    const ledger = await db
      .select()
      .from(pointsRecords)
      .where(and(eq(pointsRecords.customerId, who.customerId), eq(pointsRecords.reason, 'year_card')))
    expect(ledger.map((r) => r.asset)).toEqual(['coupon', 'coupon'])
  })

  it('an edit changes new sales only; a card off sale cannot be bought', async () => {
    const who = await shopper(t)
    await buyCard(who)
    owner = await t.loginConsole()
    const edited = await t.call(merchantUpdateYearCard, {
      token: owner,
      params: { cardId },
      body: cardInput({ memberPricePercent: 80, onSale: false }),
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect((await t.call(yearCardMine, { token: who.token })).body.active!.benefits.memberPricePercent).toBe(90)
    const refused = await t.call(yearCardLocate, { token: who.token, body: { cardId } })
    expect(refused.body).toMatchObject({ code: 'yearCardNotFound', message: '年卡不存在或已下架' })
    await t.call(merchantUpdateYearCard, { token: owner, params: { cardId }, body: cardInput() })
  })

  it('extra points when an order paid while the card ran completes, once', async () => {
    const who = await shopper(t)
    await buyCard(who)
    const bought = await buyNow(t, who, goodsSkuId, 3)
    expect(bought.status, JSON.stringify(bought.body)).toBe(200)
    await pay(t, who, bought.body.orderId)
    await db
      .update(orders)
      .set({ status: 'wait_estimate', shippedAt: t.clock.now(), receivedAt: t.clock.now() })
      .where(eq(orders.id, bought.body.orderId))
    t.clock.advance(16 * DAY_MS)
    await Promise.all([t.app.sweeps.autoComplete(), t.app.sweeps.autoComplete()])
    const rows = await db
      .select()
      .from(pointsRecords)
      .where(and(eq(pointsRecords.customerId, who.customerId), eq(pointsRecords.orderId, String(bought.body.orderId))))
    // 3 × 29.99 = 89.97 paid: 89 points, and half as many again.
    expect(rows.map((r) => [r.reason, r.delta]).sort()).toEqual([
      ['earn_order', 89],
      ['year_card', 44],
    ])
  })
})
