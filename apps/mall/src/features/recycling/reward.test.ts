import { describe, expect, it } from 'vitest'
import { rewardLine } from './reward'

describe('a recycling programme’s reward line', () => {
  it.each([
    [{ pointsPerUnit: 30, couponTitle: '满199减30', couponMinUnits: 5 }, '每件30积分，满5件再送「满199减30」'],
    [{ pointsPerUnit: 30, couponTitle: null, couponMinUnits: 5 }, '每件30积分'],
    [{ pointsPerUnit: 0, couponTitle: '满199减30', couponMinUnits: 3 }, '满3件送「满199减30」'],
  ])('%j reads %s', (programme, line) => {
    expect(rewardLine(programme)).toBe(line)
  })
})
