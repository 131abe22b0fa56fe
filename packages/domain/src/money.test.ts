import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { formatFen, parseYuan, prorate, truncateDecimals } from './money'

describe('truncateDecimals: truncates, never rounds (spec §5)', () => {
  it.each([
    [1.239, 2, 1.23],
    [1.999, 2, 1.99],
    [1.1, 2, 1.1],
    [0.29, 2, 0.29], // 0.29 * 100 = 28.999999999999996 must not become 0.28
    [-1.239, 2, -1.23],
    [8.567, 1, 8.5],
    [12, 2, 12],
    [Number.NaN, 2, 0],
  ])('%f to %i places → %f', (value, places, expected) => expect(truncateDecimals(value, places)).toBe(expected))
})

describe('formatFen', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [12345, '123.45'],
    [100, '1.00'],
    [-5, '-0.05'],
    [-12345, '-123.45'],
  ])('%i → %s', (fen, expected) => expect(formatFen(fen)).toBe(expected))
})

describe('parseYuan', () => {
  it.each([
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    ['0.05', 5],
    ['12.345', null],
    ['-1', null],
    ['abc', null],
  ])('%j → %s', (text, expected) => expect(parseYuan(text)).toBe(expected))
})

describe('prorate: largest remainder', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [10, [3, 1], [8, 2]],
    [7, [0, 5, 5], [0, 4, 3]],
    [5, [0, 0], [3, 2]], // all weights zero: split evenly
    [-100, [1, 1, 1], [-34, -33, -33]],
    [0, [5, 7], [0, 0]],
    [3, [], []],
  ])('%i over %j → %j', (total, weights, expected) => expect(prorate(total, weights)).toEqual(expected))

  it('rejects fractional totals and negative weights', () => {
    expect(() => prorate(1.5, [1])).toThrow(RangeError)
    expect(() => prorate(1, [-1, 2])).toThrow(RangeError)
  })

  it('parts always sum to the total and each part is within 1 of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = prorate(total, weights)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total)
          const sum = weights.reduce((a, b) => a + b, 0)
          parts.forEach((part, i) => {
            const exact = sum === 0 ? total / weights.length : (total * weights[i]!) / sum
            expect(Math.abs(part - exact)).toBeLessThan(1)
          })
        },
      ),
      { numRuns: 1000 },
    )
  })
})
