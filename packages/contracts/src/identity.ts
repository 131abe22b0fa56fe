import { z } from 'zod'
import { isSmsCode, parseBirthDate } from '@shop/domain'
import { defineRoute } from './route'
import { dateTime, id, mobile, ok, text } from './common'

/** Spec §3 customerBasicInfo. gender: 0 unknown, 1 male, 2 female. */
export const customerBasicInfo = z.object({
  nickName: z.string(),
  realName: z.string().nullable(),
  mobile: z.string().nullable(),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  avatarUrl: z.string().nullable(),
  birthday: z.string().nullable(),
  isMember: z.boolean(),
})
export type CustomerBasicInfo = z.infer<typeof customerBasicInfo>

/** Who the customer is and what the app shows right after login (spec §3 User session). */
export const customerProfile = z.object({
  customerId: z.number().int(),
  customerBasicInfo,
  openId: z.string().nullable(),
  unionId: z.string().nullable(),
  cartItemNum: z.number().int().min(0),
  innerMessageNum: z.number().int().min(0),
  old: z.boolean(),
  firstShopTime: dateTime.nullable(),
  isMember: z.boolean(),
  isEbc: z.boolean(),
})
export type CustomerProfile = z.infer<typeof customerProfile>

export const session = customerProfile.extend({
  jwtString: z.string(),
  /** Seconds until jwtString expires. */
  expiresIn: z.number().int(),
})
export type Session = z.infer<typeof session>

const loginCode = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\w-]+$/, '登录凭证格式不正确')
const smsCode = z.string().refine(isSmsCode, { message: '请输入6位数字验证码' })
const birthday = z.string().refine((s) => parseBirthDate(s) !== null, { message: '请选择正确的生日' })

export const wechatLogin = defineRoute({
  service: 'sp-portal',
  method: 'GET',
  path: 'wechat/login/:code',
  auth: 'none',
  summary: 'Mini-program login: a wx.login code becomes a customer session',
  params: z.strictObject({ code: loginCode }),
  query: z.strictObject({
    checkMember: z.enum(['true', 'false']).optional(),
    /** URL-encoded JSON with the share/scene context; a parse failure is logged and login continues. */
    extraInfo: z.string().max(2048).optional(),
  }),
  response: session,
})

/**
 * JSAPI pay inside the WeChat browser needs the payer's openid under the official account, which web authorization
 * (网页授权, snsapi_base) gives: the page asks where to send the browser (unless it is known already), WeChat sends it
 * back to `returnPath` with `code` and `state`, and the page hands the code in (docs/orders.md, Payment).
 */
export const officialAccountAuthorize = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'wechat/officialAccount/authorize',
  auth: 'customer',
  summary:
    "Before JSAPI pay in the WeChat browser: `bound` when the official account's openid is known, else the authorize address (null when the shop has no official account)",
  body: z.strictObject({
    /** A page of this shop: `/pages/…` with its query. */
    returnPath: z
      .string()
      .max(512)
      .regex(/^\/pages\/[\w/]+(\?[\w%=&.-]*)?$/, '返回页面不正确'),
    /** The page's own random value, to recognise its authorization when it comes back. */
    state: z.string().regex(/^[\w-]{8,64}$/, 'state 格式不正确'),
  }),
  response: z.object({ bound: z.boolean(), url: z.string().nullable() }),
})

export const officialAccountOpenId = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'wechat/officialAccount/openid',
  auth: 'customer',
  summary: "The code web authorization brought back becomes the customer's openid under the official account",
  body: z.strictObject({ code: loginCode }),
  response: ok,
})

export const sendLoginVerificationCode = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'sendLoginVerificationCode/:phone',
  auth: 'none',
  summary: 'Sends a 6-digit sign-in code by SMS (rate limited per phone and per IP)',
  params: z.strictObject({ phone: mobile }),
  response: z.object({ expiresIn: z.number().int(), resendAfter: z.number().int() }),
})

export const h5Login = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'h5/login/:phone',
  auth: 'none',
  summary: 'H5 login with the mobile and the SMS code; creates the customer on first login',
  params: z.strictObject({ phone: mobile }),
  body: z.strictObject({ code: smsCode }),
  response: session,
})

export const h5AppLogin = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'h5/app/login',
  auth: 'none',
  summary: "Exchanges the native app shell's token (message 18) for a shop session",
  body: z.strictObject({ token: z.string().min(1).max(4096) }),
  response: session,
})

export const h5RefreshToken = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'h5/refreshToken',
  auth: 'customer',
  summary: 'A fresh token for a valid one',
  response: z.object({ jwtString: z.string(), expiresIn: z.number().int() }),
})

export const signOut = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'logout',
  auth: 'customer',
  summary: 'Signs out: the token stops working on every server process (spec §4: logout clears token and user)',
  response: ok,
})

