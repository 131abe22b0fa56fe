// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { shouldShowDialog, type DialogFrequency, type DialogSeen } from './dialog-frequency'

/** A moment given in China time (UTC+8). */
const china = (text: string) => Date.parse(`${text}+08:00`)

describe('page dialog frequency', () => {
  const table: Array<[string, DialogFrequency, DialogSeen | null, number, boolean]> = [
    ['once, never shown', 'once', null, china('2026-03-01T10:00:00'), true],
    [
      'once, shown a year ago',
      'once',
      { id: 7, shownAt: china('2025-03-01T10:00:00') },
      china('2026-03-01T10:00:00'),
      false,
    ],
    [
      'once, another dialog was shown',
      'once',
      { id: 6, shownAt: china('2026-03-01T09:00:00') },
      china('2026-03-01T10:00:00'),
      true,
    ],
    ['daily, never shown', 'daily', null, china('2026-03-01T10:00:00'), true],
    [
      'daily, shown earlier today',
      'daily',
      { id: 7, shownAt: china('2026-03-01T00:00:00') },
      china('2026-03-01T23:59:59'),
      false,
    ],
    [
      'daily, shown yesterday just before midnight',
      'daily',
      { id: 7, shownAt: china('2026-02-28T23:59:59') },
      china('2026-03-01T00:00:01'),
      true,
    ],
    // 2026-03-01 01:00 in China is still 2026-02-28 in UTC: the day is China's.
    [
      'daily, same China day across the UTC date line',
      'daily',
      { id: 7, shownAt: china('2026-03-01T01:00:00') },
      china('2026-03-01T09:00:00'),
      false,
    ],
    [
      'daily, another dialog shown today',
      'daily',
      { id: 8, shownAt: china('2026-03-01T08:00:00') },
      china('2026-03-01T09:00:00'),
      true,
    ],
    [
      'always, shown a second ago',
      'always',
      { id: 7, shownAt: china('2026-03-01T10:00:00') },
      china('2026-03-01T10:00:01'),
      true,
    ],
  ]

  it.each(table)('%s → %s', (_name, frequency, seen, now, expected) => {
    expect(shouldShowDialog({ id: 7, frequency }, seen, now)).toBe(expected)
  })
})
