import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  merchantPriceProtectionClaims,
  merchantPriceProtectionRules,
  merchantSavePriceProtectionRules,
  merchantOrderDetailRoute,
  orderDetailRoute,
  orderRefunds,
  merchantRefundDetailRoute,
  merchantRefunds,
  merchantSetGoodsPrices,
  priceProtectionClaim,
  priceProtectionList,
  refundDetailRoute,
  refundSubmit,
  type BodyOf,
} from '@shop/contracts'
import { DAY_MS, DEFAULT_PRICE_PROTECTION_RULES } from '@shop/domain'
import { createTestApp } from './harness'
import { goodsIdOf, makeSkus, shopper, type Shopper } from './checkout.fixtures'
import { paidOrderOf, refundsOfOrder } from './after-sale.fixtures'
import { priceProtectionClaims } from '../src/modules/price-protection/price-protection.tables'

// Price protection (docs/price-protection.md) through app.inject: the list, a claim paid through the refund pipeline
// after the console lowers a price, once per line (also when claimed twice at once), the rules and their exclusions.
// Run once with DATABASE_URL set for PostgreSQL.
const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database

let owner: string
let me: Shopper

const defaults: BodyOf<typeof merchantSavePriceProtectionRules> = {
  ...DEFAULT_PRICE_PROTECTION_RULES,
  excludedOrderTypes: [...DEFAULT_PRICE_PROTECTION_RULES.excludedOrderTypes],
}

beforeAll(async () => {
  owner = await t.loginConsole()
  me = await shopper(t)
})

