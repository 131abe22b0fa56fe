import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createAddress,
  cycleOrderAddress,
  cycleOrderDetailRoute,
  cycleOrderList,
  cycleOrderPause,
  cycleOrderResume,
  cycleOrderSkip,
  cyclePlanList,
  cyclePlanLocate,
  cyclePlanSubmit,
  merchantApproveRefund,
  merchantCreateCyclePlan,
  merchantCycleCalendar,
  merchantCyclePlans,
  merchantShipCycleDelivery,
  merchantUpdateCyclePlan,
  orderDetailRoute,
  refundSubmit,
  type BodyOf,
} from '@shop/contracts'
import { chinaDate, DAY_MS, deliveryShares } from '@shop/domain'
import { createTestApp } from './harness'
import { CYCLE_DELIVERY_TASK } from '../src/modules/cycles'
import { cycleDeliveries } from '../src/modules/cycles/cycles.tables'
import { orderEvents } from '../src/modules/orders/orders.tables'
import { key, makeSkus, shopper, stockOf, type Shopper } from './checkout.fixtures'
import { merchantToken, pay, refundRow, shipParcels, waybill } from './after-sale.fixtures'

// Cycle purchases (docs/cycle-purchases.md) through app.inject; the delivery job's race runs on PostgreSQL too
// (DATABASE_URL set).
const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database

let owner: string
let merchant: string
let skuId: number
let planId: number

const planInput = (
  extra: Partial<BodyOf<typeof merchantCreateCyclePlan>> = {},
): BodyOf<typeof merchantCreateCyclePlan> => ({
  name: '精华6个月陪伴计划',
  description: '每30天一瓶',
  skuId,
  deliveries: 6,
  intervalDays: 30,
  unitsPerDelivery: 1,
  unitPrice: 9_999,
  onSale: true,
  ...extra,
})

beforeAll(async () => {
  owner = await t.loginConsole()
  merchant = await merchantToken(t)
  ;[skuId] = (await makeSkus(t, [{ price: 12_900, stock: 1000 }])) as [number]
  const created = await t.call(merchantCreateCyclePlan, { token: owner, body: planInput() })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  planId = created.body.id
})

async function buyPlan(who: Shopper) {
  const shown = await t.call(cyclePlanLocate, { token: who.token, body: { planId } })
  expect(shown.status, JSON.stringify(shown.body)).toBe(200)
  const submitted = await t.call(cyclePlanSubmit, {
    token: who.token,
    body: { planId, addressId: who.addressId, idempotencyKey: key(), quote: shown.body.quote },
  })
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
  await pay(t, who, submitted.body.orderId)
  return submitted.body.orderId
}

