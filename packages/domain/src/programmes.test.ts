import { describe, expect, it } from 'vitest'
import { chinaDate } from './china-time'
import {
  addChinaDays,
  byProgrammeStatus,
  chinaDaysBetween,
  currentStreak,
  isChinaDate,
  monthBounds,
  oddsOf,
  prizeAt,
  rewardDayOf,
  streakAfter,
  totalWeight,
} from './programmes'

describe('China dates', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i day → %s', (date, days, next) => {
    expect(addChinaDays(date, days)).toBe(next)
    expect(chinaDaysBetween(date, next)).toBe(days)
  })

  it.each([
    ['2026-11-24T15:59:59Z', '2026-11-24'],
    ['2026-11-24T16:00:00Z', '2026-11-25'],
    ['2026-12-31T16:00:00Z', '2027-01-01'],
    ['2026-11-24T23:30:00-08:00', '2026-11-25'],
  ])('a moment %s is signed for the China date %s, whatever the machine zone', (iso, date) => {
    expect(chinaDate(new Date(iso))).toBe(date)
  })

  it.each([
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['2026-1-01', false],
  ])('isChinaDate(%s) = %s', (text, ok) => expect(isChinaDate(text)).toBe(ok))

  it.each([
    ['2026-02', '2026-02-01', '2026-02-28'],
    ['2028-02', '2028-02-01', '2028-02-29'],
    ['2026-12', '2026-12-01', '2026-12-31'],
  ])('month %s runs %s…%s', (month, first, last) => expect(monthBounds(month)).toEqual({ first, last }))
})

describe('streaks', () => {
  it('grows across a month end and a year end, and restarts after a missed day', () => {
    const signed = new Map<string, number>()
    const sign = (date: string) => signed.set(date, streakAfter(signed.get(addChinaDays(date, -1)) ?? null))
    for (const date of ['2026-12-30', '2026-12-31', '2027-01-01']) sign(date)
    expect(signed.get('2027-01-01')).toBe(3)
    expect(currentStreak('2027-01-01', signed)).toBe(3)
    expect(currentStreak('2027-01-02', signed)).toBe(3)
    expect(currentStreak('2027-01-03', signed)).toBe(0)
    sign('2027-01-03')
    expect(signed.get('2027-01-03')).toBe(1)
  })

  it.each([
    [1, 7, 0],
    [7, 7, 6],
    [8, 7, 0],
    [15, 7, 0],
    [31, 31, 30],
    [3, 1, 0],
  ])('streak %i of a %i-day cycle gives the reward of day index %i', (streak, cycle, day) =>
    expect(rewardDayOf(streak, cycle)).toBe(day),
  )
})

describe('prizes', () => {
  it.each([
    [[1, 0, 3], 0, 0],
    [[1, 0, 3], 1, 2],
    [[1, 0, 3], 3, 2],
    [[5, 5], 4, 0],
    [[5, 5], 5, 1],
  ])('weights %j, roll %i → prize %i', (weights, roll, index) => expect(prizeAt(weights, roll)).toBe(index))

  it('refuses a roll outside [0, total)', () => {
    expect(() => prizeAt([1, 2], 3)).toThrow(RangeError)
    expect(() => prizeAt([1, 2], -1)).toThrow(RangeError)
  })

  it('shows the odds in percent', () => expect(oddsOf([1, 2, 997])).toEqual([0.1, 0.2, 99.7]))

  /** mulberry32: a small seeded generator, so the check is the same on every run. */
  const seeded = (seed: number) => (bound: number) => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * bound)
  }

  it.each([
    [[300, 100, 20, 50, 530], 1],
    [[1, 1, 1, 1], 2],
    [[990, 9, 1], 3],
  ])('over 100 000 seeded rolls, weights %j land as their odds say (chi-squared, p > 0.001)', (weights, seed) => {
    const roll = seeded(seed)
    const total = totalWeight(weights)
    const n = 100_000
    const seen = weights.map(() => 0)
    for (let i = 0; i < n; i++) seen[prizeAt(weights, roll(total))]! += 1
    const chi2 = weights.reduce((sum, w, i) => sum + (seen[i]! - (n * w) / total) ** 2 / ((n * w) / total), 0)
    // Critical values of chi-squared at p = 0.001 for 2, 3 and 4 degrees of freedom.
    const critical = { 2: 13.82, 3: 16.27, 4: 18.47 }[weights.length - 1]!
    expect(chi2).toBeLessThan(critical)
  })
})

describe('byProgrammeStatus', () => {
  it('lists running, then to come, then ended, keeping the order within each', () => {
    const cards = [
      { id: 1, status: 'ended' as const },
      { id: 2, status: 'upcoming' as const },
      { id: 3, status: 'running' as const },
      { id: 4, status: 'ended' as const },
      { id: 5, status: 'running' as const },
    ]
    expect(cards.sort(byProgrammeStatus).map((card) => card.id)).toEqual([3, 5, 2, 1, 4])
  })
})
