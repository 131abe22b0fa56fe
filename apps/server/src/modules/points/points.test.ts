import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { pointsBalance, pointsRecords as pointsRecordsCall } from '@shop/contracts'
import { createTestApp } from '../../../test/harness'
import { createPointsService } from './points.service'
import { pointsRecords } from './points.tables'

const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database
const points = createPointsService({ db, clock: t.clock })

const customer = async () => {
  const session = await t.loginCustomer()
  return { token: session.jwtString, id: session.customerId }
}

let orders = 0
const order = () => `P-${++orders}`

/** Each call in its own transaction, as the checkout and payment flows run them. */
const earn = (customerId: number, amount: number, orderId: string) =>
  db.transaction((tx) => points.earn(tx, { customerId, points: amount, orderId }))
const spend = (customerId: number, amount: number, orderId: string) =>
  db.transaction((tx) => points.spend(tx, { customerId, points: amount, orderId }))
const refund = (customerId: number, orderId: string, reason?: 'refund_order' | 'cancel_order') =>
  db.transaction((tx) => points.refund(tx, { customerId, orderId, ...(reason && { reason }) }))

const balanceOf = async (token: string) => (await t.call(pointsBalance, { token })).body.balance
const recordsOf = async (customerId: number) =>
  db.select().from(pointsRecords).where(eq(pointsRecords.customerId, customerId))

describe('points/balance', () => {
  it('answers 0 for a new customer with the rule points are used by', async () => {
    const { token } = await customer()
    expect(await t.call(pointsBalance, { token })).toMatchObject({
      status: 200,
      body: { balance: 0, pointsPerYuan: 100, maxPayableShare: 0.5 },
    })
    expect(await points.rule()).toEqual({ pointsPerYuan: 100, maxPayableShare: 0.5 })
  })

  it('needs a customer token and the store code', async () => {
    expect(await t.call(pointsBalance, {})).toMatchObject({ status: 401, body: { code: '401' } })
    expect((await t.call(pointsRecordsCall, { token: await t.loginStaff() })).status).toBe(401)
    const { token } = await customer()
    expect((await t.call(pointsBalance, { token, storeCode: 'elsewhere' })).body.code).toBe('storeNotFound')
  })
})

describe('earning', () => {
  it('adds an order’s points once, however often it is retried, also at once', async () => {
    const { token, id } = await customer()
    const orderId = order()
    expect(await earn(id, 500, orderId)).toEqual({ applied: true, balance: 500 })
    expect(await earn(id, 500, orderId)).toEqual({ applied: false, balance: 500 })
    const burst = await Promise.all(Array.from({ length: 5 }, () => earn(id, 500, orderId)))
    expect(burst.filter((c) => c.applied)).toHaveLength(0)
    await Promise.all([earn(id, 100, 'E-1'), earn(id, 100, 'E-1'), earn(id, 100, 'E-1')])
    expect(await balanceOf(token)).toBe(600)
    expect((await recordsOf(id)).map((r) => [r.reason, r.delta, r.balanceAfter])).toEqual([
      ['earn_order', 500, 500],
      ['earn_order', 100, 600],
    ])
  })

  it('adds nothing for 0 points and refuses a negative or fractional amount', async () => {
    const { id } = await customer()
    expect(await earn(id, 0, order())).toEqual({ applied: false, balance: 0 })
    await expect(earn(id, -5, order())).rejects.toThrow(RangeError)
    await expect(spend(id, 1.5, order())).rejects.toThrow(RangeError)
    expect(await recordsOf(id)).toEqual([])
  })
})

describe('spending', () => {
  it('takes the points, once per order, and refuses more than the balance', async () => {
    const { token, id } = await customer()
    await earn(id, 500, order())
    const orderId = order()
    expect(await spend(id, 300, orderId)).toEqual({ applied: true, balance: 200 })
    expect(await spend(id, 300, orderId)).toEqual({ applied: false, balance: 200 })
    await expect(spend(id, 201, order())).rejects.toMatchObject({
      code: 'pointsInsufficient',
      message: '积分不足',
      details: { balance: 200, points: 201 },
    })
    expect(await balanceOf(token)).toBe(200)
    expect(await spend(id, 200, order())).toEqual({ applied: true, balance: 0 })
    await expect(spend(id, 1, order())).rejects.toMatchObject({ code: 'pointsInsufficient' })
    await expect(spend((await customer()).id, 1, order())).rejects.toMatchObject({ code: 'pointsInsufficient' })
  })

  it('never goes below zero when ten orders spend at once', async () => {
    const { token, id } = await customer()
    await earn(id, 1000, order())
    const attempts = await Promise.allSettled(Array.from({ length: 10 }, () => spend(id, 300, order())))
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(3)
    for (const a of attempts.filter((a) => a.status === 'rejected'))
      expect((a as PromiseRejectedResult).reason).toMatchObject({ code: 'pointsInsufficient' })
    expect(await balanceOf(token)).toBe(100)
    const ledger = await recordsOf(id)
    expect(ledger.map((r) => r.balanceAfter).sort((a, b) => b - a)).toEqual([1000, 700, 400, 100])
  })

  it("is undone with the order's transaction", async () => {
    const { token, id } = await customer()
    await earn(id, 100, order())
    const failing = db.transaction(async (tx) => {
      await points.spend(tx, { customerId: id, points: 100, orderId: order() })
      throw new Error('payment refused')
    })
    await expect(failing).rejects.toThrow('payment refused')
    expect(await balanceOf(token)).toBe(100)
    expect(await recordsOf(id)).toHaveLength(1)
  })
})

