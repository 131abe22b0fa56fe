import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import { isMobile } from '@shop/domain'
import type { Clock } from '../../platform/clock'

/**
 * The native app shell signs its user in itself and hands the H5 page a token (message 18), which `h5/app/login`
 * exchanges for a shop session. The token is an HS256 JWT signed with the secret shared with the app
 * (APP_SHELL_SECRET; in sandbox mode one generated into DATA_DIR), carrying the user's `mobile` and an `exp`.
 */
export interface AppShellVerifier {
  /** The verified mobile, or null for a token that is forged, expired or carries no valid mobile. */
  mobileFromToken(token: string): Promise<string | null>
}

export function createAppShellVerifier(options: { secret: string; clock: Clock }): AppShellVerifier {
  const key = new TextEncoder().encode(options.secret)
  return {
    async mobileFromToken(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: options.clock.now(),
          requiredClaims: ['exp'],
        })
        return typeof payload.mobile === 'string' && isMobile(payload.mobile) ? payload.mobile : null
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null
        throw error
      }
    },
  }
}

/** Signs a token as the app shell does: for the sandbox peer and `scripts/mint-app-token.ts`. */
export async function mintAppShellToken(secret: string, mobile: string, now: Date, ttlSeconds = 300): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({ mobile })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(new TextEncoder().encode(secret))
}
