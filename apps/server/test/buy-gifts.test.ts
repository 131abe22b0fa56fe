import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buyGiftList,
  buyGiftLocate,
  buyGiftSubmit,
  customerCoupons as walletRoute,
  merchantBuyGifts,
  merchantCancelOrder,
  merchantCreateBuyGift,
  merchantUpdateBuyGift,
  orderDetailRoute,
  payment,
  paymentQueryIsPaid,
  type BodyOf,
} from '@shop/contracts'
import { DAY_MS } from '@shop/domain'
import { createTestApp } from './harness'
import { couponTemplateId, key, makeSkus, orderEventsOf, shopper, type Shopper } from './checkout.fixtures'
import { pay, refundRow } from './after-sale.fixtures'
import { couponTemplates, customerCoupons } from '../src/modules/coupons/coupons.tables'
import { buyGiftOrders } from '../src/modules/buy-gifts/buy-gifts.tables'

const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database

let owner: string
let giftSkuId: number
let otherSkuId: number
let templateId: number
let activityId: number

const input = (extra: Partial<BodyOf<typeof merchantCreateBuyGift>> = {}): BodyOf<typeof merchantCreateBuyGift> => ({
  name: '精华买赠',
  skuIds: [giftSkuId],
  couponTemplateId: templateId,
  startsAt: new Date(t.clock.now().getTime() - DAY_MS).toISOString(),
  endsAt: new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString(),
  enabled: true,
  ...extra,
})

beforeAll(async () => {
  owner = await t.loginConsole()
  ;[giftSkuId, otherSkuId] = (await makeSkus(t, [
    { price: 25_000, stock: 1000 },
    { price: 9_900, stock: 1000 },
  ])) as [number, number]
  templateId = await couponTemplateId(t, 'SHOP-199-30')
  const created = await t.call(merchantCreateBuyGift, { token: owner, body: input() })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  activityId = created.body.id
})

async function placeOrder(who: Shopper, skuId = giftSkuId) {
  const body = { activityId, skuId, quantity: 1 }
  const shown = await t.call(buyGiftLocate, { token: who.token, body: { ...body, addressId: who.addressId } })
  expect(shown.status, JSON.stringify(shown.body)).toBe(200)
  const submitted = await t.call(buyGiftSubmit, {
    token: who.token,
    body: { ...body, addressId: who.addressId, idempotencyKey: key(), quote: shown.body.quote },
  })
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
  return submitted.body.orderId
}

const giftCoupons = (who: Shopper) =>
  db.select().from(customerCoupons).where(eq(customerCoupons.customerId, who.customerId))
const giftOf = async (orderId: number) =>
  (await db.select().from(buyGiftOrders).where(eq(buyGiftOrders.orderId, orderId)))[0]!
const eventTypes = async (orderId: number) =>
  (await orderEventsOf(t, orderId)).map((e) => e.type).filter((type) => type.startsWith('buy_gift'))

async function refundedSoon(refundId: number) {
  for (let i = 0; i < 300; i++) {
    const row = await refundRow(t, refundId)
    if (row.status !== 'refunding') return row
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`refund ${refundId} is still refunding`)
}

async function cancelPaid(orderId: number) {
  const cancelled = await t.call(merchantCancelOrder, { token: owner, params: { orderId }, body: { reason: '缺货' } })
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
  expect((await refundedSoon(cancelled.body.refund!.refundId)).status).toBe('refunded')
}

