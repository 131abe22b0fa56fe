import { afterAll, describe, expect, it } from 'vitest'
import { merchantOrderDetailRoute, orderDetailRoute } from '@shop/contracts'
import { createTestApp } from '../../test/harness'
import { shopper } from '../../test/checkout.fixtures'
import { merchantToken, orderOf, shipParcels, twoLineOrder, waybill } from '../../test/after-sale.fixtures'

const t = await createTestApp()
afterAll(() => t.close())

const me = await shopper(t)
const merchant = await merchantToken(t)

const twoLines = () => twoLineOrder(t, me)
const ship = (orderId: number, shipments: unknown, token = merchant) => shipParcels(t, token, orderId, shipments)

describe('shipping', () => {
  it('ships in parts (partially_shipped), then the rest (wait_receive), each parcel with its units', async () => {
    const order = await twoLines()
    const [a, b] = order.lineIds as [number, number]
    const first = await ship(order.orderId, [
      { carrierCode: 'yuantong', waybillNo: waybill(), lines: [{ lineId: a, quantity: 2 }] },
    ])
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toMatchObject({ status: 'partially_shipped', statusLabel: '部分发货' })
    expect(first.body.shipments[0]!.lines).toEqual([expect.objectContaining({ lineId: a, quantity: 2 })])
    expect((await orderOf(t, order.orderId)).shippedAt).toBeNull()

    const second = await ship(order.orderId, [
      { carrierCode: 'jd', waybillNo: waybill('JD'), lines: [{ lineId: b, quantity: 1 }] },
    ])
    expect(second.body.status).toBe('partially_shipped')

    const detail = await t.call(merchantOrderDetailRoute, { token: merchant, params: { orderId: order.orderId } })
    expect(detail.body.lines.map((l) => [l.shippedQuantity, l.shippableQuantity])).toEqual([
      [2, 1],
      [1, 1],
    ])
    expect(
      (
        await ship(order.orderId, [
          { carrierCode: 'ems', waybillNo: waybill('E'), lines: [{ lineId: a, quantity: 2 }] },
        ])
      ).body,
    ).toMatchObject({ code: 'shipmentQuantityExceeded', details: { lineId: a, quantity: 2, shippable: 1 } })

    // Without lines, a parcel takes everything still to ship.
    const rest = await ship(order.orderId, [{ carrierCode: 'ems', waybillNo: waybill('E') }])
    expect(rest.body.status).toBe('wait_receive')
    expect(rest.body.shipments[0]!.lines.map((l) => [l.lineId, l.quantity])).toEqual([
      [a, 1],
      [b, 1],
    ])
    expect((await orderOf(t, order.orderId)).shippedAt).not.toBeNull()

    const shown = await t.call(orderDetailRoute, { token: me.token, params: { id: order.orderId } })
    expect(shown.body.shipments.map((s) => s.carrierName)).toEqual(['圆通速递', '京东物流', 'EMS'])
    expect(shown.body.timeline.map((e) => e.type)).toEqual(
      expect.arrayContaining(['ship_partly', 'ship_partly', 'ship']),
    )

    const again = await ship(order.orderId, [{ carrierCode: 'ems', waybillNo: waybill('E') }])
    expect(again).toMatchObject({ status: 409, body: { code: 'orderStatusInvalid' } })
  })

  it('ships several parcels in one call, all or nothing', async () => {
    const order = await twoLines()
    const [a, b] = order.lineIds as [number, number]
    const taken = waybill()
    const both = await ship(order.orderId, [
      { carrierCode: 'yuantong', waybillNo: taken, lines: [{ lineId: a, quantity: 3 }] },
      { carrierCode: 'shunfeng', waybillNo: waybill('SF'), lines: [{ lineId: b, quantity: 2 }] },
    ])
    expect(both.body).toMatchObject({ status: 'wait_receive' })
    expect(both.body.shipments).toHaveLength(2)

    const next = await twoLines()
    const [c] = next.lineIds as [number]
    const reused = await ship(next.orderId, [
      { carrierCode: 'yuantong', waybillNo: waybill(), lines: [{ lineId: c, quantity: 1 }] },
      { carrierCode: 'yuantong', waybillNo: taken, lines: [{ lineId: c, quantity: 1 }] },
    ])
    expect(reused).toMatchObject({ status: 409, body: { code: 'shipmentWaybillTaken' } })
    expect((await orderOf(t, next.orderId)).status).toBe('wait_shipment')
    const detail = await t.call(merchantOrderDetailRoute, { token: merchant, params: { orderId: next.orderId } })
    expect(detail.body.shipments).toEqual([])
  })

  it('refuses bad parcels', async () => {
    const order = await twoLines()
    const foreign = (await twoLines()).lineIds[0]!
    const [a] = order.lineIds as [number]
    const cases: [unknown, number, string][] = [
      [[], 400, 'validationFailed'],
      [[{ carrierCode: 'nosuch', waybillNo: waybill() }], 400, 'logisticsCarrierUnknown'],
      [[{ carrierCode: 'yuantong', waybillNo: 'short' }], 400, 'validationFailed'],
      [[{ carrierCode: 'yuantong', waybillNo: 'YT 1234567' }], 400, 'validationFailed'],
      [[{ carrierCode: 'yuantong', waybillNo: waybill(), lines: [] }], 400, 'validationFailed'],
      [
        [{ carrierCode: 'yuantong', waybillNo: waybill(), lines: [{ lineId: a, quantity: 0 }] }],
        400,
        'validationFailed',
      ],
      [
        [
          {
            carrierCode: 'yuantong',
            waybillNo: waybill(),
            lines: [
              { lineId: a, quantity: 1 },
              { lineId: a, quantity: 1 },
            ],
          },
        ],
        400,
        'validationFailed',
      ],
      [
        [{ carrierCode: 'yuantong', waybillNo: waybill(), lines: [{ lineId: foreign, quantity: 1 }] }],
        400,
        'validationFailed',
      ],
      [
        [
          { carrierCode: 'yuantong', waybillNo: waybill() },
          { carrierCode: 'jd', waybillNo: waybill('JD') },
        ],
        400,
        'validationFailed',
      ],
      [[{ carrierCode: 'yuantong', waybillNo: waybill(), extra: 1 }], 400, 'validationFailed'],
    ]
    for (const [shipments, status, code] of cases) {
      const answer = await ship(order.orderId, shipments)
      expect(answer, JSON.stringify(shipments)).toMatchObject({ status, body: { code } })
    }
    expect((await orderOf(t, order.orderId)).status).toBe('wait_shipment')

    const unknown = await ship(999_999, [{ carrierCode: 'yuantong', waybillNo: waybill() }])
    expect(unknown).toMatchObject({ status: 404, body: { code: 'orderNotFound' } })
  })
})
