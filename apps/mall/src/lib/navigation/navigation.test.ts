// @vitest-environment node
import { describe, expect, it } from 'vitest'
import Taro, { stack } from '../../../test/taro'
import { commonState } from '../state/common-state'
import { MAX_PAGE_STACK, navigate, type NavTarget } from './navigation'

type Method = 'navigateTo' | 'redirectTo' | 'switchTab' | 'navigateBack'

function stackOf(n: number) {
  stack.splice(0, stack.length, ...Array.from({ length: n }, (_, i) => ({ route: `pages/p${i}/index` })))
}

function calls() {
  const methods: Method[] = ['navigateTo', 'redirectTo', 'switchTab', 'navigateBack']
  return methods.flatMap((m) => Taro[m].mock.calls.map((c) => [m, c[0]] as const))
}

describe('navigate: the rules of spec §2', () => {
  const table: Array<[string, NavTarget, number, Array<readonly [Method, unknown]>]> = [
    ['a page with its query', '/pages/pdp/index?id=7', 1, [['navigateTo', { url: '/pages/pdp/index?id=7' }]]],
    ['a page written without the slash', 'pages/pdp/index?id=7', 1, [['navigateTo', { url: '/pages/pdp/index?id=7' }]]],
    ['a tab page switches tab', '/pages/cart/index', 2, [['switchTab', { url: '/pages/cart/index' }]]],
    ['a tab page drops its query', 'pages/user/index?from=x', 2, [['switchTab', { url: '/pages/user/index' }]]],
    [
      'an http link opens the web view',
      'https://brand.example/a?b=1&c=2',
      1,
      [
        [
          'navigateTo',
          { url: '/pages/h5/index?url=https%3A%2F%2Fbrand.example%2Fa%3Fb%3D1%26c%3D2&from=pages%2Fp0%2Findex' },
        ],
      ],
    ],
    ['a number goes back that many pages', 2, 3, [['navigateBack', { delta: 2 }]]],
    ['going back from the only page goes home', 1, 1, [['switchTab', { url: '/pages/index/index' }]]],
    [
      'a full page stack redirects instead',
      '/pages/pdp/index?id=1',
      MAX_PAGE_STACK,
      [['redirectTo', { url: '/pages/pdp/index?id=1' }]],
    ],
    [
      'a web view at the stack limit redirects too',
      'http://x.example',
      MAX_PAGE_STACK,
      [['redirectTo', { url: '/pages/h5/index?url=http%3A%2F%2Fx.example&from=pages%2Fp9%2Findex' }]],
    ],
  ]

  it.each(table)('%s', async (_name, target, depth, expected) => {
    stackOf(depth)
    await navigate(target)
    expect(calls()).toEqual(expected)
  })

  it('a category target stores id and item in the common state before switching', async () => {
    await navigate('/pages/classify/index?id=12&item=3')
    expect(commonState.get()).toMatchObject({ categoryId: '12', item: '3' })
    expect(calls()).toEqual([['switchTab', { url: '/pages/classify/index' }]])
  })

  it('replace: redirectTo', async () => {
    await navigate('/pages/login/index', { replace: true })
    expect(calls()).toEqual([['redirectTo', { url: '/pages/login/index' }]])
  })

  const fallbacks: Array<[string, string, Array<readonly [Method, unknown]>]> = [
    [
      'navigateTo:fail webview count limit exceed',
      '/pages/h5/index?url=x',
      [
        ['navigateTo', { url: '/pages/h5/index?url=x' }],
        ['redirectTo', { url: '/pages/h5/index?url=x' }],
      ],
    ],
    [
      'navigateTo:fail can not navigateTo a tabbar page',
      '/pages/other-tab/index',
      [
        ['navigateTo', { url: '/pages/other-tab/index' }],
        ['switchTab', { url: '/pages/other-tab/index' }],
      ],
    ],
    [
      'navigateTo:fail page "pages/order/list" is not found',
      '/pages/order/list?status=wait_pay',
      [
        ['navigateTo', { url: '/pages/order/list?status=wait_pay' }],
        ['switchTab', { url: '/pages/index/index' }],
      ],
    ],
  ]

  it.each(fallbacks)('when navigateTo fails with "%s"', async (errMsg, target, expected) => {
    Taro.navigateTo.mockRejectedValueOnce({ errMsg })
    await navigate(target)
    expect(calls()).toEqual(expected)
  })

  it('any other failure reaches the caller', async () => {
    Taro.navigateTo.mockRejectedValueOnce({ errMsg: 'navigateTo:fail something else' })
    await expect(navigate('/pages/pdp/index')).rejects.toEqual({ errMsg: 'navigateTo:fail something else' })
  })
})