describe('giving back', () => {
  it('returns exactly what the order spent, once, by refund or by cancellation', async () => {
    const { token, id } = await customer()
    await earn(id, 800, order())
    const refunded = order()
    await spend(id, 350, refunded)
    expect(await refund(id, refunded)).toEqual({ applied: true, balance: 800 })
    expect(await refund(id, refunded)).toEqual({ applied: false, balance: 800 })
    expect(await refund(id, refunded, 'cancel_order')).toEqual({ applied: false, balance: 800 })

    const cancelled = order()
    await spend(id, 120, cancelled)
    const once = await Promise.all([
      refund(id, cancelled, 'cancel_order'),
      refund(id, cancelled),
      refund(id, cancelled, 'cancel_order'),
    ])
    expect(once.filter((c) => c.applied)).toHaveLength(1)
    expect(await balanceOf(token)).toBe(800)
    const returned = (await recordsOf(id)).filter((r) => r.orderId === cancelled && r.delta > 0)
    expect(returned).toHaveLength(1)
    expect(returned[0]!.delta).toBe(120)
  })

  it('returns nothing for an order that spent nothing, or for another customer', async () => {
    const { id } = await customer()
    const other = await customer()
    await earn(id, 300, order())
    const orderId = order()
    await spend(id, 300, orderId)
    expect(await refund(id, order())).toEqual({ applied: false, balance: 0 })
    expect(await refund(other.id, orderId)).toEqual({ applied: false, balance: 0 })
    expect(await refund(id, orderId)).toEqual({ applied: true, balance: 300 })
  })
})

describe('points/records', () => {
  it('lists the ledger newest first, with reasons and remarks, as page 0 size 1000', async () => {
    const { token, id } = await customer()
    const bought = order()
    await earn(id, 1000, 'R-earn')
    t.clock.advance(60_000)
    await spend(id, 400, bought)
    t.clock.advance(60_000)
    await refund(id, bought)
    const answer = await t.call(pointsRecordsCall, { token, query: { page: '0', size: '1000' } })
    expect(answer.status).toBe(200)
    const now = t.clock.now().getTime()
    expect(answer.body).toEqual({
      content: [
        {
          id: expect.any(Number),
          delta: 400,
          balanceAfter: 1000,
          reason: 'refund_order',
          orderId: bought,
          createTime: new Date(now).toISOString(),
          remark: '退款退回积分',
          source: '退款',
        },
        {
          id: expect.any(Number),
          delta: -400,
          balanceAfter: 600,
          reason: 'spend_order',
          orderId: bought,
          createTime: new Date(now - 60_000).toISOString(),
          remark: '下单抵扣积分',
          source: '购物',
        },
        {
          id: expect.any(Number),
          delta: 1000,
          balanceAfter: 1000,
          reason: 'earn_order',
          orderId: 'R-earn',
          createTime: new Date(now - 120_000).toISOString(),
          remark: '购物获得积分',
          source: '购物',
        },
      ],
      page: 0,
      size: 1000,
      totalElements: 3,
      totalPages: 1,
    })
    const second = await t.call(pointsRecordsCall, { token, query: { page: '1', size: '2' } })
    expect(second.body).toMatchObject({ page: 1, size: 2, totalElements: 3, totalPages: 2 })
    expect(second.body.content.map((r) => r.reason)).toEqual(['earn_order'])
    expect((await t.call(pointsRecordsCall, { token: (await customer()).token })).body).toEqual({
      content: [],
      page: 0,
      size: 20,
      totalElements: 0,
      totalPages: 0,
    })
  })

  it.each([
    ['a size of 1001', { size: '1001' }],
    ['a negative page', { page: '-1' }],
    ['a page that is no number', { page: 'first' }],
    ['an unknown field', { reason: 'adjust' }],
  ])('refuses %s', async (_, query) => {
    const { token } = await customer()
    expect(await t.call(pointsRecordsCall, { token, query })).toMatchObject({
      status: 400,
      body: { code: 'validationFailed' },
    })
  })
})
