import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addChinaDays } from './programmes'
import {
  waterLightCount,
  waterLightDays,
  waterLightDefinitionProblem,
  waterLightDue,
  waterLightStreak,
} from './water-light'

describe('waterLightDays: the China days a window touches', () => {
  it.each([
    [
      '30 days from Beijing midnight',
      '2026-11-01T00:00:00+08:00',
      '2026-12-01T00:00:00+08:00',
      '2026-11-01',
      '2026-11-30',
      30,
    ],
    [
      'a window ending at 00:00:01 touches that day',
      '2026-11-01T00:00:00+08:00',
      '2026-11-08T00:00:01+08:00',
      '2026-11-01',
      '2026-11-08',
      8,
    ],
    [
      'UTC evening is the next China day',
      '2026-11-01T16:00:00Z',
      '2026-11-02T16:00:00Z',
      '2026-11-02',
      '2026-11-02',
      1,
    ],
    ['across a month end', '2026-01-30T10:00:00+08:00', '2026-02-02T10:00:00+08:00', '2026-01-30', '2026-02-02', 4],
  ] as const)('%s', (_, from, to, first, last, days) => {
    expect(waterLightDays(new Date(from), new Date(to))).toEqual({ first, last, days })
  })
})

describe('waterLightCount: distinct check-in dates within the window', () => {
  it.each([
    ['none', [], 0],
    ['three days', ['2026-11-01', '2026-11-03', '2026-11-05'], 3],
    ['the same day twice counts once', ['2026-11-01', '2026-11-01'], 1],
    ['days before and after the window do not count', ['2026-10-31', '2026-11-01', '2026-12-01'], 1],
    ['the first and last day count', ['2026-11-01', '2026-11-30'], 2],
  ] as const)('%s', (_, dates, n) => {
    expect(waterLightCount(dates, '2026-11-01', '2026-11-30')).toBe(n)
  })
})

describe('waterLightDue: the reward is due once the days counted reach the days required', () => {
  it.each([
    [6, 7, false],
    [7, 7, true],
    [8, 7, true],
    [0, 1, false],
    [1, 1, true],
    [0, 0, false],
  ] as const)('%i of %i → %s', (counted, required, due) => {
    expect(waterLightDue(counted, required)).toBe(due)
  })
})

describe('waterLightStreak', () => {
  it.each([
    ['nothing', [], 0],
    ['today alone', ['2026-11-24'], 1],
    ['yesterday still alive', ['2026-11-22', '2026-11-23'], 2],
    ['a gap breaks it', ['2026-11-20', '2026-11-22', '2026-11-23', '2026-11-24'], 3],
    ['the day before yesterday is gone', ['2026-11-22'], 0],
  ] as const)('%s', (_, dates, n) => {
    expect(waterLightStreak(dates, '2026-11-24')).toBe(n)
  })
})

describe('waterLightDefinitionProblem', () => {
  it.each([
    ['7 within 30', 7, null],
    ['30 within 30', 30, null],
    ['31 within 30', 31, '打卡天数不能超过活动天数（30天）'],
  ] as const)('%s', (_, required, problem) => {
    expect(
      waterLightDefinitionProblem(
        new Date('2026-11-01T00:00:00+08:00'),
        new Date('2026-12-01T00:00:00+08:00'),
        required,
      ),
    ).toBe(problem)
  })
})

describe('properties', () => {
  const day = fc.integer({ min: -5, max: 35 }).map((n) => addChinaDays('2026-11-01', n))

  it('the days counted never exceed the distinct China dates, nor the window', () => {
    fc.assert(
      fc.property(fc.array(day, { maxLength: 60 }), (dates) => {
        const counted = waterLightCount(dates, '2026-11-01', '2026-11-30')
        expect(counted).toBeLessThanOrEqual(new Set(dates).size)
        expect(counted).toBeLessThanOrEqual(30)
      }),
    )
  })

  it('check-ins one at a time: the reward falls due exactly once, at the check-in whose count reaches N', () => {
    fc.assert(
      fc.property(fc.array(day, { maxLength: 60 }), fc.integer({ min: 1, max: 30 }), (dates, required) => {
        let given = 0
        let givenAt: number | null = null
        for (let i = 1; i <= dates.length; i++) {
          const counted = waterLightCount(dates.slice(0, i), '2026-11-01', '2026-11-30')
          if (given === 0 && waterLightDue(counted, required)) {
            given += 1
            givenAt = counted
          }
        }
        const total = waterLightCount(dates, '2026-11-01', '2026-11-30')
        expect(given).toBe(total >= required ? 1 : 0)
        if (givenAt !== null) expect(givenAt).toBe(required)
      }),
    )
  })
})
