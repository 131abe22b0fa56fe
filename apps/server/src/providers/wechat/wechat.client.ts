import { chinaRfc3339 } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import { cachedAccessToken, fetchJson, ProviderError, type Fetch, type FetchInit } from '../http'

/** The mini-program's WeChat APIs the shop uses (developers.weixin.qq.com, "服务端 API"). */
export interface WeChatClient {
  /** jscode2session: a `wx.login` code becomes the user's openid (and unionid when the app has one). */
  codeToSession(code: string): Promise<{ openId: string; unionId: string | null }>
  /** getuserphonenumber: a `getPhoneNumber` code becomes the phone number. Each code works once, for 5 minutes. */
  phoneNumber(code: string): Promise<{ phoneNumber: string; purePhoneNumber: string; countryCode: string }>
  /**
   * upload_shipping_info (发货信息录入): the goods of a payment made in the mini-program left in these parcels. WeChat
   * requires it of e-commerce mini-programs (the payer is told, the funds are released). A refusal is a
   * ProviderError with WeChat's errcode.
   */
  uploadShippingInfo(info: ShippingInfo): Promise<void>
  /**
   * getwxacodeunlimit (wechat/unlimit): a mini-program code image (PNG) for a page and a scene of at most 32
   * characters; as many as wanted. A refusal is a ProviderError with WeChat's errcode.
   */
  unlimitedCode(request: { scene: string; page: string; width: number }): Promise<Buffer>
  /** getwxacode (wechat/wxa): a mini-program code for a full path with its query (128 characters); 100,000 in all. */
  pathCode(request: { path: string; width: number }): Promise<Buffer>
  /** genwxashortlink (wechat/generateShortLink): a link that opens the page from outside the mini-program. */
  shortLink(request: { pageUrl: string; pageTitle: string }): Promise<string>
  /**
   * subscribeMessage.send (发送订阅消息): one message of a template the user accepted (each acceptance of a one-time
   * template allows one). A refusal is a ProviderError: 43101 the user has no acceptance left, 40037 unknown
   * template, 47003 a field's value does not fit its kind.
   */
  sendSubscribeMessage(message: SubscribeMessage): Promise<void>
  /**
   * msgSecCheck v2 (文本内容安全识别): WeChat's verdict on a text a user wrote. `pass` may be stored, `risky` must
   * not, `review` is doubtful (this shop refuses it too: nothing doubtful is published unreviewed).
   */
  checkText(check: TextCheck): Promise<{ suggest: 'pass' | 'review' | 'risky'; label: number }>
  /** marketing/user_actions/add (微信广告转化数据回传): conversions reported to an ads data source. */
  addUserActions(userActionSetId: string, actions: readonly UserAction[]): Promise<void>
}

export interface SubscribeMessage {
  toOpenId: string
  templateId: string
  /** The mini-program page the message opens, e.g. `pages/order/detail?orderId=7`. */
  page: string
  /** The template's fields: `{ thing1: '修护精华', amount2: '¥199.00' }`. */
  data: Record<string, string>
}

export interface TextCheck {
  content: string
  /**
   * The writer's openid under the mini-program (WeChat requires one that used it within 2 hours). A writer with
   * none (a shopper of H5 only) is checked with the first version of the call, which takes the content alone and
   * answers errcode 87014 for a risky text.
   */
  openId: string | null
  /** 1 资料 (nickname, profile), 2 评论 (comments, reviews), 3 论坛, 4 社交日志 (survey and gift texts). */
  scene: 1 | 2 | 3 | 4
}

export type UserActionType = 'REGISTER' | 'COMPLETE_ORDER' | 'PURCHASE'

export interface UserAction {
  type: UserActionType
  openId: string
  at: Date
  /** The ad click the user came from (`gdt_vid` / `weixinadinfo` of the landing query), when known. */
  clickId: string | null
  /** The order amount in fen, for orders and payments. */
  valueFen?: number
}

/** One upload of shipping information for a WeChat Pay payment (by its transaction_id). */
export interface ShippingInfo {
  transactionId: string
  payerOpenId: string
  /**
   * unified: the whole order in one parcel, told once. split: the order travels in several parcels, each upload
   * telling the new ones; `allDelivered` on the one that leaves nothing to ship.
   */
  mode: { kind: 'unified' } | { kind: 'split'; allDelivered: boolean }
  parcels: {
    trackingNo: string
    /** WeChat's delivery_id (get_delivery_list), e.g. SF, YTO. */
    expressCompany: string
    /** 商品信息, e.g. 「修护精华 50ml×2」, at most 120 characters. */
    itemDesc: string
    /** The receiver's mobile, masked (139****5678): SF needs a contact. */
    receiverContact: string
  }[]
  /** The request's moment: a later upload for the same payment must carry a later one. */
  uploadTime: Date
}

