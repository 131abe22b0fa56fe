/**
 * Test data for the group-buy tests: a group buy made to measure (size, hours, virtual completion), the open and
 * join a shopper makes (locate, then the order), and the rows the tests compare.
 */
import { asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { participationJoin, participationLocate, participationOpen, payment, type ResponseOf } from '@shop/contracts'
import {
  groupBuyActivities,
  groupBuyGroups,
  groupBuyMembers,
  groupBuySkus,
} from '../src/modules/group-buys/group-buys.tables'
import { refunds } from '../src/modules/refunds/refunds.tables'
import { catalogueChanged, goodsIdOf, key, makeSkus, type Shopper } from './checkout.fixtures'
import type { TestApp } from './harness'

export interface GroupBuySpec {
  size?: number
  hours?: number
  limit?: number
  allowVirtual?: boolean
  /** Milliseconds from now to the activity's end (a day unless told). */
  end?: number
}

/** One goods with one SKU (¥99, group price ¥59) in a group buy running since an hour ago. */
export async function makeGroupBuy(t: TestApp, spec: GroupBuySpec = {}) {
  const [skuId] = await makeSkus(t, [{ price: 9_900, stock: 100 }])
  await catalogueChanged(t)
  const now = t.clock.now().getTime()
  const [activity] = await t.database.db
    .insert(groupBuyActivities)
    .values({
      name: '测试拼团',
      goodsId: await goodsIdOf(t, skuId!),
      startTime: new Date(now - 3_600_000),
      endTime: new Date(now + (spec.end ?? 86_400_000)),
      groupSize: spec.size ?? 2,
      groupHours: spec.hours ?? 24,
      limitPerCustomer: spec.limit ?? 5,
      allowVirtual: spec.allowVirtual ?? false,
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    })
    .returning()
  await t.database.db.insert(groupBuySkus).values({ activityId: activity!.id, skuId: skuId!, groupPrice: 5_900 })
  return { activityId: activity!.id, skuId: skuId! }
}

type Submitted = { status: number; body: ResponseOf<typeof participationOpen> & { code?: string } }

/** Opens (no groupId) or joins a group: the locate the shopper confirms, then the order (unpaid). */
export async function takePart(
  t: TestApp,
  who: Shopper,
  buy: { activityId: number; skuId: number },
  groupId?: number,
): Promise<Submitted> {
  const shown = await t.call(participationLocate, {
    token: who.token,
    body: { ...buy, ...(groupId !== undefined && { groupId }) },
  })
  if (shown.status !== 200) return shown as unknown as Submitted
  const fields = { ...buy, addressId: who.addressId, idempotencyKey: key(), quote: shown.body.quote }
  return groupId === undefined
    ? t.call(participationOpen, { token: who.token, body: fields })
    : t.call(participationJoin, { token: who.token, body: { ...fields, groupId } })
}

/** An order placed by takePart, expected to succeed: its id. */
export async function placed(answer: Promise<Submitted>): Promise<number> {
  const { status, body } = await answer
  expect(status, JSON.stringify(body)).toBe(200)
  return body.orderId
}

/** Starts the payment (H5) and answers the sandbox cashier's prepay id, without paying yet. */
export async function prepay(t: TestApp, who: Shopper, orderId: number): Promise<string> {
  const started = await t.call(payment, { token: who.token, body: { orderId, payType: 'h5' } })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  return new URL(started.body.payment!.prepayResponse!.h5Url).searchParams.get('prepay_id')!
}

/** The shopper pays at the sandbox cashier (its notification arrives in the background). */
export async function confirm(t: TestApp, prepayId: string): Promise<void> {
  const answer = await t.inject({
    method: 'POST',
    url: '/sandbox/wechatpay/pay/confirm',
    payload: { prepay_id: prepayId, result: 'success' },
  })
  expect(answer.statusCode, answer.body).toBe(200)
}

/** Waits until the order's participation left `pending` (the payment's notification settled it). */
export async function settled(t: TestApp, orderId: number) {
  for (let i = 0; i < 300; i++) {
    const member = await memberOf(t, orderId)
    if (member.status !== 'pending') return member
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`order ${orderId}'s participation is still pending`)
}

export const memberOf = async (t: TestApp, orderId: number) =>
  (await t.database.db.select().from(groupBuyMembers).where(eq(groupBuyMembers.orderId, orderId)))[0]!

export const groupRow = async (t: TestApp, groupId: number) =>
  (await t.database.db.select().from(groupBuyGroups).where(eq(groupBuyGroups.id, groupId)))[0]!

export const refundsOf = (t: TestApp, orderId: number) =>
  t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id))
