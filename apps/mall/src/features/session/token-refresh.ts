import { isApiError } from '../../lib/http/api-error'
import { getToken, setToken, tokenLife, whileRefreshing } from '../../lib/http/token'
import { refreshToken } from './api/refresh-token'

/** A token is refreshed once half of its life has passed (7 days by default: after 3½ days of use). */
export const REFRESH_AT_LIFE = 0.5
/** After a refresh that did not go through (no network), the next try. */
export const RETRY_MS = 60_000
/** Timers further out than this are set again when they fire (setTimeout takes at most about 24.8 days). */
const LONGEST_TIMER_MS = 86_400_000

let timer: ReturnType<typeof setTimeout> | undefined
let running: Promise<void> | null = null

/** When the kept token is due for a refresh (ms); null without a token or one whose life cannot be read. */
export function refreshDueAt(): number | null {
  const life = tokenLife()
  return life && life.issuedAt + (life.expiresAt - life.issuedAt) * REFRESH_AT_LIFE
}

function schedule(delay: number): void {
  clearTimeout(timer)
  timer = setTimeout(() => void refreshIfDue(), Math.min(Math.max(0, delay), LONGEST_TIMER_MS))
}

/**
 * Keeps the customer token fresh (docs/personal-centre.md "Tokens"): refreshes it through h5/refreshToken once it is due
 * (calls made meanwhile wait for the new one), else sets a timer for when it will be. A refused refresh (the token
 * ended) is the request layer's 401: the shopper signs in again. Safe to call any time (app shown, a login kept).
 */
export function refreshIfDue(): Promise<void> {
  if (running) return running
  const due = refreshDueAt()
  if (due === null) {
    clearTimeout(timer)
    return Promise.resolve()
  }
  if (due > Date.now()) {
    schedule(due - Date.now())
    return Promise.resolve()
  }
  const sent = getToken()
  running = whileRefreshing(refreshToken())
    .then(
      ({ jwtString }) => {
        // A sign-out or another login meanwhile wins over this answer.
        if (getToken() === sent) setToken(jwtString)
        return true
      },
      (error: unknown) => {
        if (!isApiError(error) || error.status !== 401) schedule(RETRY_MS)
        return false
      },
    )
    .finally(() => {
      running = null
    })
    // Refreshed: the timer for the new token.
    .then((refreshed) => void (refreshed && refreshIfDue()))
  return running
}

/** Signing out: no timer is left to refresh a token that is gone. */
export function stopTokenRefresh(): void {
  clearTimeout(timer)
}
