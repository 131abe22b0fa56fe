import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { presaleAmounts, presalePhase, presaleTermsProblem, type PresaleTerms } from './presale'

const H = 3_600_000
const T0 = Date.UTC(2026, 10, 1, 2)
const deposit: PresaleTerms = {
  mode: 'deposit',
  price: 29_900,
  deposit: 2_000,
  depositValue: 5_000,
  startsAt: T0,
  endsAt: T0 + 24 * H,
  balanceStartsAt: T0 + 48 * H,
  balanceEndsAt: T0 + 72 * H,
  shipFrom: T0 + 96 * H,
}
const full: PresaleTerms = {
  ...deposit,
  mode: 'full',
  deposit: null,
  depositValue: null,
  balanceStartsAt: null,
  balanceEndsAt: null,
}

describe('pre-sale terms', () => {
  it.each<[string, Partial<PresaleTerms>, string | null]>([
    ['valid deposit terms', {}, null],
    ['deposit above 20% of the price', { deposit: 6_000, depositValue: 8_000 }, '定金不能超过预售价的20%'],
    ['deposit exactly 20%', { deposit: 5_980, depositValue: 5_980 }, null],
    ['deposit worth less than paid', { depositValue: 1_999 }, '定金抵扣金额不能低于定金'],
    ['deposit worth the whole price', { depositValue: 29_900 }, '定金抵扣金额须低于预售价'],
    ['no deposit', { deposit: 0 }, '定金须至少0.01元'],
    ['fractional fen', { price: 10.5 }, '预售价须至少0.01元'],
    ['empty deposit window', { endsAt: T0 }, '开始时间须早于结束时间'],
    ['balance before the deposit ends', { balanceStartsAt: T0 + 12 * H }, '尾款开始时间不能早于定金结束时间'],
    ['balance right at the deposit end', { balanceStartsAt: T0 + 24 * H }, null],
    ['empty balance window', { balanceEndsAt: T0 + 48 * H }, '尾款开始时间须早于结束时间'],
    ['no balance window', { balanceStartsAt: null }, '请设置尾款时间'],
    ['ships before the balance opens', { shipFrom: T0 + 47 * H }, '发货时间不能早于尾款开始时间'],
  ])('%s', (_name, change, problem) => {
    expect(presaleTermsProblem({ ...deposit, ...change })).toBe(problem)
  })

  it.each<[string, Partial<PresaleTerms>, string | null]>([
    ['valid full terms', {}, null],
    ['ships before the sale starts', { shipFrom: T0 - 1 }, '发货时间不能早于预售开始时间'],
    ['ships during the sale', { shipFrom: T0 + H }, null],
  ])('full: %s', (_name, change, problem) => {
    expect(presaleTermsProblem({ ...full, ...change })).toBe(problem)
  })
})

describe('pre-sale phases (half-open windows)', () => {
  it.each<[number, string, string]>([
    [T0 - 1, 'upcoming', 'upcoming'],
    [T0, 'selling', 'selling'],
    [T0 + 24 * H - 1, 'selling', 'selling'],
    [T0 + 24 * H, 'waiting_balance', 'ended'],
    [T0 + 48 * H, 'balance', 'ended'],
    [T0 + 72 * H - 1, 'balance', 'ended'],
    [T0 + 72 * H, 'ended', 'ended'],
  ])('at %d: deposit %s, full %s', (now, depositPhase, fullPhase) => {
    expect(presalePhase(deposit, now)).toBe(depositPhase)
    expect(presalePhase(full, now)).toBe(fullPhase)
  })
})

describe('pre-sale amounts', () => {
  it('定金膨胀: ¥20 paid counts ¥50, so the balance is ¥249 and the unit ¥269 in all', () => {
    expect(presaleAmounts(deposit, 1)).toEqual({ now: 2_000, balance: 24_900, total: 26_900, saved: 3_000 })
    expect(presaleAmounts(deposit, 3)).toEqual({ now: 6_000, balance: 74_700, total: 80_700, saved: 9_000 })
    expect(presaleAmounts(full, 2)).toEqual({ now: 59_800, balance: 0, total: 59_800, saved: 0 })
    expect(() => presaleAmounts(deposit, 0)).toThrow(RangeError)
  })

  const validTerms = fc
    .record({
      price: fc.integer({ min: 5, max: 10_000_000 }),
      depositPart: fc.double({ min: 0, max: 1, noNaN: true }),
      inflation: fc.double({ min: 0, max: 1, noNaN: true }),
    })
    .map(({ price, depositPart, inflation }) => {
      const maxDeposit = Math.floor(price / 5)
      const deposit = Math.max(1, Math.floor(maxDeposit * depositPart))
      const depositValue = deposit + Math.floor((price - 1 - deposit) * inflation)
      return { ...deposit0, price, deposit, depositValue }
    })
  const deposit0 = deposit

  it('property: deposit + balance = total; the total is the price less the inflation; never more than the price', () => {
    fc.assert(
      fc.property(validTerms, fc.integer({ min: 1, max: 99 }), (terms, quantity) => {
        expect(presaleTermsProblem(terms)).toBeNull()
        const a = presaleAmounts(terms, quantity)
        expect(a.now + a.balance).toBe(a.total)
        expect(a.total).toBe(terms.price * quantity - a.saved)
        expect(a.saved).toBe((terms.depositValue - terms.deposit) * quantity)
        expect(a.total).toBeLessThanOrEqual(terms.price * quantity)
        expect(a.balance).toBeGreaterThanOrEqual(quantity)
        expect(a.now).toBeGreaterThanOrEqual(quantity)
      }),
    )
  })

  it('property: a bigger inflation never costs more', () => {
    fc.assert(
      fc.property(validTerms, fc.integer({ min: 0, max: 1000 }), (terms, more) => {
        const bigger = { ...terms, depositValue: Math.min(terms.price - 1, terms.depositValue + more) }
        expect(presaleAmounts(bigger, 1).total).toBeLessThanOrEqual(presaleAmounts(terms, 1).total)
      }),
    )
  })
})