/** The request body of upload_shipping_info, as WeChat documents it. */
export const shippingInfoWire = (info: ShippingInfo) => ({
  order_key: { order_number_type: 2, transaction_id: info.transactionId },
  logistics_type: 1,
  delivery_mode: info.mode.kind === 'unified' ? 1 : 2,
  ...(info.mode.kind === 'split' && { is_all_delivered: info.mode.allDelivered }),
  shipping_list: info.parcels.map((parcel) => ({
    tracking_no: parcel.trackingNo,
    express_company: parcel.expressCompany,
    item_desc: parcel.itemDesc,
    contact: { receiver_contact: parcel.receiverContact },
  })),
  upload_time: chinaRfc3339(info.uploadTime),
  payer: { openid: info.payerOpenId },
})

/** The request body of subscribeMessage.send: every field's value is `{ value }`. */
export const subscribeMessageWire = (message: SubscribeMessage) => ({
  touser: message.toOpenId,
  template_id: message.templateId,
  page: message.page,
  data: Object.fromEntries(Object.entries(message.data).map(([key, value]) => [key, { value }])),
  miniprogram_state: 'formal',
  lang: 'zh_CN',
})

/** The request body of marketing/user_actions/add. */
export const userActionsWire = (appId: string, userActionSetId: string, actions: readonly UserAction[]) => ({
  user_action_set_id: Number(userActionSetId),
  actions: actions.map((action) => ({
    action_type: action.type,
    action_time: Math.floor(action.at.getTime() / 1000),
    user_id: { wechat_app_id: appId, wechat_openid: action.openId },
    ...(action.clickId && { trace: { click_id: action.clickId } }),
    ...(action.valueFen !== undefined && { action_param: { value: action.valueFen } }),
  })),
})

export interface WeChatClientOptions {
  baseUrl: string
  appId: string
  secret: string
  fetch: Fetch
  clock: Clock
}

/** A WeChat API answer; a non-zero errcode is a ProviderError. */
async function wechatJson(fetch: Fetch, url: string, init: FetchInit) {
  const answer = await fetchJson('wechat', fetch, url, init)
  const errcode = Number(answer.errcode ?? 0)
  if (errcode !== 0) throw new ProviderError('wechat', errcode, String(answer.errmsg ?? 'error'))
  return answer
}

/** errcodes meaning "the access token is no longer good": fetch a new one and try once more. */
const STALE_TOKEN = new Set([40001, 40014, 42001])

