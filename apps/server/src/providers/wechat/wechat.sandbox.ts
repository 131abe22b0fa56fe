import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { sandboxAccessTokens } from '../sandbox-token'
import { messagesSandbox } from './wechat.sandbox.messages'
import { shippingSandbox } from './wechat.sandbox.shipping'

/**
 * A local WeChat that speaks the mini-program server API (same paths, query, bodies, answers and errcodes), mounted
 * at `/sandbox/wechat` in sandbox mode. Its rules, for tests and the offline demo:
 * - jscode2session: a code's stable part is what comes before its last `-` (`alice-1` and `alice-2` are one user,
 *   as two real wx.login codes of one person are), or the whole code if it has none; the openid is a hash of the
 *   AppID and that part. Codes starting with `invalid` answer 40029.
 * - getuserphonenumber: `phone-13812345678` answers 13812345678; other codes answer 40029. It needs an access token
 *   from `/cgi-bin/stable_token` (40001 when forged, 42001 when expired).
 * - The official account's web authorization: `/connect/oauth2/authorize` (the page a browser visits) knows its
 *   WeChat user by a cookie it sets the first time, as WeChat knows the user of its browser, and sends the browser
 *   back to `redirect_uri` with a code (one use, 5 minutes) and the state; `/sns/oauth2/access_token` turns the code
 *   into that user's openid under the official account (40029 unknown or expired, 40163 used).
 * - Order shipping (upload_shipping_info, get_order): wechat.sandbox.shipping.ts, remembered in the database.
 * - Subscribe messages, content security (msg_sec_check) and ads conversions (marketing/user_actions/add):
 *   wechat.sandbox.messages.ts, remembered in the database.
 */
export interface WeChatSandboxOptions {
  appId: string
  secret: string
  officialAccount: { appId: string; secret: string } | null
  clock: Clock
  /**
   * Where the order-shipping sandbox remembers payments, for every process to see; without one (the providers' own
   * test) its routes are not mounted.
   */
  db?: Db
  /** The subscribe-message templates the sandbox knows (the configured ones). */
  subscribeTemplates?: Partial<Record<string, string>>
  /** The ads data source the sandbox knows; null: none. */
  adsActionSetId?: string | null
}

/** How long an authorization code can be exchanged (WeChat: 5 minutes). */
const OAUTH_CODE_TTL_MS = 5 * 60_000
const USER_COOKIE = 'sandbox_wechat_user'

export const sandboxOpenId = (appId: string, code: string) => hashId('openid', appId, stablePart(code))

const stablePart = (code: string) => (code.includes('-') ? code.slice(0, code.lastIndexOf('-')) : code)

/** 28 characters, `o` first, as real openids and unionids look. */
const hashId = (...parts: string[]) =>
  `o${createHash('sha256').update(parts.join(':')).digest('base64url').slice(0, 27)}`