const detailOf = async (who: Shopper, orderId: number) => {
  const answer = await t.call(cycleOrderDetailRoute, { token: who.token, params: { orderId } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}

const rowsOf = (orderId: number) =>
  db.select().from(cycleDeliveries).where(eq(cycleDeliveries.orderId, orderId)).orderBy(cycleDeliveries.seq)

const shipDelivery = (deliveryId: number) =>
  t.call(merchantShipCycleDelivery, {
    token: merchant,
    params: { deliveryId },
    body: { carrierCode: 'yuantong', waybillNo: waybill() },
  })

describe('cycle plans in the console', () => {
  it('defines a plan; the shop lists it with its total; bad input is refused with its message', async () => {
    const plans = await t.call(merchantCyclePlans, { token: owner })
    expect(plans.body.find((p) => p.id === planId)).toMatchObject({ price: 12_900, totalPrice: 59_994 })
    const listed = await t.call(cyclePlanList)
    expect(listed.body.find((p) => p.id === planId)).toMatchObject({
      deliveries: 6,
      unitPrice: 9_999,
      totalPrice: 59_994,
    })
    const dear = await t.call(merchantCreateCyclePlan, { token: owner, body: planInput({ unitPrice: 13_000 }) })
    expect(dear.status).toBe(400)
    const once = await t.call(merchantCreateCyclePlan, { token: owner, body: planInput({ deliveries: 1 }) })
    expect(once.body).toMatchObject({
      code: 'validationFailed',
      details: [expect.objectContaining({ message: '至少配送2期' })],
    })
  })

  it('an edit changes new sales only; a plan off sale cannot be bought', async () => {
    const who = await shopper(t)
    const orderId = await buyPlan(who)
    const edited = await t.call(merchantUpdateCyclePlan, {
      token: owner,
      params: { planId },
      body: planInput({ deliveries: 3, onSale: false }),
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect((await detailOf(who, orderId)).deliveries).toBe(6)
    const refused = await t.call(cyclePlanLocate, { token: who.token, body: { planId } })
    expect(refused.body).toMatchObject({ code: 'cyclePlanNotFound', message: '周期购计划不存在或已下架' })
    await t.call(merchantUpdateCyclePlan, { token: owner, params: { planId }, body: planInput() })
  })
})

describe('buying and delivering', () => {
  it('one paid order of every unit, shipping included; paid, six deliveries, the first parcel made by its job', async () => {
    const who = await shopper(t)
    const stock = await stockOf(t, skuId)
    const shown = await t.call(cyclePlanLocate, { token: who.token, body: { planId } })
    expect(shown.body).toMatchObject({ actualShippingPrice: 0, totalRealPayAmount: 59_994 })
    const orderId = await buyPlan(who)
    expect(await stockOf(t, skuId)).toBe(stock - 6)
    const order = await t.call(orderDetailRoute, { token: who.token, params: { id: orderId } })
    expect(order.body).toMatchObject({ orderType: 'accompany', status: 'wait_shipment' })

    let detail = await detailOf(who, orderId)
    expect(detail.deliveryList.map((d) => d.status)).toEqual(new Array(6).fill('scheduled'))
    expect(detail.deliveryList.map((d) => d.worth)).toEqual(deliveryShares(59_994, 6, 1))
    expect(Date.parse(detail.deliveryList[1]!.dueAt) - Date.parse(detail.deliveryList[0]!.dueAt)).toBe(30 * DAY_MS)

    await t.app.jobs.runDue()
    detail = await detailOf(who, orderId)
    expect(detail.deliveryList.map((d) => d.statusLabel).slice(0, 2)).toEqual(['备货中', '待配送'])

    // The console's calendar shows the parcel to ship; the order ships only delivery by delivery.
    const calendar = await t.call(merchantCycleCalendar, {
      token: owner,
      query: { from: chinaDate(t.clock.now()), days: 7 },
    })
    expect(calendar.body.filter((d) => d.orderId === orderId)).toEqual([
      expect.objectContaining({ seq: 1, status: 'ready', units: 1, planName: '精华6个月陪伴计划' }),
    ])
    const whole = await shipParcels(t, merchant, orderId, [{ carrierCode: 'yuantong', waybillNo: waybill() }])
    expect(whole.body).toMatchObject({ code: 'cycleShipByDelivery' })
    const first = detail.deliveryList[0]!
    expect((await shipDelivery(first.id)).status).toBe(200)
    expect((await shipDelivery(first.id)).body).toMatchObject({ code: 'cycleDeliveryStatusInvalid' })
    const second = await shipDelivery(detail.deliveryList[1]!.id)
    expect(second.body).toMatchObject({ code: 'cycleDeliveryStatusInvalid' })

    detail = await detailOf(who, orderId)
    expect(detail).toMatchObject({ delivered: 1, status: 'active', statusLabel: '配送中' })
    expect(detail.deliveryList[0]).toMatchObject({ status: 'shipped', carrierName: '圆通速递' })
    const after = await t.call(orderDetailRoute, { token: who.token, params: { id: orderId } })
    expect(after.body.status).toBe('partially_shipped')

    const list = await t.call(cycleOrderList, { token: who.token, query: { page: 0, size: 10 } })
    expect(list.body.content).toEqual([expect.objectContaining({ orderId, delivered: 1, deliveries: 6 })])
  })

  it('race: a delivery job run twice at once makes one parcel', async () => {
    const who = await shopper(t)
    const orderId = await buyPlan(who)
    const [first] = await rowsOf(orderId)
    // A second job of the same delivery (a retry after a crash), due at once beside the first.
    await t.app.jobs.add(db, CYCLE_DELIVERY_TASK, { deliveryId: first!.id }, { key: `again:${first!.id}` })
    await Promise.all([t.app.jobs.runDue(), t.app.jobs.runDue()])
    const rows = await rowsOf(orderId)
    expect(rows.map((r) => r.status)).toEqual(['ready', ...new Array(5).fill('scheduled')])
    const made = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'cycle_delivery_ready')))
    expect(made).toHaveLength(1)
  })
})

describe("the shopper's schedule", () => {
  it('skips a delivery (it and the later ones move one interval on), pauses and resumes, changes the address', async () => {
    const who = await shopper(t)
    const orderId = await buyPlan(who)
    await t.app.jobs.runDue()
    const before = await detailOf(who, orderId)
    const due = before.deliveryList.map((d) => Date.parse(d.dueAt))

    const readySkip = await t.call(cycleOrderSkip, {
      token: who.token,
      params: { orderId, deliveryId: before.deliveryList[0]!.id },
    })
    expect(readySkip.body).toMatchObject({ code: 'cycleDeliveryStatusInvalid' })
    const skipped = await t.call(cycleOrderSkip, {
      token: who.token,
      params: { orderId, deliveryId: before.deliveryList[2]!.id },
    })
    expect(skipped.status, JSON.stringify(skipped.body)).toBe(200)
    const moved = skipped.body.deliveryList.map((d) => Date.parse(d.dueAt))
    expect(moved.map((at, i) => (at - due[i]!) / DAY_MS)).toEqual([0, 0, 30, 30, 30, 30])

    const paused = await t.call(cycleOrderPause, { token: who.token, params: { orderId } })
    expect(paused.body).toMatchObject({ status: 'paused', statusLabel: '已暂停' })
    expect((await t.call(cycleOrderPause, { token: who.token, params: { orderId } })).body).toMatchObject({
      code: 'cycleOrderStatusInvalid',
    })
    // While paused, a delivery's job makes nothing, even on its day.
    const pausedAtNow = t.clock.now().getTime()
    const [, second] = await rowsOf(orderId)
    await db.update(cycleDeliveries).set({ dueAt: t.clock.now() }).where(eq(cycleDeliveries.id, second!.id))
    await t.app.jobs.add(db, CYCLE_DELIVERY_TASK, { deliveryId: second!.id }, { key: `paused:${second!.id}` })
    await t.app.jobs.runDue()
    expect((await rowsOf(orderId))[1]!.status).toBe('scheduled')
    const pausedFor = 3_600_000
    t.clock.advance(pausedFor)
    try {
      const resumed = await t.call(cycleOrderResume, { token: who.token, params: { orderId } })
      expect(resumed.body.status, JSON.stringify(resumed.body)).toBe('active')
      // Every delivery not made moves on by the whole days paused (one), its job with it.
      const resumedAt = resumed.body.deliveryList.map((d) => Date.parse(d.dueAt))
      expect(resumedAt[2]! - moved[2]!).toBe(DAY_MS)
      expect(resumedAt[1]!).toBe(t.clock.now().getTime() - pausedFor + DAY_MS)
      await t.app.jobs.runDue()
      expect((await rowsOf(orderId))[1]!.status).toBe('scheduled')
      t.clock.advance(DAY_MS)
      await t.app.jobs.runDue()
      expect((await rowsOf(orderId))[1]!.status).toBe('ready')
    } finally {
      t.clock.advance(-t.clock.now().getTime() + pausedAtNow)
    }

    const address = await t.call(createAddress, {
      token: who.token,
      body: {
        name: '林小澜',
        mobile: '13912345678',
        province: '上海市',
        city: '上海市',
        district: '徐汇区',
        detail: '漕溪北路100号',
        isDefault: false,
      },
    })
    expect(address.status, JSON.stringify(address.body)).toBe(200)
    const changed = await t.call(cycleOrderAddress, {
      token: who.token,
      params: { orderId },
      body: { addressId: address.body.id },
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.deliveryList.map((d) => d.address.detail)).toEqual(new Array(6).fill('漕溪北路100号'))
  })

  it("a stranger cannot see or change another's cycle order", async () => {
    const who = await shopper(t)
    const orderId = await buyPlan(who)
    const [row] = await rowsOf(orderId)
    const stranger = await shopper(t)
    const answers = await Promise.all([
      t.call(cycleOrderDetailRoute, { token: stranger.token, params: { orderId } }),
      t.call(cycleOrderPause, { token: stranger.token, params: { orderId } }),
      t.call(cycleOrderResume, { token: stranger.token, params: { orderId } }),
      t.call(cycleOrderSkip, { token: stranger.token, params: { orderId, deliveryId: row!.id } }),
      t.call(cycleOrderAddress, {
        token: stranger.token,
        params: { orderId },
        body: { addressId: stranger.addressId },
      }),
    ])
    for (const answer of answers) expect(answer.body).toMatchObject({ code: 'cycleOrderNotFound' })
  })
})

describe('refunds', () => {
  it('after one delivery, long after the 30 days of a normal order, a refund of the rest returns their shares; the deliveries left are cancelled', async () => {
    const buyer = await shopper(t)
    const orderId = await buyPlan(buyer)
    await t.app.jobs.runDue()
    const before = await detailOf(buyer, orderId)
    expect((await shipDelivery(before.deliveryList[0]!.id)).status).toBe(200)
    // Six weeks on (the second delivery's parcel not made yet): the deliveries left are still refundable.
    const later = 42 * DAY_MS
    t.clock.advance(later)
    const token = (await t.app.tokens.issue({ kind: 'customer', customerId: buyer.customerId })).token
    const who = { ...buyer, token }
    owner = await t.loginConsole()
    try {
      await refundTheRest(who, orderId)
    } finally {
      t.clock.advance(-later)
    }
  })
})

async function refundTheRest(who: Shopper, orderId: number) {
  const shares = deliveryShares(59_994, 6, 1)
  const after = await detailOf(who, orderId)
  expect(after.refundableAmount).toBe(shares.slice(1).reduce((a, b) => a + b, 0))

  const order = await t.call(orderDetailRoute, { token: who.token, params: { id: orderId } })
  const lineId = order.body.lines[0]!.lineId
  const asked = await t.call(refundSubmit, {
    token: who.token,
    body: { orderId, type: 'REFUND_ONLY', lines: [{ lineId, quantity: 5 }], reason: 'no_longer_needed' },
  })
  expect(asked.status, JSON.stringify(asked.body)).toBe(200)
  expect(asked.body.totalAmount).toBe(after.refundableAmount)
  const approved = await t.call(merchantApproveRefund, { token: owner, params: { refundId: asked.body.refundId } })
  expect(approved.status, JSON.stringify(approved.body)).toBe(200)
  for (let i = 0; i < 300 && (await refundRow(t, asked.body.refundId)).status === 'refunding'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  expect((await refundRow(t, asked.body.refundId)).status).toBe('refunded')

  const done = await detailOf(who, orderId)
  expect(done).toMatchObject({ status: 'finished', refundableAmount: 0 })
  expect(done.deliveryList.map((d) => d.status)).toEqual(['shipped', ...new Array(5).fill('cancelled')])
  t.clock.advance(200 * DAY_MS)
  try {
    await t.app.jobs.runDue()
  } finally {
    t.clock.advance(-200 * DAY_MS)
  }
  expect((await rowsOf(orderId)).map((r) => r.status)).toEqual(['shipped', ...new Array(5).fill('cancelled')])
}
