/**
 * Test data and moves for the payment and order-lifecycle tests: an order to pay, a shopper signed in through the
 * mini-program (JSAPI pay needs an openid), the sandbox cashier's decision, and notifications signed and sealed
 * with the sandbox's keys exactly as WeChat Pay sends them.
 */
import { asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { orderSimpleDetailRoute, wechatLogin, wechatPayNotify } from '@shop/contracts'
import { chinaRfc3339 } from '@shop/domain'
import { addresses } from '../src/modules/addresses/addresses.tables'
import { customers } from '../src/modules/customers/customers.tables'
import { orderEvents, orders } from '../src/modules/orders/orders.tables'
import { payments } from '../src/modules/payments/payments.tables'
import { pointsRecords } from '../src/modules/points/points.tables'
import { SANDBOX_ORIGIN, sandboxFetch } from '../src/providers/http'
import { createWeChatPayClient, loadOrCreateSandboxKeys } from '../src/providers/wechat-pay'
import { notificationHeaders, sealNotification } from '../src/providers/wechat-pay/sandbox/sandbox.notifier'
import { buyNow, makeSkus, type GoodsSpec, type Shopper } from './checkout.fixtures'
import type { TestApp } from './harness'

export interface PlacedOrder {
  orderId: number
  orderNo: string
  total: number
  skuId: number
}

/** A new SKU, and an order of `quantity` of it by the shopper (wait_pay). */
export async function placeOrder(
  t: TestApp,
  who: Shopper,
  spec: GoodsSpec = { price: 12_900, stock: 10 },
  quantity = 1,
): Promise<PlacedOrder> {
  const [skuId] = await makeSkus(t, [spec])
  const submitted = await buyNow(t, who, skuId!, quantity)
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
  return {
    orderId: submitted.body.orderId,
    orderNo: submitted.body.orderNo,
    total: submitted.body.totalRealPayAmount,
    skuId: skuId!,
  }
}

/** A shopper signed in through the mini-program (so with an openid), with a default address. */
export async function miniProgramShopper(t: TestApp, person: string): Promise<Shopper> {
  const session = await t.call(wechatLogin, { params: { code: `${person}-1` } })
  expect(session.status, JSON.stringify(session.body)).toBe(200)
  const [address] = await t.database.db
    .insert(addresses)
    .values({
      customerId: session.body.customerId,
      name: '林小澜',
      mobile: '13800138000',
      province: '上海市',
      city: '上海市',
      district: '静安区',
      detail: '南京西路1266号',
      isDefault: true,
      updatedAt: t.clock.now(),
    })
    .returning({ id: addresses.id })
  return { customerId: session.body.customerId, token: session.body.jwtString, addressId: address!.id }
}

/** The openid WeChat gave a mini-program shopper (where subscribe messages go). */
export const openIdOf = async (t: TestApp, customerId: number) =>
  (await t.database.db.select().from(customers).where(eq(customers.id, customerId)))[0]!.openId

/** The payer's decision on the sandbox cashier (JSON, as an app shell posts it). */
export async function confirmPayment(t: TestApp, prepayId: string, result: 'success' | 'fail' = 'success') {
  const answer = await t.inject({
    method: 'POST',
    url: '/sandbox/wechatpay/pay/confirm',
    payload: { prepay_id: prepayId, result },
  })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json<{ out_trade_no: string; trade_state: string }>()
}

export const prepayIdOfH5Url = (h5Url: string) => new URL(h5Url).searchParams.get('prepay_id')!

/** A TRANSACTION.SUCCESS notification as WeChat Pay sends it, sealed and signed at `at` with `keys`. */
export function transactionNotification(
  t: TestApp,
  transaction: { outTradeNo: string; amount: number; transactionId?: string; tradeState?: string },
  options: { at?: Date; keys?: ReturnType<typeof loadOrCreateSandboxKeys>['sandbox']; signature?: string } = {},
): { headers: Record<string, string>; body: string } {
  const keys = options.keys ?? loadOrCreateSandboxKeys(t.config.dataDir).sandbox
  const at = options.at ?? t.clock.now()
  const body = sealNotification(
    {
      eventType: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      originalType: 'transaction',
      resource: {
        mchid: keys.mchid,
        out_trade_no: transaction.outTradeNo,
        transaction_id: transaction.transactionId ?? '4200000000000000000000000001',
        trade_type: 'MWEB',
        trade_state: transaction.tradeState ?? 'SUCCESS',
        success_time: chinaRfc3339(at),
        amount: { total: transaction.amount, payer_total: transaction.amount, currency: 'CNY', payer_currency: 'CNY' },
      },
    },
    keys.apiV3Key,
    at,
  )
  const headers = notificationHeaders(body, { privateKey: keys.platformPrivateKey, serial: keys.platformSerial }, at)
  if (options.signature) headers['Wechatpay-Signature'] = options.signature
  return { headers, body }
}

/** A REFUND.SUCCESS notification as WeChat Pay sends it for a refund it has paid out, sealed and signed now. */
export function refundNotification(
  t: TestApp,
  refund: { outTradeNo: string; outRefundNo: string; refundId: string; total: number; refund: number },
): { headers: Record<string, string>; body: string } {
  const { sandbox: keys } = loadOrCreateSandboxKeys(t.config.dataDir)
  const at = t.clock.now()
  const body = sealNotification(
    {
      eventType: 'REFUND.SUCCESS',
      summary: '退款成功',
      originalType: 'refund',
      resource: {
        mchid: keys.mchid,
        out_trade_no: refund.outTradeNo,
        transaction_id: '4200000000000000000000000001',
        out_refund_no: refund.outRefundNo,
        refund_id: refund.refundId,
        refund_status: 'SUCCESS',
        success_time: chinaRfc3339(at),
        user_received_account: '支付用户零钱',
        amount: { total: refund.total, refund: refund.refund, payer_total: refund.total, payer_refund: refund.refund },
      },
    },
    keys.apiV3Key,
    at,
  )
  return {
    headers: notificationHeaders(body, { privateKey: keys.platformPrivateKey, serial: keys.platformSerial }, at),
    body,
  }
}

/** Posts a notification to the notify route, raw, as WeChat Pay does. */
export const notify = (t: TestApp, notification: { headers: Record<string, string>; body: string }) =>
  t.inject({ method: 'POST', url: t.url(wechatPayNotify), headers: notification.headers, payload: notification.body })

/** Waits until the order leaves wait_pay (the sandbox notifies in the background). */
export async function paidSoon(t: TestApp, who: Shopper, orderId: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const order = await t.call(orderSimpleDetailRoute, { token: who.token, params: { id: orderId } })
    if (order.body.status !== 'wait_pay') return order.body.status
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`order ${orderId} is still unpaid`)
}