export const decodeWeChatPhone = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'wechat/decodeWeChatPhone',
  auth: 'customer',
  summary: 'Turns a getPhoneNumber code into the phone number (each code works once)',
  body: z.strictObject({ code: loginCode }),
  response: z.object({ phoneNumber: z.string(), purePhoneNumber: z.string(), countryCode: z.string() }),
})

const member = z.object({
  memberNo: z.string(),
  mobile: z.string(),
  level: z.string(),
  joinedAt: dateTime,
})

export const createMember = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'wechat/createMember',
  auth: 'customer',
  summary: "Makes the customer a member with the mobile from a WeChat phone code (or the session's verified mobile)",
  body: z.strictObject({ phoneCode: loginCode.optional() }),
  response: customerProfile,
})

export const appendMember = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'wechat/appendMember',
  auth: 'customer',
  summary: "Adds details to the customer's member record",
  body: z.strictObject({
    realName: text(32).optional(),
    gender: z.union([z.literal(1), z.literal(2)]).optional(),
    birthday: birthday.optional(),
  }),
  response: customerProfile,
})

export const queryMember = defineRoute({
  service: 'sp-portal',
  method: 'GET',
  path: 'wechat/queryMember',
  auth: 'customer',
  summary: "The customer's member record, if any",
  response: z.object({ isMember: z.boolean(), member: member.nullable() }),
})

export const unbindMember = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'wechat/unbindMember',
  auth: 'customer',
  summary: "Unbinds the customer's WeChat from the member record (the record stays)",
  response: ok,
})

export const basicInfo = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'customer/basic_info',
  auth: 'customer',
  summary: "The customer's profile and flags",
  response: customerProfile,
})

/** Spec §4 returning customer: 老客 once the customer's first paid order settled (firstShopTime), 新客 before. */
export const checkOldCustomer = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'customer/checkOldCustomer',
  auth: 'customer',
  summary: 'Whether the customer is a returning one (a paid order before), with the label to show',
  response: z.object({ old: z.boolean(), label: z.enum(['老客', '新客']), firstShopTime: dateTime.nullable() }),
})

export const updateBasicInfo = defineRoute({
  service: 'ec-portal',
  method: 'PUT',
  path: 'customer/basic_info',
  auth: 'customer',
  summary: 'Edits nickname, gender, avatar and birthday (login/user page)',
  body: z
    .strictObject({
      nickName: text(20).min(1, '昵称不能为空').optional(),
      gender: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
      avatarUrl: z
        .string()
        .max(512)
        .regex(/^\/uploads\/[\w./-]+$|^https:\/\/[^\s]+$/, '头像地址不正确')
        .optional(),
      birthday: birthday.optional(),
    })
    .refine((b) => Object.keys(b).length > 0, { message: '没有要修改的内容' }),
  response: customerProfile,
})

export const guideInfo = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'guide/info',
  auth: 'customer',
  summary: "The customer's shopping-guide record: an active one makes the customer a guide (isEbc)",
  response: z.object({ active: z.boolean(), id: z.number().int().nullable() }),
})

export const enterpriseLogin = defineRoute({
  service: 'counter-portal',
  method: 'POST',
  path: 'enterpriseWeChat/login/:code',
  auth: 'none',
  summary: 'Counter staff login: a WeCom code becomes a staff token valid only under counter-portal',
  params: z.strictObject({ code: loginCode }),
  response: z.object({
    token: z.string(),
    expiresIn: z.number().int(),
    user: z.object({ userid: z.string(), name: z.string().nullable() }),
  }),
})

/**
 * The counter portal inside WeCom's browser: where to send the browser for WeCom's silent web authorization; WeCom
 * sends it back to `returnPath` with `code` and `state`, and the page signs in with enterpriseWeChat/login/{code}.
 */
export const enterpriseAuthorize = defineRoute({
  service: 'counter-portal',
  method: 'POST',
  path: 'enterpriseWeChat/authorize',
  auth: 'none',
  summary: "The WeCom web-authorization address for the counter portal's sign-in page",
  body: z.strictObject({
    /** A page of this shop: `/pages/…` with its query. */
    returnPath: z
      .string()
      .max(512)
      .regex(/^\/pages\/[\w/]+(\?[\w%=&.-]*)?$/, '返回页面不正确'),
    state: z.string().regex(/^[\w-]{8,64}$/, 'state 格式不正确'),
  }),
  response: z.object({ url: z.string() }),
})

export const counterMember = defineRoute({
  service: 'counter-portal',
  method: 'GET',
  path: 'member/:mobile',
  auth: 'staff',
  summary: 'Counter staff look up a customer by mobile',
  params: z.strictObject({ mobile }),
  response: z.object({
    customerId: z.number().int(),
    nickName: z.string(),
    mobile: z.string(),
    isMember: z.boolean(),
    memberNo: z.string().nullable(),
    firstShopTime: dateTime.nullable(),
  }),
})

/** Ids of customers are positive integers; exported for modules that take them in paths. */
export const customerId = id
