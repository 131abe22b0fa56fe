/**
 * Test data and moves for fulfilment, refunds, invoices and evaluations: paid orders of made-to-measure goods (paid
 * through the real payment call and the WeChat Pay sandbox's cashier), the sandbox merchant, shipping and receiving,
 * and the rows the tests look at.
 */
import { asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import {
  merchantShip,
  multiBuyNowLocate,
  multiBuyNowSubmit,
  orderDeliver,
  orderSimpleDetailRoute,
  payment,
  type BodyOf,
} from '@shop/contracts'
import { SANDBOX_MERCHANT_USERID } from '../src/modules/staff'
import { orderLines, orders } from '../src/modules/orders/orders.tables'
import { catalogueSettings } from '../src/modules/catalogue/catalogue.tables'
import { pointsAccounts, pointsRecords } from '../src/modules/points/points.tables'
import { refunds } from '../src/modules/refunds/refunds.tables'
import { payments } from '../src/modules/payments/payments.tables'
import { key, makeSkus, type GoodsSpec, type Shopper } from './checkout.fixtures'
import type { TestApp } from './harness'

export interface PaidOrder {
  orderId: number
  orderNo: string
  total: number
  skuIds: number[]
  /** The order's line ids, in the order of the goods asked for. */
  lineIds: number[]
}

/**
 * Pays an unpaid order through the payment call (H5) and the sandbox cashier's 确认支付; answers once the sandbox's
 * notification has marked it paid (it arrives in the background).
 */
export async function pay(t: TestApp, who: Shopper, orderId: number): Promise<void> {
  const started = await t.call(payment, { token: who.token, body: { orderId, payType: 'h5' } })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  if (started.body.status === 'paid') return
  const prepayId = new URL(started.body.payment!.prepayResponse!.h5Url).searchParams.get('prepay_id')
  const confirmed = await t.inject({
    method: 'POST',
    url: '/sandbox/wechatpay/pay/confirm',
    payload: { prepay_id: prepayId, result: 'success' },
  })
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  for (let i = 0; i < 200; i++) {
    const order = await t.call(orderSimpleDetailRoute, { token: who.token, params: { id: orderId } })
    if (order.body.status !== 'wait_pay') return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`order ${orderId} is still unpaid`)
}

/** New goods (one SKU each), ordered together by the shopper with the pricing choices, and paid. */
export async function paidOrder(
  t: TestApp,
  who: Shopper,
  lines: { spec: GoodsSpec; quantity: number }[],
  choices: Omit<BodyOf<typeof multiBuyNowLocate>, 'items'> = {},
): Promise<PaidOrder> {
  const skuIds = await makeSkus(
    t,
    lines.map((line) => line.spec),
  )
  return paidOrderOf(
    t,
    who,
    skuIds.map((skuId, i) => ({ skuId, quantity: lines[i]!.quantity })),
    choices,
  )
}

/** These SKUs ordered together by the shopper with the pricing choices, and paid. */
export async function paidOrderOf(
  t: TestApp,
  who: Shopper,
  items: { skuId: number; quantity: number }[],
  choices: Omit<BodyOf<typeof multiBuyNowLocate>, 'items'> = {},
): Promise<PaidOrder> {
  const shown = await t.call(multiBuyNowLocate, { token: who.token, body: { items, ...choices } })
  expect(shown.status, JSON.stringify(shown.body)).toBe(200)
  const submitted = await t.call(multiBuyNowSubmit, {
    token: who.token,
    body: { items, ...choices, addressId: who.addressId, idempotencyKey: key(), quote: shown.body.quote },
  })
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
  const { orderId, orderNo, totalRealPayAmount } = submitted.body
  await pay(t, who, orderId)
  const rows = await linesOf(t, orderId)
  const skuIds = items.map((item) => item.skuId)
  return {
    orderId,
    orderNo,
    total: totalRealPayAmount,
    skuIds,
    lineIds: skuIds.map((skuId) => rows.find((row) => row.skuId === skuId)!.id),
  }
}

/** The sandbox merchant's staff token (WeCom sandbox code `ba-OPS001`). */
export const merchantToken = (t: TestApp) => t.loginStaff(SANDBOX_MERCHANT_USERID)

let waybills = 0
/** A waybill number no test has used (the sandbox tracks it from its first query). */
export const waybill = (prefix = 'YT') => `${prefix}${Date.now() % 1_000_000}${String(++waybills).padStart(6, '0')}`

/** Ships the whole order in one parcel (yuantong). */
/** 3 × A and 2 × B, paid by the shopper. */
export const twoLineOrder = (t: TestApp, who: Shopper) =>
  paidOrder(t, who, [
    { spec: { price: 5_000, stock: 20 }, quantity: 3 },
    { spec: { price: 3_300, stock: 20 }, quantity: 2 },
  ])

/** The merchant's ship call with these parcels, answered as it is. */
export const shipParcels = (t: TestApp, token: string, orderId: number, shipments: unknown) =>
  t.call(merchantShip, { token, params: { orderId }, body: { shipments } })

export async function shipAll(t: TestApp, merchant: string, orderId: number) {
  const shipped = await t.call(merchantShip, {
    token: merchant,
    params: { orderId },
    body: { shipments: [{ carrierCode: 'yuantong', waybillNo: waybill() }] },
  })
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200)
  return shipped.body
}

