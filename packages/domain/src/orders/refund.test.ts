import { describe, expect, it } from 'vitest'
import { DomainError } from '../errors'
import { ORDER_STATUSES, type OrderStatus } from './order-status'
import {
  assertRefundable,
  assertRefundType,
  isRefundInProgress,
  orderRefundState,
  REFUND_STATUS_LABELS,
  REFUND_STATUSES,
  REFUND_TYPE_LABELS,
  refundableLines,
  refundLifecycle,
  refundTypesFor,
  type RefundableOrder,
  type RefundEvent,
  type RefundQuote,
  type RefundRecord,
  type RefundStatus,
  type RefundType,
} from './refund'

const codeOf = (fn: () => unknown) => {
  try {
    fn()
  } catch (e) {
    return e instanceof DomainError ? e.code : String(e)
  }
  return null
}

describe('refund types', () => {
  it.each<[RefundType, string]>([
    ['REFUND_ONLY', '仅退款'],
    ['RECEIVE_REFUND', '仅退款'],
    ['RETURN_REFUND', '退货退款'],
  ])('%s is labelled %s', (type, label) => expect(REFUND_TYPE_LABELS[type]).toBe(label))

  it.each<[OrderStatus, RefundType[]]>([
    ['wait_pay', []],
    ['wait_shipment', ['REFUND_ONLY']],
    ['partially_shipped', ['REFUND_ONLY', 'RETURN_REFUND']],
    ['wait_receive', ['REFUND_ONLY', 'RETURN_REFUND']],
    ['wait_estimate', ['RECEIVE_REFUND', 'RETURN_REFUND']],
    ['completed', ['RECEIVE_REFUND', 'RETURN_REFUND']],
    ['cancelled', []],
    ['refunded', []],
  ])('an order %s offers %j', (status, types) => {
    expect(refundTypesFor(status)).toEqual(types)
    for (const type of ['REFUND_ONLY', 'RECEIVE_REFUND', 'RETURN_REFUND'] as const) {
      expect(codeOf(() => assertRefundType(status, type))).toBe(types.includes(type) ? null : 'refundTypeNotAllowed')
    }
  })

  it('covers every order status', () => expect(ORDER_STATUSES).toHaveLength(8))
})

describe('refund lifecycle', () => {
  const SHARED: [RefundStatus, RefundEvent, RefundStatus][] = [
    ['submitted', 'modify', 'submitted'],
    ['submitted', 'reject', 'rejected'],
    ['submitted', 'cancel', 'cancelled'],
    ['approved', 'request_refund', 'refunding'],
    ['refunding', 'refund_succeeded', 'refunded'],
    ['refunding', 'refund_failed', 'approved'],
  ]
  const WITHOUT_RETURN: [RefundStatus, RefundEvent, RefundStatus][] = [...SHARED, ['submitted', 'approve', 'approved']]
  const WITH_RETURN: [RefundStatus, RefundEvent, RefundStatus][] = [
    ...SHARED,
    ['submitted', 'approve', 'waiting_return'],
    ['waiting_return', 'buyer_confirm', 'returned'],
    ['waiting_return', 'cancel', 'cancelled'],
    ['waiting_return', 'return_timeout', 'cancelled'],
    ['returned', 'receive', 'received'],
    ['received', 'approve', 'approved'],
    ['received', 'reject', 'rejected'],
  ]
  const EVENTS = [...new Set(WITH_RETURN.map(([, e]) => e))]
  const cases = (['REFUND_ONLY', 'RECEIVE_REFUND', 'RETURN_REFUND'] as const).flatMap((type) => {
    const rows = type === 'RETURN_REFUND' ? WITH_RETURN : WITHOUT_RETURN
    return REFUND_STATUSES.flatMap((from) => EVENTS.map((event) => [type, from, event, rows] as const))
  })

  it.each(cases)('%s: from %s, %s', (type, from, event, rows) => {
    const row = rows.find(([f, e]) => f === from && e === event)
    const lifecycle = refundLifecycle(type)
    if (row) {
      expect(lifecycle.next(from, event)).toBe(row[2])
      expect(() => lifecycle.assertTransition(from, row[2])).not.toThrow()
    } else {
      expect(codeOf(() => lifecycle.next(from, event))).toBe('refundStatusInvalid')
    }
  })

  it.each(['REFUND_ONLY', 'RECEIVE_REFUND', 'RETURN_REFUND'] as const)(
    '%s: no other status pair is allowed',
    (type) => {
      const rows = type === 'RETURN_REFUND' ? WITH_RETURN : WITHOUT_RETURN
      for (const from of REFUND_STATUSES) {
        for (const to of REFUND_STATUSES) {
          const allowed = rows.some(([f, , t]) => f === from && t === to)
          expect(refundLifecycle(type).canTransition(from, to), `${from} → ${to}`).toBe(allowed)
        }
      }
    },
  )

  it('a refund without return cannot wait for goods; one with return cannot skip them', () => {
    expect(codeOf(() => refundLifecycle('REFUND_ONLY').assertTransition('submitted', 'waiting_return'))).toBe(
      'refundStatusInvalid',
    )
    expect(codeOf(() => refundLifecycle('RETURN_REFUND').assertTransition('submitted', 'approved'))).toBe(
      'refundStatusInvalid',
    )
  })

  it.each<[RefundStatus, boolean, string]>([
    ['submitted', true, '待审核'],
    ['approved', true, '待退款'],
    ['waiting_return', true, '待退货'],
    ['returned', true, '退货中'],
    ['received', true, '商家已收货'],
    ['refunding', true, '退款中'],
    ['refunded', false, '退款成功'],
    ['rejected', false, '已拒绝'],
    ['cancelled', false, '已撤销'],
  ])('%s: in progress %s, labelled %s', (status, inProgress, label) => {
    expect(isRefundInProgress(status)).toBe(inProgress)
    expect(REFUND_STATUS_LABELS[status]).toBe(label)
  })
})

