import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DomainError } from '../errors'
import {
  assertRefundable,
  refundableLines,
  type RefundableOrder,
  type RefundRecord,
  type RefundRequest,
} from './refund'

const RUNS = { numRuns: 1000 }

const orderArb: fc.Arbitrary<RefundableOrder> = fc.record({
  lines: fc
    .array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 12 }),
        realPayAmount: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 200_000 })),
        pointsAmount: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 30_000 })),
      }),
      { minLength: 1, maxLength: 5 },
    )
    .map((lines) => lines.map((l, i) => ({ ...l, id: `L${i}` }))),
  actualShippingPrice: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2_000 })),
  totalRealPayPoints: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50_000 })),
})

/** One refund attempt: per line a share of what is left (tenths), maybe a smaller amount, and how it ends. */
interface Step {
  picks: number[]
  askLess: number | null
  outcome: 'refunded' | 'cancelled' | 'rejected'
}
const stepArb: fc.Arbitrary<Step> = fc.record({
  picks: fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 5, maxLength: 5 }),
  askLess: fc.option(fc.integer({ min: 0, max: 99 }), { freq: 4 }),
  outcome: fc.constantFrom<Step['outcome']>('refunded', 'refunded', 'refunded', 'cancelled', 'rejected'),
})

const paidFor = (order: RefundableOrder) =>
  order.lines.reduce((s, l) => s + l.realPayAmount, 0) + order.actualShippingPrice

/** Runs the steps as refunds (each finished before the next starts) and returns the stored records. */
function runRefunds(order: RefundableOrder, steps: readonly Step[]): RefundRecord[] {
  const records: RefundRecord[] = []
  for (const { picks, askLess, outcome } of steps) {
    const left = refundableLines(order, records)
    const lines = left
      .map((l, i) => {
        const quantity = Math.ceil((l.quantity * (picks[i] ?? 0)) / 10)
        const most = refundableAmountOf(order, records, l.lineId, quantity)
        return {
          lineId: l.lineId,
          quantity,
          ...(askLess === null ? {} : { amount: Math.floor((most * askLess) / 100) }),
        }
      })
      .filter((l) => l.quantity > 0)
    if (lines.length === 0) continue
    const quote = assertRefundable(order, records, { lines })
    records.push({ status: outcome, lines: quote.lines, shippingAmount: quote.shippingAmount })
  }
  return records
}

function refundableAmountOf(order: RefundableOrder, records: RefundRecord[], lineId: string, quantity: number): number {
  if (quantity === 0) return 0
  return assertRefundable(order, records, { lines: [{ lineId, quantity }] }).goodsAmount
}

/** The request that takes everything left, at the most it returns; null when nothing is left. */
function everythingLeft(order: RefundableOrder, records: RefundRecord[]): RefundRequest | null {
  const lines = refundableLines(order, records)
    .filter((l) => l.quantity > 0)
    .map(({ lineId, quantity }) => ({ lineId, quantity }))
  return lines.length > 0 ? { lines } : null
}

const counted = (records: RefundRecord[]) => records.filter((r) => r.status === 'refunded')

function totals(records: RefundRecord[]) {
  const perLine = new Map<string, { amount: number; points: number; quantity: number }>()
  let money = 0
  let points = 0
  for (const r of counted(records)) {
    money += r.shippingAmount
    for (const l of r.lines) {
      const t = perLine.get(l.lineId) ?? { amount: 0, points: 0, quantity: 0 }
      perLine.set(l.lineId, {
        amount: t.amount + l.amount,
        points: t.points + l.points,
        quantity: t.quantity + l.quantity,
      })
      money += l.amount
      points += l.points
    }
  }
  return { perLine, money, points }
}

