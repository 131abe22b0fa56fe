import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { testClock, testDatabase } from '../../test/harness'
import { ProviderError, sandboxFetch, SANDBOX_ORIGIN, type Fetch } from './http'
import { createTencentSms } from './sms/sms.client'
import { smsSandbox } from './sms/sms.sandbox'
import { createWeChatClient, createWeChatOAuth } from './wechat/wechat.client'
import { sandboxOpenId, wechatSandbox } from './wechat/wechat.sandbox'
import { createWeComClient } from './wecom/wecom.client'
import { wecomSandbox } from './wecom/wecom.sandbox'

// The real clients against the sandbox peers, through the in-process fetch, as in sandbox mode.
const clock = testClock()
const wechat = { appId: 'wx-test', secret: 'wechat-secret' }
const officialAccount = { appId: 'wx-oa-test', secret: 'oa-secret' }
const wecom = { corpId: 'ww-test', secret: 'wecom-secret' }
const sms = { secretId: 'AKIDtest', secretKey: 'sms-key', sdkAppId: '1400000001', templateId: '2001' }

// The peers remember codes and messages in a database, as in the server.
const { database, drop } = await testDatabase()
const { db } = database
const app: FastifyInstance = Fastify()
await app.register(wechatSandbox, { prefix: '/sandbox/wechat', ...wechat, officialAccount, clock, db })
await app.register(wecomSandbox, { prefix: '/sandbox/wecom', ...wecom, clock })
await app.register(smsSandbox, { prefix: '/sandbox/sms', ...sms, clock, db })
const calls: string[] = []
const tokenRequests: unknown[] = []
app.addHook('preHandler', async (request) => {
  calls.push(request.url.split('?')[0]!)
  if (request.url.endsWith('/stable_token')) tokenRequests.push(request.body)
})
afterAll(async () => {
  await app.close()
  await drop()
})
const local = sandboxFetch(app)
const base = (name: string) => `${SANDBOX_ORIGIN}/sandbox/${name}`

const errcodeOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ProviderError)
  return (error as ProviderError).errcode
}

describe('WeChat web authorization (official account) and its sandbox', () => {
  const oauth = createWeChatOAuth({
    baseUrl: base('wechat'),
    oauthBase: 'http://shop.test/sandbox/wechat',
    ...officialAccount,
    fetch: local,
  })

  /** The browser's visit to the authorize page: where it is sent back, and the cookie it keeps. */
  async function authorize(href: string, cookie?: string) {
    const visit = await app.inject({
      method: 'GET',
      url: href.replace('http://shop.test', '').split('#')[0]!,
      headers: cookie ? { cookie } : {},
    })
    expect(visit.statusCode, visit.body).toBe(302)
    const back = new URL(visit.headers.location as string)
    const setCookie = String(visit.headers['set-cookie'] ?? '').split(';')[0]!
    return { back, cookie: setCookie }
  }

  it('builds the authorize address WeChat expects, parameters in order', () => {
    expect(oauth.authorizeUrl('https://shop.example/pages/pay/result/index?orderId=7', 'st-1')).toBe(
      'http://shop.test/sandbox/wechat/connect/oauth2/authorize?appid=wx-oa-test' +
        '&redirect_uri=https%3A%2F%2Fshop.example%2Fpages%2Fpay%2Fresult%2Findex%3ForderId%3D7' +
        '&response_type=code&scope=snsapi_base&state=st-1#wechat_redirect',
    )
  })

  it('sends the browser back with a code and the state; the code becomes one openid per browser user, once', async () => {
    const first = await authorize(oauth.authorizeUrl('https://shop.example/pages/pay/result/index?orderId=7', 'st-1'))
    expect(first.back.origin + first.back.pathname).toBe('https://shop.example/pages/pay/result/index')
    expect(first.back.searchParams.get('orderId')).toBe('7')
    expect(first.back.searchParams.get('state')).toBe('st-1')
    const code = first.back.searchParams.get('code')!
    const openId = await oauth.codeToOpenId(code)
    expect(openId).toMatch(/^o[\w-]{27}$/)
    expect(await errcodeOf(oauth.codeToOpenId(code))).toBe(40163)
    expect(await errcodeOf(oauth.codeToOpenId('not-a-code'))).toBe(40029)

    // The same browser (its cookie) is the same WeChat user; another browser is another.
    const again = await authorize(oauth.authorizeUrl('https://shop.example/x', 's'), first.cookie)
    expect(await oauth.codeToOpenId(again.back.searchParams.get('code')!)).toBe(openId)
    const other = await authorize(oauth.authorizeUrl('https://shop.example/x', 's'))
    expect(await oauth.codeToOpenId(other.back.searchParams.get('code')!)).not.toBe(openId)
  })

  it('lets a code lapse after 5 minutes, and refuses another official account’s credentials', async () => {
    const { back } = await authorize(oauth.authorizeUrl('https://shop.example/x', 's'))
    const wrong = createWeChatOAuth({
      baseUrl: base('wechat'),
      oauthBase: '',
      appId: 'wx-oa-test',
      secret: 'nope',
      fetch: local,
    })
    expect(await errcodeOf(wrong.codeToOpenId(back.searchParams.get('code')!))).toBe(40125)
    clock.advance(5 * 60_000 + 1000)
    expect(await errcodeOf(oauth.codeToOpenId(back.searchParams.get('code')!))).toBe(40029)
  })

  it('refuses an authorize visit for another app id', async () => {
    const visit = await app.inject({
      method: 'GET',
      url: '/sandbox/wechat/connect/oauth2/authorize?appid=wx-else&redirect_uri=https%3A%2F%2Fa.b%2F&response_type=code&scope=snsapi_base',
    })
    expect(visit.statusCode).toBe(400)
  })
})

