import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Clock } from '../platform/clock'

/**
 * Access tokens as a sandbox peer hands them out: `<expiresAt>.<hmac>`, so the peer needs no state to tell a
 * forged token from an expired one (the errcodes differ).
 */
export function sandboxAccessTokens(secret: string, clock: Clock, lifetimeSeconds = 7200) {
  const now = () => Math.floor(clock.now().getTime() / 1000)
  const sign = (expiresAt: string) => createHmac('sha256', secret).update(expiresAt).digest('base64url')
  return {
    issue(): { token: string; expiresIn: number } {
      const expiresAt = String(now() + lifetimeSeconds)
      return { token: `${expiresAt}.${sign(expiresAt)}`, expiresIn: lifetimeSeconds }
    },
    check(token: unknown): 'valid' | 'forged' | 'expired' {
      const [expiresAt = '', signature = ''] = String(token ?? '').split('.')
      const expected = Buffer.from(sign(expiresAt))
      const given = Buffer.from(signature)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged'
      return Number(expiresAt) > now() ? 'valid' : 'expired'
    },
  }
}
