import { afterAll, describe, expect, it } from 'vitest'
import {
  merchantAuditLog,
  merchantCancelOrder,
  merchantOrderDetailRoute,
  merchantOrderRemark,
  merchantOrders,
  merchantOrdersExport,
  orderDetailRoute,
} from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { createTestApp } from '../../test/harness'
import { shopper } from '../../test/checkout.fixtures'
import { placeOrder } from '../../test/payment.fixtures'
import {
  orderOf,
  paidOrder,
  refundRow,
  refundsOfOrder,
  shipAll,
  shipParcels,
  twoLineOrder,
  waybill,
} from '../../test/after-sale.fixtures'

const t = await createTestApp()
afterAll(() => t.close())

const owner = await t.loginConsole('owner')
const me = await shopper(t)
const other = await shopper(t)

const list = (query: Record<string, string>, token = owner) => t.call(merchantOrders, { token, query })
const detail = (orderId: number) => t.call(merchantOrderDetailRoute, { token: owner, params: { orderId } })
const cancel = (orderId: number, body: unknown) =>
  t.call(merchantCancelOrder, { token: owner, params: { orderId }, body })
/** The audit log's rows about one target, through the console's audit call. */
const auditOf = async (targetType: string, targetId: number) =>
  (await t.call(merchantAuditLog, { token: owner, query: { targetType, targetId: String(targetId) } })).body.content

async function refundedSoon(refundId: number) {
  for (let i = 0; i < 300; i++) {
    const row = await refundRow(t, refundId)
    if (row.status !== 'refunding') return row
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`refund ${refundId} is still refunding`)
}

describe('the merchant’s order list', () => {
  it('filters by status, order number, customer (id or mobile), goods (name or SKU code) and date, and sorts', async () => {
    const mine = await twoLineOrder(t, me)
    const theirs = await paidOrder(t, other, [{ spec: { price: 9_900, stock: 5 }, quantity: 1 }])
    const unpaid = await placeOrder(t, me, { price: 1_000, stock: 5 })

    const byNo = await list({ orderNo: mine.orderNo })
    expect(byNo.status, JSON.stringify(byNo.body)).toBe(200)
    expect(byNo.body.content.map((o) => o.orderId)).toEqual([mine.orderId])
    expect(byNo.body.content[0]).toMatchObject({
      id: mine.orderId,
      status: 'wait_shipment',
      goodsNum: 5,
    })

    const byCustomer = await list({ customer: String(other.customerId) })
    expect(byCustomer.body.content.map((o) => o.orderId)).toEqual([theirs.orderId])
    const mobile = byCustomer.body.content[0]!.customerMobile!
    expect((await list({ customer: mobile })).body.content.map((o) => o.orderId)).toEqual([theirs.orderId])
    expect((await list({ customer: '13000000000' })).body).toMatchObject({ content: [], totalElements: 0 })

    const [line] = (await detail(theirs.orderId)).body.lines
    expect((await list({ goods: line!.skuCode })).body.content.map((o) => o.orderId)).toEqual([theirs.orderId])
    const byName = await list({ goods: line!.name.slice(0, 6), customer: String(other.customerId) })
    expect(byName.body.content.map((o) => o.orderId)).toEqual([theirs.orderId])
    expect((await list({ goods: '100%_不存在' })).body.totalElements).toBe(0)

    const unpaidOnly = await list({ status: 'wait_pay', customer: String(me.customerId) })
    expect(unpaidOnly.body.content.map((o) => o.orderId)).toEqual([unpaid.orderId])

    const now = t.clock.now().getTime()
    const day = (ms: number) => new Date(now + ms).toISOString()
    expect(
      (await list({ createdFrom: day(-60_000), createdTo: day(60_000) })).body.totalElements,
    ).toBeGreaterThanOrEqual(3)
    expect((await list({ createdFrom: day(60_000) })).body.totalElements).toBe(0)

    const cheapestFirst = await list({ customer: String(me.customerId), sort: 'totalRealPayAmount,asc' })
    expect(cheapestFirst.body.content.map((o) => o.orderId)).toEqual([unpaid.orderId, mine.orderId])
    const dearestFirst = await list({ customer: String(me.customerId), sort: 'totalRealPayAmount,desc' })
    expect(dearestFirst.body.content.map((o) => o.orderId)).toEqual([mine.orderId, unpaid.orderId])
  })

  it('refuses bad filters with the Chinese message of the field', async () => {
    expect((await list({ customer: 'abc' })).body).toMatchObject({
      code: 'validationFailed',
      details: [expect.objectContaining({ message: '请输入会员ID或手机号' })],
    })
    expect((await list({ sort: 'name,asc' })).body).toMatchObject({
      details: [expect.objectContaining({ message: '排序方式不正确' })],
    })
    expect((await list({ createdFrom: '2026-13-01' })).body).toMatchObject({
      details: [expect.objectContaining({ message: '时间格式不正确' })],
    })
    expect((await list({ orderNo: '12-34' })).status).toBe(400)
    expect((await t.call(merchantOrders, { query: {} })).status).toBe(401)
  })

  it('exports the filtered orders with goods, address and money spelled out', async () => {
    const order = await twoLineOrder(t, me)
    const rows = await t.call(merchantOrdersExport, { token: owner, query: { orderNo: order.orderNo } })
    expect(rows.status, JSON.stringify(rows.body)).toBe(200)
    expect(rows.body.content[0]).toMatchObject({
      orderNo: order.orderNo,
      goods: expect.stringMatching(/×3；.*×2$/),
      address: '上海市上海市静安区南京西路1266号',
      refundedAmount: 0,
    })
    const finance = await t.loginConsole('finance')
    const guide = await t.loginConsole('guide')
    expect((await t.call(merchantOrdersExport, { token: finance, query: {} })).status).toBe(200)
    expect((await t.call(merchantOrdersExport, { token: guide, query: {} })).body).toMatchObject({
      code: 'forbidden',
      message: '您没有操作权限哦',
    })
  })
})

