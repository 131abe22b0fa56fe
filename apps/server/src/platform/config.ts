/**
 * The server's configuration: read from the environment once at boot, validated with zod, with one clear line per
 * bad variable. Relative paths are resolved against the repository root (not the cwd), so `./data` means the same
 * folder whether the server is started from the root (`npm start`) or from apps/server.
 *
 * Every variable is documented in the one table `CONFIG_DOCS` below (variable → default, meaning);
 * docs/configuration.md shows the same table and a test keeps the two equal.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SUBSCRIBE_EVENTS, type SubscribeEvent } from '@shop/contracts'
import { z } from 'zod'

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
const MODES = ['sandbox', 'live'] as const

const text = (min: number, max: number, message = `must be ${min} to ${max} characters`) =>
  z.string().refine((s) => s.length >= min && s.length <= max, { message })

const integer = (min: number, max: number) =>
  z
    .string()
    .refine((s) => /^\d+$/.test(s) && Number(s) >= min && Number(s) <= max, {
      message: `must be an integer from ${min} to ${max}`,
    })
    .transform(Number)

const url = (protocols: string[]) =>
  z.string().refine(
    (s) => {
      try {
        return protocols.includes(new URL(s).protocol)
      } catch {
        return false
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  )

const mode = z.enum(MODES, { message: 'must be sandbox or live' })
/** all: the API and the background work in one process; api: the API only; worker: the jobs and sweeps only. */
export const SHOP_ROLES = ['all', 'api', 'worker'] as const

const DURATION_UNITS = { s: 1, m: 60, h: 3600, d: 86_400 } as const
const duration = z
  .string()
  .regex(/^\d+[smhd]?$/, { message: 'must be a duration like 3600, 30m, 12h or 7d' })
  .transform((s) => {
    const unit = (/[smhd]$/.exec(s)?.[0] ?? 's') as keyof typeof DURATION_UNITS
    return Number.parseInt(s, 10) * DURATION_UNITS[unit]
  })
  .refine((seconds) => seconds >= 60 && seconds <= 90 * 86_400, { message: 'must be from 1m to 90d' })

const origins = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  )
  .refine((list) => list.every((o) => /^https?:\/\/[^/\s]+$/.test(o)), {
    message: 'must be a comma-separated list of origins like https://shop.example.com (no path)',
  })

