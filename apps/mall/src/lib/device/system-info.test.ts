// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { navBarLayout, type NavBarInput } from './system-info'

describe('navBarLayout (spec §9)', () => {
  const table: Array<[string, NavBarInput, { statusBarHeight: number; navHeight: number }]> = [
    [
      'mini-program: lined up with the capsule',
      { statusBarHeight: 44, menuButton: { top: 48, height: 32 }, inAppShell: false },
      { statusBarHeight: 44, navHeight: 40 },
    ],
    [
      'mini-program: a roomy capsule',
      { statusBarHeight: 20, menuButton: { top: 26, height: 32 }, inAppShell: false },
      { statusBarHeight: 20, navHeight: 44 },
    ],
    [
      'never below 40',
      { statusBarHeight: 20, menuButton: { top: 20, height: 30 }, inAppShell: false },
      { statusBarHeight: 20, navHeight: 40 },
    ],
    [
      'H5: no capsule',
      { statusBarHeight: 0, menuButton: null, inAppShell: false },
      { statusBarHeight: 0, navHeight: 40 },
    ],
    [
      'app shell: at least 80, status bar capped at 40',
      { statusBarHeight: 59, menuButton: null, inAppShell: true },
      { statusBarHeight: 40, navHeight: 80 },
    ],
  ]
  it.each(table)('%s', (_name, input, expected) => {
    expect(navBarLayout(input)).toEqual(expected)
  })
})
