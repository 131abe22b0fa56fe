import { afterAll, describe, expect, it } from 'vitest'
import {
  createEvaluation,
  merchantApproveRefund,
  merchantRefundDetailRoute,
  merchantRefundReceived,
  merchantRefunds,
  merchantRejectRefund,
  merchantShip,
  orderDetailRoute,
  orderRefunds,
  receiveCoupon,
  refundBuyerConfirm,
  refundCancel,
  refundDetailRoute,
  refundList,
  refundListItem,
  refundLocate,
  refundModify,
  refundPointsValidate,
  refundSubmit,
} from '@shop/contracts'
import { createTestApp } from '../../test/harness'
import { couponOf, couponTemplateId, givePoints, shopper, stockOf, type Shopper } from '../../test/checkout.fixtures'
import {
  linesOf,
  merchantToken,
  orderOf,
  forgetProviderAnswer,
  paidPaymentOf,
  paidOrder,
  pointsRecordsOf,
  providerRefundCalls,
  received,
  refundRow,
  refundsOfOrder,
  setPointsBalance,
  setShippingPrice,
  waybill,
} from '../../test/after-sale.fixtures'
import { notify, refundNotification } from '../../test/payment.fixtures'
import { outRefundNo } from '../modules/refunds'
import { REFUND_CHECK_AFTER_MS } from './refund-context'

const t = await createTestApp()
afterAll(() => t.close())

const merchant = await merchantToken(t)

/** A line's money split over its units by largest remainder: unit i's share. */
const unitShare = (total: number, units: number, i: number) => Math.floor(total / units) + (i < total % units ? 1 : 0)
const shares = (total: number, units: number, from: number, count: number) =>
  Array.from({ length: count }, (_, k) => unitShare(total, units, from + k)).reduce((a, b) => a + b, 0)

const submit = (who: Shopper, body: object) => t.call(refundSubmit, { token: who.token, body })
const approve = (refundId: number) => t.call(merchantApproveRefund, { token: merchant, params: { refundId } })