describe('one order in full', () => {
  it('shows lines, parcels, payments, refunds and the timeline, and what the merchant may do', async () => {
    const order = await twoLineOrder(t, me)
    const before = await detail(order.orderId)
    expect(before.status, JSON.stringify(before.body)).toBe(200)
    expect(before.body).toMatchObject({ canShip: true, cancelMode: 'refund', shipments: [], refunds: [] })
    expect(before.body.payments).toEqual([
      expect.objectContaining({ status: 'paid', statusLabel: '已支付', payType: 'h5', amount: order.total }),
    ])
    expect(before.body.timeline.map((e) => e.type)).toEqual(expect.arrayContaining(['submit', 'payed']))

    await shipAll(t, owner, order.orderId)
    const after = await detail(order.orderId)
    expect(after.body).toMatchObject({ status: 'wait_receive', canShip: false, cancelMode: null })
    // Paid on H5: WeChat need not hear of the parcel.
    expect(after.body.shipments).toEqual([expect.objectContaining({ wechatShipping: null })])
    expect(after.body.timeline.at(-1)).toMatchObject({ type: 'ship', label: '已发货', toStatus: 'wait_receive' })

    expect((await detail(2_000_000_000)).body).toMatchObject({ code: 'orderNotFound' })
  })

  it('keeps the merchant’s remark apart from the shopper’s, in the list and the detail only', async () => {
    const order = await twoLineOrder(t, me)
    const remark = (body: unknown) =>
      t.call(merchantOrderRemark, { token: owner, params: { orderId: order.orderId }, body })
    const set = await remark({ remark: '客户要求周末送达' })
    expect(set.body).toMatchObject({ merchantRemark: '客户要求周末送达', merchantRemarkBy: expect.any(String) })
    expect((await list({ orderNo: order.orderNo })).body.content[0]!.merchantRemark).toBe('客户要求周末送达')
    const shopperView = await t.call(orderDetailRoute, { token: me.token, params: { id: order.orderId } })
    expect(JSON.stringify(shopperView.body)).not.toContain('周末送达')
    expect((await remark({ remark: '长'.repeat(201) })).body).toMatchObject({
      details: [expect.objectContaining({ message: '最多200个字' })],
    })
    expect((await remark({ remark: '' })).body.merchantRemark).toBeNull()
    const warehouse = await t.loginConsole('warehouse')
    const counter = await t.loginConsole('counter')
    const by = (token: string) =>
      t.call(merchantOrderRemark, { token, params: { orderId: order.orderId }, body: { remark: '仓库备注' } })
    expect((await by(warehouse)).status).toBe(200)
    expect((await by(counter)).status).toBe(403)
  })
})

