import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { boxOdds, boxPoolProblem, revealOf } from './surprise-box'

describe('surprise box odds and reveal', () => {
  it.each([
    [
      [1, 1],
      [0.5, 0.5],
    ],
    [
      [50, 30, 20],
      [0.5, 0.3, 0.2],
    ],
    [
      [3, 0, 1],
      [0.75, 0, 0.25],
    ],
  ])('weights %j show odds %j', (weights, odds) => {
    expect(boxOdds(weights.map((weight) => ({ weight })))).toEqual(odds)
  })

  it.each([
    // pool (weight, left), roll → landed, fallback
    [
      [
        [50, 5],
        [30, 5],
        [20, 5],
      ],
      0,
      0,
      false,
    ],
    [
      [
        [50, 5],
        [30, 5],
        [20, 5],
      ],
      49,
      0,
      false,
    ],
    [
      [
        [50, 5],
        [30, 5],
        [20, 5],
      ],
      50,
      1,
      false,
    ],
    [
      [
        [50, 5],
        [30, 5],
        [20, 5],
      ],
      99,
      2,
      false,
    ],
    // An empty goods is not re-weighted: its numbers still land on it, and the fallback stands in.
    [
      [
        [50, 0],
        [30, 5],
        [20, 5],
      ],
      10,
      0,
      true,
    ],
    [
      [
        [50, 0],
        [30, 5],
        [20, 5],
      ],
      60,
      1,
      false,
    ],
    // A goods of weight 0 never wins.
    [
      [
        [0, 5],
        [1, 5],
      ],
      0,
      1,
      false,
    ],
  ])('pool %j, roll %i lands on %i (fallback: %s)', (pool, roll, landed, fallback) => {
    expect(
      revealOf(
        pool.map(([weight, left]) => ({ weight: weight!, left: left! })),
        roll,
      ),
    ).toEqual({
      landed,
      fallback,
    })
  })

  it('refuses a roll outside [0, total)', () => {
    expect(() => revealOf([{ weight: 2, left: 1 }], 2)).toThrow(RangeError)
    expect(() => revealOf([{ weight: 2, left: 1 }], -1)).toThrow(RangeError)
  })

  it.each([
    [[], '请至少添加一个商品'],
    [
      [
        { skuId: 1, weight: 1, allotment: 1 },
        { skuId: 1, weight: 1, allotment: 1 },
      ],
      '商品池中有重复的商品',
    ],
    [[{ skuId: 1, weight: 0, allotment: 1 }], '权重之和须大于0'],
    [[{ skuId: 1, weight: -1, allotment: 1 }], '权重须为非负整数'],
    [[{ skuId: 1, weight: 1, allotment: -1 }], '数量须为非负整数'],
    [[{ skuId: 1, weight: 1, allotment: 0 }], null],
  ])('pool %j: %s', (pool, problem) => {
    expect(boxPoolProblem(pool)).toBe(problem)
  })

  const pools = fc.array(
    fc.record({ weight: fc.integer({ min: 0, max: 1_000 }), left: fc.integer({ min: 0, max: 3 }) }),
    {
      minLength: 1,
      maxLength: 8,
    },
  )

  it('property: the odds sum to 1 and the revealed goods has allotment left or is the fallback', () => {
    fc.assert(
      fc.property(
        pools.filter((pool) => pool.some((entry) => entry.weight > 0)),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (pool, u) => {
          const odds = boxOdds(pool)
          expect(odds.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9)
          const total = pool.reduce((sum, entry) => sum + entry.weight, 0)
          const { landed, fallback } = revealOf(pool, Math.floor(u * total))
          expect(pool[landed]!.weight).toBeGreaterThan(0)
          expect(fallback || pool[landed]!.left > 0).toBe(true)
          expect(fallback).toBe(pool[landed]!.left <= 0)
        },
      ),
    )
  })

  it('property: drawing a whole pool to the end never takes an allotment below zero', () => {
    fc.assert(
      fc.property(
        pools.filter((pool) => pool.some((entry) => entry.weight > 0)),
        fc.array(fc.nat(), { maxLength: 40 }),
        (pool, rolls) => {
          const left = pool.map((entry) => entry.left)
          const total = pool.reduce((sum, entry) => sum + entry.weight, 0)
          for (const roll of rolls) {
            const { landed, fallback } = revealOf(
              pool.map((entry, i) => ({ weight: entry.weight, left: left[i]! })),
              roll % total,
            )
            if (!fallback) left[landed]! -= 1
          }
          expect(left.every((n) => n >= 0)).toBe(true)
        },
      ),
    )
  })
})
