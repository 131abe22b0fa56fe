// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isTabPage, pageParam, pathOf, queryOf, url } from './routes'

describe('routes', () => {
  it('url: leading slash, encoded values, empty ones left out', () => {
    expect(url('pages/h5/index', { url: 'https://a.example/x?y=1&z=2', from: undefined, empty: '' })).toBe(
      '/pages/h5/index?url=https%3A%2F%2Fa.example%2Fx%3Fy%3D1%26z%3D2',
    )
    expect(url('/pages/pdp/index', { id: 7 })).toBe('/pages/pdp/index?id=7')
  })

  it('a query value survives url() and the page reading it back', () => {
    const link = 'https://a.example/x?y=1&z=%E4%BD%A0'
    const encoded = url('pages/h5/index', { url: link }).split('url=')[1]
    expect(pageParam(encoded)).toBe(link)
    expect(pageParam('%E0%A4%A')).toBe('%E0%A4%A') // not valid encoding: kept as is
  })

  it.each([
    ['/pages/cart/index', true],
    ['pages/user/index?x=1', true],
    ['/pages/login/index', false],
  ])('isTabPage(%s) = %s', (page, expected) => {
    expect(isTabPage(page)).toBe(expected)
  })

  it('pathOf and queryOf split a target', () => {
    expect(pathOf('/pages/classify/index?id=12&item=%E9%9D%A2')).toBe('pages/classify/index')
    expect(queryOf('/pages/classify/index?id=12&item=%E9%9D%A2')).toEqual({ id: '12', item: '面' })
  })
})
