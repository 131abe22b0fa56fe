import { randomUUID } from 'node:crypto'
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose'
import { DomainError } from '@shop/domain'
import type { Clock } from './clock'

/**
 * Who a token speaks for. Customer tokens work on customer routes; staff tokens (counter staff, from the WeCom
 * login) work only under counter-portal. Each kind is refused where the other belongs.
 */
export type Principal = CustomerPrincipal | StaffPrincipal
/** Which token a verified principal came with, so that signing out or refreshing can end that token. */
export interface TokenIdentity {
  tokenId?: string
  expiresAt?: Date
}
export interface CustomerPrincipal extends TokenIdentity {
  kind: 'customer'
  customerId: number
}
/** Counter staff (WeCom sign-in) and console staff (user name and password); what they may do is their role's. */
export interface StaffPrincipal extends TokenIdentity {
  kind: 'staff'
  userid: string
}

export interface IssuedToken {
  token: string
  /** Seconds until the token expires. */
  expiresIn: number
}

export interface Tokens {
  issue(principal: Principal): Promise<IssuedToken>
  /** The principal of a valid token; DomainError('401') for a missing, expired, forged, ended or malformed one. */
  verify(token: string): Promise<Principal>
}

/** Tokens ended before their time (signed out, refreshed): kept by the sessions module, shared by every process. */
export interface RevokedTokens {
  has(tokenId: string): boolean
}

/**
 * HS256 JWTs: `sub` is the customer id or the staff user id, `kind` says which, `iss` is the store code. A staff
 * token carries no role: console calls read it afresh (docs/console.md).
 */
export function createTokens(options: {
  secret: string
  ttlSeconds: number
  issuer: string
  clock: Clock
  revoked?: RevokedTokens
}): Tokens {
  const key = new TextEncoder().encode(options.secret)
  // Tokens whose signature was checked, by their text: a session sends the same token with every call, and its
  // HMAC (a WebCrypto job) was 7 % of a cart/locate's CPU (ADR 0071). A hit checks the expiry again; revocation is
  // checked on every call either way.
  const verified = new Map<string, JWTPayload>()
  async function claimsOf(token: string): Promise<JWTPayload> {
    const known = verified.get(token)
    if (known && known.exp! * 1000 > options.clock.now().getTime()) return known
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: options.issuer,
      currentDate: options.clock.now(),
      requiredClaims: ['sub', 'exp'],
    })
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear()
    verified.set(token, payload)
    return payload
  }
  return {
    async issue(principal) {
      const now = Math.floor(options.clock.now().getTime() / 1000)
      const subject = principal.kind === 'customer' ? String(principal.customerId) : principal.userid
      const token = await new SignJWT({ kind: principal.kind })
        .setJti(randomUUID())
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject)
        .setIssuer(options.issuer)
        .setIssuedAt(now)
        .setExpirationTime(now + options.ttlSeconds)
        .sign(key)
      return { token, expiresIn: options.ttlSeconds }
    },
    async verify(token) {
      try {
        const payload = await claimsOf(token)
        if (payload.jti && options.revoked?.has(payload.jti)) throw new DomainError('401')
        const identity = { ...(payload.jti && { tokenId: payload.jti }), expiresAt: new Date(payload.exp! * 1000) }
        if (payload.kind === 'customer' && /^[1-9]\d{0,9}$/.test(payload.sub ?? '') && Number(payload.sub) <= MAX_ID) {
          return { kind: 'customer', customerId: Number(payload.sub), ...identity }
        }
        if (payload.kind === 'staff' && payload.sub) {
          return { kind: 'staff', userid: payload.sub, ...identity }
        }
      } catch (error) {
        if (!(error instanceof joseErrors.JOSEError)) throw error
      }
      throw new DomainError('401')
    },
  }
}

/** How many verified tokens a process keeps (about 3 MB); past it, it starts again. */
const VERIFIED_TOKENS_KEPT = 10_000

/** The largest id a database row has (int4). */
const MAX_ID = 2_147_483_647

/** Accepts `Authorization: Bearer <token>` and, as older clients send it, the bare token. */
export function tokenFromHeader(header: string | undefined): string | null {
  const value = header?.trim()
  if (!value) return null
  const bearer = /^Bearer\s+(\S+)$/i.exec(value)
  return bearer ? bearer[1]! : value
}
