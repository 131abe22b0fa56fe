import { createHash, randomInt } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { ResponseOf, Session, enterpriseLogin, sendLoginVerificationCode } from '@shop/contracts'
import { chinaDate, DomainError, truncateText, type ErrorCode } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Counters } from '../../platform/counters'
import type { Db } from '../../platform/database'
import type { CustomerPrincipal, TokenIdentity, Tokens } from '../../platform/tokens'
import { ProviderError, type Providers } from '../../providers'
import type { CustomersService } from '../customers'
import type { StaffService } from '../staff'
import type { RevokedTokenList } from './revoked-tokens'
import { sessionsRepository } from './sessions.repository'

/** The SMS sign-in rules: how long a code lives, how often one may be sent, how many guesses it allows. */
export const SMS_RULES = {
  codeValidSeconds: 300,
  resendAfterSeconds: 60,
  sendsPerMobilePerDay: 10,
  attemptsPerCode: 5,
} as const

export interface SessionsDeps {
  db: Db
  clock: Clock
  counters: Counters
  tokens: Tokens
  revokedTokens: RevokedTokenList
  providers: Pick<Providers, 'wechat' | 'wecom' | 'sms' | 'appShell'>
  customers: CustomersService
  staff: StaffService
  /** Sign-in codes one client IP may ask for in an hour (SMS_SENDS_PER_IP_PER_HOUR). */
  sendsPerIpPerHour: number
  /** This shop's public origin: where WeCom's web authorization sends the counter portal back to. */
  publicBaseUrl: string
}

export type SessionsService = ReturnType<typeof createSessionsService>