export async function wechatSandbox(app: FastifyInstance, options: WeChatSandboxOptions): Promise<void> {
  const tokens = sandboxAccessTokens(options.secret, options.clock)
  const credentialsProblem = (appid: unknown, secret: unknown) => {
    if (appid !== options.appId) return { errcode: 40013, errmsg: 'invalid appid' }
    if (secret !== options.secret) return { errcode: 40125, errmsg: 'invalid appsecret' }
    return null
  }

  app.post('/cgi-bin/stable_token', async (request) => {
    const q = (request.body ?? {}) as Record<string, unknown>
    if (q.grant_type !== 'client_credential') return { errcode: 40002, errmsg: 'invalid grant_type' }
    const problem = credentialsProblem(q.appid, q.secret)
    if (problem) return problem
    const { token, expiresIn } = tokens.issue()
    return { access_token: token, expires_in: expiresIn }
  })

  app.get('/sns/jscode2session', async (request) => {
    const q = request.query as Record<string, string | undefined>
    const problem = credentialsProblem(q.appid, q.secret)
    if (problem) return problem
    if (q.grant_type !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' }
    if (!q.js_code) return { errcode: 41008, errmsg: 'missing code' }
    if (q.js_code.startsWith('invalid')) return { errcode: 40029, errmsg: 'invalid code' }
    return {
      openid: sandboxOpenId(options.appId, q.js_code),
      unionid: hashId('unionid', options.appId, stablePart(q.js_code)),
      session_key: randomBytes(16).toString('base64'),
    }
  })

  if (options.officialAccount) officialAccountSandbox(app, options.officialAccount, options.clock)
  if (options.db) shippingSandbox(app, { db: options.db, clock: options.clock, tokens })
  if (options.db)
    messagesSandbox(app, {
      db: options.db,
      clock: options.clock,
      tokens,
      templateIds: Object.values(options.subscribeTemplates ?? {}).filter((id): id is string => id !== undefined),
      userActionSetId: options.adsActionSetId ?? '',
    })

  app.post('/wxa/business/getuserphonenumber', async (request) => {
    const token = tokens.check((request.query as Record<string, unknown>).access_token)
    if (token === 'forged')
      return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' }
    if (token === 'expired') return { errcode: 42001, errmsg: 'access_token expired' }
    const code = (request.body as { code?: unknown } | undefined)?.code
    const mobile = typeof code === 'string' ? /^phone-(1[3-9]\d{9})$/.exec(code)?.[1] : undefined
    if (!mobile) return { errcode: 40029, errmsg: 'invalid code' }
    return {
      errcode: 0,
      errmsg: 'ok',
      phone_info: {
        phoneNumber: mobile,
        purePhoneNumber: mobile,
        countryCode: '86',
        watermark: { timestamp: Math.floor(options.clock.now().getTime() / 1000), appid: options.appId },
      },
    }
  })
}

function officialAccountSandbox(app: FastifyInstance, account: { appId: string; secret: string }, clock: Clock) {
  const codes = new Map<string, { user: string; expiresAt: number; used: boolean }>()

  app.get('/connect/oauth2/authorize', async (request, reply) => {
    const q = request.query as Record<string, string | undefined>
    const refuse = (why: string) => reply.code(400).type('text/plain; charset=utf-8').send(`参数错误：${why}`)
    if (q.appid !== account.appId) return refuse('appid')
    if (q.response_type !== 'code') return refuse('response_type')
    if (q.scope !== 'snsapi_base' && q.scope !== 'snsapi_userinfo') return refuse('scope')
    let back: URL
    try {
      back = new URL(q.redirect_uri ?? '')
    } catch {
      return refuse('redirect_uri')
    }
    const user = cookieOf(request.headers.cookie, USER_COOKIE) ?? randomBytes(12).toString('base64url')
    const now = clock.now().getTime()
    for (const [code, entry] of codes) if (entry.expiresAt < now) codes.delete(code)
    const code = randomBytes(16).toString('hex')
    codes.set(code, { user, expiresAt: now + OAUTH_CODE_TTL_MS, used: false })
    back.searchParams.set('code', code)
    back.searchParams.set('state', q.state ?? '')
    return reply
      .header('set-cookie', `${USER_COOKIE}=${user}; Path=/sandbox/wechat; HttpOnly; SameSite=Lax; Max-Age=31536000`)
      .redirect(back.href, 302)
  })

  app.get('/sns/oauth2/access_token', async (request) => {
    const q = request.query as Record<string, string | undefined>
    if (q.appid !== account.appId) return { errcode: 40013, errmsg: 'invalid appid' }
    if (q.secret !== account.secret) return { errcode: 40125, errmsg: 'invalid appsecret' }
    if (q.grant_type !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' }
    const entry = q.code ? codes.get(q.code) : undefined
    if (!entry || entry.expiresAt < clock.now().getTime()) return { errcode: 40029, errmsg: 'invalid code' }
    if (entry.used) return { errcode: 40163, errmsg: 'code been used' }
    entry.used = true
    return {
      access_token: randomBytes(24).toString('base64url'),
      expires_in: 7200,
      refresh_token: randomBytes(24).toString('base64url'),
      openid: hashId('openid', account.appId, entry.user),
      scope: 'snsapi_base',
    }
  })
}

const cookieOf = (header: string | undefined, name: string) =>
  header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1]
