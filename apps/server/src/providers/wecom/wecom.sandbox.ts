import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../platform/clock'
import { sandboxAccessTokens } from '../sandbox-token'

/**
 * A local WeCom that speaks the web-login API (gettoken, auth/getuserinfo), mounted at `/sandbox/wecom` in sandbox
 * mode. Codes: `ba-<userid>` answers that userid (a corp member), `nouser-…` answers only an openid (not a member),
 * anything else (`fail-…`) answers errcode 40029 invalid code.
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
}
