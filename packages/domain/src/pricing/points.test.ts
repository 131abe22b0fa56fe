import { describe, expect, it } from 'vitest'
import { line, price, RULES } from './cart.fixtures'
import { usablePointsFor } from './points'

describe('usablePointsFor: whole steps, up to the balance and the cap', () => {
  it.each([
    ['100 per yuan, the balance binds', 10000, 3000, 100, 0.5, 3000, 3000],
    ['100 per yuan, the cap (50%) binds', 10000, 99999, 100, 0.5, 5000, 5000],
    ['cap of the whole amount', 10000, 99999, 100, 1, 10000, 10000],
    ['cap 0: points are off', 10000, 99999, 100, 0, 0, 0],
    ['10 per yuan: 1 point = 10 fen', 10000, 7, 10, 0.5, 7, 70],
    ['150 per yuan: 3 points = 2 fen', 10000, 10, 150, 0.5, 9, 6],
    ['1000 per yuan: 10 points = 1 fen, 9 is too few', 10000, 9, 1000, 0.5, 0, 0],
    ['amount too small: 50% of 1 fen is 0', 1, 5000, 100, 0.5, 0, 0],
    ['cap truncates: 50% of 333 is 166', 333, 5000, 100, 0.5, 166, 166],
    ['no balance', 10000, 0, 100, 0.5, 0, 0],
  ])('%s', (_, payable, balance, pointsPerYuan, maxPayableShare, points, amount) => {
    expect(usablePointsFor(payable, balance, { pointsPerYuan, maxPayableShare })).toEqual({ points, amount })
  })
})

describe('paying with points in the cart', () => {
  const lines = [line('A', 6000), line('B', 4000)]

  it.each([
    ['chosen: spent and spread over the lines', { balance: 9000, use: true }, true, 5000, 5000, [3000, 2000]],
    ['not chosen: offered, not spent', { balance: 9000, use: false }, true, 5000, 0, [0, 0]],
    ['balance too small for a step', { balance: 0, use: true }, false, 0, 0, [0, 0]],
  ])('%s', (_, points, allow, usable, spent, perLine) => {
    const r = price({ lines, points })
    expect(r).toMatchObject({
      allowPointsPay: allow,
      usablePoints: usable,
      totalRealPayPoints: spent,
      totalPointsToAmount: spent,
    })
    expect(r.lines.map((l) => l.pointsAmount)).toEqual(perLine)
    expect(r.totalRealPayAmount).toBe(10000 - spent)
  })

  it('a goods amount too small for one step disallows points', () => {
    const r = price({
      lines: [line('A', 1)],
      points: { balance: 100, use: true },
      rules: { ...RULES, shipping: { baseFee: 0, freeThreshold: 0 } },
    })
    expect(r).toMatchObject({ allowPointsPay: false, totalPointsToAmount: 0, totalRealPayAmount: 1 })
  })
})
