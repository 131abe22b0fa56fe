import fc from 'fast-check'
import { assertRefundable, refundableLines, type RefundableOrder, type RefundRecord } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import type { RefundableLine } from './api/refund-locate'
import { locate, refundableLine, refundDetail } from './refund.fixtures'
import {
  allUnits,
  clampQuantities,
  lineRefund,
  maxUnits,
  refundActions,
  refundEstimate,
  refundRequestOf,
  refundStatusHint,
} from './refund-rules'

// docs/orders.md's worked example: 精华 A × 3 paid 29000 (1000 points), 面膜 B × 1 paid 4800 (200 points), shipping 1000.
const a = refundableLine(1)
const b = refundableLine(2, { quantity: 1, refundableQuantity: 1, refundableAmount: 4800, refundablePoints: 200 })
const order = locate({ lines: [a, b], shippingAmount: 1000 })

describe('the refundable units of a line', () => {
  it.each([
    ['REFUND_ONLY', { refundableQuantity: 3, returnableQuantity: 0 }, 3],
    ['RECEIVE_REFUND', { refundableQuantity: 2, returnableQuantity: 2 }, 2],
    ['RETURN_REFUND', { refundableQuantity: 3, returnableQuantity: 1 }, 1],
    ['RETURN_REFUND', { refundableQuantity: 1, returnableQuantity: 3 }, 1],
    ['RETURN_REFUND', { refundableQuantity: 0, returnableQuantity: 0 }, 0],
  ] as const)('%s of %j: at most %i', (type, counts, most) => {
    expect(maxUnits(refundableLine(1, counts), type)).toBe(most)
  })

  it('the whole order to start with; a return leaves out what was not shipped', () => {
    const unshipped = refundableLine(2, { refundableQuantity: 2, returnableQuantity: 0 })
    expect(allUnits([a, unshipped], 'REFUND_ONLY')).toEqual({ 1: 3, 2: 2 })
    expect(allUnits([a, unshipped], 'RETURN_REFUND')).toEqual({ 1: 3 })
  })

  it('changing the type keeps the choice within the new bounds', () => {
    const partlyShipped = refundableLine(1, { returnableQuantity: 1 })
    expect(clampQuantities({ 1: 3, 2: 1 }, [partlyShipped, b], 'RETURN_REFUND')).toEqual({ 1: 1, 2: 1 })
    expect(clampQuantities({ 1: 5, 9: 2 }, [a], 'REFUND_ONLY')).toEqual({ 1: 3 })
    expect(clampQuantities({ 1: 0 }, [a], 'REFUND_ONLY')).toEqual({})
  })
})