export function createWeChatClient(options: WeChatClientOptions): WeChatClient {
  const call = async (path: string, query: Record<string, string>, body?: object) => {
    const search = new URLSearchParams(query).toString()
    const url = `${options.baseUrl}${path}${search ? `?${search}` : ''}`
    return wechatJson(options.fetch, url, {
      method: body ? 'POST' : 'GET',
      ...(body && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    })
  }

  // stable_token, not token: several server processes get the same token instead of revoking each other's.
  const accessToken = cachedAccessToken(async (forceRefresh) => {
    const answer = await call(
      '/cgi-bin/stable_token',
      {},
      {
        grant_type: 'client_credential',
        appid: options.appId,
        secret: options.secret,
        force_refresh: forceRefresh,
      },
    )
    return { token: String(answer.access_token), expiresInSeconds: Number(answer.expires_in) }
  }, options.clock)

  const withToken = async (path: string, body: object, query: Record<string, string> = {}) => {
    try {
      return await call(path, { ...query, access_token: await accessToken.get() }, body)
    } catch (error) {
      if (!(error instanceof ProviderError && STALE_TOKEN.has(Number(error.errcode)))) throw error
      accessToken.invalidate()
      return call(path, { ...query, access_token: await accessToken.get() }, body)
    }
  }

  /** The code endpoints answer the image itself, or JSON with an errcode when they refuse. */
  const image = async (path: string, body: object): Promise<Buffer> => {
    const send = async () => {
      const url = `${options.baseUrl}${path}?${new URLSearchParams({ access_token: await accessToken.get() })}`
      let response: Response
      try {
        response = await options.fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        })
      } catch (error) {
        throw new ProviderError('wechat', null, `unreachable: ${(error as Error).message}`)
      }
      if (!response.ok) throw new ProviderError('wechat', response.status, `HTTP ${response.status}`)
      const bytes = Buffer.from(await response.arrayBuffer())
      if ((response.headers.get('content-type') ?? '').startsWith('image/')) return bytes
      const answer = JSON.parse(bytes.toString('utf8')) as { errcode?: number; errmsg?: string }
      throw new ProviderError('wechat', Number(answer.errcode ?? -1), String(answer.errmsg ?? 'no image'))
    }
    try {
      return await send()
    } catch (error) {
      if (!(error instanceof ProviderError && STALE_TOKEN.has(Number(error.errcode)))) throw error
      accessToken.invalidate()
      return send()
    }
  }

  return {
    unlimitedCode: ({ scene, page, width }) =>
      image('/wxa/getwxacodeunlimit', { scene, page, width, check_path: false, env_version: 'release' }),
    pathCode: ({ path, width }) => image('/wxa/getwxacode', { path, width }),
    async shortLink({ pageUrl, pageTitle }) {
      const answer = await withToken('/wxa/genwxashortlink', {
        page_url: pageUrl,
        page_title: pageTitle,
        is_permanent: false,
      })
      if (typeof answer.link !== 'string') throw new ProviderError('wechat', null, 'no link in the answer')
      return answer.link
    },
    async codeToSession(code) {
      // The answer's session_key is deliberately dropped: it never leaves this function.
      const answer = await call('/sns/jscode2session', {
        appid: options.appId,
        secret: options.secret,
        js_code: code,
        grant_type: 'authorization_code',
      })
      if (typeof answer.openid !== 'string') throw new ProviderError('wechat', null, 'no openid in the answer')
      return { openId: answer.openid, unionId: typeof answer.unionid === 'string' ? answer.unionid : null }
    },
    async phoneNumber(code) {
      const answer = await withToken('/wxa/business/getuserphonenumber', { code })
      const info = answer.phone_info as Record<string, unknown> | undefined
      if (!info || typeof info.purePhoneNumber !== 'string')
        throw new ProviderError('wechat', null, 'no phone_info in the answer')
      return {
        phoneNumber: String(info.phoneNumber),
        purePhoneNumber: info.purePhoneNumber,
        countryCode: String(info.countryCode),
      }
    },
    async uploadShippingInfo(info) {
      await withToken('/wxa/sec/order/upload_shipping_info', shippingInfoWire(info))
    },
    async sendSubscribeMessage(message) {
      await withToken('/cgi-bin/message/subscribe/send', subscribeMessageWire(message))
    },
    async checkText({ content, openId, scene }) {
      if (openId === null) {
        try {
          await withToken('/wxa/msg_sec_check', { content })
          return { suggest: 'pass', label: 100 }
        } catch (error) {
          if (error instanceof ProviderError && Number(error.errcode) === 87014) return { suggest: 'risky', label: 0 }
          throw error
        }
      }
      const answer = await withToken('/wxa/msg_sec_check', { content, version: 2, scene, openid: openId })
      const result = answer.result as { suggest?: unknown; label?: unknown } | undefined
      const suggest = result?.suggest
      if (suggest !== 'pass' && suggest !== 'review' && suggest !== 'risky')
        throw new ProviderError('wechat', null, 'no result.suggest in the answer')
      return { suggest, label: Number(result?.label ?? 0) }
    },
    async addUserActions(userActionSetId, actions) {
      await withToken('/marketing/user_actions/add', userActionsWire(options.appId, userActionSetId, actions), {
        version: 'v1.0',
      })
    },
  }
}

/**
 * An official account's web authorization (网页授权, scope snsapi_base): inside the WeChat browser the page goes to
 * WeChat's authorize address and comes back with a code, which becomes the user's openid under the official
 * account — the payer WeChat Pay's JSAPI needs there.
 */
export interface WeChatOAuth {
  /** Where the browser goes; WeChat sends it back to `redirectUri` with `code` and `state` added to its query. */
  authorizeUrl(redirectUri: string, state: string): string
  /** sns/oauth2/access_token: the code (one use, 5 minutes) becomes the openid. */
  codeToOpenId(code: string): Promise<string>
}

export interface WeChatOAuthOptions {
  /** The API origin (sns/oauth2/access_token). */
  baseUrl: string
  /** The authorize page's origin (open.weixin.qq.com). */
  oauthBase: string
  appId: string
  secret: string
  fetch: Fetch
}

export function createWeChatOAuth(options: WeChatOAuthOptions): WeChatOAuth {
  return {
    // WeChat reads these parameters in this order, and the fragment tells it the page is to be opened in WeChat.
    authorizeUrl: (redirectUri, state) =>
      `${options.oauthBase}/connect/oauth2/authorize?appid=${options.appId}` +
      `&redirect_uri=${encodeURIComponent(redirectUri)}&response_type=code&scope=snsapi_base` +
      `&state=${encodeURIComponent(state)}#wechat_redirect`,

    async codeToOpenId(code) {
      const query = new URLSearchParams({
        appid: options.appId,
        secret: options.secret,
        code,
        grant_type: 'authorization_code',
      })
      // The answer's access_token is for snsapi_userinfo calls this shop does not make: it is dropped here.
      const answer = await wechatJson(options.fetch, `${options.baseUrl}/sns/oauth2/access_token?${query}`, {
        method: 'GET',
      })
      if (typeof answer.openid !== 'string') throw new ProviderError('wechat', null, 'no openid in the answer')
      return answer.openid
    },
  }
}
