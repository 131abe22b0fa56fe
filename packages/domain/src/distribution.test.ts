import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  commissionReversal,
  decideBinding,
  lineCommission,
  poolKeyOf,
  sceneOf,
  withdrawalAfterTransfer,
  type BindDecision,
  type BindFacts,
  type BindRule,
} from './distribution'

const now = new Date('2026-11-24T12:00:00Z')
const day = 86_400_000
const later = (days: number) => new Date(now.getTime() + days * day)
const base: BindFacts = {
  rule: { mode: 'first_wins' },
  now,
  current: null,
  candidateId: 2,
  self: false,
  loop: false,
  confirmed: false,
}

describe('binding rules', () => {
  const rules: Record<string, BindRule> = {
    first: { mode: 'first_wins' },
    latest: { mode: 'latest_wins' },
    expires: { mode: 'expires', days: 30 },
  }
  const cases: Array<[string, Partial<BindFacts>, BindDecision]> = [
    ['an unbound customer is bound (first wins)', {}, { kind: 'bind', expiresAt: null }],
    [
      'an unbound customer is bound for N days (expires)',
      { rule: rules.expires },
      { kind: 'bind', expiresAt: later(30) },
    ],
    ['a distributor cannot bind themselves', { self: true }, { kind: 'refuse', code: 'bindSelf' }],
    [
      'self wins over everything else',
      { self: true, loop: true, rule: rules.latest },
      { kind: 'refuse', code: 'bindSelf' },
    ],
    ['no loop: a sharer bound to this customer cannot bind them', { loop: true }, { kind: 'refuse', code: 'bindLoop' }],
    [
      'the same distributor again keeps the binding',
      { current: { distributorId: 2, expiresAt: null } },
      { kind: 'keep', reason: 'same' },
    ],
    [
      'first wins: another distributor is ignored',
      { current: { distributorId: 1, expiresAt: null } },
      { kind: 'keep', reason: 'first_wins' },
    ],
    [
      'latest wins: the customer is asked first',
      { rule: rules.latest, current: { distributorId: 1, expiresAt: null } },
      { kind: 'ask' },
    ],
    [
      'latest wins: on yes the new distributor replaces the old',
      { rule: rules.latest, current: { distributorId: 1, expiresAt: null }, confirmed: true },
      { kind: 'replace', expiresAt: null },
    ],
    [
      'expires: before the end the binding stays',
      { rule: rules.expires, current: { distributorId: 1, expiresAt: later(1) } },
      { kind: 'keep', reason: 'not_expired' },
    ],
    [
      'expires: at its end the next share binds anew',
      { rule: rules.expires, current: { distributorId: 1, expiresAt: now } },
      { kind: 'replace', expiresAt: later(30) },
    ],
    [
      'expires: even the same distributor starts a fresh period after the end',
      { rule: rules.expires, current: { distributorId: 2, expiresAt: later(-1) } },
      { kind: 'replace', expiresAt: later(30) },
    ],
  ]
  it.each(cases)('%s', (_, facts, expected) => {
    expect(decideBinding({ ...base, ...facts })).toEqual(expected)
  })
})

describe('commission', () => {
  it('is the paid amount times the rate, rounded down to the fen', () => {
    expect(lineCommission(9_999, 1_000)).toBe(999)
    expect(lineCommission(0, 1_000)).toBe(0)
    expect(() => lineCommission(100, 5_001)).toThrow(RangeError)
    expect(() => lineCommission(-1, 100)).toThrow(RangeError)
  })

  const line = fc
    .record({ base: fc.integer({ min: 0, max: 500_000 }), rate: fc.integer({ min: 0, max: 5_000 }) })
    .map(({ base, rate }) => ({ base, rate, commission: lineCommission(base, rate) }))

  it('never exceeds the rate, and per-line sums are the order commission', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (lines) => {
        for (const l of lines) expect(l.commission).toBeLessThanOrEqual((l.base * l.rate) / 10_000)
        const total = lines.reduce((sum, l) => sum + l.commission, 0)
        expect(total).toBe(lines.map((l) => lineCommission(l.base, l.rate)).reduce((a, b) => a + b, 0))
      }),
    )
  })

  it('a full refund reverses all of it; partial refunds pro rata, never more than was earned', () => {
    fc.assert(
      fc.property(
        line.filter((l) => l.base > 0),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }),
        ({ base, commission }, weights) => {
          // The line refunded in several parts that add up to all of it.
          const sum = weights.reduce((a, b) => a + b, 0)
          const parts = weights.map((w) => Math.floor((base * w) / sum))
          parts[parts.length - 1]! += base - parts.reduce((a, b) => a + b, 0)
          let refunded = 0
          let reversed = 0
          for (const part of parts) {
            const back = commissionReversal(commission, base, refunded, part)
            expect(back).toBeGreaterThanOrEqual(0)
            refunded += part
            reversed += back
            // Pro rata to what was refunded so far, within a fen.
            expect(Math.abs(reversed - (commission * refunded) / base)).toBeLessThan(1)
            expect(reversed).toBeLessThanOrEqual(commission)
          }
          expect(reversed).toBe(commission)
        },
      ),
    )
  })
})

describe('a withdrawal after WeChat Pay answers its transfer', () => {
  const cases: Array<[Parameters<typeof withdrawalAfterTransfer>[0], boolean, string]> = [
    ['SUCCESS', false, 'paid'],
    ['FAIL', false, 'failed'],
    ['FAIL', true, 'failed'],
    ['CANCELLED', true, 'failed'],
    ['WAIT_USER_CONFIRM', true, 'confirming'],
    ['TRANSFERING', true, 'confirming'],
    // Without the package the payee cannot confirm: asked again with the same bill number.
    ['WAIT_USER_CONFIRM', false, 'waiting'],
    ['ACCEPTED', false, 'waiting'],
    ['PROCESSING', false, 'waiting'],
    ['CANCELING', true, 'waiting'],
  ]
  it.each(cases)('%s (package: %s) → %s', (state, canConfirm, expected) => {
    expect(withdrawalAfterTransfer(state, canConfirm)).toBe(expected)
  })
})

describe('scenes', () => {
  it('carries a pool key behind the marker, within 32 characters', () => {
    expect(sceneOf('Ab3dE6gH9k')).toBe('sp~Ab3dE6gH9k')
    expect(poolKeyOf('sp~Ab3dE6gH9k')).toBe('Ab3dE6gH9k')
    expect(poolKeyOf(encodeURIComponent('sp~Ab3dE6gH9k'))).toBe('Ab3dE6gH9k')
    expect(poolKeyOf('goodsId=12')).toBeNull()
    expect(poolKeyOf('sp~bad key!')).toBeNull()
    expect(() => sceneOf('x'.repeat(30))).toThrow(RangeError)
  })
})
