import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  basicInfo,
  counterMember,
  enterpriseLogin,
  h5AppLogin,
  h5Login,
  h5RefreshToken,
  sendLoginVerificationCode,
  signOut,
  wechatLogin,
} from '@shop/contracts'
import { createTestApp, randomMobile } from '../../../test/harness'
import { buildApp } from '../../app'
import { loadConfig } from '../../platform/config'
import type { Fetch } from '../../providers/http'
import { mintAppShellToken } from '../../providers/app-shell/app-shell'
import { loadOrCreateSecret } from '../../platform/secrets'
import { sandboxOpenId } from '../../providers/wechat/wechat.sandbox'
import { customers } from '../../schema'

const t = await createTestApp()
afterAll(() => t.close())

/** Each send comes from its own address unless a test is about the per-IP limit. */
let lastOctet = 0
const freshIp = () => `10.0.${Math.floor(++lastOctet / 250)}.${lastOctet % 250}`

const sendCode = (mobile: string, remoteAddress = freshIp()) =>
  t.call(sendLoginVerificationCode, { params: { phone: mobile }, remoteAddress })

const lastCode = async (mobile: string) =>
  (await t.inject({ method: 'GET', url: `/sandbox/sms/last/${mobile}` })).json<{ code: string }>().code

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('wechat/login', () => {
  it('creates the customer once per openid and answers the session fields', async () => {
    const first = await t.call(wechatLogin, { params: { code: 'alice-1' }, query: { checkMember: 'true' } })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      openId: sandboxOpenId(t.config.wechat.appId, 'alice'),
      cartItemNum: 0,
      innerMessageNum: 0,
      old: false,
      firstShopTime: null,
      isMember: false,
      isEbc: false,
      customerBasicInfo: { nickName: '澜肌', mobile: null, gender: 0, isMember: false },
    })
    expect(first.body.jwtString).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(first.body.expiresIn).toBe(7 * 86_400)

    const again = await t.call(wechatLogin, { params: { code: 'alice-2' } })
    expect(again.body.customerId).toBe(first.body.customerId)
    const someoneElse = await t.call(wechatLogin, { params: { code: 'bob-1' } })
    expect(someoneElse.body.customerId).not.toBe(first.body.customerId)
  })

  it('logs an unreadable extraInfo and still logs in; keeps a readable one as the source', async () => {
    const bad = await t.call(wechatLogin, { params: { code: 'carol-1' }, query: { extraInfo: '{not json' } })
    expect(bad.status).toBe(200)
    expect(t.logs.some((l) => l.level === 40 && String(l.msg).includes('extraInfo is not URL-encoded JSON'))).toBe(true)

    const scene = encodeURIComponent(JSON.stringify({ scene: 'share', distributorId: 7 }))
    const good = await t.call(wechatLogin, { params: { code: 'dave-1' }, query: { extraInfo: scene } })
    expect(good.status).toBe(200)
    const [row] = await t.database.db
      .select({ source: customers.source })
      .from(customers)
      .where(eq(customers.id, good.body.customerId))
    expect(row?.source).toEqual({ scene: 'share', distributorId: 7 })
  })

  it.each([
    ['a code WeChat refuses', { params: { code: 'invalid-code' } }, 400, 'wechatLoginFailed'],
    ['a code with forbidden characters', { params: { code: 'a.b' } }, 400, 'validationFailed'],
    ['an unknown query field', { params: { code: 'x-1' }, query: { extra: '1' } }, 400, 'validationFailed'],
    ['a wrong checkMember', { params: { code: 'x-1' }, query: { checkMember: 'yes' } }, 400, 'validationFailed'],
    ['another store code', { params: { code: 'x-1' }, storeCode: 'other' }, 404, 'storeNotFound'],
  ])('refuses %s', async (_, options, status, code) => {
    const answer = await t.call(wechatLogin, options)
    expect(answer.status).toBe(status)
    expect(answer.body.code).toBe(code)
  })

  it('answers the errcode in the details of a refused code', async () => {
    const answer = await t.call(wechatLogin, { params: { code: 'invalid' } })
    expect(answer.body).toMatchObject({
      code: 'wechatLoginFailed',
      message: '微信登录失败，请重试',
      details: { errcode: 40029 },
    })
  })
})

