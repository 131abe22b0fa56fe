// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { tabEntriesFrom, tabLinkAt, usableIcon } from './tabbar'

const setting = (
  id: number,
  pagePath: string,
  extra: Partial<{ text: string; linkUrl: string | null; iconPath: string | null; sort: number }> = {},
) => ({
  id,
  text: `tab${id}`,
  pagePath,
  linkUrl: null,
  iconPath: null,
  selectedIconPath: null,
  sort: id,
  ...extra,
})

describe('the server tab list', () => {
  it('is matched to the built-in tabs by pagePath, in its sort order; unknown pages are left out', () => {
    const entries = tabEntriesFrom([
      setting(2, '/pages/user/index', { text: '会员', sort: 9 }),
      setting(1, 'pages/plantGrass/index', { text: '种草', sort: 1 }),
      setting(3, 'pages/somewhere/index'),
    ])
    expect(entries.map((e) => [e.index, e.text, e.pagePath])).toEqual([
      [1, '种草', 'pages/plantGrass/index'],
      [4, '会员', 'pages/user/index'],
    ])
  })

  it('linkUrl wins when a tab is tapped, unless it points at the tab itself', () => {
    const entries = tabEntriesFrom([
      setting(1, 'pages/plantGrass/index', { linkUrl: 'https://brand.example/stories' }),
      setting(2, 'pages/cart/index', { linkUrl: '/pages/cart/index' }),
    ])
    expect(tabLinkAt(1, entries)).toBe('https://brand.example/stories')
    expect(tabLinkAt(3, entries)).toBeNull()
    expect(tabLinkAt(0, entries)).toBeNull()
  })

  it.each([
    ['h5', 'https://cdn.example/home.png', 'https://cdn.example/home.png'],
    ['h5', '/assets/tabbar/home.png', null],
    ['weapp', '/assets/tabbar/home.png', '/assets/tabbar/home.png'],
    ['weapp', 'https://cdn.example/home.png', null],
    ['h5', null, null],
  ])('in %s the icon %s is used as %s', (platform, path, expected) => {
    vi.stubEnv('TARO_ENV', platform)
    expect(usableIcon(path)).toBe(expected)
  })
})