async function submitted(who: Shopper, body: object) {
  const answer = await submit(who, body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}

/** Waits for WeChat Pay's sandbox to settle the refund (it answers PROCESSING, then notifies SUCCESS). */
async function refundedSoon(refundId: number) {
  for (let i = 0; i < 300; i++) {
    const row = await refundRow(t, refundId)
    if (row.status !== 'refunding') return row
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`refund ${refundId} is still refunding`)
}

/** Approves a refund without return and waits until its money is back. */
async function approvedAndRefunded(refundId: number) {
  const answer = await approve(refundId)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  expect(answer.body.status).toBe('refunding')
  const row = await refundedSoon(refundId)
  expect(row.status).toBe('refunded')
  return row
}

const reason = { reason: 'no_longer_needed' as const }
/** A refund of one unit of the order's first line, money only. */
const oneUnit = (order: { orderId: number; lineIds: number[] }) => ({
  orderId: order.orderId,
  type: 'REFUND_ONLY',
  lines: [{ lineId: order.lineIds[0], quantity: 1 }],
  ...reason,
})

describe('refunds of an order with discounts, points and a coupon', async () => {
  const me = await shopper(t)
  await givePoints(t, me.customerId, 3_000)
  const coupon = await t.call(receiveCoupon, {
    token: me.token,
    params: { templateId: await couponTemplateId(t, 'SHOP-199-30') },
  })
  const couponId = coupon.body.id
  // 3 × A (¥60) and 1 × B (¥33): ¥213, the coupon takes ¥30 and points pay part.
  const order = await paidOrder(
    t,
    me,
    [
      { spec: { price: 6_000, stock: 10 }, quantity: 3 },
      { spec: { price: 3_300, stock: 10 }, quantity: 1 },
    ],
    { couponId, usePoints: true },
  )
  const [a, b] = order.lineIds as [number, number]
  const [lineA, lineB] = await linesOf(t, order.orderId)
  const placed = await orderOf(t, order.orderId)
  const stockA = await stockOf(t, order.skuIds[0]!)

  it('locates what can be refunded: the amounts after the prorated discounts, points and shipping', async () => {
    expect(lineA!.benefitAmount + lineB!.benefitAmount).toBe(3_000)
    expect(lineA!.pointsAmount).toBeGreaterThan(0)
    const located = await t.call(refundLocate, { token: me.token, body: { orderId: order.orderId } })
    expect(located.status, JSON.stringify(located.body)).toBe(200)
    expect(located.body.types).toEqual([{ type: 'REFUND_ONLY', label: '仅退款' }])
    expect(located.body.reasons.map((r) => r.code)).toContain('no_longer_needed')
    expect(
      located.body.lines.map((l) => [l.lineId, l.refundableQuantity, l.refundableAmount, l.returnableQuantity]),
    ).toEqual([
      [a, 3, lineA!.realPayAmount, 0],
      [b, 1, lineB!.realPayAmount, 0],
    ])
    expect(located.body.lines.reduce((n, l) => n + l.refundablePoints, 0)).toBe(placed.totalRealPayPoints)
    expect(located.body.shippingAmount).toBe(placed.actualShippingPrice)
  })

  let first: number
  it('takes one unit’s share; a second refund while one is in progress is refused (有部分退单正在处理中)', async () => {
    const refund = await submitted(me, {
      orderId: order.orderId,
      type: 'REFUND_ONLY',
      lines: [{ lineId: a, quantity: 1 }],
      ...reason,
    })
    first = refund.refundId
    expect(refund).toMatchObject({
      status: 'submitted',
      statusLabel: '待审核',
      typeLabel: '仅退款',
      goodsAmount: unitShare(lineA!.realPayAmount, 3, 0),
      shippingAmount: 0,
      totalAmount: unitShare(lineA!.realPayAmount, 3, 0),
      reasonLabel: '不想要了',
      actions: ['modify', 'cancel'],
    })
    expect(refund.refundNo).toMatch(/^R20261121\d{8}$/)

    const second = await submit(me, {
      orderId: order.orderId,
      type: 'REFUND_ONLY',
      lines: [{ lineId: b, quantity: 1 }],
      ...reason,
    })
    expect(second).toMatchObject({
      status: 409,
      body: { code: 'canNotRefundWhenRefunding', message: '有部分退单正在处理中' },
    })
    const locate = await t.call(refundLocate, { token: me.token, body: { orderId: order.orderId } })
    expect(locate.body).toMatchObject({ code: 'canNotRefundWhenRefunding' })
    const detail = await t.call(orderDetailRoute, { token: me.token, params: { id: order.orderId } })
    expect(detail.body).toMatchObject({ refundInProgress: true, fullyRefunded: false })
  })

  it('approved, pays back once (approving twice asks WeChat Pay once); points and stock come back, the coupon stays used', async () => {
    const calls = providerRefundCalls(t)
    const both = await Promise.all([approve(first), approve(first)])
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(both.find((answer) => answer.status === 409)!.body.code).toBe('refundStatusInvalid')
    const row = await refundedSoon(first)
    expect(row.status).toBe('refunded')
    expect(providerRefundCalls(t)).toBe(calls + 1)
    const again = await approve(first)
    expect(again).toMatchObject({ status: 409, body: { code: 'refundStatusInvalid' } })
    expect(providerRefundCalls(t)).toBe(calls + 1)
    expect(row.providerRefundId).toMatch(/^50/)

    const back = (await pointsRecordsOf(t, me.customerId)).filter((r) => r.refundId === first)
    expect(back.map((r) => [r.reason, r.delta])).toEqual([['refund_order', row.points]])
    expect(row.points).toBeGreaterThan(0)
    expect(await stockOf(t, order.skuIds[0]!)).toBe(stockA + 1)
    expect((await couponOf(t, couponId)).status).toBe('used')
    expect((await orderOf(t, order.orderId)).status).toBe('wait_shipment')
    const shown = await t.call(refundDetailRoute, { token: me.token, params: { id: first } })
    expect(shown.body).toMatchObject({ status: 'refunded', statusLabel: '退款成功', actions: [] })
    expect(shown.body.timeline.map((e) => e.type)).toEqual(['submit', 'approve', 'request_refund', 'refund_succeeded'])
  })

  it('refunds the rest in parts; the last returns shipping and the coupon and the order becomes refunded; never more than paid', async () => {
    const rb = await submitted(me, {
      orderId: order.orderId,
      type: 'REFUND_ONLY',
      lines: [{ lineId: b, quantity: 1 }],
      ...reason,
    })
    expect(rb.totalAmount).toBe(lineB!.realPayAmount)
    await approvedAndRefunded(rb.refundId)
    expect(await paidPaymentOf(t, order.orderId)).toMatchObject({
      status: 'partially_refunded',
      refundedAmount: rb.totalAmount + (await refundRow(t, first)).totalAmount,
    })

    const tooMany = await submit(me, {
      orderId: order.orderId,
      type: 'REFUND_ONLY',
      lines: [{ lineId: a, quantity: 3 }],
      ...reason,
    })
    expect(tooMany).toMatchObject({ status: 400, body: { code: 'refundQuantityExceeded' } })
    const doneLine = await submit(me, {
      orderId: order.orderId,
      type: 'REFUND_ONLY',
      lines: [{ lineId: b, quantity: 1 }],
      ...reason,
    })
    expect(doneLine).toMatchObject({ status: 400, body: { code: 'refundQuantityExceeded' } })

    const last = await submitted(me, {
      orderId: order.orderId,
      type: 'REFUND_ONLY',
      lines: [{ lineId: a, quantity: 2 }],
      ...reason,
    })
    expect(last).toMatchObject({
      goodsAmount: shares(lineA!.realPayAmount, 3, 1, 2),
      shippingAmount: placed.actualShippingPrice,
    })
    await approvedAndRefunded(last.refundId)

    const rows = await refundsOfOrder(t, order.orderId)
    expect(rows.reduce((n, r) => n + r.totalAmount, 0)).toBe(placed.totalRealPayAmount)
    expect(rows.reduce((n, r) => n + r.points, 0)).toBe(placed.totalRealPayPoints)
    expect(await orderOf(t, order.orderId)).toMatchObject({ status: 'refunded', closeReason: 'refunded' })
    expect(await paidPaymentOf(t, order.orderId)).toMatchObject({
      status: 'refunded',
      refundedAmount: placed.totalRealPayAmount,
    })
    expect((await couponOf(t, couponId)).status).toBe('usable')
    expect(await stockOf(t, order.skuIds[0]!)).toBe(stockA + 3)
    const detail = await t.call(orderDetailRoute, { token: me.token, params: { id: order.orderId } })
    expect(detail.body).toMatchObject({ status: 'refunded', refundInProgress: false, fullyRefunded: true })

    const after = await submit(me, {
      orderId: order.orderId,
      type: 'REFUND_ONLY',
      lines: [{ lineId: a, quantity: 1 }],
      ...reason,
    })
    expect(after).toMatchObject({ status: 409, body: { code: 'orderStatusInvalid' } })
    const list = await t.call(orderRefunds, { token: me.token, params: { orderId: order.orderId } })
    expect(list.body.refunds.map((r) => r.refundId)).toEqual([last.refundId, rb.refundId, first])
  })
})

describe('shipping and returns', async () => {
  const me = await shopper(t)
  const order = await paidOrder(t, me, [
    { spec: { price: 8_000, stock: 10 }, quantity: 2 },
    { spec: { price: 2_500, stock: 10 }, quantity: 1 },
  ])
  const [a, b] = order.lineIds as [number, number]
  const [stockA, stockB] = [await stockOf(t, order.skuIds[0]!), await stockOf(t, order.skuIds[1]!)]

  it('a unit refunded before shipping is never shipped; refunding it completes the shipping', async () => {
    const parcel = await t.call(merchantShip, {
      token: merchant,
      params: { orderId: order.orderId },
      body: { shipments: [{ carrierCode: 'yuantong', waybillNo: waybill(), lines: [{ lineId: a, quantity: 2 }] }] },
    })
    expect(parcel.body.status).toBe('partially_shipped')
    const returnUnshipped = await submit(me, {
      orderId: order.orderId,
      type: 'RETURN_REFUND',
      lines: [{ lineId: b, quantity: 1 }],
      ...reason,
    })
    expect(returnUnshipped).toMatchObject({ status: 400, body: { code: 'refundReturnQuantityExceeded' } })

    const refund = await submitted(me, {
      orderId: order.orderId,
      type: 'REFUND_ONLY',
      lines: [{ lineId: b, quantity: 1 }],
      ...reason,
    })
    const shipHeld = await t.call(merchantShip, {
      token: merchant,
      params: { orderId: order.orderId },
      body: { shipments: [{ carrierCode: 'yuantong', waybillNo: waybill() }] },
    })
    expect(shipHeld).toMatchObject({ status: 409, body: { code: 'shipmentNothingToShip' } })
    await approvedAndRefunded(refund.refundId)
    expect(await stockOf(t, order.skuIds[1]!)).toBe(stockB + 1)
    const now = await orderOf(t, order.orderId)
    expect(now.status).toBe('wait_receive')
    expect(now.shippedAt).not.toBeNull()
  })

  it('a return: approved to waiting_return, the buyer’s waybill, the goods arrive, the money goes back and so does the stock', async () => {
    const located = await t.call(refundLocate, { token: me.token, body: { orderId: order.orderId } })
    expect(located.body.types.map((x) => x.type)).toEqual(['REFUND_ONLY', 'RETURN_REFUND'])
    expect(located.body.lines.map((l) => l.returnableQuantity)).toEqual([2, 0])

    const refund = await submitted(me, {
      orderId: order.orderId,
      type: 'RETURN_REFUND',
      lines: [{ lineId: a, quantity: 1 }],
      ...reason,
    })
    const approved = await approve(refund.refundId)
    expect(approved.body).toMatchObject({
      status: 'waiting_return',
      statusLabel: '待退货',
      returnAddress: { name: expect.any(String) },
    })
    const early = await t.call(merchantRefundReceived, { token: merchant, params: { refundId: refund.refundId } })
    expect(early).toMatchObject({ status: 409, body: { code: 'refundStatusInvalid' } })

    const badCarrier = await t.call(refundBuyerConfirm, {
      token: me.token,
      params: { id: refund.refundId },
      body: { carrierCode: 'nosuch', waybillNo: waybill() },
    })
    expect(badCarrier).toMatchObject({ status: 400, body: { code: 'logisticsCarrierUnknown' } })
    const sent = await t.call(refundBuyerConfirm, {
      token: me.token,
      params: { id: refund.refundId },
      body: { carrierCode: 'shunfeng', waybillNo: 'SF1234567890' },
    })
    expect(sent.body).toMatchObject({
      status: 'returned',
      returnCarrierName: '顺丰速运',
      returnWaybillNo: 'SF1234567890',
      actions: [],
    })
    const arrived = await t.call(merchantRefundReceived, { token: merchant, params: { refundId: refund.refundId } })
    expect(arrived.body).toMatchObject({ status: 'received', customerId: me.customerId })
    const before = await stockOf(t, order.skuIds[0]!)
    expect(before).toBe(stockA)
    await approvedAndRefunded(refund.refundId)
    expect(await stockOf(t, order.skuIds[0]!)).toBe(stockA + 1)
    expect((await refundRow(t, refund.refundId)).totalAmount).toBe(8_000)
  })
})

describe('changing, withdrawing and refusing', async () => {
  const me = await shopper(t)
  const other = await shopper(t)
  const order = await paidOrder(t, me, [
    { spec: { price: 4_000, stock: 10 }, quantity: 2 },
    { spec: { price: 1_500, stock: 10 }, quantity: 2 },
  ])
  const [a, b] = order.lineIds as [number, number]
  const refund = await submitted(me, {
    orderId: order.orderId,
    type: 'REFUND_ONLY',
    lines: [{ lineId: a, quantity: 1 }],
    ...reason,
  })
  const id = refund.refundId

  it('modifies a submitted refund, checked like a new one', async () => {
    const changed = await t.call(refundModify, {
      token: me.token,
      params: { id },
      body: {
        type: 'REFUND_ONLY',
        lines: [
          { lineId: a, quantity: 2 },
          { lineId: b, quantity: 1 },
        ],
        reason: 'other',
        description: '  买多了  ',
        images: ['/uploads/abc.jpg'],
      },
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body).toMatchObject({
      status: 'submitted',
      totalAmount: 8_000 + 1_500,
      description: '买多了',
      images: ['/uploads/abc.jpg'],
    })
    expect(changed.body.lines.map((l) => [l.lineId, l.quantity])).toEqual([
      [a, 2],
      [b, 1],
    ])
    const tooMany = await t.call(refundModify, {
      token: me.token,
      params: { id },
      body: { type: 'REFUND_ONLY', lines: [{ lineId: b, quantity: 3 }], ...reason },
    })
    expect(tooMany).toMatchObject({ status: 400, body: { code: 'refundQuantityExceeded' } })
    const wrongType = await t.call(refundModify, {
      token: me.token,
      params: { id },
      body: { type: 'RECEIVE_REFUND', lines: [{ lineId: b, quantity: 1 }], ...reason },
    })
    expect(wrongType).toMatchObject({ status: 400, body: { code: 'refundTypeNotAllowed' } })
  })

  it('locates for the refund being modified: its own units are free again; it must be a refund of that order', async () => {
    const refusedWhileOpen = await t.call(refundLocate, { token: me.token, body: { orderId: order.orderId } })
    expect(refusedWhileOpen).toMatchObject({ status: 409, body: { code: 'canNotRefundWhenRefunding' } })
    const located = await t.call(refundLocate, { token: me.token, body: { orderId: order.orderId, refundId: id } })
    expect(located.status, JSON.stringify(located.body)).toBe(200)
    expect(located.body.lines.map((l) => [l.lineId, l.refundableQuantity])).toEqual([
      [a, 2],
      [b, 2],
    ])
    expect(located.body.types.map((type) => type.type)).toContain('REFUND_ONLY')

    const elsewhere = await paidOrder(t, me, [{ spec: { price: 1_000, stock: 5 }, quantity: 1 }])
    for (const [who, body, code] of [
      [other, { orderId: order.orderId, refundId: id }, 'orderNotFound'],
      [me, { orderId: elsewhere.orderId, refundId: id }, 'refundNotFound'],
      [me, { orderId: order.orderId, refundId: 2_000_000_000 }, 'refundNotFound'],
    ] as const) {
      const refused = await t.call(refundLocate, { token: who.token, body })
      expect(refused, JSON.stringify(body)).toMatchObject({ status: 404, body: { code } })
    }
  })

  it('refuses bad requests', async () => {
    const cases: [object, string][] = [
      [{ orderId: order.orderId, type: 'REFUND_ONLY', lines: [], ...reason }, 'validationFailed'],
      [{ orderId: order.orderId, type: 'REFUND', lines: [{ lineId: a, quantity: 1 }], ...reason }, 'validationFailed'],
      [
        { orderId: order.orderId, type: 'REFUND_ONLY', lines: [{ lineId: a, quantity: 1 }], reason: '不想要了' },
        'validationFailed',
      ],
      [
        {
          orderId: order.orderId,
          type: 'REFUND_ONLY',
          lines: [{ lineId: a, quantity: 1 }],
          ...reason,
          description: 'x'.repeat(201),
        },
        'validationFailed',
      ],
      [
        {
          orderId: order.orderId,
          type: 'REFUND_ONLY',
          lines: [{ lineId: a, quantity: 1 }],
          ...reason,
          images: Array(7).fill('/uploads/a.jpg'),
        },
        'validationFailed',
      ],
      [
        {
          orderId: order.orderId,
          type: 'REFUND_ONLY',
          lines: [{ lineId: a, quantity: 1 }],
          ...reason,
          images: ['javascript:alert(1)'],
        },
        'validationFailed',
      ],
      [
        {
          orderId: order.orderId,
          type: 'REFUND_ONLY',
          lines: [
            { lineId: a, quantity: 1 },
            { lineId: a, quantity: 1 },
          ],
          ...reason,
        },
        'validationFailed',
      ],
      [
        { orderId: order.orderId, type: 'REFUND_ONLY', lines: [{ lineId: a, quantity: 1.5 }], ...reason },
        'validationFailed',
      ],
      [
        { orderId: order.orderId, type: 'REFUND_ONLY', lines: [{ lineId: a, quantity: 1, amount: 1 }], ...reason },
        'validationFailed',
      ],
    ]
    for (const [body, code] of cases) {
      const asSubmit = await submit(me, body)
      expect(asSubmit.body.code, JSON.stringify(body).slice(0, 120)).toBe(code)
      const { orderId: _, ...asked } = body as { orderId: number }
      const asModify = await t.call(refundModify, { token: me.token, params: { id }, body: asked })
      expect(asModify.body.code).toBe(code)
    }
    const noOrder = await submit(me, { type: 'REFUND_ONLY', lines: [{ lineId: a, quantity: 1 }], ...reason })
    expect(noOrder.status).toBe(400)
    const orderInModify = await t.call(refundModify, {
      token: me.token,
      params: { id },
      body: { orderId: order.orderId, type: 'REFUND_ONLY', lines: [{ lineId: a, quantity: 1 }], ...reason },
    })
    expect(orderInModify.status).toBe(400)
    const unpaid = await submit(me, {
      orderId: 999_999,
      type: 'REFUND_ONLY',
      lines: [{ lineId: a, quantity: 1 }],
      ...reason,
    })
    expect(unpaid).toMatchObject({ status: 404, body: { code: 'orderNotFound' } })
    const reject = await t.call(merchantRejectRefund, {
      token: merchant,
      params: { refundId: id },
      body: { reason: '   ' },
    })
    expect(reject.status).toBe(400)
  })

  it('lists nothing of another customer’s refunds, and refuses a staff token on the customer’s calls (test/ownership.test.ts tries every id)', async () => {
    expect((await t.call(refundList, { token: other.token })).body.content).toEqual([])
    for (const def of [refundSubmit, refundDetailRoute, refundList]) {
      const asMerchant = await t.call(def, { token: merchant, params: { id }, body: {} })
      expect(asMerchant, def.path).toMatchObject({ status: 401 })
    }
  })

  it('lists the customer’s refunds and the merchant’s queue', async () => {
    const mine = await t.call(refundList, { token: me.token, query: { status: 'submitted' } })
    expect(mine.body.content.map((r) => r.refundId)).toEqual([id])
    expect(mine.body.content[0]).toMatchObject({
      orderNo: order.orderNo,
      goodsNum: 3,
      lines: [{ name: expect.any(String) }, expect.anything()],
    })
    const row = await t.call(refundListItem, { token: me.token, params: { id } })
    expect(row.body).toEqual(mine.body.content[0])
    const queue = await t.call(merchantRefunds, { token: merchant, query: { status: 'submitted', size: '1000' } })
    expect(queue.body.content.find((r) => r.refundId === id)).toMatchObject({ customerId: me.customerId })
    const detail = await t.call(merchantRefundDetailRoute, { token: merchant, params: { refundId: id } })
    expect(detail.body).toMatchObject({ refundId: id, customerId: me.customerId })
    expect((await t.call(refundList, { token: me.token, query: { status: 'nope' } })).status).toBe(400)
  })

  it('refuses, then a new refund may take the units again; a withdrawn one frees them too', async () => {
    const refused = await t.call(merchantRejectRefund, {
      token: merchant,
      params: { refundId: id },
      body: { reason: '商品已发出' },
    })
    expect(refused.body).toMatchObject({ status: 'rejected', rejectReason: '商品已发出' })
    const cancelRejected = await t.call(refundCancel, { token: me.token, params: { id } })
    expect(cancelRejected).toMatchObject({ status: 409, body: { code: 'refundStatusInvalid' } })

    const again = await submitted(me, {
      orderId: order.orderId,
      type: 'REFUND_ONLY',
      lines: [{ lineId: a, quantity: 2 }],
      ...reason,
    })
    expect(again.totalAmount).toBe(8_000)
    const withdrawn = await t.call(refundCancel, { token: me.token, params: { id: again.refundId } })
    expect(withdrawn.body).toMatchObject({ status: 'cancelled', statusLabel: '已撤销', actions: [] })
    const modifyCancelled = await t.call(refundModify, {
      token: me.token,
      params: { id: again.refundId },
      body: { type: 'REFUND_ONLY', lines: [{ lineId: a, quantity: 1 }], ...reason },
    })
    expect(modifyCancelled).toMatchObject({ status: 409, body: { code: 'refundStatusInvalid' } })
    const located = await t.call(refundLocate, { token: me.token, body: { orderId: order.orderId } })
    expect(located.body.lines.map((l) => l.refundableQuantity)).toEqual([2, 2])
  })
})

describe('at once', async () => {
  const me = await shopper(t)
  await givePoints(t, me.customerId, 2_000)

  it('three refunds asked for together: one is taken, the others are refused (有部分退单正在处理中)', async () => {
    const order = await paidOrder(t, me, [{ spec: { price: 4_000, stock: 5 }, quantity: 3 }])
    const answers = await Promise.all([1, 2, 3].map(() => submit(me, oneUnit(order))))
    expect(answers.map((answer) => [answer.status, answer.body.code]).sort()).toEqual([
      [200, undefined],
      [409, 'canNotRefundWhenRefunding'],
      [409, 'canNotRefundWhenRefunding'],
    ])
    expect(await refundsOfOrder(t, order.orderId)).toHaveLength(1)
  })

  it('WeChat Pay’s notification five times at once, beside the sweep: money, stock and points come back once', async () => {
    const order = await paidOrder(t, me, [{ spec: { price: 4_000, stock: 5 }, quantity: 2 }], { usePoints: true })
    const refund = await submitted(me, oneUnit(order))
    const stock = await stockOf(t, order.skuIds[0]!)
    expect((await approve(refund.refundId)).status).toBe(200)
    const asked = await refundRow(t, refund.refundId)
    expect(asked).toMatchObject({ status: 'refunding', providerRefundId: expect.any(String) })
    const paid = await paidPaymentOf(t, order.orderId)
    const paidOut = refundNotification(t, {
      outTradeNo: paid.outTradeNo,
      outRefundNo: outRefundNo(asked),
      refundId: asked.providerRefundId!,
      total: paid.amount,
      refund: asked.totalAmount,
    })
    t.clock.advance(REFUND_CHECK_AFTER_MS)
    const [answers] = await Promise.all([
      Promise.all(Array.from({ length: 5 }, () => notify(t, paidOut))),
      t.app.sweeps.refunds(),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204, 204, 204, 204])

    const row = await refundRow(t, refund.refundId)
    expect(row).toMatchObject({ status: 'refunded', providerRefundId: asked.providerRefundId })
    expect((await paidPaymentOf(t, order.orderId)).refundedAmount).toBe(asked.totalAmount)
    expect(await stockOf(t, order.skuIds[0]!)).toBe(stock + 1)
    const back = (await pointsRecordsOf(t, me.customerId)).filter((r) => r.refundId === refund.refundId)
    expect(back.map((r) => [r.reason, r.delta])).toEqual([['refund_order', row.points]])
    expect(row.points).toBeGreaterThan(0)
    const shown = await t.call(refundDetailRoute, { token: me.token, params: { id: refund.refundId } })
    expect(shown.body.timeline.map((e) => e.type)).toEqual(['submit', 'approve', 'request_refund', 'refund_succeeded'])
  })
})

describe('WeChat Pay and the sweep', async () => {
  const me = await shopper(t)

  it('a refund WeChat Pay never confirmed is asked again with the same out_refund_no: one refund at WeChat Pay', async () => {
    const order = await paidOrder(t, me, [{ spec: { price: 2_000, stock: 5 }, quantity: 2 }])
    const refund = await submitted(me, oneUnit(order))
    await approve(refund.refundId)
    const asked = await refundRow(t, refund.refundId)
    // As if the answer had been lost: the sweep does not know WeChat Pay took it.
    await forgetProviderAnswer(t, refund.refundId)
    expect(asked).toMatchObject({ status: 'refunding', providerRefundId: expect.stringMatching(/^50/) })
    const calls = providerRefundCalls(t)
    const checked = await Promise.all([t.app.sweeps.refunds(), t.app.sweeps.refunds()])
    expect(checked.sort()).toEqual([0, 1])
    expect(providerRefundCalls(t)).toBe(calls + 1)
    const done = await refundedSoon(refund.refundId)
    expect(done).toMatchObject({ status: 'refunded', providerRefundId: asked.providerRefundId })
    // Nothing is due any more.
    t.clock.advance(REFUND_CHECK_AFTER_MS)
    expect(await t.app.sweeps.refunds()).toBe(0)
  })

  it('a refund’s check job asks again when due, beside the sweep: one more call, settled once', async () => {
    const order = await paidOrder(t, me, [{ spec: { price: 2_000, stock: 5 }, quantity: 1 }])
    const refund = await submitted(me, oneUnit(order))
    await approve(refund.refundId)
    await forgetProviderAnswer(t, refund.refundId)
    const waiting = (await t.app.jobs.health()).find((task) => task.task === 'settle-refund')
    expect(waiting?.queued).toBeGreaterThanOrEqual(1)
    const calls = providerRefundCalls(t)
    // Not due yet: the job leaves it alone.
    await t.app.jobs.runDue()
    expect(providerRefundCalls(t)).toBe(calls)
    t.clock.advance(REFUND_CHECK_AFTER_MS)
    await Promise.all([t.app.jobs.runDue(), t.app.sweeps.refunds()])
    expect(providerRefundCalls(t)).toBe(calls + 1)
    expect((await refundedSoon(refund.refundId)).status).toBe('refunded')
  })

  it('a refund still processing is queried when due, not asked again', async () => {
    const order = await paidOrder(t, me, [{ spec: { price: 2_000, stock: 5 }, quantity: 1 }])
    const refund = await submitted(me, oneUnit(order))
    await approve(refund.refundId)
    const asked = await refundRow(t, refund.refundId)
    expect(await t.app.sweeps.refunds()).toBe(0)
    const queries = () =>
      t.logs.filter((line) =>
        (line.req as { url?: string } | undefined)?.url?.startsWith('/sandbox/wechatpay/v3/refund/domestic/refunds/'),
      ).length
    const [calls, queried] = [providerRefundCalls(t), queries()]
    t.clock.advance(REFUND_CHECK_AFTER_MS)
    expect(await t.app.sweeps.refunds()).toBe(1)
    expect(queries()).toBe(queried + 1)
    expect(providerRefundCalls(t)).toBe(calls)
    expect((await refundedSoon(refund.refundId)).providerRefundId).toBe(asked.providerRefundId)
  })

  it('a free order is refunded without WeChat Pay', async () => {
    await setShippingPrice(t, 0)
    try {
      const order = await paidOrder(t, me, [{ spec: { price: 0, stock: 5 }, quantity: 1 }])
      expect(order.total).toBe(0)
      const refund = await submitted(me, oneUnit(order))
      const calls = providerRefundCalls(t)
      const answer = await approve(refund.refundId)
      expect(answer.body).toMatchObject({ status: 'refunded', totalAmount: 0 })
      expect(providerRefundCalls(t)).toBe(calls)
      expect((await orderOf(t, order.orderId)).status).toBe('refunded')
    } finally {
      await setShippingPrice(t, 1_000)
    }
  })
})

describe('points earned by a completed order', async () => {
  const me = await shopper(t)
  const order = await paidOrder(t, me, [{ spec: { price: 10_000, stock: 5 }, quantity: 3 }])
  await received(t, me, merchant, order.orderId)
  const rated = await t.call(createEvaluation, {
    token: me.token,
    body: { orderId: order.orderId, items: [{ lineId: order.lineIds[0], rating: 5 }] },
  })
  expect(rated.body.status).toBe('completed')
  const earned = (await pointsRecordsOf(t, me.customerId)).find((r) => r.reason === 'earn_order')!.delta

  it('are taken back in proportion to the money refunded, as far as the balance goes', async () => {
    expect(earned).toBe(300)
    const refund = await submitted(me, {
      orderId: order.orderId,
      type: 'RECEIVE_REFUND',
      lines: [{ lineId: order.lineIds[0], quantity: 1 }],
      ...reason,
    })
    const effect = await t.call(refundPointsValidate, { token: me.token, params: { id: refund.refundId } })
    expect(effect.body).toEqual({
      refundId: refund.refundId,
      points: 0,
      pointsTakenBack: 100,
      balance: 300,
      balanceAfter: 200,
      sufficient: true,
    })

    await setPointsBalance(t, me.customerId, 40)
    const short = await t.call(refundPointsValidate, { token: me.token, params: { id: refund.refundId } })
    expect(short.body).toMatchObject({ pointsTakenBack: 40, balanceAfter: 0, sufficient: false })

    await approvedAndRefunded(refund.refundId)
    expect((await refundRow(t, refund.refundId)).pointsTakenBack).toBe(40)
    const taken = (await pointsRecordsOf(t, me.customerId)).filter((r) => r.refundId === refund.refundId)
    expect(taken.map((r) => [r.reason, r.delta, r.balanceAfter])).toEqual([['earn_order', -40, 0]])
    const after = await t.call(refundPointsValidate, { token: me.token, params: { id: refund.refundId } })
    expect(after.body).toMatchObject({ points: 0, pointsTakenBack: 40, balance: 0 })
  })
})

describe('the refund window', async () => {
  const me = await shopper(t)
  const order = await paidOrder(t, me, [{ spec: { price: 1_000, stock: 5 }, quantity: 1 }])

  it('closes 30 days after payment', async () => {
    t.clock.advance(31 * 86_400_000)
    const token = (await t.app.tokens.issue({ kind: 'customer', customerId: me.customerId })).token
    const answer = await submit({ ...me, token }, oneUnit(order))
    expect(answer).toMatchObject({
      status: 409,
      body: { code: 'refundWindowClosed', message: '已超过售后期限，无法申请退款' },
    })
  })
})