describe('the merchant cancels', () => {
  it('closes an unpaid order: stock, coupon and points back, with its audit row', async () => {
    const order = await placeOrder(t, me, { price: 2_000, stock: 5 })
    expect((await detail(order.orderId)).body.cancelMode).toBe('close')
    const cancelled = await cancel(order.orderId, { reason: '客户来电取消' })
    expect(cancelled.body).toEqual({ orderId: order.orderId, status: 'cancelled', statusLabel: '已取消', refund: null })
    expect(await orderOf(t, order.orderId)).toMatchObject({ closeReason: 'cancelled_by_merchant' })
    const shown = await t.call(orderDetailRoute, { token: me.token, params: { id: order.orderId } })
    expect(shown.body.timeline.at(-1)).toMatchObject({ type: 'merchant_cancel', label: '商家取消订单' })
    expect(await auditOf('order', order.orderId)).toEqual([
      expect.objectContaining({ action: 'orders.cancel', summary: expect.stringContaining('客户来电取消') }),
    ])
    expect((await cancel(order.orderId, { reason: '再取消' })).body).toMatchObject({ code: 'orderStatusInvalid' })
  })

  it('refunds a paid order with nothing shipped in full; the order becomes refunded when the money is back', async () => {
    const order = await twoLineOrder(t, me)
    const cancelled = await cancel(order.orderId, { reason: '缺货' })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect(cancelled.body.refund).toMatchObject({ totalAmount: order.total, typeLabel: '仅退款', goodsNum: 5 })
    const refund = await refundedSoon(cancelled.body.refund!.refundId)
    expect(refund).toMatchObject({ status: 'refunded', description: '商家取消订单：缺货', completesOrder: true })
    expect(await orderOf(t, order.orderId)).toMatchObject({ status: 'refunded', closeReason: 'refunded' })
    expect(await auditOf('order', order.orderId)).toEqual([
      expect.objectContaining({
        action: 'orders.cancel',
        summary: expect.stringContaining(`全额退款 ¥${formatFen(order.total)}`),
      }),
    ])
  })

  it('refuses once a parcel left (after-sales then), and without a reason', async () => {
    const order = await twoLineOrder(t, me)
    expect((await cancel(order.orderId, {})).body).toMatchObject({ code: 'validationFailed' })
    expect((await cancel(order.orderId, { reason: '  ' })).body).toMatchObject({
      details: [expect.objectContaining({ message: '请填写取消原因' })],
    })
    await shipAll(t, owner, order.orderId)
    expect((await cancel(order.orderId, { reason: '太迟了' })).body).toMatchObject({ code: 'orderStatusInvalid' })
    const warehouse = await t.loginConsole('warehouse')
    expect(
      (
        await t.call(merchantCancelOrder, {
          token: warehouse,
          params: { orderId: order.orderId },
          body: { reason: 'x' },
        })
      ).status,
    ).toBe(403)
  })

  it('two cancels at once, or a cancel and a parcel at once: one of them wins, one refund at most', async () => {
    const order = await twoLineOrder(t, me)
    const both = await Promise.all([
      cancel(order.orderId, { reason: '缺货' }),
      cancel(order.orderId, { reason: '缺货' }),
    ])
    expect(both.map((answer) => answer.status).toSorted()).toEqual([200, 409])
    expect(await refundsOfOrder(t, order.orderId)).toHaveLength(1)

    const raced = await twoLineOrder(t, me)
    const [cancelled, shipped] = await Promise.all([
      cancel(raced.orderId, { reason: '缺货' }),
      shipParcels(t, owner, raced.orderId, [{ carrierCode: 'yuantong', waybillNo: waybill() }]),
    ])
    expect([cancelled.status, shipped.status].toSorted()).toEqual([200, 409])
    const refunds = await refundsOfOrder(t, raced.orderId)
    expect(refunds).toHaveLength(cancelled.status === 200 ? 1 : 0)
  })
})
