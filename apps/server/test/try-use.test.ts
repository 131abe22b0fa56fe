/**
 * Try-use samples (docs/try-use.md) through app.inject: one application per activity, the console's decision, the
 * sample's zero-price order (free or paid shipping), the seat given back when the fee is not paid, the review
 * invited once received; the race of 30 approvals for 5 seats (PGlite, and PostgreSQL when DATABASE_URL is set).
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  merchantDecideTryUse,
  merchantSaveTryUseActivity,
  merchantTryUseActivities,
  merchantTryUseApplications,
  messageList,
  orderDetailRoute,
  tryUseActivities,
  tryUseApply,
  type BodyOf,
} from '@shop/contracts'
import { DAY_MS } from '@shop/domain'
import { createTestApp } from './harness'
import { makeSkus, shopper, shoppers, stockOf, type Shopper } from './checkout.fixtures'
import { merchantToken, orderOf, pay, received } from './after-sale.fixtures'
import { tryUseActivities as activitiesTable } from '../src/modules/try-use/try-use.tables'

const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database

let owner: string
let skuId: number

const activity = (
  extra: Partial<BodyOf<typeof merchantSaveTryUseActivity>['activity']> = {},
): BodyOf<typeof merchantSaveTryUseActivity>['activity'] => ({
  name: '精华试用',
  description: '新品精华免费试用',
  skuId,
  seats: 5,
  shippingFee: 0,
  startsAt: new Date(t.clock.now().getTime() - DAY_MS).toISOString(),
  endsAt: new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString(),
  active: true,
  ...extra,
})

async function newActivity(extra: Partial<BodyOf<typeof merchantSaveTryUseActivity>['activity']> = {}) {
  const saved = await t.call(merchantSaveTryUseActivity, {
    token: owner,
    body: { id: null, activity: activity(extra) },
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  return saved.body
}

beforeAll(async () => {
  owner = await t.loginConsole()
  ;[skuId] = (await makeSkus(t, [{ price: 25_900, stock: 1000 }])) as [number]
})

const apply = (who: Shopper, activityId: number) =>
  t.call(tryUseApply, { token: who.token, body: { activityId, addressId: who.addressId, reason: '混合肌，想试试' } })

const decide = (id: number, body: BodyOf<typeof merchantDecideTryUse>) =>
  t.call(merchantDecideTryUse, { token: owner, params: { id }, body })

describe('try-use samples', () => {
  it('one application per person and activity; the shop shows it and the seats left', async () => {
    const { id } = await newActivity()
    const who = await shopper(t)
    const first = await apply(who, id)
    expect(first.body).toMatchObject({ status: 'applied', statusLabel: '审核中', orderId: null })
    const second = await apply(who, id)
    expect([second.status, second.body.code]).toEqual([409, 'tryUseAlreadyApplied'])
    const list = await t.call(tryUseActivities, { token: who.token })
    expect(list.body.find((a) => a.id === id)).toMatchObject({
      seats: 5,
      seatsLeft: 5,
      applicants: 1,
      mine: { id: first.body.id, status: 'applied' },
    })
    const stranger = await shopper(t)
    const foreign = await t.call(tryUseApply, {
      token: stranger.token,
      body: { activityId: id, addressId: who.addressId, reason: '' },
    })
    expect(foreign.status).toBe(404)
  })

  it('approved with free shipping: a zero-price order, paid at once, ships; received, the review is invited once', async () => {
    const { id } = await newActivity()
    const who = await shopper(t)
    const applied = await apply(who, id)
    const before = await stockOf(t, skuId)
    const approved = await decide(applied.body.id, { approve: true })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect(approved.body).toMatchObject({ status: 'approved', orderId: expect.any(Number), received: false })
    expect((await decide(applied.body.id, { approve: true })).body.code).toBe('tryUseAlreadyDecided')
    const orderId = approved.body.orderId!
    const order = await t.call(orderDetailRoute, { token: who.token, params: { id: orderId } })
    expect(order.body).toMatchObject({
      orderType: 'integral_gift',
      status: 'wait_shipment',
      totalRealPayAmount: 0,
      actualShippingPrice: 0,
    })
    expect(await stockOf(t, skuId)).toBe(before - 1)

    expect(await t.app.sweeps.tryUseReviews()).toBe(0)
    await received(t, who, await merchantToken(t), orderId)
    expect(await t.app.sweeps.tryUseReviews()).toBe(1)
    const shown = await t.call(tryUseActivities, { token: who.token })
    expect(shown.body.find((a) => a.id === id)!.mine).toMatchObject({ orderId, received: true })
    expect(await t.app.sweeps.tryUseReviews()).toBe(0)
    const inbox = await t.call(messageList, { token: who.token })
    expect(inbox.body.content.filter((m) => m.title === '邀请您评价试用商品')).toEqual([
      expect.objectContaining({ link: `/pages/evaluate/index?orderId=${orderId}` }),
    ])
  })

  it('paid shipping: the order waits for the fee; unpaid it closes, the application lapses and the seat comes back', async () => {
    const { id } = await newActivity({ seats: 1, shippingFee: 800 })
    const [a, b] = [await shopper(t), await shopper(t)]
    const first = await apply(a, id)
    const second = await apply(b, id)
    const approved = await decide(first.body.id, { approve: true })
    const order = await orderOf(t, approved.body.orderId!)
    expect(order).toMatchObject({ status: 'wait_pay', totalRealPayAmount: 800, actualShippingPrice: 800 })
    expect((await decide(second.body.id, { approve: true })).body.code).toBe('tryUseSeatsFull')

    t.clock.advance(order.payDeadline.getTime() - t.clock.now().getTime() + 1000)
    await t.app.sweeps.closeUnpaid()
    expect((await orderOf(t, order.id)).status).toBe('cancelled')
    const [row] = await db.select().from(activitiesTable).where(eq(activitiesTable.id, id))
    expect(row!.approved).toBe(0)
    const apps = await t.call(merchantTryUseApplications, {
      token: owner,
      query: { page: '0', size: '10', activityId: id },
    })
    expect(apps.body.content.map((x) => x.status)).toEqual(['lapsed', 'applied'])
    const now = await decide(second.body.id, { approve: true })
    expect(now.status, JSON.stringify(now.body)).toBe(200)
    await pay(t, b, now.body.orderId!)
    expect((await orderOf(t, now.body.orderId!)).status).toBe('wait_shipment')
  })

  it('rejected with a reason, told; the seats never set below those approved', async () => {
    const created = await newActivity({ seats: 2 })
    const [a, b] = [await shopper(t), await shopper(t)]
    const rejected = await decide((await apply(a, created.id)).body.id, { approve: false, reason: '名额有限' })
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectReason: '名额有限', orderId: null })
    expect((await decide(rejected.body.id, { approve: false, reason: '再拒' })).body.code).toBe('tryUseAlreadyDecided')
    expect((await decide(rejected.body.id, { approve: false, reason: '' } as never)).status).toBe(400)
    const inbox = await t.call(messageList, { token: a.token })
    expect(inbox.body.content[0]).toMatchObject({ title: '试用申请未通过' })
    await decide((await apply(b, created.id)).body.id, { approve: true })
    const shrink = await t.call(merchantSaveTryUseActivity, {
      token: owner,
      body: { id: created.id, activity: activity({ seats: 0 }) },
    })
    expect(shrink.status).toBe(400)
    const ok = await t.call(merchantSaveTryUseActivity, {
      token: owner,
      body: { id: created.id, activity: activity({ seats: 1 }) },
    })
    expect(ok.body).toMatchObject({ seats: 1, approved: 1, seatsLeft: 0 })
    const list = await t.call(merchantTryUseActivities, { token: owner })
    expect(list.body.find((x) => x.id === created.id)).toMatchObject({ applicants: 2 })
  })

  it('an activity not running takes no application', async () => {
    const { id } = await newActivity({ active: false })
    expect((await apply(await shopper(t), id)).body.code).toBe('tryUseNotRunning')
  })

  it('race: 30 applicants approved at once for 5 seats: 5 approved, 5 orders, 5 units, 25 refused', async () => {
    const { id } = await newActivity({ seats: 5 })
    const crowd = await shoppers(t, 30)
    const applications = await Promise.all(crowd.map((who) => apply(who, id)))
    expect(applications.every((a) => a.status === 200)).toBe(true)
    const before = await stockOf(t, skuId)
    const answers = await Promise.all(applications.map((a) => decide(a.body.id, { approve: true })))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5)
    expect(answers.filter((a) => a.body.code === 'tryUseSeatsFull')).toHaveLength(25)
    const [row] = await db.select().from(activitiesTable).where(eq(activitiesTable.id, id))
    expect(row!.approved).toBe(5)
    expect(await stockOf(t, skuId)).toBe(before - 5)
    const approved = await t.call(merchantTryUseApplications, {
      token: owner,
      query: { page: '0', size: '50', activityId: id, status: 'approved' },
    })
    expect(approved.body.totalElements).toBe(5)
    expect(new Set(approved.body.content.map((a) => a.orderId)).size).toBe(5)
  })
})
