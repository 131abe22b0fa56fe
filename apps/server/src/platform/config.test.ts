import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { configTable, ConfigError, loadConfig, REPO_ROOT } from './config'

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('loadConfig', () => {
  it('has working defaults, paths resolved from the repository root', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      storeCode: 'lanji',
      shopName: '澜肌官方商城',
      brandPrefix: '澜肌',
      dataDir: path.join(REPO_ROOT, 'data'),
      h5Dist: path.join(REPO_ROOT, 'apps/mall/dist/h5'),
      consoleDist: path.join(REPO_ROOT, 'apps/console/dist'),
      uploadDir: path.join(REPO_ROOT, 'data', 'uploads'),
      databaseUrl: null,
      redisUrl: null,
      jwtSecret: null,
      tokenTtlSeconds: 604_800,
      corsOrigins: [],
      publicBaseUrl: 'http://localhost:3000',
      trustProxy: false,
      wechat: { mode: 'sandbox' },
      wecom: { mode: 'sandbox' },
      sms: { mode: 'sandbox' },
      appShell: { mode: 'sandbox', secret: null },
    })
  })

  it('reads the variables it is given; empty ones count as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      TOKEN_TTL: '12h',
      CORS_ORIGINS: 'https://a.example, http://localhost:10086',
      DATA_DIR: '/var/lib/shop',
      PUBLIC_BASE_URL: 'https://shop.example/',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      REDIS_URL: '',
    })
    expect(config).toMatchObject({
      port: 8080,
      tokenTtlSeconds: 43_200,
      corsOrigins: ['https://a.example', 'http://localhost:10086'],
      dataDir: '/var/lib/shop',
      uploadDir: '/var/lib/shop/uploads',
      publicBaseUrl: 'https://shop.example',
      trustProxy: ['loopback', '10.0.0.0/8'],
      redisUrl: null,
    })
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be an integer from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT: must be an integer from 1 to 65535 (got "70000")'],
    [{ STORE_CODE: 'lan ji' }, 'STORE_CODE: must be 1 to 32 letters, digits, - or _ (got "lan ji")'],
    [{ TOKEN_TTL: '2w' }, 'TOKEN_TTL: must be a duration like 3600, 30m, 12h or 7d (got "2w")'],
    [{ TOKEN_TTL: '10' }, 'TOKEN_TTL: must be from 1m to 90d (got "10")'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [
      { CORS_ORIGINS: 'https://a.example/app' },
      'CORS_ORIGINS: must be a comma-separated list of origins like https://shop.example.com (no path) (got "https://a.example/app")',
    ],
    [{ WECHAT_MODE: 'prod' }, 'WECHAT_MODE: must be sandbox or live (got "prod")'],
    [
      { DATABASE_URL: 'mysql://root@db/shop' },
      'DATABASE_URL: must be a URL starting with postgres:// or postgresql:// (got 20 characters)',
    ],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 32 characters (got 5 characters)'],
    [
      { TRUST_PROXY: 'maybe' },
      'TRUST_PROXY: must be true, false, or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal (got "maybe")',
    ],
  ])('explains %o in one line', (env, message) => {
    expect(problems(env)).toEqual([message])
  })

  it('lists every bad variable, one line each, and the error message carries them all', () => {
    expect(problems({ PORT: 'x', LOG_LEVEL: 'y' })).toHaveLength(2)
    expect(() => loadConfig({ PORT: 'x' })).toThrow(/^Invalid configuration:\n {2}PORT: /)
  })

  it('moves the clock only when asked and only with every provider in sandbox mode', () => {
    expect(loadConfig({}).sandboxClock).toBe(false)
    expect(loadConfig({ SANDBOX_CLOCK: 'on' }).sandboxClock).toBe(true)
    expect(problems({ SANDBOX_CLOCK: 'on', WECOM_MODE: 'live', WECOM_CORPID: 'ww1', WECOM_SECRET: 's' })).toEqual([
      'SANDBOX_CLOCK: only when every provider is in sandbox mode (live: WECOM_MODE)',
    ])
    expect(problems({ SANDBOX_CLOCK: 'yes' })[0]).toMatch(/^SANDBOX_CLOCK: must be on or off/)
  })

  it('requires credentials only in live mode', () => {
    expect(problems({ WECHAT_MODE: 'live' })).toEqual([
      'WECHAT_APPID: required when WECHAT_MODE=live',
      'WECHAT_SECRET: required when WECHAT_MODE=live',
    ])
    expect(
      problems({
        SMS_MODE: 'live',
        SMS_SECRET_ID: 'id',
        SMS_SECRET_KEY: 'key',
        SMS_SDK_APP_ID: '1400000001',
        SMS_SIGN_NAME: '澜肌',
      }),
    ).toEqual(['SMS_TEMPLATE_ID: required when SMS_MODE=live'])
    expect(problems({ APP_SHELL_MODE: 'live' })).toEqual(['APP_SHELL_SECRET: required when APP_SHELL_MODE=live'])
    expect(problems({ WECOM_MODE: 'live', WECOM_CORPID: 'ww1', WECOM_SECRET: 's' })).toEqual([])
  })

  it('requires the WeChat Pay merchant, its keys and a public origin in live mode, and kuaidi100 credentials', () => {
    expect(problems({ WECHAT_PAY_MODE: 'live' })).toEqual([
      'WECHAT_PAY_MCHID: required when WECHAT_PAY_MODE=live',
      'WECHAT_PAY_MP_APPID: required when WECHAT_PAY_MODE=live',
      'WECHAT_PAY_SERIAL_NO: required when WECHAT_PAY_MODE=live',
      'WECHAT_PAY_PRIVATE_KEY_PATH: required when WECHAT_PAY_MODE=live',
      'WECHAT_PAY_APIV3_KEY: required when WECHAT_PAY_MODE=live',
      'PUBLIC_BASE_URL: required when WECHAT_PAY_MODE=live',
      'WECHAT_PAY_PUBLIC_KEY_PATH: required when WECHAT_PAY_MODE=live (or WECHAT_PAY_PLATFORM_CERT_PATH)',
    ])
    expect(problems({ WECHAT_PAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114' })).toEqual([
      'WECHAT_PAY_PUBLIC_KEY_PATH: required with the other WECHAT_PAY_PUBLIC_KEY_* variable',
    ])
    expect(problems({ WECHAT_PAY_APIV3_KEY: 'too-short', WECHAT_PAY_MCHID: 'abc' })).toEqual([
      'WECHAT_PAY_MCHID: must be the merchant number (digits) (got "abc")',
      'WECHAT_PAY_APIV3_KEY: must be the 32-byte APIv3 key (got 9 characters)',
    ])
    expect(problems({ KUAIDI100_MODE: 'live' })).toEqual([
      'KUAIDI100_CUSTOMER: required when KUAIDI100_MODE=live',
      'KUAIDI100_KEY: required when KUAIDI100_MODE=live',
    ])
    expect(loadConfig({}).orders).toEqual({
      payMinutes: 30,
      autoReceiveDays: 7,
      autoCompleteDays: 15,
      sweepSeconds: 30,
    })
  })

  it('is documented in docs/configuration.md with the same table', () => {
    const docs = readFileSync(path.join(REPO_ROOT, 'docs/configuration.md'), 'utf8')
    expect(docs, 'run `npx tsx apps/server/scripts/docs-tables.ts`').toContain(configTable())
  })
})
