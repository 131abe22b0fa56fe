import { createHash, randomBytes } from 'node:crypto'
import { and, eq, like, lt, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import QRCode from 'qrcode'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { sandboxAccessTokens } from '../sandbox-token'
import { messagesSandbox } from './wechat.sandbox.messages'
import { shippingSandbox } from './wechat.sandbox.shipping'
import { wechatSandboxState } from './wechat.sandbox.tables'

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
 *   into that user's openid under the official account (40029 unknown or expired, 40163 used). Codes are kept in
 *   the database (`wechat_sandbox_state`, keys `oauth-code:<code>`): the browser may visit one process and the shop
 *   exchange the code through another.
 * - Order shipping (upload_shipping_info, get_order): wechat.sandbox.shipping.ts, remembered in the database.
 * - Mini-program codes (getwxacodeunlimit, getwxacode): a real, scannable QR code PNG of the H5 address of the page
 *   with its scene or query (`h5Base` + `/` + page), so a phone camera opens the same share in the H5 shop; a scene
 *   longer than 32 characters answers 40169, a page not starting with `pages/` 41030. genwxashortlink answers a
 *   `#小程序://` link.
 * - Subscribe messages, content security (msg_sec_check) and ads conversions (marketing/user_actions/add):
 *   wechat.sandbox.messages.ts, remembered in the database.
 */
export interface WeChatSandboxOptions {
  appId: string
  secret: string
  officialAccount: { appId: string; secret: string } | null
  clock: Clock
  /** Where the sandbox remembers authorization codes and payments' shipping, for every process to see. */
  db: Db
  /** Where the H5 shop is, for the address a sandbox mini-program code holds. */
  h5Base?: string
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

  const h5Base = (options.h5Base ?? 'http://localhost:3000').replace(/\/+$/, '')
  const tokenProblem = (query: unknown) => {
    const token = tokens.check((query as Record<string, unknown>).access_token)
    if (token === 'forged')
      return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' }
    if (token === 'expired') return { errcode: 42001, errmsg: 'access_token expired' }
    return null
  }
  const qrPng = async (reply: FastifyReply, text: string, width: unknown) => {
    const size = typeof width === 'number' ? Math.min(1280, Math.max(280, width)) : 430
    const png = await QRCode.toBuffer(text, { type: 'png', width: size, margin: 2, errorCorrectionLevel: 'M' })
    return reply.type('image/png').send(png)
  }
  app.post('/wxa/getwxacodeunlimit', async (request, reply) => {
    const problem = tokenProblem(request.query)
    if (problem) return problem
    const body = (request.body ?? {}) as { scene?: unknown; page?: unknown; width?: unknown }
    if (typeof body.scene !== 'string' || body.scene.length === 0 || body.scene.length > 32)
      return { errcode: 40169, errmsg: 'invalid length for scene, or the data is not json string' }
    const page = typeof body.page === 'string' ? body.page : 'pages/index/index'
    if (!page.startsWith('pages/') || page.includes('?')) return { errcode: 41030, errmsg: 'invalid page' }
    return qrPng(reply, `${h5Base}/${page}?scene=${encodeURIComponent(body.scene)}`, body.width)
  })
  app.post('/wxa/getwxacode', async (request, reply) => {
    const problem = tokenProblem(request.query)
    if (problem) return problem
    const body = (request.body ?? {}) as { path?: unknown; width?: unknown }
    if (typeof body.path !== 'string' || !body.path.startsWith('pages/') || body.path.length > 128)
      return { errcode: 41030, errmsg: 'invalid page' }
    return qrPng(reply, `${h5Base}/${body.path}`, body.width)
  })
  app.post('/wxa/genwxashortlink', async (request) => {
    const problem = tokenProblem(request.query)
    if (problem) return problem
    const body = (request.body ?? {}) as { page_url?: unknown; page_title?: unknown }
    if (typeof body.page_url !== 'string' || !body.page_url.startsWith('pages/'))
      return { errcode: 40165, errmsg: 'invalid weapp pagepath' }
    return {
      errcode: 0,
      errmsg: 'ok',
      link: `#小程序://${String(body.page_title ?? '商城')}/${randomBytes(6).toString('base64url')}`,
    }
  })

  if (options.officialAccount) officialAccountSandbox(app, options.officialAccount, options.clock, options.db)
  shippingSandbox(app, { db: options.db, clock: options.clock, tokens })
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

const OAUTH_CODE = 'oauth-code:'

function officialAccountSandbox(
  app: FastifyInstance,
  account: { appId: string; secret: string },
  clock: Clock,
  db: Db,
) {
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
    const now = clock.now()
    await db
      .delete(wechatSandboxState)
      .where(
        and(
          like(wechatSandboxState.key, `${OAUTH_CODE}%`),
          lt(wechatSandboxState.updatedAt, new Date(now.getTime() - OAUTH_CODE_TTL_MS)),
        ),
      )
    const code = randomBytes(16).toString('hex')
    await db
      .insert(wechatSandboxState)
      .values({ key: `${OAUTH_CODE}${code}`, value: { user, used: false }, updatedAt: now })
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
    const key = `${OAUTH_CODE}${q.code ?? ''}`
    const [row] = await db.select().from(wechatSandboxState).where(eq(wechatSandboxState.key, key))
    if (!row || row.updatedAt.getTime() + OAUTH_CODE_TTL_MS < clock.now().getTime())
      return { errcode: 40029, errmsg: 'invalid code' }
    // One use, whichever process is asked: the flag flips in one guarded statement.
    const [taken] = await db
      .update(wechatSandboxState)
      .set({ value: sql`${wechatSandboxState.value} || '{"used":true}'::jsonb` })
      .where(and(eq(wechatSandboxState.key, key), sql`${wechatSandboxState.value}->>'used' = 'false'`))
      .returning({ value: wechatSandboxState.value })
    if (!taken) return { errcode: 40163, errmsg: 'code been used' }
    const entry = taken.value as { user: string }
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