/** The console lowers (or raises) one SKU's public price, a minute later. */
async function setPrice(skuId: number, price: number) {
  t.clock.advance(60_000)
  const answer = await t.call(merchantSetGoodsPrices, {
    token: owner,
    params: { goodsId: await goodsIdOf(t, skuId) },
    body: { skus: [{ skuId, price, marketingPrice: Math.max(price, 12_900) }] },
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
}

/** A paid order of `quantity` units of a new SKU at `price`. */
async function bought(price: number, quantity: number, who = me) {
  const [skuId] = (await makeSkus(t, [{ price, stock: 100 }])) as [number]
  const order = await paidOrderOf(t, who, [{ skuId, quantity }])
  return { skuId, orderId: order.orderId, lineId: order.lineIds[0]!, total: order.total }
}

const listOf = async (who = me) => {
  const answer = await t.call(priceProtectionList, { token: who.token })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}
/** Waits for WeChat Pay's sandbox to settle the order's refunds (it answers PROCESSING, then notifies SUCCESS). */
async function settled(orderId: number) {
  for (let i = 0; i < 300; i++) {
    const rows = await refundsOfOrder(t, orderId)
    if (rows.every((row) => row.status !== 'refunding')) return rows
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`order ${orderId} has a refund still refunding`)
}

const claim = (lineId: number, who = me) =>
  t.call(priceProtectionClaim, { token: who.token, params: { orderLineId: lineId } })

describe('price protection', () => {
  it('lists a paid line as protected with its deadline; a lower price makes it claimable; the claim pays the difference once', async () => {
    const { skuId, orderId, lineId } = await bought(9_900, 2)
    const before = (await listOf()).lines.find((l) => l.orderLineId === lineId)!
    expect(before).toMatchObject({
      state: 'protected',
      lowestPrice: null,
      amount: 0,
      unitsLeft: 2,
      paidUnitPrice: 9_900,
    })
    expect(new Date(before.deadline).getTime() - new Date(before.paidAt).getTime()).toBe(7 * DAY_MS)

    await setPrice(skuId, 8_900)
    await setPrice(skuId, 9_500) // back up: the lowest since payment still counts
    const shown = (await listOf()).lines.find((l) => l.orderLineId === lineId)!
    expect(shown).toMatchObject({ state: 'claimable', lowestPrice: 8_900, amount: 2_000 })

    const claimed = await claim(lineId)
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200)
    expect(claimed.body).toMatchObject({ state: 'claimed', amount: 2_000, lowestPrice: 8_900 })

    const refunds = await settled(orderId)
    expect(refunds).toHaveLength(1)
    expect(refunds[0]).toMatchObject({ type: 'PRICE_PROTECTION', totalAmount: 2_000, status: 'refunded' })
    const detail = await t.call(refundDetailRoute, { token: me.token, params: { id: refunds[0]!.id } })
    expect(detail.status, JSON.stringify(detail.body)).toBe(200)
    expect(detail.body).toMatchObject({ typeLabel: '价保退差', totalAmount: 2_000 })

    // The shopper's order and its refunds show it; so do the console's refund and order views (no unit taken).
    const mine = await t.call(orderDetailRoute, { token: me.token, params: { id: orderId } })
    expect(mine.status, JSON.stringify(mine.body)).toBe(200)
    expect(mine.body.actions.map((a) => a.action)).toContain('refund')
    const listed = await t.call(orderRefunds, { token: me.token, params: { orderId } })
    expect(listed.status, JSON.stringify(listed.body)).toBe(200)
    // The console's refund and order views show it too (its line takes no unit).
    const staffRefund = await t.call(merchantRefundDetailRoute, { token: owner, params: { refundId: refunds[0]!.id } })
    expect(staffRefund.status, JSON.stringify(staffRefund.body)).toBe(200)
    const staffOrder = await t.call(merchantOrderDetailRoute, { token: owner, params: { orderId } })
    expect(staffOrder.status, JSON.stringify(staffOrder.body)).toBe(200)
    const staffList = await t.call(merchantRefunds, { token: owner, query: { type: 'PRICE_PROTECTION' } })
    expect(staffList.status, JSON.stringify(staffList.body)).toBe(200)

    const again = await claim(lineId)
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ code: 'priceProtectionClaimed', message: '该商品已申请过价保' })

    // A unit refunded afterwards returns what it cost less its difference: 9,900 − 1,000.
    const refund = await t.call(refundSubmit, {
      token: me.token,
      body: { orderId, type: 'REFUND_ONLY', lines: [{ lineId, quantity: 1 }], reason: 'no_longer_needed' },
    })
    expect(refund.status, JSON.stringify(refund.body)).toBe(200)
    expect(refund.body.totalAmount).toBe(8_900)
  })

  it('a claim twice at once pays once', async () => {
    const { skuId, orderId, lineId } = await bought(5_000, 3)
    await setPrice(skuId, 4_000)
    const answers = await Promise.all([claim(lineId), claim(lineId), claim(lineId)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409])
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(['priceProtectionClaimed', 'canNotRefundWhenRefunding']).toContain(refused.body.code)
    }
    const claims = await db.select().from(priceProtectionClaims).where(eq(priceProtectionClaims.orderLineId, lineId))
    expect(claims).toHaveLength(1)
    expect(claims[0]).toMatchObject({ units: 3, amount: 3_000 })
    const refunds = (await refundsOfOrder(t, orderId)).filter((r) => r.type === 'PRICE_PROTECTION')
    expect(refunds.map((r) => r.totalAmount)).toEqual([3_000])
  })

  it('the console sets the days and the exclusions (audited) and lists the claims', async () => {
    const read = await t.call(merchantPriceProtectionRules, { token: owner })
    expect(read.body).toMatchObject({ days: 7, enabled: true })

    const saved = await t.call(merchantSavePriceProtectionRules, {
      token: owner,
      body: { ...defaults, days: 15, excludedOrderTypes: ['normal'] },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body).toMatchObject({ days: 15, excludedOrderTypes: ['normal'] })

    const { skuId, orderId, lineId } = await bought(6_000, 1)
    await setPrice(skuId, 5_000)
    expect((await claim(lineId)).body).toMatchObject({
      code: 'priceProtectionExcluded',
      message: '该订单不参与价格保护',
    })
    expect((await listOf()).days).toBe(15)

    expect((await t.call(merchantSavePriceProtectionRules, { token: owner, body: defaults })).status).toBe(200)
    expect((await claim(lineId)).status).toBe(200)
    await settled(orderId)

    const claims = await t.call(merchantPriceProtectionClaims, { token: owner, query: { customerId: me.customerId } })
    expect(claims.status, JSON.stringify(claims.body)).toBe(200)
    expect(claims.body.content[0]).toMatchObject({
      orderLineId: lineId,
      amount: 1_000,
      paidUnitPrice: 6_000,
      lowestPrice: 5_000,
      refundStatus: 'refunded',
      refundStatusLabel: '退款成功',
    })
  })

  it('refuses bad rules with the field’s message', async () => {
    const bad = await t.call(merchantSavePriceProtectionRules, { token: owner, body: { ...defaults, days: 0 } })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('价保天数至少1天')
    const unknown = await t.call(merchantSavePriceProtectionRules, {
      token: owner,
      body: { ...defaults, excludedOrderTypes: ['lottery' as 'normal'] },
    })
    expect(unknown.status).toBe(400)
  })

  it('refuses a line with no lower price, after the window, and another customer’s line', async () => {
    const { skuId, lineId } = await bought(3_000, 1)
    expect((await claim(lineId)).body).toMatchObject({ code: 'priceProtectionNoDifference' })
    await setPrice(skuId, 3_000 + 100) // higher is no difference either
    expect((await claim(lineId)).body).toMatchObject({ code: 'priceProtectionNoDifference' })

    const stranger = await shopper(t)
    await setPrice(skuId, 2_000)
    const theirs = await claim(lineId, stranger)
    expect(theirs.status).toBe(404)
    expect(theirs.body).toMatchObject({ code: 'orderNotFound' })

    t.clock.advance(7 * DAY_MS)
    // Tokens live less than a week: signed in again.
    me = { ...me, token: (await t.app.tokens.issue({ kind: 'customer', customerId: me.customerId })).token }
    const late = await claim(lineId)
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({ code: 'priceProtectionExpired', message: '已超过价保期限' })
    expect((await listOf()).lines.some((l) => l.orderLineId === lineId)).toBe(false)
  })
})
