import { describe, expect, it } from 'vitest'
import { activityStatus, formatCountdown, formatCountdownUnits } from './activity'

describe('activityStatus', () => {
  it.each([
    [200, 300, 100, 1], // start later than now
    [200, 300, 200, 2], // start == now
    [200, 300, 299, 2],
    [200, 300, 300, 3], // end == now
    [200, 300, 1000, 3],
  ])('start %i end %i now %i → %i', (start, end, now, expected) =>
    expect(activityStatus(start, end, now)).toBe(expected),
  )
})

describe('formatCountdown: seconds, mm:ss, hh:mm:ss, dd:hh:mm:ss', () => {
  const s = 1000
  it.each([
    [-5 * s, '0'],
    [0, '0'],
    [999, '0'],
    [45 * s, '45'],
    [60 * s, '01:00'],
    [(59 * 60 + 59) * s, '59:59'],
    [3600 * s, '01:00:00'],
    [(23 * 3600 + 5 * 60 + 7) * s, '23:05:07'],
    [86400 * s, '01:00:00:00'],
    [(3 * 86400 + 4 * 3600 + 5 * 60 + 6) * s, '03:04:05:06'],
  ])('%i ms → %s', (ms, expected) => expect(formatCountdown(ms)).toBe(expected))
})

describe('formatCountdownUnits: the same countdown with 天 时 分 秒', () => {
  const s = 1000
  it.each([
    [-5 * s, '0秒'],
    [45 * s, '45秒'],
    [(59 * 60 + 9) * s, '59分09秒'],
    [(23 * 3600 + 5 * 60 + 7) * s, '23时05分07秒'],
    // The flash sale of issue 10, which read 06:22:58:18.
    [(6 * 86400 + 22 * 3600 + 58 * 60 + 18) * s, '6天22时58分18秒'],
    [86400 * s, '1天00时00分00秒'],
  ])('%i ms → %s', (ms, expected) => expect(formatCountdownUnits(ms)).toBe(expected))
})
