import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { agreedPrice, keyClientPayMinutes } from './key-client'

describe('agreedPrice', () => {
  it.each([
    [19_900, 85, 16_915],
    [19_900, 100, 19_900],
    [999, 33, 329],
    [1, 50, 1],
    [3, 30, 1],
  ])('%i at %i%% is %i', (price, percent, expected) => {
    expect(agreedPrice(price, percent)).toBe(expected)
  })

  it('is never above the price nor below 1 fen, and grows with the percent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 30, max: 99 }), (price, percent) => {
        const agreed = agreedPrice(price, percent)
        expect(agreed).toBeGreaterThanOrEqual(1)
        expect(agreed).toBeLessThanOrEqual(price)
        expect(agreed).toBeLessThanOrEqual(agreedPrice(price, percent + 1))
      }),
    )
  })

  it('pays within days', () => {
    expect(keyClientPayMinutes(7)).toBe(10_080)
  })
})