describe('buy-with-gift activities (买赠)', () => {
  it('the console defines one (checked); the shop lists it while it runs', async () => {
    const bad = await t.call(merchantCreateBuyGift, {
      token: owner,
      body: input({ endsAt: new Date(t.clock.now().getTime() - 2 * DAY_MS).toISOString() }),
    })
    expect(bad).toMatchObject({ status: 400, body: { code: 'validationFailed' } })
    const unknownSku = await t.call(merchantCreateBuyGift, { token: owner, body: input({ skuIds: [2_000_000_000] }) })
    expect(unknownSku.status).toBe(404)
    const listed = await t.call(buyGiftList)
    expect(listed.body.find((a) => a.id === activityId)).toMatchObject({
      skuIds: [giftSkuId],
      couponTitle: '满199减30',
      couponTag: '满减券',
    })
  })

  it('a SKU outside the activity, or an activity not running, is refused', async () => {
    const who = await shopper(t)
    const other = await t.call(buyGiftLocate, {
      token: who.token,
      body: { activityId, skuId: otherSkuId, quantity: 1 },
    })
    expect(other).toMatchObject({ status: 409, body: { code: 'buyGiftNotRunning', message: '该商品的买赠活动已结束' } })
    const stopped = await t.call(merchantCreateBuyGift, { token: owner, body: input({ enabled: false }) })
    const refused = await t.call(buyGiftLocate, {
      token: who.token,
      body: { activityId: stopped.body.id, skuId: giftSkuId, quantity: 1 },
    })
    expect(refused.body.code).toBe('buyGiftNotRunning')
    expect((await t.call(buyGiftList)).body.map((a) => a.id)).not.toContain(stopped.body.id)
  })

  it('the order is of type buy_gift; paid, the coupon (with the activity id) is given once', async () => {
    const who = await shopper(t)
    const orderId = await placeOrder(who)
    expect(await giftCoupons(who)).toEqual([])
    await pay(t, who, orderId)
    const detail = await t.call(orderDetailRoute, { token: who.token, params: { id: orderId } })
    expect(detail.body).toMatchObject({ orderType: 'buy_gift', status: 'wait_shipment' })
    const wallet = await t.call(walletRoute, { token: who.token, query: { status: 'usable', page: 0, size: 20 } })
    expect(wallet.body.content).toEqual([
      expect.objectContaining({ title: '满199减30', buyGiftActivityId: activityId }),
    ])
    expect(await eventTypes(orderId)).toEqual(['buy_gift_coupon_given'])
    const listed = (await t.call(merchantBuyGifts, { token: owner })).body.find((a) => a.id === activityId)
    expect(listed).toMatchObject({ statusLabel: '进行中', orders: { given: 1 } })
  })

  it('race: the payment told by its notification and ten queries at once gives one coupon', async () => {
    const who = await shopper(t)
    const orderId = await placeOrder(who)
    const started = await t.call(payment, { token: who.token, body: { orderId, payType: 'h5' } })
    const prepayId = new URL(started.body.payment!.prepayResponse!.h5Url).searchParams.get('prepay_id')
    const confirmed = await t.inject({
      method: 'POST',
      url: '/sandbox/wechatpay/pay/confirm',
      payload: { prepay_id: prepayId, result: 'success' },
    })
    expect(confirmed.statusCode).toBe(200)
    await Promise.all(
      Array.from({ length: 10 }, () => t.call(paymentQueryIsPaid, { token: who.token, params: { orderId } })),
    )
    await pay(t, who, orderId)
    expect(await giftCoupons(who)).toHaveLength(1)
    expect(await eventTypes(orderId)).toEqual(['buy_gift_coupon_given'])
  })

  it('a full refund takes the unused coupon back once (two cancels at once: one refund, one take-back)', async () => {
    const who = await shopper(t)
    const orderId = await placeOrder(who)
    await pay(t, who, orderId)
    const both = await Promise.all([
      t.call(merchantCancelOrder, { token: owner, params: { orderId }, body: { reason: '缺货' } }),
      t.call(merchantCancelOrder, { token: owner, params: { orderId }, body: { reason: '缺货' } }),
    ])
    expect(both.map((a) => a.status).toSorted()).toEqual([200, 409])
    const refund = both.find((a) => a.status === 200)!.body.refund!
    expect((await refundedSoon(refund.refundId)).status).toBe('refunded')
    expect((await giftCoupons(who)).map((c) => c.status)).toEqual(['revoked'])
    const wallet = await t.call(walletRoute, { token: who.token, query: { status: 'usable', page: 0, size: 20 } })
    expect(wallet.body.content).toEqual([])
    expect((await giftOf(orderId)).status).toBe('taken_back')
    expect(await eventTypes(orderId)).toEqual(['buy_gift_coupon_given', 'buy_gift_coupon_taken_back'])
  })

  it('a coupon already spent stays with the order that spent it; the refund goes through in full', async () => {
    const who = await shopper(t)
    const orderId = await placeOrder(who)
    await pay(t, who, orderId)
    const [coupon] = await giftCoupons(who)
    // Spent on a second buy_gift order (25,000 fen ≥ the 19,900 threshold).
    const body = { activityId, skuId: giftSkuId, quantity: 1, couponId: coupon!.id, addressId: who.addressId }
    const shown = await t.call(buyGiftLocate, { token: who.token, body })
    expect(shown.body.totalRealPayAmount).toBe(22_000)
    const second = await t.call(buyGiftSubmit, {
      token: who.token,
      body: { ...body, idempotencyKey: key(), quote: shown.body.quote },
    })
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    await cancelPaid(orderId)
    const rows = await db
      .select()
      .from(customerCoupons)
      .where(and(eq(customerCoupons.customerId, who.customerId), eq(customerCoupons.id, coupon!.id)))
    expect(rows[0]).toMatchObject({ status: 'used', orderId: String(second.body.orderId) })
    expect((await giftOf(orderId)).status).toBe('kept')
    expect(await eventTypes(orderId)).toEqual(['buy_gift_coupon_given', 'buy_gift_coupon_kept'])
  })

  it('a template with none left: the order is paid without it (missed), nothing half given', async () => {
    const who = await shopper(t)
    const orderId = await placeOrder(who)
    const updated = await t.call(merchantUpdateBuyGift, {
      token: owner,
      params: { activityId },
      body: input({ name: '精华买赠（改）' }),
    })
    expect(updated.body.name).toBe('精华买赠（改）')
    await db
      .update(couponTemplates)
      .set({ totalQuantity: sql`${couponTemplates.issuedCount}` })
      .where(eq(couponTemplates.id, templateId))
    await pay(t, who, orderId)
    expect(await giftCoupons(who)).toEqual([])
    expect((await giftOf(orderId)).status).toBe('missed')
    expect(await eventTypes(orderId)).toEqual(['buy_gift_coupon_missed'])
  })
})
