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

/** A token as the server signs one (the signature is not checked here): issued now, for 7 days. */
const jwt = (n: number) => {
  const iat = Math.floor(Date.now() / 1000)
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256' })}.${part({ sub: '7', n, iat, exp: iat + 7 * 86_400 })}.signature`
}

/** The fake server: refreshes rotate the token (the old one is refused from then on); basic_info needs a live one. */
function shop(options: { refreshAnswer?: [number, unknown]; first?: string } = {}) {
  let issued = 1
  let live = options.first ?? jwt(issued)
  /** token-N for the Nth token issued; other tokens as they are. */
  const number = (token: string) =>
    token.includes('.') ? `token-${JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).n}` : token
  const seen: Array<{ path: string; token: string }> = []
  Taro.request.mockImplementation(async ({ url, header }) => {
    const path = url.replace(/^\/api\/[\w-]+\/store\/\w+\//, '').split('?')[0]!
    const token = (header?.Authorization ?? '').replace('Bearer ', '')
    seen.push({ path, token: number(token) })
    const answer = (statusCode: number, data: unknown) => ({ statusCode, data, header: {}, errMsg: 'request:ok' })
    if (token !== live) return answer(401, { code: '401', message: '登录已失效，请重新登录' })
    if (path === 'h5/refreshToken') {
      if (options.refreshAnswer) return answer(...options.refreshAnswer)
      live = jwt(++issued)
      return answer(200, { jwtString: live, expiresIn: 7 * 86_400 })
    }
    if (path === 'customer/basic_info') return answer(200, profile)
    return answer(200, { count: 0, active: false })
  })
  return { seen, first: live, current: () => number(Taro.getStorageSync('shop.token') as string) }
}

beforeEach(async () => {
  vi.useFakeTimers({ now: new Date('2026-11-01T00:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  vi.resetModules()
  Taro = (await import('../../../test/taro')).default
  session = await import('./session.store')
  request = (await import('../../lib/http/request')).request
})
afterEach(() => vi.useRealTimers())

const signIn = (server: { first: string }) =>
  session.signIn({ ...profile, jwtString: server.first, expiresIn: 7 * 86_400 })
const basicInfo = () => request({ service: 'ec-portal', method: 'GET', path: 'customer/basic_info' })

describe('the token refresh', () => {
  it('refreshes halfway through the token’s life, not before; the new token is used from then on', async () => {
    const server = shop()
    signIn(server)
    await vi.advanceTimersByTimeAsync(3.5 * DAY - 1000)
    expect(server.seen.filter((c) => c.path === 'h5/refreshToken')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(2000)
    expect(server.seen.filter((c) => c.path === 'h5/refreshToken')).toEqual([
      { path: 'h5/refreshToken', token: 'token-1' },
    ])
    expect(server.current()).toBe('token-2')
    await basicInfo()
    expect(server.seen.at(-1)).toEqual({ path: 'customer/basic_info', token: 'token-2' })
    // The next one comes halfway through the new token's life.
    await vi.advanceTimersByTimeAsync(3.5 * DAY)
    expect(server.current()).toBe('token-3')
    expect(session.sessionStore.get().status).toBe('customer')
  })

  it('a call made while the refresh runs waits for the new token; one sent before is sent again with it', async () => {
    const server = shop()
    signIn(server)
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

  it('a stored token is refreshed at launch once due; one whose life cannot be read is left as it is', async () => {
    const server = shop()
    Taro.setStorageSync('shop.token', server.first)
    await vi.advanceTimersByTimeAsync(4 * DAY)
    await session.ensureSession()
    await vi.advanceTimersByTimeAsync(0)
    expect(server.current()).toBe('token-2')

    vi.resetModules()
    Taro.request.mockClear()
    session = await import('./session.store')
    Taro.setStorageSync('shop.token', 'opaque')
    await session.ensureSession().catch(() => undefined)
    await vi.advanceTimersByTimeAsync(8 * DAY)
    expect(Taro.request.mock.calls.map((c) => c[0].url)).not.toContainEqual(expect.stringContaining('refreshToken'))
  })

  it('without a network it tries again a minute later; signing out stops it', async () => {
    const server = shop({ refreshAnswer: [503, {}] })
    signIn(server)
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