describe('refund amounts: properties', () => {
  it('any sequence of partial refunds stays within what was paid, per line and in total, and within the points spent', () => {
    fc.assert(
      fc.property(orderArb, fc.array(stepArb, { maxLength: 8 }), (order, steps) => {
        const records = runRefunds(order, steps)
        const { perLine, money, points } = totals(records)
        expect(money).toBeLessThanOrEqual(paidFor(order))
        expect(points).toBeLessThanOrEqual(order.totalRealPayPoints)
        for (const line of order.lines) {
          const t = perLine.get(line.id) ?? { amount: 0, points: 0, quantity: 0 }
          expect(t.amount).toBeLessThanOrEqual(line.realPayAmount)
          expect(t.quantity).toBeLessThanOrEqual(line.quantity)
        }
      }),
      RUNS,
    )
  })

  it('refunding every unit, in any chunks at the most, returns exactly what was paid and every point spent', () => {
    const noLessStep = stepArb.map((s): Step => ({ ...s, askLess: null }))
    fc.assert(
      fc.property(orderArb, fc.array(noLessStep, { maxLength: 8 }), (order, steps) => {
        const records = runRefunds(order, steps)
        const rest = everythingLeft(order, records)
        if (rest) {
          const quote = assertRefundable(order, records, rest)
          expect(quote.completesOrder).toBe(true)
          expect(quote.returnsCoupon).toBe(true)
          records.push({ status: 'refunded', lines: quote.lines, shippingAmount: quote.shippingAmount })
        }
        const { perLine, money, points } = totals(records)
        expect(money).toBe(paidFor(order))
        expect(points).toBe(order.totalRealPayPoints)
        for (const line of order.lines) expect(perLine.get(line.id)?.amount).toBe(line.realPayAmount)
        // Shipping came back once, with the last goods.
        expect(counted(records).filter((r) => r.shippingAmount > 0).length).toBeLessThanOrEqual(1)
      }),
      RUNS,
    )
  })

  it('k of q units return between k × ⌊paid/q⌋ and k × ⌈paid/q⌉', () => {
    fc.assert(
      fc.property(orderArb, fc.nat(), fc.nat(), (order, lineSeed, kSeed) => {
        const line = order.lines[lineSeed % order.lines.length]!
        const k = 1 + (kSeed % line.quantity)
        const quote = assertRefundable(order, [], { lines: [{ lineId: line.id, quantity: k }] })
        const amount = quote.lines[0]!.amount
        expect(amount).toBeGreaterThanOrEqual(k * Math.floor(line.realPayAmount / line.quantity))
        expect(amount).toBeLessThanOrEqual(k * Math.ceil(line.realPayAmount / line.quantity))
        expect(quote.shippingAmount).toBe(quote.completesOrder ? order.actualShippingPrice : 0)
      }),
      RUNS,
    )
  })

  it('any request, sensible or not, is refused or stays within what is left', () => {
    const wild = fc.array(
      fc.record({
        line: fc.nat(),
        quantity: fc.integer({ min: -1, max: 15 }),
        amount: fc.option(fc.integer({ min: -10, max: 250_000 })),
      }),
      { maxLength: 5 },
    )
    fc.assert(
      fc.property(orderArb, fc.array(stepArb, { maxLength: 4 }), wild, (order, steps, asks) => {
        const records = runRefunds(order, steps)
        const before = totals(records)
        const lines = asks.map((a) => ({
          lineId: `L${a.line % (order.lines.length + 1)}`, // sometimes a line the order does not have
          quantity: a.quantity,
          ...(a.amount === null ? {} : { amount: a.amount }),
        }))
        let quote
        try {
          quote = assertRefundable(order, records, { lines })
        } catch (e) {
          expect(e).toBeInstanceOf(DomainError)
          return
        }
        expect(before.money + quote.totalAmount).toBeLessThanOrEqual(paidFor(order))
        expect(before.points + quote.points).toBeLessThanOrEqual(order.totalRealPayPoints)
        for (const l of quote.lines) {
          const line = order.lines.find((o) => o.id === l.lineId)!
          expect((before.perLine.get(l.lineId)?.amount ?? 0) + l.amount).toBeLessThanOrEqual(line.realPayAmount)
        }
      }),
      RUNS,
    )
  })
})
