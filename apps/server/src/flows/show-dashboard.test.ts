import { afterAll, describe, expect, it } from 'vitest'
import { merchantDashboard } from '@shop/contracts'
import { chinaDate } from '@shop/domain'
import { merchantToken, paidOrder } from '../../test/after-sale.fixtures'
import { shopper } from '../../test/checkout.fixtures'
import { cameNow, refundPaidOut, setPaidAt } from '../../test/members.fixtures'
import { createTestApp } from '../../test/harness'

const t = await createTestApp()
afterAll(() => t.close())
const merchant = await merchantToken(t)
const dashboard = (query: Record<string, string> = {}) => t.call(merchantDashboard, { token: merchant, query })
const DAY = 86_400_000

describe('merchant/dashboard', () => {
  it('sums paid orders, refunds paid out and new customers per China day, with the top goods', async () => {
    const empty = await dashboard()
    expect(empty.status).toBe(200)
    expect(empty.body.days).toHaveLength(30)
    expect(empty.body.today.date).toBe(chinaDate(t.clock.now()))
    expect(empty.body.days.at(-1)).toEqual(empty.body.today)

    const who = await shopper(t)
    await cameNow(t, who.customerId)
    const big = await paidOrder(t, who, [{ spec: { price: 30_000, stock: 5 }, quantity: 2 }])
    const small = await paidOrder(t, who, [{ spec: { price: 10_000, stock: 5 }, quantity: 1 }])
    // One more, paid three days ago.
    const old = await paidOrder(t, who, [{ spec: { price: 20_000, stock: 5 }, quantity: 1 }])
    await setPaidAt(t, old.orderId, new Date(t.clock.now().getTime() - 3 * DAY))
    // A refund of the small order, paid out today.
    await refundPaidOut(t, small, who.customerId)

    const answer = await dashboard()
    const { today, period, days, topGoods } = answer.body
    const before = empty.body
    expect(today.sales - before.today.sales).toBe(big.total + small.total)
    expect(today.paidOrders - before.today.paidOrders).toBe(2)
    expect(today.averageOrderValue).toBe(Math.round(today.sales / today.paidOrders))
    expect(today.refunds - before.today.refunds).toBe(small.total)
    expect(today.refundCount - before.today.refundCount).toBe(1)
    expect(today.newMembers - before.today.newMembers).toBe(1)
    const threeDaysAgo = days.find((day) => day.date === chinaDate(t.clock.now().getTime() - 3 * DAY))!
    expect(threeDaysAgo).toMatchObject({ sales: old.total, paidOrders: 1, averageOrderValue: old.total })
    expect(period.sales).toBe(days.reduce((sum, day) => sum + day.sales, 0))
    expect(period.paidOrders - before.period.paidOrders).toBe(3)
    expect(topGoods[0]).toMatchObject({ quantity: 2, sales: expect.any(Number) })
    expect(topGoods.map((goods) => goods.sales)).toEqual(topGoods.map((goods) => goods.sales).toSorted((a, b) => b - a))

    expect((await dashboard({ days: '7' })).body.days).toHaveLength(7)
  })

  it('refuses a period it does not offer, and needs a staff token', async () => {
    const bad = await dashboard({ days: '12' })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body.details)).toContain('统计天数只能是7、30或90')
    expect((await t.call(merchantDashboard, {})).status).toBe(401)
  })
})
