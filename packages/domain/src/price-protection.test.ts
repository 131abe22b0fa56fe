import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DomainError } from './errors'
import {
  assertRefundable,
  quotePriceDifference,
  refundableLines,
  type RefundableOrder,
  type RefundRecord,
} from './orders/refund'
import {
  DEFAULT_PRICE_PROTECTION_RULES,
  protectionDeadline,
  protectionRefusal,
  unitPriceDifference,
  type ProtectedLineFacts,
} from './price-protection'

const DAY = 86_400_000
const RUNS = { numRuns: 1000 }

describe('protectionRefusal', () => {
  const paidAt = Date.UTC(2026, 10, 1)
  const line: ProtectedLineFacts = { orderType: 'normal', orderStatus: 'wait_shipment', paidAt, activityPriced: false }
  const rules = DEFAULT_PRICE_PROTECTION_RULES
  it.each([
    ['a normal paid line inside the window', line, paidAt + DAY, null],
    ['the last millisecond of the window', line, paidAt + 7 * DAY - 1, null],
    ['the window is half-open', line, paidAt + 7 * DAY, 'priceProtectionExpired'],
    ['unpaid', { ...line, paidAt: null, orderStatus: 'wait_pay' }, paidAt, 'priceProtectionExcluded'],
    ['cancelled', { ...line, orderStatus: 'cancelled' }, paidAt, 'priceProtectionExcluded'],
    ['refunded', { ...line, orderStatus: 'refunded' }, paidAt, 'priceProtectionExcluded'],
    ['completed inside the window', { ...line, orderStatus: 'completed' }, paidAt + DAY, null],
    ['a flash-sale order', { ...line, orderType: 'sec_kill' }, paidAt, 'priceProtectionExcluded'],
    ['a key-client order', { ...line, orderType: 'key_client' }, paidAt, null],
    ['bought at an activity price', { ...line, activityPriced: true }, paidAt, 'priceProtectionExcluded'],
  ] as const)('%s', (_name, facts, now, expected) => {
    expect(protectionRefusal(facts, rules, now)).toBe(expected)
  })

  it('switched off, nothing is protected; activity prices may be let in', () => {
    expect(protectionRefusal(line, { ...rules, enabled: false }, paidAt)).toBe('priceProtectionExcluded')
    const activity = { ...line, activityPriced: true }
    expect(protectionRefusal(activity, { ...rules, excludeActivityPriced: false }, paidAt)).toBeNull()
    expect(protectionDeadline(paidAt, 3)).toBe(paidAt + 3 * DAY)
  })

  it.each([
    [{ quantity: 2, realPayAmount: 19_800, pointsAmount: 0 }, 8_900, 1_000],
    [{ quantity: 3, realPayAmount: 29_000, pointsAmount: 1_000 }, 9_000, 1_000],
    [{ quantity: 1, realPayAmount: 5_000, pointsAmount: 0 }, 6_000, 0],
    [{ quantity: 3, realPayAmount: 100, pointsAmount: 0 }, 0, 33],
  ])('unitPriceDifference(%o, %i) = %i', (line, lowest, expected) => {
    expect(unitPriceDifference(line, lowest)).toBe(expected)
  })
})

const orderArb: fc.Arbitrary<RefundableOrder> = fc.record({
  lines: fc
    .array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 8 }),
        realPayAmount: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100_000 })),
        pointsAmount: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000 })),
      }),
      { minLength: 1, maxLength: 4 },
    )
    .map((lines) => lines.map((l, i) => ({ ...l, id: `L${i}` }))),
  actualShippingPrice: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 2_000 })),
  totalRealPayPoints: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 20_000 })),
})

/** One step: a unit refund of some units of a line (at most or less), or a price-difference claim on a line. */
type Step =
  | { kind: 'refund'; line: number; units: number; askLess: number | null; outcome: RefundRecord['status'] }
  | { kind: 'claim'; line: number; unitDifference: number }
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('refund' as const),
    line: fc.nat(),
    units: fc.integer({ min: 1, max: 8 }),
    askLess: fc.option(fc.integer({ min: 0, max: 99 }), { freq: 4 }),
    outcome: fc.constantFrom<RefundRecord['status']>('refunded', 'refunded', 'cancelled', 'rejected'),
  }),
  fc.record({
    kind: fc.constant('claim' as const),
    line: fc.nat(),
    unitDifference: fc.integer({ min: -100, max: 60_000 }),
  }),
)

const paidFor = (order: RefundableOrder) =>
  order.lines.reduce((s, l) => s + l.realPayAmount, 0) + order.actualShippingPrice

function moneyOf(records: readonly RefundRecord[], lineId?: string) {
  return records
    .filter((r) => r.status === 'refunded')
    .reduce(
      (s, r) =>
        s +
        (lineId ? 0 : r.shippingAmount) +
        r.lines.filter((l) => !lineId || l.lineId === lineId).reduce((n, l) => n + l.amount, 0),
      0,
    )
}