/** Ships everything and confirms receipt: the order waits for its evaluation. */
export async function received(t: TestApp, who: Shopper, merchant: string, orderId: number): Promise<void> {
  await shipAll(t, merchant, orderId)
  const delivered = await t.call(orderDeliver, { token: who.token, params: { id: orderId } })
  expect(delivered.status, JSON.stringify(delivered.body)).toBe(200)
}

// ─── Rows the tests look at ──────────────────────────────────────────────────────────────────────────

export const linesOf = (t: TestApp, orderId: number) =>
  t.database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id))

export const orderOf = async (t: TestApp, orderId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!

/** The order's paid attempt (status, refunded amount). */
export const paidPaymentOf = async (t: TestApp, orderId: number) =>
  (await t.database.db.select().from(payments).where(eq(payments.orderId, orderId))).find((p) => p.paidAt !== null)!

export const refundRow = async (t: TestApp, refundId: number) =>
  (await t.database.db.select().from(refunds).where(eq(refunds.id, refundId)))[0]!

export const pointsRecordsOf = (t: TestApp, customerId: number) =>
  t.database.db
    .select()
    .from(pointsRecords)
    .where(eq(pointsRecords.customerId, customerId))
    .orderBy(asc(pointsRecords.id))

/** How many refund requests reached the WeChat Pay sandbox (its calls are logged like any request). */
export const providerRefundCalls = (t: TestApp) =>
  t.logs.filter((line) => {
    const req = line.req as { method?: string; url?: string } | undefined
    return req?.method === 'POST' && req.url === '/sandbox/wechatpay/v3/refund/domestic/refunds'
  }).length

export const refundsOfOrder = (t: TestApp, orderId: number) =>
  t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id))

/** As if WeChat Pay's answer to the refund had been lost: refunding, due for the sweep, no refund id known. */
export async function forgetProviderAnswer(t: TestApp, refundId: number): Promise<void> {
  await t.database.db
    .update(refunds)
    .set({ providerRefundId: null, status: 'refunding', nextCheckAt: new Date(0) })
    .where(eq(refunds.id, refundId))
}

export async function setPointsBalance(t: TestApp, customerId: number, balance: number): Promise<void> {
  await t.database.db.update(pointsAccounts).set({ balance }).where(eq(pointsAccounts.customerId, customerId))
}

/** The shipping fee the catalogue charges below the free-shipping threshold. */
export async function setShippingPrice(t: TestApp, shippingPrice: number): Promise<void> {
  await t.database.db.update(catalogueSettings).set({ shippingPrice })
}
