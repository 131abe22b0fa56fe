import { afterAll, describe, expect, it } from 'vitest'
import {
  kuaidi100FindPage,
  merchantApproveRefund,
  merchantOrderDetailRoute,
  merchantOrders,
  merchantRefundDetailRoute,
  merchantRefundReceived,
  merchantRefunds,
  merchantRejectRefund,
  merchantShip,
  orderLogistics,
  orderLogisticsByOms,
  shipmentTrackRoute,
  type RouteDef,
} from '@shop/contracts'
import { createTestApp } from '../../../test/harness'
import { shopper } from '../../../test/checkout.fixtures'
import { merchantToken, paidOrder, shipParcels, twoLineOrder, waybill } from '../../../test/after-sale.fixtures'
import { LOGISTICS_CARRIERS } from '../../providers/kuaidi100'

const t = await createTestApp()
afterAll(() => t.close())

const me = await shopper(t)
const other = await shopper(t)
const merchant = await merchantToken(t)
const ba = await t.loginStaff()

const twoLines = () => twoLineOrder(t, me)
const ship = (orderId: number, shipments: unknown, token = merchant) => shipParcels(t, token, orderId, shipments)

describe('kuaidi100/findPage', () => {
  it('pages the carriers and filters by name or code', async () => {
    const first = await t.call(kuaidi100FindPage, { query: { page: '0', size: '3' } })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ page: 0, size: 3, totalElements: LOGISTICS_CARRIERS.length })
    expect(first.body.content.map((c) => c.code)).toEqual(['shunfeng', 'zhongtong', 'yuantong'])
    expect(first.body.content[0]).toEqual({ code: 'shunfeng', name: '顺丰速运', needsPhone: true })
    const last = await t.call(kuaidi100FindPage, { query: { page: '2', size: '3' } })
    expect(last.body.content.map((c) => c.code)).toEqual(['ems', 'youzhengguonei'])

    for (const [keyword, codes] of [
      ['圆通', ['yuantong']],
      ['ems', ['ems']],
      ['快递', ['zhongtong', 'yunda', 'shentong', 'youzhengguonei']],
      ['nothing', []],
    ] as const) {
      const found = await t.call(kuaidi100FindPage, { query: { keyword } })
      expect(
        found.body.content.map((c) => c.code),
        keyword,
      ).toEqual(codes)
    }
  })

  it.each([{ size: '0' }, { page: '-1' }, { size: '1001' }, { other: 'x' }])('refuses %o', async (query) => {
    expect((await t.call(kuaidi100FindPage, { query })).status).toBe(400)
  })
})

describe('the merchant API', () => {
  const merchantRoutes: RouteDef[] = [
    merchantOrders,
    merchantOrderDetailRoute,
    merchantShip,
    merchantRefunds,
    merchantRefundDetailRoute,
    merchantApproveRefund,
    merchantRejectRefund,
    merchantRefundReceived,
  ]
  const params = { orderId: 1, refundId: 1 }

  it.each(merchantRoutes.map((def) => [def.path, def] as const))(
    '%s: 401 without a staff token, 403 for counter staff',
    async (_, def) => {
      expect((await t.call(def, { params })).status).toBe(401)
      const asCustomer = await t.call(def, { params, token: me.token })
      expect(asCustomer).toMatchObject({ status: 401, body: { code: '401' } })
      const asBa = await t.call(def, { params, token: ba })
      expect(asBa).toMatchObject({ status: 403, body: { code: 'forbidden', message: '您没有操作权限哦' } })
    },
  )

  it.each([orderLogistics, orderLogisticsByOms, shipmentTrackRoute].map((def) => [def.path, def] as const))(
    '%s refuses a merchant token',
    async (_, def) => {
      const answer = await t.call(def, { params: { orderId: 1, shipmentId: 1 }, token: merchant })
      expect(answer).toMatchObject({ status: 401, body: { code: '401' } })
    },
  )

  it('lists every customer’s orders by status, newest first, paged', async () => {
    const older = await twoLines()
    const newer = await paidOrder(t, other, [{ spec: { price: 9_900, stock: 5 }, quantity: 1 }])
    const page = await t.call(merchantOrders, { token: merchant, query: { status: 'wait_shipment', size: '1000' } })
    expect(page.status).toBe(200)
    const ids = page.body.content.map((o) => o.orderId)
    expect(ids.indexOf(newer.orderId)).toBeLessThan(ids.indexOf(older.orderId))
    expect(page.body.content.find((o) => o.orderId === older.orderId)).toMatchObject({
      orderNo: older.orderNo,
      status: 'wait_shipment',
      statusLabel: '待发货',
      customerId: me.customerId,
      receiverName: '林小澜',
      goodsNum: 5,
      totalRealPayAmount: older.total,
      refundInProgress: false,
    })
    const one = await t.call(merchantOrders, {
      token: merchant,
      query: { status: 'wait_shipment', page: '0', size: '1' },
    })
    expect(one.body).toMatchObject({ size: 1, totalElements: page.body.totalElements })
    expect(one.body.content).toHaveLength(1)
    const none = await t.call(merchantOrders, { token: merchant, query: { status: 'refunded' } })
    expect(none.body.content.every((o) => o.status === 'refunded')).toBe(true)
    expect((await t.call(merchantOrders, { token: merchant, query: { status: 'shipped' } })).status).toBe(400)
  })

  it('answers an order’s detail, and orderNotFound for an unknown one', async () => {
    const order = await twoLines()
    const detail = await t.call(merchantOrderDetailRoute, { token: merchant, params: { orderId: order.orderId } })
    expect(detail.status).toBe(200)
    expect(
      detail.body.lines.map((l) => [l.quantity, l.shippedQuantity, l.refundQuantity, l.shippableQuantity]),
    ).toEqual([
      [3, 0, 0, 3],
      [2, 0, 0, 2],
    ])
    expect(detail.body.address).toMatchObject({ name: '林小澜', mobile: '13800138000' })
    const unknown = await t.call(merchantOrderDetailRoute, { token: merchant, params: { orderId: 999_999 } })
    expect(unknown).toMatchObject({ status: 404, body: { code: 'orderNotFound' } })
  })
})