describe('what a refund gives back', () => {
  it.each([
    [1, 9667, 334],
    [2, 19334, 667],
    [3, 29000, 1000],
    [0, 0, 0],
    [4, 29000, 1000],
  ])('%i of 精华 A: %i fen and %i points (largest remainder, the first units first)', (units, amount, points) => {
    expect(lineRefund(a, units)).toEqual({ amount, points })
  })

  it('the units left after an earlier refund split what is left', () => {
    // 1 × A refunded before: 19333 and 666 points are left for 2 units.
    const left = refundableLine(1, { refundableQuantity: 2, refundableAmount: 19333, refundablePoints: 666 })
    expect(lineRefund(left, 1)).toEqual({ amount: 9667, points: 333 })
    expect(lineRefund(left, 2)).toEqual({ amount: 19333, points: 666 })
  })

  it('shipping comes back only with everything left', () => {
    expect(refundEstimate(order, { 1: 1 })).toEqual({
      goodsNum: 1,
      goodsAmount: 9667,
      shippingAmount: 0,
      totalAmount: 9667,
      points: 334,
    })
    expect(refundEstimate(order, { 1: 3 }).shippingAmount).toBe(0)
    expect(refundEstimate(order, { 1: 3, 2: 1 })).toEqual({
      goodsNum: 4,
      goodsAmount: 33800,
      shippingAmount: 1000,
      totalAmount: 34800,
      points: 1200,
    })
    expect(refundEstimate(order, {}).totalAmount).toBe(0)
  })

  it('is what the server quotes, and never more than was paid (random orders and earlier refunds)', () => {
    const orderLine = fc.record({
      quantity: fc.integer({ min: 1, max: 6 }),
      realPayAmount: fc.integer({ min: 0, max: 100_000 }),
      pointsAmount: fc.integer({ min: 0, max: 5_000 }),
    })
    fc.assert(
      fc.property(
        fc.array(orderLine, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.array(fc.nat(), { maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 4 }),
        (lines, shipping, points, before, asked) => {
          const snapshot: RefundableOrder = {
            lines: lines.map((l, i) => ({ id: String(i + 1), ...l })),
            actualShippingPrice: shipping,
            totalRealPayPoints: points,
          }
          // An earlier refund (refunded) of some units of each line.
          const earlier = snapshot.lines.map((l, i) => ({
            lineId: l.id,
            quantity: (before[i] ?? 0) % (l.quantity + 1),
          }))
          const taken = earlier.filter((l) => l.quantity > 0)
          const records: RefundRecord[] = taken.length
            ? [
                {
                  status: 'refunded',
                  shippingAmount: 0,
                  lines: assertRefundable(snapshot, [], { lines: taken }).lines,
                },
              ]
            : []
          // What member_refund/locate answers for it.
          const left = refundableLines(snapshot, records)
          const answer: RefundableLine[] = left.map((l, i) =>
            refundableLine(i + 1, {
              quantity: lines[i]!.quantity,
              refundableQuantity: l.quantity,
              refundableAmount: l.amount,
              refundablePoints: l.points,
            }),
          )
          const quantities = clampQuantities(
            Object.fromEntries(answer.map((l, i) => [l.lineId, (asked[i] ?? 0) % (l.refundableQuantity + 1)])),
            answer,
            'REFUND_ONLY',
          )
          const request = Object.entries(quantities).map(([id, quantity]) => ({ lineId: id, quantity }))
          if (request.length === 0) return
          const quote = assertRefundable(snapshot, records, { lines: request })
          const estimate = refundEstimate({ lines: answer, shippingAmount: shipping }, quantities)
          expect(estimate.totalAmount).toBe(quote.totalAmount)
          expect(estimate.points).toBe(quote.points)
          const paid = lines.reduce((n, l) => n + l.realPayAmount, 0) + shipping
          expect(estimate.totalAmount).toBeLessThanOrEqual(paid)
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('the request', () => {
  const draft = {
    type: 'REFUND_ONLY' as const,
    quantities: { 1: 2 },
    reason: 'damaged' as const,
    description: '  裂了 ',
    images: [],
  }

  it('takes the chosen units, the reason and the trimmed description', () => {
    expect(refundRequestOf(draft, order.lines)).toEqual({
      request: {
        type: 'REFUND_ONLY',
        lines: [{ lineId: 1, quantity: 2 }],
        reason: 'damaged',
        description: '裂了',
        images: [],
      },
    })
  })

  it.each([
    [{ quantities: {} }, '请选择退款商品'],
    [{ quantities: { 1: 0 } }, '请选择退款商品'],
    [{ reason: null }, '请选择退款原因'],
    [{ description: '字'.repeat(201) }, '问题描述最多200个字'],
  ])('%j → %s', (change, error) => {
    expect(refundRequestOf({ ...draft, ...change }, order.lines)).toEqual({ error })
  })
})

describe('the shopper’s actions by status', () => {
  it.each([
    [
      ['modify', 'cancel'],
      ['撤销申请', '修改申请'],
    ],
    [
      ['cancel', 'buyer_confirm'],
      ['撤销申请', '填写退货物流'],
    ],
    [[], []],
  ] as const)('%j → %j', (actions, labels) => {
    expect(refundActions(refundDetail({ actions: [...actions] })).map((a) => a.label)).toEqual(labels)
  })

  it('says why a refund was rejected', () => {
    expect(refundStatusHint(refundDetail({ status: 'rejected', rejectReason: '商品已使用' }))).toBe(
      '商家拒绝：商品已使用',
    )
  })
})