/** Sign-in on every channel: a proof of identity (a code, a token) becomes the shop's own session token. */
export function createSessionsService({
  db,
  clock,
  counters,
  tokens,
  revokedTokens,
  providers,
  customers,
  staff,
  sendsPerIpPerHour,
  publicBaseUrl,
}: SessionsDeps) {
  const repo = sessionsRepository(db)

  const endToken = async ({ tokenId, expiresAt }: TokenIdentity): Promise<void> => {
    if (tokenId && expiresAt) await revokedTokens.revoke(tokenId, expiresAt)
  }

  const session = async (customerId: number): Promise<Session> => {
    const [profile, issued] = await Promise.all([
      customers.profile(customerId),
      tokens.issue({ kind: 'customer', customerId }),
    ])
    return { ...profile, jwtString: issued.token, expiresIn: issued.expiresIn }
  }

  const limit = async (key: string, windowSeconds: number, max: number, code: ErrorCode) => {
    const { count, resetsInSeconds } = await counters.hit(key, windowSeconds)
    if (count > max) throw new DomainError(code, { retryAfterSeconds: resetsInSeconds })
  }

  return {
    /** Mini-program login: `wx.login` code → openid → the customer (created on the first login). */
    async wechatLogin(code: string, extraInfo: string | undefined, log: FastifyBaseLogger): Promise<Session> {
      const source = parseExtraInfo(extraInfo, log)
      let identity: { openId: string; unionId: string | null }
      try {
        identity = await providers.wechat.codeToSession(code)
      } catch (error) {
        if (error instanceof ProviderError && error.errcode !== null)
          throw new DomainError('wechatLoginFailed', { errcode: error.errcode })
        throw error
      }
      return session(await customers.findOrCreateByOpenId(identity.openId, identity.unionId, source))
    },

    async sendLoginCode(
      mobile: string,
      ip: string,
      log: FastifyBaseLogger,
    ): Promise<ResponseOf<typeof sendLoginVerificationCode>> {
      // The 60 s between sends guards a live code; one burnt by wrong guesses may be replaced at once (验证码错误次数过多，
      // 请重新获取). The daily and per-address limits still count every send.
      const current = await repo.findCode(mobile)
      if (!current || current.failedAttempts < SMS_RULES.attemptsPerCode)
        await limit(`sms:mobile:${mobile}`, SMS_RULES.resendAfterSeconds, 1, 'smsTooFrequent')
      await limit(
        `sms:mobile-day:${mobile}:${chinaDate(clock.now())}`,
        86_400,
        SMS_RULES.sendsPerMobilePerDay,
        'smsDailyLimitReached',
      )
      await limit(`sms:ip:${ip}`, 3600, sendsPerIpPerHour, 'smsIpLimitReached')
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const now = clock.now()
      await repo.saveCode(
        mobile,
        codeHash(mobile, code),
        now,
        new Date(now.getTime() + SMS_RULES.codeValidSeconds * 1000),
      )
      try {
        await providers.sms.sendLoginCode(mobile, code, SMS_RULES.codeValidSeconds / 60)
      } catch (error) {
        log.error({ err: error }, 'sending the sign-in SMS failed')
        throw new DomainError('smsSendFailed')
      }
      return { expiresIn: SMS_RULES.codeValidSeconds, resendAfter: SMS_RULES.resendAfterSeconds }
    },

    /** H5 login with the SMS code; the customer with that mobile is created on the first login. */
    async h5Login(mobile: string, code: string): Promise<Session> {
      const attempt = await repo.attemptCode(mobile, codeHash(mobile, code), clock.now(), SMS_RULES.attemptsPerCode)
      switch (attempt.result) {
        case 'missing':
          throw new DomainError('smsCodeInvalid')
        case 'exceeded':
          throw new DomainError('smsCodeAttemptsExceeded')
        case 'expired':
          throw new DomainError('smsCodeExpired')
        case 'wrong':
          if (attempt.failedAttempts >= SMS_RULES.attemptsPerCode) throw new DomainError('smsCodeAttemptsExceeded')
          throw new DomainError('smsCodeInvalid', { attemptsLeft: SMS_RULES.attemptsPerCode - attempt.failedAttempts })
      }
      return session(await customers.findOrCreateByMobile(mobile))
    },

    /** The native app shell's token (message 18) → the customer with the mobile it vouches for. */
    async appLogin(appToken: string): Promise<Session> {
      const mobile = await providers.appShell.mobileFromToken(appToken)
      if (!mobile) throw new DomainError('appTokenInvalid')
      return session(await customers.findOrCreateByMobile(mobile))
    },

    /** A fresh token; the one it replaces stops working (in every process). */
    async refresh(principal: CustomerPrincipal): Promise<{ jwtString: string; expiresIn: number }> {
      const issued = await tokens.issue({ kind: 'customer', customerId: principal.customerId })
      await endToken(principal)
      return { jwtString: issued.token, expiresIn: issued.expiresIn }
    },

    /** Signing out ends the token on the server, not only in the app (spec §4: logout clears token and user). */
    signOut: endToken,

    /** The counter portal in WeCom's browser: the web-authorization address that comes back with a code. */
    enterpriseAuthorize: (returnPath: string, state: string) => ({
      url: providers.wecom.authorizeUrl(`${publicBaseUrl}${returnPath}`, state),
    }),

    /** Counter staff: a WeCom code → the member's userid → a staff token that works only under counter-portal. */
    async enterpriseLogin(code: string, log: FastifyBaseLogger): Promise<ResponseOf<typeof enterpriseLogin>> {
      let userid: string | null
      try {
        userid = await providers.wecom.userIdFromCode(code)
      } catch (error) {
        log.warn({ err: error }, 'WeCom login failed')
        throw new DomainError(
          'enterpriseLoginFailed',
          error instanceof ProviderError ? { errcode: error.errcode } : undefined,
        )
      }
      if (!userid) throw new DomainError('baUserIdMissing')
      const user = await staff.recordLogin(userid)
      const issued = await tokens.issue({ kind: 'staff', userid })
      return { token: issued.token, expiresIn: issued.expiresIn, user }
    },
  }
}

/** Only a hash of a code is stored; the mobile is mixed in so equal codes of two mobiles differ. */
const codeHash = (mobile: string, code: string) => createHash('sha256').update(`${mobile}:${code}`).digest('hex')

/**
 * wechat/login's extraInfo: URL-encoded JSON with the share or scene context. Fastify has decoded the query once;
 * clients that encode twice are accepted too. Anything else is logged and ignored: login continues (spec §8).
 */
export function parseExtraInfo(raw: string | undefined, log: FastifyBaseLogger): Record<string, unknown> | null {
  if (raw === undefined) return null
  for (const candidate of [raw, safeDecode(raw)]) {
    try {
      const value: unknown = JSON.parse(candidate)
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>
    } catch {
      // try the next reading
    }
  }
  log.warn(
    { extraInfo: truncateText(raw, 200) },
    'wechat login: extraInfo is not URL-encoded JSON; login continues without it',
  )
  return null
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