/** Runs the steps; answers the records and the claims that were paid (line, the difference asked, units, amount). */
function run(order: RefundableOrder, steps: readonly Step[]) {
  const records: RefundRecord[] = []
  const claims: { lineId: string; unitDifference: number; units: number; amount: number }[] = []
  for (const step of steps) {
    const line = order.lines[step.line % order.lines.length]!
    if (step.kind === 'claim') {
      const units = refundableLines(order, records).find((l) => l.lineId === line.id)!.quantity
      try {
        const quote = quotePriceDifference(order, records, { lineId: line.id, unitDifference: step.unitDifference })
        records.push({ status: 'refunded', lines: quote.lines, shippingAmount: 0 })
        claims.push({ lineId: line.id, unitDifference: step.unitDifference, units, amount: quote.totalAmount })
      } catch (e) {
        expect(e).toBeInstanceOf(DomainError)
      }
      continue
    }
    const left = refundableLines(order, records).find((l) => l.lineId === line.id)!
    const quantity = Math.min(step.units, left.quantity)
    if (quantity === 0) continue
    const most = assertRefundable(order, records, { lines: [{ lineId: line.id, quantity }] }).goodsAmount
    expect(most).toBeGreaterThanOrEqual(0)
    const amount = step.askLess === null ? undefined : Math.floor((most * step.askLess) / 100)
    const quote = assertRefundable(order, records, {
      lines: [{ lineId: line.id, quantity, ...(amount === undefined ? {} : { amount }) }],
    })
    records.push({ status: step.outcome, lines: quote.lines, shippingAmount: quote.shippingAmount })
  }
  return { records, claims }
}

describe('price differences through the refund pipeline: properties', () => {
  it('pays at most once per line and never more than the difference for the units left', () => {
    fc.assert(
      fc.property(orderArb, fc.array(stepArb, { maxLength: 10 }), (order, steps) => {
        const { records, claims } = run(order, steps)
        const lines = claims.map((c) => c.lineId)
        expect(new Set(lines).size).toBe(lines.length)
        for (const claim of claims) {
          expect(claim.amount).toBeGreaterThan(0)
          expect(claim.amount).toBeLessThanOrEqual(claim.unitDifference * claim.units)
        }
        expect(moneyOf(records)).toBeLessThanOrEqual(paidFor(order))
        for (const line of order.lines) expect(moneyOf(records, line.id)).toBeLessThanOrEqual(line.realPayAmount)
      }),
      RUNS,
    )
  })

  it('refunding every unit after any claims returns exactly what was paid, differences included', () => {
    const atMost = stepArb.map((s): Step => (s.kind === 'refund' ? { ...s, askLess: null } : s))
    fc.assert(
      fc.property(orderArb, fc.array(atMost, { maxLength: 10 }), (order, steps) => {
        const { records } = run(order, steps)
        const rest = refundableLines(order, records)
          .filter((l) => l.quantity > 0)
          .map(({ lineId, quantity }) => ({ lineId, quantity }))
        if (rest.length > 0) {
          const quote = assertRefundable(order, records, { lines: rest })
          for (const l of quote.lines) expect(l.amount).toBeGreaterThanOrEqual(0)
          records.push({ status: 'refunded', lines: quote.lines, shippingAmount: quote.shippingAmount })
        }
        expect(moneyOf(records)).toBe(paidFor(order))
        for (const line of order.lines) expect(moneyOf(records, line.id)).toBe(line.realPayAmount)
      }),
      RUNS,
    )
  })

  it('a claim while a refund is in progress is refused; a second claim on a line is refused', () => {
    const order: RefundableOrder = {
      lines: [{ id: 'A', quantity: 2, realPayAmount: 19_800, pointsAmount: 0 }],
      actualShippingPrice: 0,
      totalRealPayPoints: 0,
    }
    const asking: RefundRecord = {
      status: 'submitted',
      lines: [{ lineId: 'A', quantity: 1, amount: 9_900, points: 0 }],
      shippingAmount: 0,
    }
    expect(() => quotePriceDifference(order, [asking], { lineId: 'A', unitDifference: 1_000 })).toThrow(
      expect.objectContaining({ code: 'canNotRefundWhenRefunding' }),
    )
    const quote = quotePriceDifference(order, [], { lineId: 'A', unitDifference: 1_000 })
    expect(quote).toMatchObject({ totalAmount: 2_000, completesOrder: false, points: 0 })
    const paid: RefundRecord = { status: 'refunded', lines: quote.lines, shippingAmount: 0 }
    expect(() => quotePriceDifference(order, [paid], { lineId: 'A', unitDifference: 1_000 })).toThrow(
      expect.objectContaining({ code: 'priceProtectionClaimed' }),
    )
    // Each unit now returns 9,900 − 1,000.
    expect(assertRefundable(order, [paid], { lines: [{ lineId: 'A', quantity: 1 }] }).totalAmount).toBe(8_900)
  })
})
