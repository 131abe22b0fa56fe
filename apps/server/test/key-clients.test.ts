import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addressList,
  merchantCreateKeyClient,
  merchantKeyClientOrders,
  merchantKeyClients,
  merchantPlaceKeyClientOrder,
  merchantUpdateKeyClient,
  orderDetailRoute,
  type BodyOf,
} from '@shop/contracts'
import { DAY_MS } from '@shop/domain'
import { createTestApp } from './harness'
import { makeSkus, stockOf } from './checkout.fixtures'
import { pay } from './after-sale.fixtures'
import { orders } from '../src/modules/orders/orders.tables'

// Key clients (docs/key-clients.md) through app.inject: the console opens an account for a salon (its member by the
// contact's mobile), places a key_client order at the agreed price with its payment terms, the member sees and pays it.
const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database

let owner: string
let skuId: number
const mobile = '13912340001'

const account: BodyOf<typeof merchantCreateKeyClient> = {
  name: '静安澜庭美容院',
  contactName: '周店长',
  contactMobile: mobile,
  province: '上海市',
  city: '上海市',
  district: '静安区',
  detail: '愚园路 100 号 2 楼',
  discountPercent: 85,
  payDays: 7,
  note: '季度采购',
  active: true,
}

beforeAll(async () => {
  owner = await t.loginConsole()
  ;[skuId] = (await makeSkus(t, [{ price: 10_000, stock: 20 }])) as [number]
})

const place = (accountId: number, body: Partial<BodyOf<typeof merchantPlaceKeyClientOrder>> = {}) =>
  t.call(merchantPlaceKeyClientOrder, {
    token: owner,
    params: { accountId },
    body: { items: [{ skuId, quantity: 3 }], requestId: randomUUID(), ...body },
  })

describe('key clients', () => {
  let accountId: number
  let customerId: number

  it('opens an account: its member by the contact’s mobile, the delivery address in the member’s book', async () => {
    const created = await t.call(merchantCreateKeyClient, { token: owner, body: account })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.body).toMatchObject({
      name: '静安澜庭美容院',
      contactMobile: mobile,
      discountPercent: 85,
      payDays: 7,
    })
    accountId = created.body.id
    customerId = created.body.customerId
    const listed = await t.call(merchantKeyClients, { token: owner })
    expect(listed.body.map((a) => a.id)).toContain(accountId)
  })

  it('places a key_client order at the agreed price that waits the account’s days; the member sees it and pays it', async () => {
    const requestId = randomUUID()
    const placed = await place(accountId, { requestId, remark: '店庆备货' })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    // 3 × ⌊10,000 × 85%⌋ = 25,500 (free shipping above the threshold or the shop's fee on top).
    const row = (await db.select().from(orders).where(eq(orders.id, placed.body.orderId)))[0]!
    expect(row).toMatchObject({ orderType: 'key_client', status: 'wait_pay', customerId, totalActualAmount: 25_500 })
    expect(row.payDeadline.getTime() - row.createdAt.getTime()).toBe(7 * DAY_MS)
    expect(await stockOf(t, skuId)).toBe(17)

    // The same request again (a retry) answers the same order.
    const again = await place(accountId, { requestId, remark: '店庆备货' })
    expect(again.body.orderId).toBe(placed.body.orderId)

    const token = (await t.app.tokens.issue({ kind: 'customer', customerId })).token
    const shown = await t.call(orderDetailRoute, { token, params: { id: placed.body.orderId } })
    expect(shown.status, JSON.stringify(shown.body)).toBe(200)
    expect(shown.body).toMatchObject({ orderType: 'key_client', orderTypeLabel: '大客户订单', status: 'wait_pay' })
    const book = await t.call(addressList, { token })
    expect(book.body.some((a) => a.detail === '愚园路 100 号 2 楼')).toBe(true)
    await pay(t, { customerId, token, addressId: book.body[0]!.id }, placed.body.orderId)

    const listed = await t.call(merchantKeyClientOrders, { token: owner, query: { accountId } })
    expect(listed.body.content[0]).toMatchObject({
      orderId: placed.body.orderId,
      accountName: '静安澜庭美容院',
      status: 'wait_shipment',
    })
  })

  it('the demo salon (seeded with no address book entry yet) gets one with its first order', async () => {
    const demo = (await t.call(merchantKeyClients, { token: owner })).body.find(
      (a) => a.name === '静安澜庭美容院' && a.id !== accountId,
    )!
    expect(demo).toMatchObject({ contactMobile: '13900000004', discountPercent: 85 })
    const placed = await place(demo.id, { items: [{ skuId, quantity: 1 }] })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const token = (await t.app.tokens.issue({ kind: 'customer', customerId: demo.customerId })).token
    const book = (await t.call(addressList, { token })).body
    expect(book.filter((a) => a.detail === '愚园路 100 号 2 楼')).toHaveLength(1)
    // A second order uses the same entry.
    expect((await place(demo.id, { items: [{ skuId, quantity: 1 }] })).status).toBe(200)
    expect((await t.call(addressList, { token })).body).toHaveLength(book.length)
  })

  it('the same request placed twice at once makes one order and takes the stock once', async () => {
    const before = await stockOf(t, skuId)
    const requestId = randomUUID()
    const both = await Promise.all([place(accountId, { requestId }), place(accountId, { requestId })])
    expect(both.map((a) => a.status)).toEqual([200, 200])
    expect(both[0]!.body.orderId).toBe(both[1]!.body.orderId)
    expect(await stockOf(t, skuId)).toBe(before - 3)
  })

  it('refuses an inactive account, more than the stock, and bad terms with the field’s message', async () => {
    const stopped = await t.call(merchantUpdateKeyClient, {
      token: owner,
      params: { accountId },
      body: { ...account, active: false } as never,
    })
    expect(stopped.status).toBe(400) // the mobile is the member's binding: not an update field
    const { contactMobile: _mobile, ...terms } = account
    const off = await t.call(merchantUpdateKeyClient, {
      token: owner,
      params: { accountId },
      body: { ...terms, active: false },
    })
    expect(off.status, JSON.stringify(off.body)).toBe(200)
    const refused = await place(accountId)
    expect(refused.status).toBe(404)
    expect(refused.body).toMatchObject({ code: 'keyClientNotFound', message: '大客户不存在或已停用' })

    await t.call(merchantUpdateKeyClient, { token: owner, params: { accountId }, body: { ...terms, active: true } })
    const short = await place(accountId, { items: [{ skuId, quantity: (await stockOf(t, skuId)) + 1 }] })
    expect(short.status).toBe(409)
    expect(short.body).toMatchObject({ code: 'stockInsufficient' })

    const bad = await t.call(merchantCreateKeyClient, { token: owner, body: { ...account, discountPercent: 10 } })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('协议价不能低于原价的30%')
    const unknown = await t.call(merchantPlaceKeyClientOrder, {
      token: owner,
      params: { accountId: 999_999 },
      body: { items: [{ skuId, quantity: 1 }], requestId: randomUUID() },
    })
    expect(unknown.status).toBe(404)
  })
})
