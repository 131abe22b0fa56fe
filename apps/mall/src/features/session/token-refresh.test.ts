// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type TaroModule from '../../../test/taro'
import type * as SessionModule from './session.store'
import type * as RequestModule from '../../lib/http/request'

// Fresh modules each test: the refresh keeps its timer and the one under way in module state, as in the app.
let Taro: typeof TaroModule
let session: typeof SessionModule
let request: typeof RequestModule.request

const DAY = 86_400_000
const profile = {
  customerId: 7,
  customerBasicInfo: {
    nickName: '澜肌1234',
    realName: null,
    mobile: '13800001234',
    gender: 0,
    avatarUrl: null,
    birthday: null,
    isMember: false,
  },
  openId: null,
  unionId: null,
  cartItemNum: 0,
  innerMessageNum: 0,
  old: false,
  firstShopTime: null,
  isMember: false,
  isEbc: false,
} as const

/** The fake server: refreshes rotate the token (the old one is refused from then on); basic_info needs a live one. */
function shop(options: { refreshAnswer?: [number, unknown] } = {}) {
  let live = 'token-1'
  let issued = 1
  const seen: Array<{ path: string; token: string }> = []
  Taro.request.mockImplementation(async ({ url, header }) => {
    const path = url.replace(/^\/api\/[\w-]+\/store\/\w+\//, '').split('?')[0]!
    const token = (header?.Authorization ?? '').replace('Bearer ', '')
    seen.push({ path, token })
    const answer = (statusCode: number, data: unknown) => ({ statusCode, data, header: {}, errMsg: 'request:ok' })
    if (token !== live) return answer(401, { code: '401', message: '登录已失效，请重新登录' })
    if (path === 'h5/refreshToken') {
      if (options.refreshAnswer) return answer(...options.refreshAnswer)
      live = `token-${++issued}`
      return answer(200, { jwtString: live, expiresIn: 7 * 86_400 })
    }
    if (path === 'customer/basic_info') return answer(200, profile)
    return answer(200, { count: 0, active: false })
  })
  return { seen, live: () => live }
}

beforeEach(async () => {
  vi.useFakeTimers({ now: new Date('2026-11-01T00:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  vi.resetModules()
  Taro = (await import('../../../test/taro')).default
  session = await import('./session.store')
  request = (await import('../../lib/http/request')).request
})
afterEach(() => vi.useRealTimers())

const signIn = () => session.signIn({ ...profile, jwtString: 'token-1', expiresIn: 7 * 86_400 })
const basicInfo = () => request({ service: 'ec-portal', method: 'GET', path: 'customer/basic_info' })

describe('the token refresh', () => {
  it('refreshes halfway through the token’s life, not before; the new token is used from then on', async () => {
    const server = shop()
    signIn()
    await vi.advanceTimersByTimeAsync(3.5 * DAY - 1000)
    expect(server.seen.filter((c) => c.path === 'h5/refreshToken')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(2000)
    expect(server.seen.filter((c) => c.path === 'h5/refreshToken')).toEqual([
      { path: 'h5/refreshToken', token: 'token-1' },
    ])
    expect(Taro.getStorageSync('shop.token')).toBe('token-2')
    await basicInfo()
    expect(server.seen.at(-1)).toEqual({ path: 'customer/basic_info', token: 'token-2' })
    // The next one comes halfway through the new token's life.
    await vi.advanceTimersByTimeAsync(3.5 * DAY)
    expect(Taro.getStorageSync('shop.token')).toBe('token-3')
    expect(session.sessionStore.get().status).toBe('customer')
  })

  it('a call made while the refresh runs waits for the new token; one sent before is sent again with it', async () => {
    const server = shop()
    signIn()
    await vi.advanceTimersByTimeAsync(3.5 * DAY - 10)
    // Sent with token-1 just before the refresh; answered (401) after the server rotated it.
    let release: () => void = () => undefined
    const original = Taro.request.getMockImplementation()!
    Taro.request.mockImplementationOnce(async (options) => {
      await new Promise<void>((resolve) => (release = resolve))
      return original(options)
    })
    const early = basicInfo()
    await vi.advanceTimersByTimeAsync(20)
    const during = basicInfo()
    release()
    await expect(early).resolves.toMatchObject({ customerId: 7 })
    await expect(during).resolves.toMatchObject({ customerId: 7 })
    // The early one (its arrival held back, so seen last but one), the one made meanwhile, the early one again.
    expect(server.seen.filter((c) => c.path === 'customer/basic_info').map((c) => c.token)).toEqual([
      'token-2',
      'token-1',
      'token-2',
    ])
    expect(Taro.navigateTo).not.toHaveBeenCalled()
    expect(session.sessionStore.get().status).toBe('customer')
  })

  it('a token without a recorded life (kept before) is refreshed at launch', async () => {
    const server = shop()
    Taro.setStorageSync('shop.token', 'token-1')
    await session.ensureSession()
    await vi.advanceTimersByTimeAsync(0)
    expect(server.seen.map((c) => c.path)).toContain('h5/refreshToken')
    expect(Taro.getStorageSync('shop.token')).toBe('token-2')
  })

  it('without a network it tries again a minute later; signing out stops it', async () => {
    const server = shop({ refreshAnswer: [503, {}] })
    signIn()
    await vi.advanceTimersByTimeAsync(3.5 * DAY + 1000)
    const refreshes = () => server.seen.filter((c) => c.path === 'h5/refreshToken').length
    expect(refreshes()).toBe(1)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(refreshes()).toBe(2)
    session.logout()
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(refreshes()).toBe(2)
  })
})