/** Sets columns of an order straight in the database (a status fulfilment would have reached, amounts…). */
export async function updateOrder(
  t: TestApp,
  orderId: number,
  values: Partial<typeof orders.$inferInsert>,
): Promise<void> {
  await t.database.db.update(orders).set(values).where(eq(orders.id, orderId))
}

export const pointsRecordsOfOrder = (t: TestApp, orderId: number) =>
  t.database.db
    .select()
    .from(pointsRecords)
    .where(eq(pointsRecords.orderId, String(orderId)))
    .orderBy(asc(pointsRecords.id))

export const orderRow = async (t: TestApp, orderId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!

export const paymentsOf = (t: TestApp, orderId: number) =>
  t.database.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.attempt))

export const eventTypes = async (t: TestApp, orderId: number) =>
  (
    await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id))
  ).map((event) => event.type)

/** What the WeChat Pay sandbox holds for an attempt (asked with the merchant's own keys, as the shop asks). */
export function sandboxTrade(t: TestApp, outTradeNo: string) {
  const client = createWeChatPayClient({
    ...loadOrCreateSandboxKeys(t.config.dataDir).merchant,
    notifyUrl: `${t.config.publicBaseUrl}/notify`,
    baseUrl: `${SANDBOX_ORIGIN}/sandbox/wechatpay`,
    fetch: sandboxFetch(t.app),
    now: () => t.clock.now(),
  })
  return client.queryByOutTradeNo(outTradeNo)
}