describe('logistics', () => {
  it('follows the parcels as the clock moves; another customer’s order or parcel is not found', async () => {
    const order = await twoLines()
    const [a] = order.lineIds as [number]
    const before = await t.call(orderLogisticsByOms, { token: me.token, params: { orderId: order.orderId } })
    expect(before.body).toMatchObject({ fulfilmentState: 'unshipped', shipments: [] })
    expect(before.body.unshippedLines.map((l) => l.quantity)).toEqual([3, 2])
    expect(
      (await t.call(orderLogistics, { token: me.token, params: { orderId: order.orderId } })).body.shipments,
    ).toEqual([])

    const sf = await ship(order.orderId, [
      { carrierCode: 'shunfeng', waybillNo: waybill('SF'), lines: [{ lineId: a, quantity: 3 }] },
    ])
    const parcel = sf.body.shipments[0]!.shipmentId
    const noTrack = await ship(order.orderId, [{ carrierCode: 'yunda', waybillNo: '000012345678' }])
    expect(noTrack.body.status).toBe('wait_receive')

    const first = await t.call(orderLogistics, { token: me.token, params: { orderId: order.orderId } })
    expect(first.status).toBe(200)
    const [moving, missing] = first.body.shipments
    // SF answers only with the receiver's phone: the order's address gives it.
    expect(moving).toMatchObject({
      carrierName: '顺丰速运',
      tracking: { state: 'collected', stateLabel: '已揽收' },
      trackingError: null,
    })
    expect(missing).toMatchObject({
      tracking: null,
      trackingError: { code: 'logisticsNotFound', message: '暂无物流信息' },
    })

    t.clock.advance(3 * 60_000)
    const later = await t.call(shipmentTrackRoute, {
      token: me.token,
      params: { orderId: order.orderId, shipmentId: parcel },
    })
    expect(later.body.tracking).toMatchObject({ state: 'signed', stateLabel: '已签收' })
    expect(later.body.tracking!.events.length).toBeGreaterThan(first.body.shipments[0]!.tracking!.events.length)

    const oms = await t.call(orderLogisticsByOms, { token: me.token, params: { orderId: order.orderId } })
    expect(oms.body).toMatchObject({ fulfilmentState: 'shipped', unshippedLines: [] })
    expect(oms.body.shipments.map((s) => s.lastTrackingState)).toEqual(['signed', null])

    for (const def of [orderLogistics, orderLogisticsByOms, shipmentTrackRoute]) {
      const theirs = await t.call(def, { token: other.token, params: { orderId: order.orderId, shipmentId: parcel } })
      expect(theirs, def.path).toMatchObject({ status: 404, body: { code: 'orderNotFound' } })
    }
    const elsewhere = await twoLines()
    const wrongParcel = await t.call(shipmentTrackRoute, {
      token: me.token,
      params: { orderId: elsewhere.orderId, shipmentId: parcel },
    })
    expect(wrongParcel).toMatchObject({ status: 404, body: { code: 'shipmentNotFound' } })
    expect((await t.call(orderLogistics, { token: me.token, params: { orderId: 'x' } })).status).toBe(400)
  })

  it('a parcel is delivered and signed for in the receiver’s city (the order’s address goes to kuaidi100 as `to`)', async () => {
    const order = await twoLines() // to 上海市上海市静安区
    const [a, b] = order.lineIds as [number, number]
    const units = [a, a, a, b].map((lineId) => ({ lineId, quantity: lineId === a ? 1 : 2 }))
    const parcels = units.map((unit) => ({ carrierCode: 'yuantong', waybillNo: waybill(), lines: [unit] }))
    const shipped = await ship(order.orderId, parcels)
    expect(shipped.body.shipments).toHaveLength(4)
    await t.call(orderLogistics, { token: me.token, params: { orderId: order.orderId } }) // the parcels set off
    t.clock.advance(3 * 60_000)
    for (const { shipmentId } of shipped.body.shipments) {
      const { body } = await t.call(shipmentTrackRoute, {
        token: me.token,
        params: { orderId: order.orderId, shipmentId },
      })
      expect(body.tracking).toMatchObject({ state: 'signed' })
      const [signedFor, outForDelivery] = body.tracking!.events
      expect(signedFor).toMatchObject({ location: '上海市', context: expect.stringMatching(/^【上海市】快件已签收/) })
      expect(outForDelivery!.context).toMatch(/^【上海市】【上海静安区营业部】的派件员/)
    }
  })

  it('shows what is left to ship after a partial shipment', async () => {
    const order = await twoLines()
    const [a] = order.lineIds as [number]
    await ship(order.orderId, [{ carrierCode: 'yuantong', waybillNo: waybill(), lines: [{ lineId: a, quantity: 1 }] }])
    const oms = await t.call(orderLogisticsByOms, { token: me.token, params: { orderId: order.orderId } })
    expect(oms.body.fulfilmentState).toBe('partially_shipped')
    expect(oms.body.unshippedLines.map((l) => [l.lineId, l.quantity])).toEqual([
      [a, 2],
      [order.lineIds[1], 2],
    ])
  })
})