describe('WeChat client and sandbox', () => {
  const client = createWeChatClient({ baseUrl: base('wechat'), ...wechat, fetch: local, clock })

  it('turns codes into a stable openid per person', async () => {
    const first = await client.codeToSession('alice-1')
    expect(first.openId).toBe(sandboxOpenId('wx-test', 'alice'))
    expect(first.openId).toMatch(/^o[\w-]{27}$/)
    expect((await client.codeToSession('alice-2')).openId).toBe(first.openId)
    expect((await client.codeToSession('bob')).openId).not.toBe(first.openId)
    expect(await errcodeOf(client.codeToSession('invalid-1'))).toBe(40029)
  })

  it('refuses wrong credentials', async () => {
    const wrongSecret = createWeChatClient({
      baseUrl: base('wechat'),
      appId: 'wx-test',
      secret: 'nope',
      fetch: local,
      clock,
    })
    expect(await errcodeOf(wrongSecret.codeToSession('a'))).toBe(40125)
    const wrongApp = createWeChatClient({
      baseUrl: base('wechat'),
      appId: 'wx-other',
      secret: 'wechat-secret',
      fetch: local,
      clock,
    })
    expect(await errcodeOf(wrongApp.phoneNumber('phone-13812345678'))).toBe(40013)
  })

  it('reads phone numbers with an access token fetched once and renewed before it expires', async () => {
    const fresh = createWeChatClient({ baseUrl: base('wechat'), ...wechat, fetch: local, clock })
    calls.length = 0
    expect(await fresh.phoneNumber('phone-13812345678')).toEqual({
      phoneNumber: '13812345678',
      purePhoneNumber: '13812345678',
      countryCode: '86',
    })
    await fresh.phoneNumber('phone-13912345678')
    expect(calls.filter((c) => c.endsWith('/cgi-bin/stable_token'))).toHaveLength(1)
    clock.advance(6_901_000) // 5 minutes before the 2-hour token expires
    await fresh.phoneNumber('phone-13812345678')
    expect(calls.filter((c) => c.endsWith('/cgi-bin/stable_token'))).toHaveLength(2)
    expect(await errcodeOf(fresh.phoneNumber('13812345678'))).toBe(40029)
  })

  it('fetches a new token and retries once when WeChat says the token is no longer good', async () => {
    let spoil = true
    const spoiling: Fetch = (url, init) => {
      if (spoil && url.includes('getuserphonenumber')) {
        spoil = false
        return local(url.replace(/access_token=[^&]+/, 'access_token=forged.token'), init)
      }
      return local(url, init)
    }
    const retrying = createWeChatClient({ baseUrl: base('wechat'), ...wechat, fetch: spoiling, clock })
    tokenRequests.length = 0
    expect((await retrying.phoneNumber('phone-13812345678')).purePhoneNumber).toBe('13812345678')
    expect(tokenRequests).toEqual([
      { grant_type: 'client_credential', appid: 'wx-test', secret: 'wechat-secret', force_refresh: false },
      { grant_type: 'client_credential', appid: 'wx-test', secret: 'wechat-secret', force_refresh: true },
    ])
  })

  it('reports an unreachable WeChat without an errcode', async () => {
    const down = createWeChatClient({
      baseUrl: 'http://wechat.invalid',
      ...wechat,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      clock,
    })
    expect(await errcodeOf(down.codeToSession('a'))).toBeNull()
  })
})

