import type { Clock } from '../../platform/clock'
import { cachedAccessToken, fetchJson, ProviderError, type Fetch } from '../http'

/** WeCom (enterprise WeChat) web login for counter staff (developer.work.weixin.qq.com, "身份验证"). */
export interface WeComClient {
  /**
   * auth/getuserinfo: a login code becomes the member's userid, or null when the person is not a member of the
   * corp (WeCom then answers an openid or external_userid instead).
   */
  userIdFromCode(code: string): Promise<string | null>
  /**
   * 构造网页授权链接: where the counter portal inside WeCom's browser goes; WeCom sends it back to `redirectUri` with
   * `code` (and the state) in its query, silently (snsapi_base).
   */
  authorizeUrl(redirectUri: string, state: string): string
}

export interface WeComClientOptions {
  baseUrl: string
  corpId: string
  secret: string
  /** The authorize page's origin: open.weixin.qq.com, or the sandbox's page on this server. */
  oauthBase: string
  fetch: Fetch
  clock: Clock
}

const STALE_TOKEN = new Set([40014, 42001])

/** WeCom's web authorization page (the same host as WeChat's, with the corp id as appid). */
export const WECOM_OAUTH_BASE = 'https://open.weixin.qq.com'

export function createWeComClient(options: WeComClientOptions): WeComClient {
  const call = async (path: string, query: Record<string, string>) => {
    const answer = await fetchJson('wecom', options.fetch, `${options.baseUrl}${path}?${new URLSearchParams(query)}`)
    const errcode = Number(answer.errcode ?? 0)
    if (errcode !== 0) throw new ProviderError('wecom', errcode, String(answer.errmsg ?? 'error'))
    return answer
  }

  const accessToken = cachedAccessToken(async () => {
    const answer = await call('/cgi-bin/gettoken', { corpid: options.corpId, corpsecret: options.secret })
    return { token: String(answer.access_token), expiresInSeconds: Number(answer.expires_in) }
  }, options.clock)

  const getUserInfo = async (code: string) =>
    call('/cgi-bin/auth/getuserinfo', { access_token: await accessToken.get(), code })

  return {
    authorizeUrl: (redirectUri, state) =>
      `${options.oauthBase}/connect/oauth2/authorize?appid=${options.corpId}` +
      `&redirect_uri=${encodeURIComponent(redirectUri)}&response_type=code&scope=snsapi_base` +
      `&state=${encodeURIComponent(state)}#wechat_redirect`,

    async userIdFromCode(code) {
      let answer: Record<string, unknown>
      try {
        answer = await getUserInfo(code)
      } catch (error) {
        if (!(error instanceof ProviderError && STALE_TOKEN.has(Number(error.errcode)))) throw error
        accessToken.invalidate()
        answer = await getUserInfo(code)
      }
      // Older answers spell it UserId.
      const userid = answer.userid ?? answer.UserId
      return typeof userid === 'string' && userid !== '' ? userid : null
    },
  }
}