/** The worked example of docs/orders.md. */
const ORDER: RefundableOrder = {
  lines: [
    { id: 'A', quantity: 3, realPayAmount: 29_000, pointsAmount: 1_000 },
    { id: 'B', quantity: 1, realPayAmount: 4_800, pointsAmount: 200 },
  ],
  actualShippingPrice: 1_000,
  totalRealPayPoints: 1_200,
}
const record = (quote: RefundQuote, status: RefundStatus = 'refunded'): RefundRecord => ({
  status,
  lines: quote.lines,
  shippingAmount: quote.shippingAmount,
})

describe('refund amounts: the worked example', () => {
  it('before any refund, everything is refundable', () =>
    expect(refundableLines(ORDER, [])).toEqual([
      { lineId: 'A', quantity: 3, amount: 29_000, points: 1_000 },
      { lineId: 'B', quantity: 1, amount: 4_800, points: 200 },
    ]))

  const first = assertRefundable(ORDER, [], { lines: [{ lineId: 'A', quantity: 1 }] })
  const second = assertRefundable(ORDER, [record(first)], { lines: [{ lineId: 'B', quantity: 1 }] })
  const third = assertRefundable(ORDER, [record(first), record(second)], { lines: [{ lineId: 'A', quantity: 2 }] })

  it('1 of 3 units of A: the first unit share (29000 = 9667 + 9667 + 9666) and its points', () =>
    expect(first).toEqual({
      lines: [{ lineId: 'A', quantity: 1, amount: 9_667, points: 334 }],
      goodsAmount: 9_667,
      shippingAmount: 0,
      totalAmount: 9_667,
      points: 334,
      completesOrder: false,
      returnsCoupon: false,
    }))

  it('what is left after it', () =>
    expect(refundableLines(ORDER, [record(first)])).toEqual([
      { lineId: 'A', quantity: 2, amount: 19_333, points: 666 },
      { lineId: 'B', quantity: 1, amount: 4_800, points: 200 },
    ]))

  it('all of B: not the last goods, so no shipping and no coupon', () =>
    expect(second).toMatchObject({ totalAmount: 4_800, points: 200, shippingAmount: 0, completesOrder: false }))

  it('the last 2 units of A: the rest of A, the shipping and the coupon', () =>
    expect(third).toEqual({
      lines: [{ lineId: 'A', quantity: 2, amount: 19_333, points: 666 }],
      goodsAmount: 19_333,
      shippingAmount: 1_000,
      totalAmount: 20_333,
      points: 666,
      completesOrder: true,
      returnsCoupon: true,
    }))

  it('adds up to exactly what was paid, and the points spent', () => {
    expect(first.totalAmount + second.totalAmount + third.totalAmount).toBe(29_000 + 4_800 + 1_000)
    expect(first.points + second.points + third.points).toBe(1_200)
    expect(
      refundableLines(
        ORDER,
        [first, second, third].map((q) => record(q)),
      ),
    ).toEqual([
      { lineId: 'A', quantity: 0, amount: 0, points: 0 },
      { lineId: 'B', quantity: 0, amount: 0, points: 0 },
    ])
  })

  it('one refund of everything returns all of it at once', () =>
    expect(
      assertRefundable(ORDER, [], {
        lines: [
          { lineId: 'B', quantity: 1 },
          { lineId: 'A', quantity: 3 },
        ],
      }),
    ).toMatchObject({
      goodsAmount: 33_800,
      shippingAmount: 1_000,
      totalAmount: 34_800,
      points: 1_200,
      completesOrder: true,
    }))
})

