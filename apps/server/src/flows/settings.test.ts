import { afterAll, describe, expect, it } from 'vitest'
import { merchantSettings, merchantUpdateSettings, pointsBalance, shippingPrice } from '@shop/contracts'
import { auditOf } from '../../test/members.fixtures'
import { merchantToken } from '../../test/after-sale.fixtures'
import { buyNow, makeSkus, shopper } from '../../test/checkout.fixtures'
import { createTestApp } from '../../test/harness'

const t = await createTestApp({ env: { ORDER_PAY_MINUTES: '45' } })
afterAll(() => t.close())
const merchant = await merchantToken(t)

const settings = {
  shipping: { shippingPrice: 800, freeShippingThreshold: 9_900 },
  points: { pointsPerYuan: 50, maxPayablePercent: 30, earnPerYuan: 2 },
  orders: { payMinutes: 15, autoReceiveDays: 10, autoCompleteDays: 20 },
}

describe('merchant/settings', () => {
  it('answers the defaults until saved: the seeded shipping rule, the points rule, the configured deadlines', async () => {
    const answer = await t.call(merchantSettings, { token: merchant })
    expect(answer).toMatchObject({
      status: 200,
      body: {
        shipping: { shippingPrice: 1000, freeShippingThreshold: 19_900 },
        points: { pointsPerYuan: 100, maxPayablePercent: 50, earnPerYuan: 1 },
        orders: { payMinutes: 45, autoReceiveDays: 7, autoCompleteDays: 15 },
        updatedAt: null,
      },
    })
  })

  it('saves them; the shop uses them at once: shipping, the points rule, a new order’s pay deadline', async () => {
    const who = await shopper(t)
    const [skuId] = await makeSkus(t, [{ price: 5_000, stock: 10 }])
    const before = await buyNow(t, who, skuId!)
    const saved = await t.call(merchantUpdateSettings, { token: merchant, body: settings })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject(settings)
    expect(saved.body.updatedAt).toBe(t.clock.now().toISOString())
    expect((await t.call(merchantSettings, { token: merchant })).body).toMatchObject(settings)
    const [audited] = await auditOf(t, 'settings')
    expect(audited).toMatchObject({
      action: 'settings.edit',
      summary: '修改商城设置：运费规则、积分规则、订单时限',
      before: { orders: { payMinutes: 45 } },
      after: settings,
    })

    expect((await t.call(shippingPrice)).body).toEqual({ shippingPrice: 800, freeShippingThreshold: 9_900 })
    expect((await t.call(pointsBalance, { token: who.token })).body).toMatchObject({
      pointsPerYuan: 50,
      maxPayableShare: 0.3,
    })
    const after = await buyNow(t, who, skuId!)
    const now = t.clock.now().getTime()
    expect(Date.parse(after.body.payDeadline) - now).toBe(15 * 60_000)
    // A placed order keeps its deadline.
    expect(Date.parse(before.body.payDeadline) - now).toBe(45 * 60_000)
  })

  it('an order placed just after the settings changed elsewhere reads them inside its own transaction', async () => {
    const who = await shopper(t)
    const [skuId] = await makeSkus(t, [{ price: 5_000, stock: 10 }])
    // Another process saved the settings between this shopper's confirm page and their submit: the cache is cold
    // when the checkout's transaction prices the order and sets its deadline (on PGlite a read outside that
    // transaction would wait for it for ever).
    const answer = await buyNow(t, who, skuId!, 1, {}, () => t.app.bus.publish('settings'))
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(Date.parse(answer.body.payDeadline) - t.clock.now().getTime()).toBe(15 * 60_000)
  })

  it('refuses bad values with Chinese messages and changes nothing', async () => {
    const cases: [object, string][] = [
      [{ ...settings, orders: { ...settings.orders, payMinutes: 2 } }, '待付款关闭时间最小为5'],
      [{ ...settings, orders: { ...settings.orders, autoReceiveDays: 1.5 } }, '自动确认收货天数须为整数'],
      [{ ...settings, points: { ...settings.points, maxPayablePercent: 120 } }, '积分抵扣上限最大为100'],
      [{ ...settings, points: { ...settings.points, pointsPerYuan: 0 } }, '积分抵扣比例最小为1'],
      [{ ...settings, shipping: { ...settings.shipping, shippingPrice: 200_000 } }, '运费最多1000元'],
      [{ shipping: settings.shipping, points: settings.points }, ''],
    ]
    for (const [body, message] of cases) {
      const answer = await t.call(merchantUpdateSettings, { token: merchant, body })
      expect(answer.status, message).toBe(400)
      expect(JSON.stringify(answer.body.details), message).toContain(message)
    }
    expect((await t.call(merchantSettings, { token: merchant })).body).toMatchObject(settings)
    expect((await t.call(merchantSettings, {})).status).toBe(401)
    const warehouse = await t.loginConsole('warehouse')
    expect((await t.call(merchantUpdateSettings, { token: warehouse, body: settings })).status).toBe(403)
  })
})