const PROXY_ADDRESS = /^(loopback|linklocal|uniquelocal|[\d.]+(\/\d{1,2})?|[\da-f:]+(\/\d{1,3})?)$/i
const trustProxy = z
  .string()
  .refine((s) => s === 'true' || s === 'false' || s.split(',').every((a) => PROXY_ADDRESS.test(a.trim())), {
    message:
      'must be true, false, or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  })
  .transform((s): boolean | string[] =>
    s === 'true' ? true : s === 'false' ? false : s.split(',').map((a) => a.trim()),
  )

const envSchema = z.object({
  PORT: integer(1, 65535).default(3000),
  HOST: text(1, 255).default('0.0.0.0'),
  STORE_CODE: z
    .string()
    .regex(/^[\w-]{1,32}$/, { message: 'must be 1 to 32 letters, digits, - or _' })
    .default('lanji'),
  SHOP_NAME: text(1, 40).default('澜肌官方商城'),
  BRAND_PREFIX: text(1, 16).default('澜肌'),
  DATA_DIR: text(1, 1024).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  JWT_SECRET: text(32, 512, 'must be at least 32 characters').optional(),
  TOKEN_TTL: duration.default(7 * 86_400),
  CORS_ORIGINS: origins.default([]),
  H5_DIST: text(1, 1024).default('apps/mall/dist/h5'),
  CONSOLE_DIST: text(1, 1024).default('apps/console/dist'),
  UPLOAD_DIR: text(1, 1024).optional(),
  PUBLIC_BASE_URL: url(['http:', 'https:']).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000).default(1200),
  SMS_SENDS_PER_IP_PER_HOUR: integer(1, 1_000_000).default(20),
  CONSOLE_OWNER_PASSWORD: text(8, 64).optional(),
  WECHAT_MODE: mode.default('sandbox'),
  WECHAT_APPID: text(1, 64).optional(),
  WECHAT_SECRET: text(1, 128).optional(),
  WECHAT_API_BASE: url(['http:', 'https:']).default('https://api.weixin.qq.com'),
  WECHAT_OA_APPID: text(1, 64).optional(),
  WECHAT_OA_SECRET: text(1, 128).optional(),
  WECHAT_OAUTH_BASE: url(['http:', 'https:']).default('https://open.weixin.qq.com'),
  WECHAT_SUBSCRIBE_TEMPLATES: z
    .string()
    .regex(
      new RegExp(`^(${SUBSCRIBE_EVENTS.join('|')})=[\\w-]{1,64}(,(${SUBSCRIBE_EVENTS.join('|')})=[\\w-]{1,64})*$`),
      `must be event=templateId pairs separated by commas, events: ${SUBSCRIBE_EVENTS.join(', ')}`,
    )
    .optional(),
  WECHAT_ADS_ACTION_SET_ID: text(1, 32).optional(),
  WECOM_MODE: mode.default('sandbox'),
  WECOM_CORPID: text(1, 64).optional(),
  WECOM_SECRET: text(1, 128).optional(),
  WECOM_API_BASE: url(['http:', 'https:']).default('https://qyapi.weixin.qq.com'),
  SMS_MODE: mode.default('sandbox'),
  SMS_SECRET_ID: text(1, 128).optional(),
  SMS_SECRET_KEY: text(1, 128).optional(),
  SMS_SDK_APP_ID: text(1, 32).optional(),
  SMS_SIGN_NAME: text(1, 32).optional(),
  SMS_TEMPLATE_ID: text(1, 32).optional(),
  SMS_REGION: text(1, 32).default('ap-guangzhou'),
  SMS_API_BASE: url(['http:', 'https:']).default('https://sms.tencentcloudapi.com'),
  MAIL_MODE: mode.default('sandbox'),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: text(3, 200).optional(),
  MAIL_SANDBOX_PORT: integer(0, 65_535).default(0),
  CRM_MODE: mode.default('sandbox'),
  CRM_APP_KEY: text(1, 64).optional(),
  CRM_APP_SECRET: text(16, 256, 'must be at least 16 characters').optional(),
  CRM_API_BASE: url(['http:', 'https:']).optional(),
  APP_SHELL_MODE: mode.default('sandbox'),
  APP_SHELL_SECRET: text(32, 512, 'must be at least 32 characters').optional(),
  WECHAT_PAY_MODE: mode.default('sandbox'),
  WECHAT_PAY_MCHID: z
    .string()
    .regex(/^\d{6,32}$/, { message: 'must be the merchant number (digits)' })
    .optional(),
  WECHAT_PAY_MP_APPID: text(1, 64).optional(),
  WECHAT_PAY_OA_APPID: text(1, 64).optional(),
  WECHAT_PAY_APP_APPID: text(1, 64).optional(),
  WECHAT_PAY_SERIAL_NO: text(1, 64).optional(),
  WECHAT_PAY_PRIVATE_KEY_PATH: text(1, 1024).optional(),
  WECHAT_PAY_APIV3_KEY: z
    .string()
    .refine((s) => Buffer.byteLength(s, 'utf8') === 32, { message: 'must be the 32-byte APIv3 key' })
    .optional(),
  WECHAT_PAY_PUBLIC_KEY_ID: z
    .string()
    .regex(/^PUB_KEY_ID_\w+$/, { message: 'must look like PUB_KEY_ID_…' })
    .optional(),
  WECHAT_PAY_PUBLIC_KEY_PATH: text(1, 1024).optional(),
  WECHAT_PAY_PLATFORM_CERT_PATH: text(1, 1024).optional(),
  WECHAT_PAY_API_BASE: url(['http:', 'https:']).default('https://api.mch.weixin.qq.com'),
  KUAIDI100_MODE: mode.default('sandbox'),
  KUAIDI100_CUSTOMER: text(1, 64).optional(),
  KUAIDI100_KEY: text(1, 128).optional(),
  KUAIDI100_API_BASE: url(['http:', 'https:']).default('https://poll.kuaidi100.com'),
  ORDER_PAY_MINUTES: integer(1, 1440).default(30),
  AUTO_RECEIVE_DAYS: integer(1, 90).default(7),
  AUTO_COMPLETE_DAYS: integer(1, 90).default(15),
  ORDER_SWEEP_SECONDS: integer(0, 3600).default(30),
  SHOP_ROLE: z.enum(SHOP_ROLES, { message: 'must be all, api or worker' }).default('all'),
  METRICS_TOKEN: text(16, 256, 'must be 16 to 256 characters').optional(),
  SANDBOX_CLOCK: z.enum(['on', 'off'], { message: 'must be on or off' }).default('off'),
})

type Env = z.output<typeof envSchema>
type EnvName = keyof Env

/** Values that must never be echoed back in an error message. */
const SECRET_NAMES = new Set<EnvName>([
  'JWT_SECRET',
  'CONSOLE_OWNER_PASSWORD',
  'WECHAT_SECRET',
  'WECHAT_OA_SECRET',
  'WECOM_SECRET',
  'SMS_SECRET_KEY',
  'APP_SHELL_SECRET',
  'CRM_APP_SECRET',
  'SMTP_URL',
  'METRICS_TOKEN',
  'WECHAT_PAY_APIV3_KEY',
  'KUAIDI100_KEY',
  'DATABASE_URL',
  'REDIS_URL',
])

/** What each provider needs in live mode (in sandbox mode, the sandbox peer's own values are used). */
const LIVE_REQUIREMENTS = {
  WECHAT_MODE: ['WECHAT_APPID', 'WECHAT_SECRET'],
  WECOM_MODE: ['WECOM_CORPID', 'WECOM_SECRET'],
  SMS_MODE: ['SMS_SECRET_ID', 'SMS_SECRET_KEY', 'SMS_SDK_APP_ID', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_ID'],
  APP_SHELL_MODE: ['APP_SHELL_SECRET'],
  CRM_MODE: ['CRM_APP_KEY', 'CRM_APP_SECRET', 'CRM_API_BASE'],
  MAIL_MODE: ['SMTP_URL', 'MAIL_FROM'],
  WECHAT_PAY_MODE: [
    'WECHAT_PAY_MCHID',
    'WECHAT_PAY_MP_APPID',
    'WECHAT_PAY_SERIAL_NO',
    'WECHAT_PAY_PRIVATE_KEY_PATH',
    'WECHAT_PAY_APIV3_KEY',
    'PUBLIC_BASE_URL',
  ],
  KUAIDI100_MODE: ['KUAIDI100_CUSTOMER', 'KUAIDI100_KEY'],
} as const satisfies Partial<Record<EnvName, EnvName[]>>

/** The one table of variables: [default, meaning]. Typed over the schema, so no variable goes undocumented. */
export const CONFIG_DOCS: Record<EnvName, [string, string]> = {
  PORT: ['3000', 'HTTP port the server listens on'],
  HOST: ['0.0.0.0', 'Interface to listen on'],
  STORE_CODE: [
    'lanji',
    'The one store code accepted in `/api/{service}/store/{storeCode}/…`; any other gives 404 `storeNotFound`',
  ],
  SHOP_NAME: ['澜肌官方商城', 'Shop name (store settings, default share title)'],
  BRAND_PREFIX: ['澜肌', 'Prefix of default nicknames: prefix + last 4 digits of the mobile'],
  DATA_DIR: [
    './data',
    'Folder for the embedded database, generated secrets and uploads; relative paths are from the repository root',
  ],
  DATABASE_URL: [
    '(unset)',
    'PostgreSQL URL; unset = embedded PGlite in `DATA_DIR/pglite` (one process only: the folder is locked)',
  ],
  REDIS_URL: [
    '(unset)',
    'Redis URL for shared counters (SMS limits) and the rate limit; unset = counted in the database (every process together, kept across restarts)',
  ],
  JWT_SECRET: [
    '(generated)',
    'Secret (≥ 32 chars) signing session tokens; unset = generated once into `DATA_DIR/secrets/jwt.secret`. Set it when several processes serve the shop',
  ],
  TOKEN_TTL: ['7d', 'Lifetime of customer and staff tokens: seconds or 30m, 12h, 7d (1m to 90d)'],
  CORS_ORIGINS: [
    '(none)',
    'Comma-separated origins allowed to call the API from another origin (e.g. the H5 dev server)',
  ],
  H5_DIST: ['apps/mall/dist/h5', 'Built H5 app served at `/`'],
  CONSOLE_DIST: ['apps/console/dist', 'Built operations console served at `/console`'],
  UPLOAD_DIR: ['`DATA_DIR`/uploads', 'Where uploaded images are stored (served at `/uploads/`)'],
  PUBLIC_BASE_URL: [
    'http://localhost:`PORT`',
    'Public origin of this server, for absolute links such as payment notify URLs',
  ],
  LOG_LEVEL: [
    'info',
    'fatal, error, warn, info, debug, trace or silent; logs are JSON, pretty when stdout is a terminal',
  ],
  TRUST_PROXY: [
    'false',
    'Which proxies may set X-Forwarded-For (the client IP counts for per-IP limits): true (any), false, or addresses/CIDRs/loopback',
  ],
  RATE_LIMIT_PER_MINUTE: [
    '1200',
    'API calls per minute per client IP (the app’s files and pictures are not counted; shared through Redis when set)',
  ],
  SMS_SENDS_PER_IP_PER_HOUR: [
    '20',
    'Sign-in codes one client IP may ask for in an hour (raise it when many shoppers share one address, e.g. a store Wi-Fi)',
  ],
  CONSOLE_OWNER_PASSWORD: [
    '(generated)',
    'Password of the console’s first owner account `owner`, set when the database is new; unset: one is generated and printed once to the log',
  ],
  WECHAT_MODE: [
    'sandbox',
    '`sandbox` (local peer at `/sandbox/wechat`) or `live` (api.weixin.qq.com): mini-program login and phone number',
  ],
  WECHAT_APPID: ['(sandbox value)', 'Mini-program AppID; required when WECHAT_MODE=live'],
  WECHAT_SECRET: ['(sandbox value)', 'Mini-program AppSecret; required when WECHAT_MODE=live'],
  WECHAT_API_BASE: ['https://api.weixin.qq.com', 'WeChat API origin in live mode'],
  WECHAT_OA_APPID: [
    '(sandbox value)',
    'Official-account AppID for web authorization (网页授权) in the WeChat browser: the payer’s openid for JSAPI pay there. Unset in live mode = JSAPI pay in the WeChat browser is unavailable',
  ],
  WECHAT_OA_SECRET: ['(sandbox value)', 'Official-account AppSecret, with WECHAT_OA_APPID'],
  WECHAT_OAUTH_BASE: [
    'https://open.weixin.qq.com',
    'Origin of WeChat’s authorization page in live mode (sandbox: `/sandbox/wechat/connect/oauth2/authorize`)',
  ],
  WECHAT_SUBSCRIBE_TEMPLATES: [
    '(sandbox value)',
    'Subscribe-message template ids per event, `order_paid=ID,order_shipped=ID,refund_decided=ID,activity_starting=ID,help_completed=ID`; an event without one is told in-site only',
  ],
  WECHAT_ADS_ACTION_SET_ID: [
    '(unset in live mode)',
    'WeChat ads user_action_set_id that registrations, first orders and payments are reported to (ocpa); unset in live mode = not reported',
  ],
  WECOM_MODE: [
    'sandbox',
    '`sandbox` (local peer at `/sandbox/wecom`) or `live` (qyapi.weixin.qq.com): counter staff login',
  ],
  WECOM_CORPID: ['(sandbox value)', 'WeCom corp id; required when WECOM_MODE=live'],
  WECOM_SECRET: ['(sandbox value)', 'WeCom app secret; required when WECOM_MODE=live'],
  WECOM_API_BASE: ['https://qyapi.weixin.qq.com', 'WeCom API origin in live mode'],
  SMS_MODE: [
    'sandbox',
    '`sandbox` (local peer at `/sandbox/sms`, codes readable at `/sandbox/sms/last/{mobile}`) or `live` (Tencent Cloud SMS)',
  ],
  SMS_SECRET_ID: ['(sandbox value)', 'Tencent Cloud SecretId; required when SMS_MODE=live'],
  SMS_SECRET_KEY: ['(sandbox value)', 'Tencent Cloud SecretKey; required when SMS_MODE=live'],
  SMS_SDK_APP_ID: ['(sandbox value)', 'SMS SdkAppId; required when SMS_MODE=live'],
  SMS_SIGN_NAME: ['(sandbox value)', 'Approved SMS signature; required when SMS_MODE=live'],
  SMS_TEMPLATE_ID: [
    '(sandbox value)',
    'Approved template with two parameters {1} code, {2} minutes; required when SMS_MODE=live',
  ],
  SMS_REGION: ['ap-guangzhou', 'Tencent Cloud region of the SMS API'],
  SMS_API_BASE: ['https://sms.tencentcloudapi.com', 'Tencent Cloud SMS API origin in live mode'],
  MAIL_MODE: [
    'sandbox',
    '`sandbox` (a local SMTP server in each process; the mails show at `/sandbox/mail`, kept in the database) or `live` (the SMTP server of SMTP_URL): invoice e-mails',
  ],
  SMTP_URL: [
    '(sandbox)',
    'The SMTP server invoice mails go through, e.g. smtps://user:password@smtp.example.com:465; required when MAIL_MODE=live',
  ],
  MAIL_FROM: [
    'SHOP_NAME, invoice@shop.invalid',
    'The sender of every mail, e.g. `"澜肌" <invoice@example.com>`; required when MAIL_MODE=live',
  ],
  MAIL_SANDBOX_PORT: ['0 (a free port)', "The port of the sandbox's SMTP server on 127.0.0.1"],
  CRM_MODE: [
    'sandbox',
    "`sandbox` (local peer at `/sandbox/crm` speaking the CRM's signed open API, members kept in the database) or `live` (the brand's CRM at CRM_API_BASE; docs/member-crm.md)",
  ],
  CRM_APP_KEY: ['(sandbox value)', "The shop's app key at the CRM; required when CRM_MODE=live"],
  CRM_APP_SECRET: [
    '(sandbox value)',
    'The secret the CRM calls are signed with (HMAC-SHA256); required when CRM_MODE=live',
  ],
  CRM_API_BASE: ['(sandbox)', "The CRM open API's origin, e.g. https://crm.example.com; required when CRM_MODE=live"],
  APP_SHELL_MODE: [
    'sandbox',
    '`sandbox` (secret generated into `DATA_DIR/secrets/app-shell.secret`) or `live`: verifies the app shell token of `h5/app/login`',
  ],
  APP_SHELL_SECRET: [
    '(generated)',
    'HS256 secret (≥ 32 chars) shared with the native app shell; required when APP_SHELL_MODE=live',
  ],
  WECHAT_PAY_MODE: [
    'sandbox',
    '`sandbox` (local WeChat Pay at `/sandbox/wechatpay`, keys generated into `DATA_DIR/wechat-pay-sandbox.json`, a cashier page at `/sandbox/wechatpay/pay`) or `live` (api.mch.weixin.qq.com)',
  ],
  WECHAT_PAY_MCHID: ['(sandbox value)', 'Merchant number (mchid); required when WECHAT_PAY_MODE=live'],
  WECHAT_PAY_MP_APPID: [
    '`WECHAT_APPID`',
    'AppID bound to the merchant for mini-program pay (JSAPI, payType wm); required when WECHAT_PAY_MODE=live',
  ],
  WECHAT_PAY_OA_APPID: [
    '`WECHAT_OA_APPID`',
    'Official-account AppID for H5 pay and JSAPI inside the WeChat browser; unset in live mode = H5 pay uses the mini-program AppID',
  ],
  WECHAT_PAY_APP_APPID: [
    '(sandbox value)',
    'Mobile-app AppID for payType app (the app shell’s WeChat SDK); unset in live mode = app pay is unavailable',
  ],
  WECHAT_PAY_SERIAL_NO: [
    '(sandbox value)',
    'Serial number of the merchant API certificate; required when WECHAT_PAY_MODE=live',
  ],
  WECHAT_PAY_PRIVATE_KEY_PATH: [
    '(sandbox value)',
    'Path of the merchant API private key (apiclient_key.pem); required when WECHAT_PAY_MODE=live',
  ],
  WECHAT_PAY_APIV3_KEY: [
    '(sandbox value)',
    'The 32-byte APIv3 key (decrypts notifications); required when WECHAT_PAY_MODE=live',
  ],
  WECHAT_PAY_PUBLIC_KEY_ID: [
    '(unset)',
    'WeChat Pay public key id (`PUB_KEY_ID_…`); live mode needs it with WECHAT_PAY_PUBLIC_KEY_PATH, or WECHAT_PAY_PLATFORM_CERT_PATH, or both during a switch',
  ],
  WECHAT_PAY_PUBLIC_KEY_PATH: [
    '(unset)',
    'Path of the WeChat Pay public key (PEM) that verifies answers and notifications',
  ],
  WECHAT_PAY_PLATFORM_CERT_PATH: [
    '(unset)',
    'Path of the platform certificate(s) (PEM, several may be concatenated), for merchants not yet on the public key',
  ],
  WECHAT_PAY_API_BASE: ['https://api.mch.weixin.qq.com', 'WeChat Pay API origin in live mode'],
  KUAIDI100_MODE: [
    'sandbox',
    '`sandbox` (local kuaidi100 at `/sandbox/kuaidi100`: every waybill travels from collected to signed in about 2 minutes, ending in the receiver’s city) or `live` (poll.kuaidi100.com)',
  ],
  KUAIDI100_CUSTOMER: ['(sandbox value)', 'kuaidi100 customer number; required when KUAIDI100_MODE=live'],
  KUAIDI100_KEY: ['(sandbox value)', 'kuaidi100 authorisation key; required when KUAIDI100_MODE=live'],
  KUAIDI100_API_BASE: ['https://poll.kuaidi100.com', 'kuaidi100 API origin in live mode'],
  ORDER_PAY_MINUTES: [
    '30',
    'Minutes an unpaid order stays payable (also sent to WeChat Pay as time_expire); then it is closed. The default until the console saves its settings (商城设置)',
  ],
  AUTO_RECEIVE_DAYS: [
    '7',
    'Days after an order is fully shipped until its receipt is confirmed automatically; the default until the console saves its settings',
  ],
  AUTO_COMPLETE_DAYS: [
    '15',
    'Days after receipt until an order not evaluated completes automatically (and earns its points); the default until the console saves its settings',
  ],
  ORDER_SWEEP_SECONDS: [
    '30',
    'How often each process sweeps for unpaid orders to close and orders to receive or complete; 0 = never (another process sweeps)',
  ],
  SHOP_ROLE: [
    'all',
    'all = the API and the background work (jobs, sweeps) in one process; api = the API only; worker = the background work only (docs/deploy.md)',
  ],
  METRICS_TOKEN: [
    '(none)',
    'When set, `GET /metrics` answers only `Authorization: Bearer <token>`; unset, it answers anyone who reaches the process (keep it off the public side of the proxy: deploy/nginx.conf)',
  ],
  SANDBOX_CLOCK: [
    'off',
    "`on`: the process's clock can be moved with `POST /sandbox/clock` `{ milliseconds }` (browser journeys across days; never before the real time); refused unless every provider is in sandbox mode",
  ],
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Parses the environment. Empty variables count as unset (`FOO=` in an env file). Throws ConfigError. */
export function loadConfig(environment: Record<string, string | undefined>) {
  const env = Object.fromEntries(Object.entries(environment).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = envSchema.safeParse(env)
  const problems: string[] = []
  if (!parsed.success) {
    const seen = new Set<string>()
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0])
      if (seen.has(name)) continue
      seen.add(name)
      problems.push(`${name}: ${issue.message} ${shown(name as EnvName, env[name])}`)
    }
  } else {
    for (const [modeName, required] of Object.entries(LIVE_REQUIREMENTS) as [EnvName, readonly EnvName[]][]) {
      if (parsed.data[modeName] !== 'live') continue
      for (const name of required)
        if (parsed.data[name] === undefined) problems.push(`${name}: required when ${modeName}=live`)
    }
    problems.push(...wechatPayKeyProblems(parsed.data))
    const live = Object.keys(LIVE_REQUIREMENTS).filter((name) => parsed.data[name as EnvName] === 'live')
    if (parsed.data.SANDBOX_CLOCK === 'on' && live.length > 0)
      problems.push(`SANDBOX_CLOCK: only when every provider is in sandbox mode (live: ${live.join(', ')})`)
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems)
  return toConfig(parsed.data)
}

/** Live WeChat Pay answers are verified with its public key (id and file together), its platform certificates, or both. */
function wechatPayKeyProblems(env: Env): string[] {
  const { WECHAT_PAY_PUBLIC_KEY_ID: id, WECHAT_PAY_PUBLIC_KEY_PATH: path, WECHAT_PAY_PLATFORM_CERT_PATH: certs } = env
  if ((id === undefined) !== (path === undefined)) {
    return [
      `${id === undefined ? 'WECHAT_PAY_PUBLIC_KEY_ID' : 'WECHAT_PAY_PUBLIC_KEY_PATH'}: required with the other WECHAT_PAY_PUBLIC_KEY_* variable`,
    ]
  }
  if (env.WECHAT_PAY_MODE === 'live' && path === undefined && certs === undefined) {
    return ['WECHAT_PAY_PUBLIC_KEY_PATH: required when WECHAT_PAY_MODE=live (or WECHAT_PAY_PLATFORM_CERT_PATH)']
  }
  return []
}

function shown(name: EnvName, value: string | undefined): string {
  if (value === undefined) return '(unset)'
  return SECRET_NAMES.has(name) ? `(got ${value.length} characters)` : `(got ${JSON.stringify(value)})`
}

const fromRoot = (p: string) => path.resolve(REPO_ROOT, p)

/** The sandbox's official account: web authorization and the pay app id of JSAPI in the WeChat browser agree. */
const SANDBOX_OA_APPID = 'wx00000000sandboxoa'
/** The WeChat sandbox's ads data source and subscribe-message templates (src/providers/wechat/wechat.sandbox.messages.ts). */
export const SANDBOX_ADS_ACTION_SET_ID = '1100000001'
export const SANDBOX_SUBSCRIBE_TEMPLATES: Record<SubscribeEvent, string> = {
  order_paid: 'sandbox-tmpl-order-paid',
  order_shipped: 'sandbox-tmpl-order-shipped',
  refund_decided: 'sandbox-tmpl-refund-decided',
  activity_starting: 'sandbox-tmpl-activity-starting',
  help_completed: 'sandbox-tmpl-help-completed',
}

function subscribeTemplates(env: Env): Partial<Record<SubscribeEvent, string>> {
  if (env.WECHAT_SUBSCRIBE_TEMPLATES === undefined)
    return env.WECHAT_MODE === 'sandbox' ? SANDBOX_SUBSCRIBE_TEMPLATES : {}
  return Object.fromEntries(env.WECHAT_SUBSCRIBE_TEMPLATES.split(',').map((pair) => pair.split('=')))
}

function toConfig(env: Env) {
  const dataDir = fromRoot(env.DATA_DIR)
  return {
    port: env.PORT,
    host: env.HOST,
    storeCode: env.STORE_CODE,
    shopName: env.SHOP_NAME,
    brandPrefix: env.BRAND_PREFIX,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? null,
    redisUrl: env.REDIS_URL ?? null,
    jwtSecret: env.JWT_SECRET ?? null,
    tokenTtlSeconds: env.TOKEN_TTL,
    corsOrigins: env.CORS_ORIGINS,
    h5Dist: fromRoot(env.H5_DIST),
    consoleDist: fromRoot(env.CONSOLE_DIST),
    uploadDir: env.UPLOAD_DIR ? fromRoot(env.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    smsSendsPerIpPerHour: env.SMS_SENDS_PER_IP_PER_HOUR,
    /** The first console owner's password; unset: one is generated and printed once to the log. */
    consoleOwnerPassword: env.CONSOLE_OWNER_PASSWORD ?? null,
    wechat: {
      mode: env.WECHAT_MODE,
      appId: env.WECHAT_APPID ?? 'wx00000000sandbox',
      secret: env.WECHAT_SECRET ?? 'sandbox-wechat-secret',
      apiBase: env.WECHAT_API_BASE,
      /** The official account whose web authorization yields a payer's openid in the WeChat browser; null: none. */
      officialAccount:
        env.WECHAT_MODE === 'sandbox'
          ? {
              appId: env.WECHAT_OA_APPID ?? SANDBOX_OA_APPID,
              secret: env.WECHAT_OA_SECRET ?? 'sandbox-wechat-oa-secret',
            }
          : env.WECHAT_OA_APPID && env.WECHAT_OA_SECRET
            ? { appId: env.WECHAT_OA_APPID, secret: env.WECHAT_OA_SECRET }
            : null,
      oauthBase: env.WECHAT_OAUTH_BASE,
      /** The subscribe-message template of each event (sandbox: the sandbox's own templates). */
      subscribeTemplates: subscribeTemplates(env),
      /** The ads data source conversions are reported to; null: not reported. */
      adsActionSetId:
        env.WECHAT_ADS_ACTION_SET_ID ?? (env.WECHAT_MODE === 'sandbox' ? SANDBOX_ADS_ACTION_SET_ID : null),
    },
    wecom: {
      mode: env.WECOM_MODE,
      corpId: env.WECOM_CORPID ?? 'ww00000000sandbox',
      secret: env.WECOM_SECRET ?? 'sandbox-wecom-secret',
      apiBase: env.WECOM_API_BASE,
    },
    sms: {
      mode: env.SMS_MODE,
      secretId: env.SMS_SECRET_ID ?? 'AKIDsandbox',
      secretKey: env.SMS_SECRET_KEY ?? 'sandbox-sms-secret-key',
      sdkAppId: env.SMS_SDK_APP_ID ?? '1400000000',
      signName: env.SMS_SIGN_NAME ?? env.SHOP_NAME,
      templateId: env.SMS_TEMPLATE_ID ?? '100000',
      region: env.SMS_REGION,
      apiBase: env.SMS_API_BASE,
    },
    mail: {
      mode: env.MAIL_MODE,
      /** Live: the SMTP server; sandbox: null (the local SMTP server's, known once it listens). */
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM ?? `"${env.SHOP_NAME}" <invoice@shop.invalid>`,
      sandboxPort: env.MAIL_SANDBOX_PORT,
    },
    crm: {
      mode: env.CRM_MODE,
      appKey: env.CRM_APP_KEY ?? 'sandbox-crm',
      appSecret: env.CRM_APP_SECRET ?? 'sandbox-crm-app-secret',
      apiBase: env.CRM_API_BASE ?? 'https://crm.invalid',
    },
    appShell: {
      mode: env.APP_SHELL_MODE,
      /** null in sandbox mode: the secret is generated into DATA_DIR. */
      secret: env.APP_SHELL_SECRET ?? null,
    },
    wechatPay: {
      mode: env.WECHAT_PAY_MODE,
      /** The sandbox's keys come from DATA_DIR; these are the live ones (unset in sandbox mode). */
      mchid: env.WECHAT_PAY_MCHID ?? null,
      appIds: {
        miniProgram: env.WECHAT_PAY_MP_APPID ?? env.WECHAT_APPID ?? 'wx00000000sandbox',
        officialAccount:
          env.WECHAT_PAY_OA_APPID ??
          env.WECHAT_OA_APPID ??
          (env.WECHAT_PAY_MODE === 'sandbox' ? SANDBOX_OA_APPID : null),
        app: env.WECHAT_PAY_APP_APPID ?? (env.WECHAT_PAY_MODE === 'sandbox' ? 'wx00000000sandboxapp' : null),
      },
      merchantSerialNo: env.WECHAT_PAY_SERIAL_NO ?? null,
      privateKeyPath: env.WECHAT_PAY_PRIVATE_KEY_PATH ? fromRoot(env.WECHAT_PAY_PRIVATE_KEY_PATH) : null,
      apiV3Key: env.WECHAT_PAY_APIV3_KEY ?? null,
      publicKeyId: env.WECHAT_PAY_PUBLIC_KEY_ID ?? null,
      publicKeyPath: env.WECHAT_PAY_PUBLIC_KEY_PATH ? fromRoot(env.WECHAT_PAY_PUBLIC_KEY_PATH) : null,
      platformCertPath: env.WECHAT_PAY_PLATFORM_CERT_PATH ? fromRoot(env.WECHAT_PAY_PLATFORM_CERT_PATH) : null,
      apiBase: env.WECHAT_PAY_API_BASE,
    },
    kuaidi100: {
      mode: env.KUAIDI100_MODE,
      /** null in sandbox mode: derived from a secret generated into DATA_DIR. */
      customer: env.KUAIDI100_CUSTOMER ?? null,
      key: env.KUAIDI100_KEY ?? null,
      apiBase: env.KUAIDI100_API_BASE,
    },
    orders: {
      payMinutes: env.ORDER_PAY_MINUTES,
      autoReceiveDays: env.AUTO_RECEIVE_DAYS,
      autoCompleteDays: env.AUTO_COMPLETE_DAYS,
      /** 0: this process runs no sweeps. */
      sweepSeconds: env.ORDER_SWEEP_SECONDS,
    },
    role: env.SHOP_ROLE,
    metricsToken: env.METRICS_TOKEN ?? null,
    /** The clock can be moved forward at /sandbox/clock (never with a live provider). */
    sandboxClock: env.SANDBOX_CLOCK === 'on',
  }
}

export type Config = ReturnType<typeof toConfig>
export type ProviderMode = (typeof MODES)[number]

/** The variables table as markdown, for docs/configuration.md. */
export function configTable(): string {
  const rows = Object.entries(CONFIG_DOCS).map(([name, [def, meaning]]) => `| \`${name}\` | ${def} | ${meaning} |`)
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n')
}