describe('refund amounts: which refunds count', () => {
  const one = assertRefundable(ORDER, [], { lines: [{ lineId: 'A', quantity: 1 }] })

  it.each<[RefundStatus, number]>([
    ['refunded', 2],
    ['rejected', 3],
    ['cancelled', 3],
  ])('a %s refund leaves %i units of A', (status, left) =>
    expect(refundableLines(ORDER, [record(one, status)])[0]?.quantity).toBe(left),
  )

  it.each(REFUND_STATUSES.filter(isRefundInProgress))('a %s refund blocks another (有部分退单正在处理中)', (status) => {
    expect(
      codeOf(() => assertRefundable(ORDER, [record(one, status)], { lines: [{ lineId: 'B', quantity: 1 }] })),
    ).toBe('canNotRefundWhenRefunding')
    expect(refundableLines(ORDER, [record(one, status)])[0]?.quantity).toBe(2)
  })

  it('a cancelled refund gives its units back, and the same shares come again', () =>
    expect(assertRefundable(ORDER, [record(one, 'cancelled')], { lines: [{ lineId: 'A', quantity: 1 }] })).toEqual(one))

  it('modifying a refund: checked without itself among the earlier ones', () =>
    expect(assertRefundable(ORDER, [], { lines: [{ lineId: 'A', quantity: 2 }] }).goodsAmount).toBe(19_334))
})

describe('refund amounts: refusals', () => {
  it.each<[string, RefundRecord[], { lineId: string; quantity: number; amount?: number }[], string]>([
    ['no goods', [], [], 'refundGoodsRequired'],
    ['an unknown line', [], [{ lineId: 'Z', quantity: 1 }], 'validationFailed'],
    [
      'a line twice',
      [],
      [
        { lineId: 'A', quantity: 1 },
        { lineId: 'A', quantity: 1 },
      ],
      'validationFailed',
    ],
    ['quantity 0', [], [{ lineId: 'A', quantity: 0 }], 'validationFailed'],
    ['a fraction of a unit', [], [{ lineId: 'A', quantity: 1.5 }], 'validationFailed'],
    ['more units than bought', [], [{ lineId: 'A', quantity: 4 }], 'refundQuantityExceeded'],
    [
      'more units than are left',
      [{ status: 'refunded', lines: [{ lineId: 'A', quantity: 2, amount: 19_334, points: 667 }], shippingAmount: 0 }],
      [{ lineId: 'A', quantity: 2 }],
      'refundQuantityExceeded',
    ],
    ['1 fen more than the unit returns', [], [{ lineId: 'A', quantity: 1, amount: 9_668 }], 'refundAmountExceeded'],
    ['a negative amount', [], [{ lineId: 'A', quantity: 1, amount: -1 }], 'validationFailed'],
    ['a fraction of a fen', [], [{ lineId: 'A', quantity: 1, amount: 10.5 }], 'validationFailed'],
    [
      'earlier records that already took the line’s money',
      [{ status: 'refunded', lines: [{ lineId: 'A', quantity: 1, amount: 29_000, points: 0 }], shippingAmount: 0 }],
      [{ lineId: 'A', quantity: 1 }],
      'refundAmountExceeded',
    ],
    [
      'earlier records that already took the order’s money',
      [
        {
          status: 'refunded',
          lines: [{ lineId: 'A', quantity: 1, amount: 9_667, points: 334 }],
          shippingAmount: 25_000,
        },
      ],
      [{ lineId: 'B', quantity: 1 }],
      'refundAmountExceeded',
    ],
  ])('%s', (_, previous, lines, code) => expect(codeOf(() => assertRefundable(ORDER, previous, { lines }))).toBe(code))

  it('the shopper may ask for less than the most', () =>
    expect(assertRefundable(ORDER, [], { lines: [{ lineId: 'A', quantity: 1, amount: 5_000 }] })).toMatchObject({
      lines: [{ lineId: 'A', quantity: 1, amount: 5_000, points: 334 }],
      totalAmount: 5_000,
    }))

  it('asking less on one unit does not raise what the others return', () => {
    const less = assertRefundable(ORDER, [], { lines: [{ lineId: 'A', quantity: 1, amount: 5_000 }] })
    expect(refundableLines(ORDER, [record(less)])[0]).toEqual({ lineId: 'A', quantity: 2, amount: 19_333, points: 666 })
  })

  it('says what is refundable when the quantity is too much', () => {
    try {
      assertRefundable(ORDER, [], { lines: [{ lineId: 'B', quantity: 2 }] })
    } catch (e) {
      expect(e).toMatchObject({ code: 'refundQuantityExceeded', details: { lineId: 'B', quantity: 2, refundable: 1 } })
    }
    expect.assertions(1)
  })
})

describe('orderRefundState', () => {
  const all = assertRefundable(ORDER, [], {
    lines: [
      { lineId: 'A', quantity: 3 },
      { lineId: 'B', quantity: 1 },
    ],
  })
  const part = assertRefundable(ORDER, [], { lines: [{ lineId: 'B', quantity: 1 }] })

  it.each<[string, RefundRecord[], boolean, boolean]>([
    ['no refunds', [], false, false],
    ['a part refunded', [record(part)], false, false],
    ['a part in progress', [record(part, 'submitted')], true, false],
    ['everything in progress', [record(all, 'refunding')], true, false],
    ['everything refunded', [record(all)], false, true],
    ['everything refunded once, and a rejected try', [record(all), record(part, 'rejected')], false, true],
  ])('%s', (_, refunds, refundInProgress, fullyRefunded) =>
    expect(orderRefundState(ORDER, refunds)).toEqual({ refundInProgress, fullyRefunded }),
  )
})
