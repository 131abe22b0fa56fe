import { describe, expect, it } from 'vitest'
import {
  chinaDate,
  chinaDateTime,
  chinaDayNumber,
  chinaDayStamp,
  chinaRfc3339,
  formatChinaDate,
  parseChinaDateTime,
} from './china-time'

describe('the China calendar day', () => {
  it.each([
    ['2026-11-21T15:59:59.999Z', '2026-11-21', '20261121'],
    ['2026-11-21T16:00:00Z', '2026-11-22', '20261122'], // Beijing midnight
    ['2026-12-31T16:00:00Z', '2027-01-01', '20270101'],
    ['2028-02-28T17:00:00Z', '2028-02-29', '20280229'],
  ])('%s is %s in China', (iso, date, stamp) => {
    expect(chinaDate(new Date(iso))).toBe(date)
    expect(chinaDate(Date.parse(iso))).toBe(date)
    expect(chinaDayStamp(new Date(iso))).toBe(stamp)
  })

  it('numbers days so that the same China day has the same number, across the UTC date line', () => {
    const china = (text: string) => Date.parse(`${text}+08:00`)
    expect(chinaDayNumber(china('2026-03-01T00:00:00'))).toBe(chinaDayNumber(china('2026-03-01T23:59:59')))
    expect(chinaDayNumber(china('2026-03-01T01:00:00'))).toBe(chinaDayNumber(china('2026-02-28T23:59:59')) + 1)
  })
})

describe('times written for people and providers', () => {
  it.each([
    ['2026-11-21T16:30:00Z', false, '2026.11.22'],
    ['2026-11-21T16:30:00Z', true, '2026.11.22 00:30'],
    ['2026-11-21T01:05:00.000Z', true, '2026.11.21 09:05'],
    ['not a time', true, ''],
  ])('formatChinaDate(%s, %s) → %j', (iso, withTime, text) => expect(formatChinaDate(iso, withTime)).toBe(text))

  it('writes RFC 3339 with the +08:00 offset, as WeChat Pay does', () => {
    expect(chinaRfc3339(new Date('2018-06-08T02:34:56.789Z'))).toBe('2018-06-08T10:34:56+08:00')
  })
})

describe('kuaidi100 times (China wall clock)', () => {
  it('writes an instant as kuaidi100 does', () => {
    expect(chinaDateTime(new Date('2024-04-26T13:35:28.600Z'))).toBe('2024-04-26 21:35:28')
    expect(chinaDateTime(new Date('2024-12-31T16:00:00Z'))).toBe('2025-01-01 00:00:00')
  })

  it.each([
    ['2024-04-26 21:35:28', '2024-04-26T13:35:28.000Z'],
    ['2024-04-26 21:35', '2024-04-26T13:35:00.000Z'],
    ['2025-01-01 07:59:59', '2024-12-31T23:59:59.000Z'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseChinaDateTime(text)?.toISOString()).toBe(iso)
  })

  it.each(['', '2024/04/26 21:35:28', '2024-13-45 99:00:00', 'yesterday'])('refuses %j', (text) => {
    expect(parseChinaDateTime(text)).toBeNull()
  })
})
