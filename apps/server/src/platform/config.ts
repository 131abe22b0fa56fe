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
    message: 'must be true, false, or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  })
  .transform((s): boolean | string[] => (s === 'true' ? true : s === 'false' ? false : s.split(',').map((a) => a.trim())))

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
  UPLOAD_DIR: text(1, 1024).optional(),
  PUBLIC_BASE_URL: url(['http:', 'https:']).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000).default(1200),
  WECHAT_MODE: mode.default('sandbox'),
  WECHAT_APPID: text(1, 64).optional(),
  WECHAT_SECRET: text(1, 128).optional(),
  WECHAT_API_BASE: url(['http:', 'https:']).default('https://api.weixin.qq.com'),
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
  APP_SHELL_MODE: mode.default('sandbox'),
  APP_SHELL_SECRET: text(32, 512, 'must be at least 32 characters').optional(),
})

type Env = z.output<typeof envSchema>
type EnvName = keyof Env

/** Values that must never be echoed back in an error message. */
const SECRET_NAMES = new Set<EnvName>(['JWT_SECRET', 'WECHAT_SECRET', 'WECOM_SECRET', 'SMS_SECRET_KEY', 'APP_SHELL_SECRET', 'DATABASE_URL', 'REDIS_URL'])

/** What each provider needs in live mode (in sandbox mode, the sandbox peer's own values are used). */
const LIVE_REQUIREMENTS = {
  WECHAT_MODE: ['WECHAT_APPID', 'WECHAT_SECRET'],
  WECOM_MODE: ['WECOM_CORPID', 'WECOM_SECRET'],
  SMS_MODE: ['SMS_SECRET_ID', 'SMS_SECRET_KEY', 'SMS_SDK_APP_ID', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_ID'],
  APP_SHELL_MODE: ['APP_SHELL_SECRET'],
} as const satisfies Partial<Record<EnvName, EnvName[]>>

/** The one table of variables: [default, meaning]. Typed over the schema, so no variable goes undocumented. */
export const CONFIG_DOCS: Record<EnvName, [string, string]> = {
  PORT: ['3000', 'HTTP port the server listens on'],
  HOST: ['0.0.0.0', 'Interface to listen on'],
  STORE_CODE: ['lanji', 'The one store code accepted in `/api/{service}/store/{storeCode}/…`; any other gives 404 `storeNotFound`'],
  SHOP_NAME: ['澜肌官方商城', 'Shop name (store settings, default share title)'],
  BRAND_PREFIX: ['澜肌', 'Prefix of default nicknames: prefix + last 4 digits of the mobile'],
  DATA_DIR: ['./data', 'Folder for the embedded database, generated secrets and uploads; relative paths are from the repository root'],
  DATABASE_URL: ['(unset)', 'PostgreSQL URL; unset = embedded PGlite in `DATA_DIR/pglite` (one process only: the folder is locked)'],
  REDIS_URL: ['(unset)', 'Redis URL for shared counters (SMS limits) and the rate limit; unset = in-process counters'],
  JWT_SECRET: ['(generated)', 'Secret (≥ 32 chars) signing session tokens; unset = generated once into `DATA_DIR/secrets/jwt.secret`. Set it when several processes serve the shop'],
  TOKEN_TTL: ['7d', 'Lifetime of customer and staff tokens: seconds or 30m, 12h, 7d (1m to 90d)'],
  CORS_ORIGINS: ['(none)', 'Comma-separated origins allowed to call the API from another origin (e.g. the H5 dev server)'],
  H5_DIST: ['apps/mall/dist/h5', 'Built H5 app served at `/`'],
  UPLOAD_DIR: ['`DATA_DIR`/uploads', 'Where uploaded images are stored (served at `/uploads/`)'],
  PUBLIC_BASE_URL: ['http://localhost:`PORT`', 'Public origin of this server, for absolute links such as payment notify URLs'],
  LOG_LEVEL: ['info', 'fatal, error, warn, info, debug, trace or silent; logs are JSON, pretty when stdout is a terminal'],
  TRUST_PROXY: ['false', 'Which proxies may set X-Forwarded-For (the client IP counts for per-IP limits): true (any), false, or addresses/CIDRs/loopback'],
  RATE_LIMIT_PER_MINUTE: ['1200', 'Requests per minute per client IP, over all routes (shared through Redis when set)'],
  WECHAT_MODE: ['sandbox', '`sandbox` (local peer at `/sandbox/wechat`) or `live` (api.weixin.qq.com): mini-program login and phone number'],
  WECHAT_APPID: ['(sandbox value)', 'Mini-program AppID; required when WECHAT_MODE=live'],
  WECHAT_SECRET: ['(sandbox value)', 'Mini-program AppSecret; required when WECHAT_MODE=live'],
  WECHAT_API_BASE: ['https://api.weixin.qq.com', 'WeChat API origin in live mode'],
  WECOM_MODE: ['sandbox', '`sandbox` (local peer at `/sandbox/wecom`) or `live` (qyapi.weixin.qq.com): counter staff login'],
  WECOM_CORPID: ['(sandbox value)', 'WeCom corp id; required when WECOM_MODE=live'],
  WECOM_SECRET: ['(sandbox value)', "WeCom app secret; required when WECOM_MODE=live"],
  WECOM_API_BASE: ['https://qyapi.weixin.qq.com', 'WeCom API origin in live mode'],
  SMS_MODE: ['sandbox', '`sandbox` (local peer at `/sandbox/sms`, codes readable at `/sandbox/sms/last/{mobile}`) or `live` (Tencent Cloud SMS)'],
  SMS_SECRET_ID: ['(sandbox value)', 'Tencent Cloud SecretId; required when SMS_MODE=live'],
  SMS_SECRET_KEY: ['(sandbox value)', 'Tencent Cloud SecretKey; required when SMS_MODE=live'],
  SMS_SDK_APP_ID: ['(sandbox value)', 'SMS SdkAppId; required when SMS_MODE=live'],
  SMS_SIGN_NAME: ['(sandbox value)', 'Approved SMS signature; required when SMS_MODE=live'],
  SMS_TEMPLATE_ID: ['(sandbox value)', 'Approved template with two parameters {1} code, {2} minutes; required when SMS_MODE=live'],
  SMS_REGION: ['ap-guangzhou', 'Tencent Cloud region of the SMS API'],
  SMS_API_BASE: ['https://sms.tencentcloudapi.com', 'Tencent Cloud SMS API origin in live mode'],
  APP_SHELL_MODE: ['sandbox', '`sandbox` (secret generated into `DATA_DIR/secrets/app-shell.secret`) or `live`: verifies the app shell token of `h5/app/login`'],
  APP_SHELL_SECRET: ['(generated)', 'HS256 secret (≥ 32 chars) shared with the native app shell; required when APP_SHELL_MODE=live'],
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
      for (const name of required) if (parsed.data[name] === undefined) problems.push(`${name}: required when ${modeName}=live`)
    }
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems)
  return toConfig(parsed.data)
}

function shown(name: EnvName, value: string | undefined): string {
  if (value === undefined) return '(unset)'
  return SECRET_NAMES.has(name) ? `(got ${value.length} characters)` : `(got ${JSON.stringify(value)})`
}

const fromRoot = (p: string) => path.resolve(REPO_ROOT, p)

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
    uploadDir: env.UPLOAD_DIR ? fromRoot(env.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    wechat: {
      mode: env.WECHAT_MODE,
      appId: env.WECHAT_APPID ?? 'wx00000000sandbox',
      secret: env.WECHAT_SECRET ?? 'sandbox-wechat-secret',
      apiBase: env.WECHAT_API_BASE,
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
    appShell: {
      mode: env.APP_SHELL_MODE,
      /** null in sandbox mode: the secret is generated into DATA_DIR. */
      secret: env.APP_SHELL_SECRET ?? null,
    },
  }
}

export type Config = ReturnType<typeof toConfig>
export type ProviderMode = (typeof MODES)[number]

/** The variables table as markdown, for docs/configuration.md. */
export function configTable(): string {
  const rows = Object.entries(CONFIG_DOCS).map(([name, [def, meaning]]) => `| \`${name}\` | ${def} | ${meaning} |`)
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n')
}