describe('WeCom client and sandbox', () => {
  const client = createWeComClient({
    baseUrl: base('wecom'),
    oauthBase: base('wecom'),
    ...wecom,
    fetch: local,
    clock,
  })

  it('answers the userid of a corp member, null for anyone else, an errcode for a bad code', async () => {
    expect(await client.userIdFromCode('ba-BA001')).toBe('BA001')
    expect(await client.userIdFromCode('nouser-1')).toBeNull()
    expect(await errcodeOf(client.userIdFromCode('fail-1'))).toBe(40029)
  })

  it('web authorization: the page asks the member once and sends the browser back with a code and the state', async () => {
    const link = new URL(client.authorizeUrl('https://shop.example/pages/counter/login/index?x=1', 's1'))
    expect(link.searchParams.get('appid')).toBe('ww-test')
    expect(link.hash).toBe('#wechat_redirect')
    const page = await app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<form method="post">')
    const chosen = await app.inject({
      method: 'POST',
      url: link.pathname + link.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'userid=BA002',
    })
    const back = new URL(chosen.headers.location as string)
    expect(back.origin + back.pathname).toBe('https://shop.example/pages/counter/login/index')
    expect(back.searchParams.get('state')).toBe('s1')
    expect(await client.userIdFromCode(back.searchParams.get('code')!)).toBe('BA002')
    const wrongCorp = await app.inject({ method: 'GET', url: link.pathname + link.search.replace('ww-test', 'ww-x') })
    expect(wrongCorp.statusCode).toBe(400)
  })

  it('refuses a wrong secret', async () => {
    const wrong = createWeComClient({
      baseUrl: base('wecom'),
      oauthBase: base('wecom'),
      corpId: 'ww-test',
      secret: 'nope',
      fetch: local,
      clock,
    })
    expect(await errcodeOf(wrong.userIdFromCode('ba-1'))).toBe(40001)
  })
})

describe('Tencent Cloud SMS client and sandbox', () => {
  const options = {
    baseUrl: base('sms'),
    ...sms,
    signName: '澜肌官方商城',
    region: 'ap-guangzhou',
    fetch: local,
    clock,
  }

  it('sends a signed SendSms the sandbox accepts and remembers', async () => {
    await createTencentSms(options).sendLoginCode('13812345678', '246810', 5)
    const last = await app.inject({ method: 'GET', url: '/sandbox/sms/last/13812345678' })
    expect(last.json()).toMatchObject({
      mobile: '13812345678',
      code: '246810',
      text: '【澜肌官方商城】您的验证码是 246810，5分钟内有效，请勿泄露。',
    })
    expect((await app.inject({ method: 'GET', url: '/sandbox/sms/last/13900000000' })).statusCode).toBe(404)
  })

  it.each([
    ['a wrong secret key', { secretKey: 'wrong' }, 'AuthFailure.SignatureFailure'],
    ['an unknown SecretId', { secretId: 'AKIDother' }, 'AuthFailure.SecretIdNotFound'],
    [
      'a clock 10 minutes off',
      { clock: testClock(new Date(clock.now().getTime() - 600_000)) },
      'AuthFailure.SignatureExpire',
    ],
    ['an unapproved template', { templateId: '9999' }, 'FailedOperation.TemplateIncorrectOrUnapproved'],
    ['another SdkAppId', { sdkAppId: '1400000002' }, 'InvalidParameterValue.SdkAppIdNotExist'],
  ])('is refused for %s', async (_, change, code) => {
    expect(await errcodeOf(createTencentSms({ ...options, ...change }).sendLoginCode('13812345678', '111111', 5))).toBe(
      code,
    )
  })

  it('is refused for a body altered after signing', async () => {
    const tampering: Fetch = (url, init) => local(url, { ...init, body: init?.body?.replace('111111', '222222') })
    expect(
      await errcodeOf(createTencentSms({ ...options, fetch: tampering }).sendLoginCode('13812345678', '111111', 5)),
    ).toBe('AuthFailure.SignatureFailure')
  })
})