describe('SMS sign-in', () => {
  it('sends a code, signs in with it once, and creates the customer once per mobile', async () => {
    const mobile = randomMobile()
    const sent = await sendCode(mobile)
    expect(sent).toMatchObject({ status: 200, body: { expiresIn: 300, resendAfter: 60 } })
    const code = await lastCode(mobile)
    const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`
    expect(t.logs).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: `SMS to ${masked}: 【澜肌官方商城】您的验证码是 ${code}，5分钟内有效，请勿泄露。`,
      }),
    )
    const first = await t.call(h5Login, { params: { phone: mobile }, body: { code } })
    expect(first.status).toBe(200)
    expect(first.body.customerBasicInfo).toMatchObject({ mobile, nickName: `澜肌${mobile.slice(-4)}` })

    const reused = await t.call(h5Login, { params: { phone: mobile }, body: { code } })
    expect(reused.body.code).toBe('smsCodeInvalid')

    t.clock.advance(61_000)
    await sendCode(mobile)
    const second = await t.call(h5Login, { params: { phone: mobile }, body: { code: await lastCode(mobile) } })
    expect(second.body.customerId).toBe(first.body.customerId)
  })

  it('allows one send per 60 s and 10 per day per mobile', async () => {
    const mobile = randomMobile()
    expect((await sendCode(mobile)).status).toBe(200)
    const tooSoon = await sendCode(mobile)
    expect(tooSoon.status).toBe(429)
    expect(tooSoon.body).toMatchObject({ code: 'smsTooFrequent', details: { retryAfterSeconds: 60 } })
    t.clock.advance(59_000)
    expect((await sendCode(mobile)).body.code).toBe('smsTooFrequent')

    for (let sent = 2; sent <= 10; sent++) {
      t.clock.advance(61_000)
      expect((await sendCode(mobile)).status).toBe(200)
    }
    t.clock.advance(61_000)
    const eleventh = await sendCode(mobile)
    expect(eleventh).toMatchObject({ status: 429, body: { code: 'smsDailyLimitReached' } })
  })

  it('allows 20 sends per hour from one address', async () => {
    const ip = '10.9.9.9'
    for (let i = 0; i < 20; i++) expect((await sendCode(randomMobile(), ip)).status).toBe(200)
    const refused = await sendCode(randomMobile(), ip)
    expect(refused).toMatchObject({ status: 429, body: { code: 'smsIpLimitReached' } })
    t.clock.advance(3_601_000)
    expect((await sendCode(randomMobile(), ip)).status).toBe(200)
  })

  it('burns a code after 5 wrong attempts, even for the right code', async () => {
    const mobile = randomMobile()
    await sendCode(mobile)
    const code = await lastCode(mobile)
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await t.call(h5Login, { params: { phone: mobile }, body: { code: wrongCode(code) } })
      expect(wrong.body).toMatchObject({ code: 'smsCodeInvalid', details: { attemptsLeft: 5 - attempt } })
    }
    const fifth = await t.call(h5Login, { params: { phone: mobile }, body: { code: wrongCode(code) } })
    expect(fifth).toMatchObject({ status: 400, body: { code: 'smsCodeAttemptsExceeded' } })
    const right = await t.call(h5Login, { params: { phone: mobile }, body: { code } })
    expect(right.body.code).toBe('smsCodeAttemptsExceeded')

    // 请重新获取: a new code at once (the 60 s between sends guards a live code only), and it signs in.
    expect((await sendCode(mobile)).status).toBe(200)
    const fresh = await lastCode(mobile)
    expect((await t.call(h5Login, { params: { phone: mobile }, body: { code: fresh } })).status).toBe(200)
    expect((await sendCode(mobile)).body.code).toBe('smsTooFrequent')
  })

  it('holds the limit of 5 wrong codes when 41 arrive at once with the right one 21st', async () => {
    // Once found: on PostgreSQL the check and the count were two steps, and the right code slipped in 17 times in 30.
    for (let run = 0; run < 20; run++) {
      const mobile = randomMobile()
      await sendCode(mobile)
      const code = await lastCode(mobile)
      const codes = Array.from({ length: 41 }, (_, i) => (i === 20 ? code : wrongCode(code)))
      const answers = await Promise.all(
        codes.map((c) => t.call(h5Login, { params: { phone: mobile }, body: { code: c } })),
      )
      const counted = answers.filter((a) => (a.body.details as { attemptsLeft?: number })?.attemptsLeft !== undefined)
      const signedIn = answers[20]!.status === 200
      expect(counted.length).toBeLessThanOrEqual(4)
      // Signed in only before the 5th wrong one burnt the code: then no wrong one burnt it.
      const burnt = answers.some((a, i) => i !== 20 && a.body.code === 'smsCodeAttemptsExceeded')
      if (signedIn) expect(burnt).toBe(false)
    }
  })

  it('expires a code after 5 minutes', async () => {
    const mobile = randomMobile()
    await sendCode(mobile)
    const code = await lastCode(mobile)
    t.clock.advance(300_000)
    const late = await t.call(h5Login, { params: { phone: mobile }, body: { code } })
    expect(late).toMatchObject({ status: 400, body: { code: 'smsCodeExpired', message: '验证码已过期，请重新获取' } })
  })

  it('answers smsCodeInvalid when no code was sent', async () => {
    const answer = await t.call(h5Login, { params: { phone: randomMobile() }, body: { code: '123456' } })
    expect(answer.body.code).toBe('smsCodeInvalid')
  })

  it.each([
    ['a mobile of 10 digits', { params: { phone: '1381234567' }, body: { code: '123456' } }, 'params.phone'],
    ['a mobile starting 12', { params: { phone: '12812345678' }, body: { code: '123456' } }, 'params.phone'],
    ['a 5-digit code', { params: { phone: '13812345678' }, body: { code: '12345' } }, 'body.code'],
    ['a numeric code', { params: { phone: '13812345678' }, body: { code: 123456 } }, 'body.code'],
    ['a missing code', { params: { phone: '13812345678' }, body: {} }, 'body.code'],
    ['an extra field', { params: { phone: '13812345678' }, body: { code: '123456', remember: true } }, 'body'],
  ])('refuses %s with the issue path', async (_, options, path) => {
    const answer = await t.call(h5Login, options)
    expect(answer.status).toBe(400)
    expect(answer.body.code).toBe('validationFailed')
    expect(answer.body.message).toMatch(/^请求参数有误：/)
    expect(answer.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]))
  })

  it('refuses to send to a mobile that breaks the rule', async () => {
    const answer = await t.call(sendLoginVerificationCode, { params: { phone: '23812345678' } })
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'validationFailed', details: [{ path: 'params.phone', message: '请输入正确的手机号' }] },
    })
  })
})

describe('h5/app/login', () => {
  const secret = () => loadOrCreateSecret(t.config.dataDir, 'app-shell')

  it('exchanges a token signed with the app shell secret for a session of its mobile', async () => {
    const mobile = randomMobile()
    const token = await mintAppShellToken(secret(), mobile, t.clock.now())
    const first = await t.call(h5AppLogin, { body: { token } })
    expect(first.status).toBe(200)
    expect(first.body.customerBasicInfo.mobile).toBe(mobile)
    const again = await t.call(h5AppLogin, {
      body: { token: await mintAppShellToken(secret(), mobile, t.clock.now()) },
    })
    expect(again.body.customerId).toBe(first.body.customerId)
  })

  it.each([
    ['no token', {}],
    ['an empty token', { token: '' }],
    ['an extra field', { token: 'x', mobile: '13812345678' }],
    ['a number', { token: 42 }],
  ])('refuses a body with %s', async (_, body) => {
    expect(await t.call(h5AppLogin, { body })).toMatchObject({ status: 400, body: { code: 'validationFailed' } })
  })

  it.each([
    [
      'a forged token',
      async () => mintAppShellToken('another-secret-of-at-least-32-characters', '13812345678', t.clock.now()),
    ],
    [
      'an expired token',
      async () => mintAppShellToken(secret(), '13812345678', new Date(t.clock.now().getTime() - 600_000)),
    ],
    ['garbage', async () => 'not-a-jwt'],
  ])('refuses %s', async (_, token) => {
    const answer = await t.call(h5AppLogin, { body: { token: await token() } })
    expect(answer).toMatchObject({ status: 401, body: { code: 'appTokenInvalid' } })
  })
})

describe('tokens', () => {
  it('refreshes a valid token; the new one works', async () => {
    const session = await t.loginCustomer()
    t.clock.advance(1000)
    const refreshed = await t.call(h5RefreshToken, { token: session.jwtString })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.jwtString).not.toBe(session.jwtString)
    expect((await t.call(basicInfo, { token: refreshed.body.jwtString })).body.customerId).toBe(session.customerId)
  })

  it('a refresh ends the token it replaces', async () => {
    const session = await t.loginCustomer()
    const refreshed = await t.call(h5RefreshToken, { token: session.jwtString })
    expect((await t.call(basicInfo, { token: session.jwtString })).status).toBe(401)
    expect((await t.call(h5RefreshToken, { token: session.jwtString })).body.code).toBe('401')
    expect((await t.call(basicInfo, { token: refreshed.body.jwtString })).status).toBe(200)
  })

  it('signing out ends the token on the server; other sessions of the customer go on', async () => {
    const mobile = randomMobile()
    const phone = await t.loginCustomer(mobile)
    const laptop = await t.loginCustomer(mobile)
    expect((await t.call(signOut, { token: phone.jwtString })).status).toBe(200)
    expect((await t.call(basicInfo, { token: phone.jwtString })).body.code).toBe('401')
    expect((await t.call(signOut, { token: phone.jwtString })).status).toBe(401)
    expect((await t.call(basicInfo, { token: laptop.jwtString })).status).toBe(200)
  })

  it('an ended token stays ended after a restart, and its row goes once it would have expired anyway', async () => {
    const session = await t.loginCustomer()
    await t.call(signOut, { token: session.jwtString })
    const restarted = await buildApp(t.config, { database: t.database, clock: t.clock })
    const answer = await restarted.inject({
      method: 'GET',
      url: t.url(basicInfo),
      headers: { authorization: `Bearer ${session.jwtString}` },
    })
    expect(answer.statusCode).toBe(401)
    await restarted.close()
    t.clock.advance(7 * 86_400_000 + 1000)
    expect(await t.app.sweeps.revokedTokens()).toBeGreaterThanOrEqual(1)
  })

  it('accepts the bare token as well as Bearer', async () => {
    const session = await t.loginCustomer()
    const bare = await t.call(basicInfo, { headers: { authorization: session.jwtString } })
    expect(bare.body.customerId).toBe(session.customerId)
  })

  it.each([
    ['no token', () => ({})],
    ['a garbage token', () => ({ token: 'garbage' })],
    [
      'a token signed with another secret',
      () => ({ token: 'eyJhbGciOiJIUzI1NiJ9.eyJraW5kIjoiY3VzdG9tZXIiLCJzdWIiOiIxIn0.c2lnbmF0dXJl' }),
    ],
  ])('answers 401 with code "401" for %s', async (_, options) => {
    const answer = await t.call(basicInfo, options())
    expect(answer).toMatchObject({ status: 401, body: { code: '401', message: '登录已失效，请重新登录' } })
  })

  it('answers 401 for an expired token that was good a moment before, on refresh too', async () => {
    const session = await t.loginCustomer()
    expect((await t.call(basicInfo, { token: session.jwtString })).status).toBe(200)
    t.clock.advance(7 * 86_400_000 + 1000)
    expect((await t.call(basicInfo, { token: session.jwtString })).status).toBe(401)
    expect((await t.call(h5RefreshToken, { token: session.jwtString })).body.code).toBe('401')
  })
})

describe('counter staff (WeCom)', () => {
  it('logs a corp member in with a staff token that works only under counter-portal', async () => {
    const login = await t.call(enterpriseLogin, { params: { code: 'ba-BA001' } })
    expect(login.status).toBe(200)
    expect(login.body.user).toEqual({ userid: 'BA001', name: '陈晓雯' })
    const staffToken = login.body.token

    const customer = await t.loginCustomer()
    const lookup = await t.call(counterMember, {
      params: { mobile: customer.customerBasicInfo.mobile! },
      token: staffToken,
    })
    expect(lookup).toMatchObject({ status: 200, body: { customerId: customer.customerId, isMember: false } })

    expect(await t.call(basicInfo, { token: staffToken })).toMatchObject({ status: 401, body: { code: '401' } })
    expect(await t.call(counterMember, { params: { mobile: '13812345678' }, token: customer.jwtString })).toMatchObject(
      {
        status: 401,
        body: { code: '401' },
      },
    )
    expect((await t.call(counterMember, { params: { mobile: '13812345678' } })).status).toBe(401)
  })

  it('records a first-time corp member', async () => {
    const login = await t.call(enterpriseLogin, { params: { code: 'ba-newcomer' } })
    expect(login.body.user).toEqual({ userid: 'newcomer', name: null })
  })

  it.each([
    ['a code of someone outside the corp', 'nouser-42', 400, 'baUserIdMissing', '未获取到BA的userId'],
    ['a code WeCom refuses', 'fail-42', 400, 'enterpriseLoginFailed', '企业微信登录错误'],
  ])('refuses %s', async (_, code, status, errorCode, message) => {
    const answer = await t.call(enterpriseLogin, { params: { code } })
    expect(answer).toMatchObject({ status, body: { code: errorCode, message } })
  })
})

describe('live mode', () => {
  it('calls the configured WeChat origin with the real fetch, and mounts no sandbox', async () => {
    const seen: string[] = []
    const wechatApi: Fetch = async (url) => {
      seen.push(url)
      return Response.json({ openid: 'oLiveOpenId000000000000000001', session_key: 'never-leaves' })
    }
    const config = loadConfig({
      DATA_DIR: t.config.dataDir,
      WECHAT_MODE: 'live',
      WECHAT_APPID: 'wx1234567890',
      WECHAT_SECRET: 'live-secret',
    })
    const app = await buildApp(config, { database: t.database, fetch: wechatApi, logStream: { write: () => {} } })
    try {
      const login = await app.inject({ method: 'GET', url: t.url(wechatLogin, { code: 'abc' }) })
      expect(seen).toEqual([
        'https://api.weixin.qq.com/sns/jscode2session?appid=wx1234567890&secret=live-secret&js_code=abc&grant_type=authorization_code',
      ])
      expect(login.json()).toMatchObject({ openId: 'oLiveOpenId000000000000000001' })
      expect(login.body).not.toContain('never-leaves')
      expect((await app.inject({ method: 'GET', url: '/sandbox/wechat/sns/jscode2session' })).statusCode).toBe(404)
      // The other providers stay in sandbox mode: the SMS peer answers (nothing sent to this mobile yet).
      expect((await app.inject({ method: 'GET', url: '/sandbox/sms/last/13800000000' })).json()).toMatchObject({
        message: '没有发给这个手机号的短信',
      })
    } finally {
      await app.close()
    }
  })
})
