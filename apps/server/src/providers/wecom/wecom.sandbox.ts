import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Clock } from '../../platform/clock'
import { sandboxAccessTokens } from '../sandbox-token'

/**
 * A local WeCom that speaks the web-login API (gettoken, auth/getuserinfo), mounted at `/sandbox/wecom` in sandbox
 * mode. Codes: `ba-<userid>` answers that userid (a corp member), `nouser-…` answers only an openid (not a member),
 * anything else (`fail-…`) answers errcode 40029 invalid code. `/connect/oauth2/authorize` is the web authorization
 * a browser inside WeCom visits: WeCom knows who is signed in; the sandbox asks for the staff userid once (a form)
 * and sends the browser back to `redirect_uri` with the code `ba-<userid>` and the state.
 */
export interface WeComSandboxOptions {
  corpId: string
  secret: string
  clock: Clock
}

export async function wecomSandbox(app: FastifyInstance, options: WeComSandboxOptions): Promise<void> {
  const tokens = sandboxAccessTokens(options.secret, options.clock)

  app.get('/cgi-bin/gettoken', async (request) => {
    const q = request.query as Record<string, string | undefined>
    if (q.corpid !== options.corpId) return { errcode: 40013, errmsg: 'invalid corpid' }
    if (q.corpsecret !== options.secret) return { errcode: 40001, errmsg: 'invalid credential' }
    const { token, expiresIn } = tokens.issue()
    return { errcode: 0, errmsg: 'ok', access_token: token, expires_in: expiresIn }
  })

  app.get('/cgi-bin/auth/getuserinfo', async (request) => {
    const q = request.query as Record<string, string | undefined>
    const token = tokens.check(q.access_token)
    if (token === 'forged') return { errcode: 40014, errmsg: 'invalid access_token' }
    if (token === 'expired') return { errcode: 42001, errmsg: 'access_token expired' }
    const code = q.code ?? ''
    const hash = createHash('sha256').update(code).digest('hex')
    if (/^ba-.+/.test(code)) return { errcode: 0, errmsg: 'ok', userid: code.slice(3), user_ticket: hash }
    if (code.startsWith('nouser-')) return { errcode: 0, errmsg: 'ok', openid: `wo${hash.slice(0, 26)}` }
    return { errcode: 40029, errmsg: 'invalid code' }
  })

  // The form below posts the staff userid back to this same URL (its query kept): no request value is written
  // into the page.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    )
  }
  const authorize = async (request: FastifyRequest, reply: FastifyReply) => {
    const q = request.query as Record<string, string | undefined>
    const refuse = (why: string) => reply.code(400).type('text/plain; charset=utf-8').send(`参数错误：${why}`)
    if (q.appid !== options.corpId) return refuse('appid')
    if (q.response_type !== 'code' || q.scope !== 'snsapi_base') return refuse('response_type/scope')
    let back: URL
    try {
      back = new URL(q.redirect_uri ?? '')
    } catch {
      return refuse('redirect_uri')
    }
    const userid = (request.body as Record<string, string | undefined> | undefined)?.userid?.trim()
    if (!userid) {
      // WeCom knows the member signed in on this device; the sandbox asks once.
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
            `<title>企业微信（沙箱）</title><body style="font-family:sans-serif;padding:24px">` +
            `<h1 style="font-size:18px">企业微信身份验证（沙箱）</h1><form method="post">` +
            `<label>成员账号 userid <input name="userid" value="BA002" required></label> ` +
            `<button type="submit">确认登录</button></form></body>`,
        )
    }
    back.searchParams.set('code', `ba-${userid}`)
    if (q.state !== undefined) back.searchParams.set('state', q.state)
    return reply.redirect(back.toString(), 303)
  }
  app.get('/connect/oauth2/authorize', authorize)
  app.post('/connect/oauth2/authorize', authorize)
}
