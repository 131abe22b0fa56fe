// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type TaroModule from '../../../test/taro'
import type * as SessionModule from './session.store'

// Each test gets fresh modules: the session keeps its pending login in module state, as it does in the app.
let Taro: typeof TaroModule
let session: typeof SessionModule

beforeEach(async () => {
  vi.resetModules()
  Taro = (await import('../../../test/taro')).default
  session = await import('./session.store')
})

const profile = (nickName = '澜肌1234') => ({
  customerId: 7,
  customerBasicInfo: {
    nickName,
    realName: null,
    mobile: '13800001234',
    gender: 0,
    avatarUrl: null,
    birthday: null,
    isMember: false,
  },
  openId: 'o-1',
  unionId: null,
  cartItemNum: 2,
  innerMessageNum: 0,
  old: false,
  firstShopTime: null,
  isMember: false,
  isEbc: false,
})

/** Answers by path: each entry is [status, body] or a function of the call. */
function serve(routes: Record<string, Array<[number, unknown]>>) {
  Taro.request.mockImplementation(async ({ url }) => {
    const path = url.replace(/^\/api\/[\w-]+\/store\/lanji\//, '').split('?')[0]!
    const queue = routes[path]
    const next = queue && (queue.length > 1 ? queue.shift()! : queue[0]!)
    if (!next) return { statusCode: 404, data: { code: 'routeNotFound', message: path }, header: {}, errMsg: 'ok' }
    return { statusCode: next[0], data: next[1], header: {}, errMsg: 'ok' }
  })
}

const paths = () => Taro.request.mock.calls.map((c) => c[0].url.replace(/^\/api\/[\w-]+\/store\/lanji\//, ''))
const flush = () => new Promise((r) => setTimeout(r, 0))
const extras = {
  'message/unread_count': [[200, { count: 3 }]],
  'guide/info': [[200, { active: true, id: 5 }]],
} as const

describe('session: login on launch (H5)', () => {
  it('no stored token: a visitor, without any call', async () => {
    await expect(session.ensureSession()).resolves.toMatchObject({ status: 'visitor', profile: null })
    expect(Taro.request).not.toHaveBeenCalled()
  })

  it('a stored token: the profile from customer/basic_info, then unread count and guide info', async () => {
    // Freshly issued (its claims say so): not yet due a refresh (features/session/token-refresh.test.ts).
    const iat = Math.floor(Date.now() / 1000)
    Taro.setStorageSync('shop.token', `e30.${btoa(JSON.stringify({ iat, exp: iat + 604_800 }))}.sig`)
    serve({ 'customer/basic_info': [[200, profile()]], ...structuredClone(extras) } as never)
    const state = await session.ensureSession()
    expect(state.status).toBe('customer')
    expect(state.profile?.customerBasicInfo.nickName).toBe('澜肌1234')
    await flush()
    expect(session.sessionStore.get()).toMatchObject({ unreadCount: 3, isGuide: true })
    expect(paths()).toEqual(['customer/basic_info', 'message/unread_count', 'guide/info'])
    session.setUnreadCount(1) // what a read on the mail page answers
    expect(session.sessionStore.get()).toMatchObject({ status: 'customer', unreadCount: 1, isGuide: true })
  })

  it('refreshUnreadCount asks again for a customer (a failure keeps the count), never for a visitor', async () => {
    await session.refreshUnreadCount()
    expect(Taro.request).not.toHaveBeenCalled()

    Taro.setStorageSync('shop.token', 'jwt-1')
    serve({
      'customer/basic_info': [[200, profile()]],
      'message/unread_count': [
        [200, { count: 3 }],
        [200, { count: 4 }],
        [500, { code: 'internal', message: 'boom' }],
      ],
      'guide/info': [[200, { active: false, id: null }]],
    })
    await session.ensureSession()
    await flush()
    expect(session.sessionStore.get().unreadCount).toBe(3)
    await session.refreshUnreadCount()
    expect(session.sessionStore.get().unreadCount).toBe(4)
    await session.refreshUnreadCount()
    expect(session.sessionStore.get().unreadCount).toBe(4)
    expect(Taro.showModal).not.toHaveBeenCalled()
  })

  it('an expired token: a visitor, the token cleared, and no jump to the login page', async () => {
    Taro.setStorageSync('shop.token', 'old')
    serve({ 'customer/basic_info': [[401, { code: '401', message: 'expired' }]] })
    await expect(session.ensureSession()).resolves.toMatchObject({ status: 'visitor' })
    await flush()
    expect(Taro.getStorageSync('shop.token')).toBe('')
    expect(Taro.navigateTo).not.toHaveBeenCalled()
  })
})

describe('session: login on launch (weapp)', () => {
  beforeEach(async () => {
    vi.stubEnv('TARO_ENV', 'weapp')
    // The mini-program's login file, fresh with this test's Taro double (the setup's platform mock keeps its first).
    vi.doMock('../../platform/login', () => import('../../platform/login.weapp'))
    vi.resetModules()
    Taro = (await import('../../../test/taro')).default
    session = await import('./session.store')
  })
  afterEach(() => void vi.doUnmock('../../platform/login'))

  it('a Taro.login code → wechat/login/{code}?checkMember=true, the token kept', async () => {
    serve({
      'wechat/login/wx-code-1': [[200, { ...profile(), jwtString: 'jwt-wx', expiresIn: 3600 }]],
      ...structuredClone(extras),
    } as never)
    const state = await session.ensureSession()
    expect(state.status).toBe('customer')
    expect(Taro.request.mock.calls[0]![0].url).toBe(
      '/api/sp-portal/store/lanji/wechat/login/wx-code-1?checkMember=true',
    )
    expect(Taro.getStorageSync('shop.token')).toBe('jwt-wx')
  })

  it('concurrent callers share one login', async () => {
    serve({
      'wechat/login/wx-code-1': [[200, { ...profile(), jwtString: 'jwt-wx', expiresIn: 3600 }]],
      ...structuredClone(extras),
    } as never)
    await Promise.all([session.ensureSession(), session.ensureSession(), session.ensureSession()])
    expect(Taro.login).toHaveBeenCalledTimes(1)
  })

  it('a failed login is forgotten, so the next call tries again', async () => {
    serve({
      'wechat/login/wx-code-1': [
        [500, { code: 'internal', message: 'x' }],
        [200, { ...profile(), jwtString: 'jwt-wx', expiresIn: 3600 }],
      ],
      ...structuredClone(extras),
    } as never)
    await expect(session.ensureSession()).rejects.toMatchObject({ status: 500 })
    expect(session.sessionStore.get().status).toBe('visitor')
    await expect(session.ensureSession()).resolves.toMatchObject({ status: 'customer' })
    expect(Taro.login).toHaveBeenCalledTimes(2)
  })

  it('a 401 later on logs in again silently instead of showing the login page', async () => {
    serve({
      'wechat/login/wx-code-1': [[200, { ...profile(), jwtString: 'jwt-wx', expiresIn: 3600 }]],
      'customer/basic_info': [[401, { code: '401', message: 'expired' }]],
      ...structuredClone(extras),
    } as never)
    await session.ensureSession()
    await expect(session.refreshProfile()).rejects.toMatchObject({ status: 401 })
    await flush()
    await flush()
    expect(Taro.login).toHaveBeenCalledTimes(2)
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    expect(session.sessionStore.get().status).toBe('customer')
  })
})

describe('session: logout and the app shell token', () => {
  it('logout clears the token and the user, and stays logged out', async () => {
    Taro.setStorageSync('shop.token', 'jwt-1')
    serve({ 'customer/basic_info': [[200, profile()]], ...structuredClone(extras) } as never)
    await session.ensureSession()
    session.logout()
    expect(Taro.getStorageSync('shop.token')).toBe('')
    expect(session.sessionStore.get()).toMatchObject({ status: 'visitor', profile: null, unreadCount: 0 })
    await expect(session.ensureSession()).resolves.toMatchObject({ status: 'visitor' })
  })

  it('the cart badge follows the session: the cartItemNum of the login, nothing after logout', async () => {
    const { cartCount } = await import('../../lib/state/cart-count')
    Taro.setStorageSync('shop.token', 'jwt-1')
    serve({ 'customer/basic_info': [[200, profile()]], ...structuredClone(extras) } as never)
    await session.ensureSession()
    expect(cartCount.get()).toBe(2)
    await flush()
    expect(Taro.setTabBarBadge).toHaveBeenLastCalledWith({ index: 3, text: '2' })
    session.logout()
    expect(cartCount.get()).toBe(0)
    await flush()
    expect(Taro.removeTabBarBadge).toHaveBeenLastCalledWith({ index: 3 })
  })

  it('an app token becomes a session via h5/app/login; no token clears it', async () => {
    serve({
      'h5/app/login': [[200, { ...profile('App用户'), jwtString: 'jwt-app', expiresIn: 3600 }]],
      ...structuredClone(extras),
    } as never)
    await session.signInWithAppToken('shell-token')
    expect(Taro.request.mock.calls[0]![0]).toMatchObject({ method: 'POST', data: { token: 'shell-token' } })
    expect(Taro.getStorageSync('shop.token')).toBe('jwt-app')
    expect(session.sessionStore.get().profile?.customerBasicInfo.nickName).toBe('App用户')
    await session.signInWithAppToken(undefined)
    expect(Taro.getStorageSync('shop.token')).toBe('')
    expect(session.sessionStore.get().status).toBe('visitor')
  })
})
