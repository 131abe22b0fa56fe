import type { FastifyInstance, HTTPMethods } from 'fastify'
import type { Clock } from '../platform/clock'

/** The part of `fetch` the provider clients use: the real one in live mode, `sandboxFetch` in sandbox mode. */
export type Fetch = (url: string, init?: FetchInit) => Promise<Response>
export interface FetchInit {
  method?: string
  headers?: Record<string, string>
  body?: string
  signal?: AbortSignal
}

/** An outside system refused (its error code) or could not be reached. Services turn it into a catalogue code. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly errcode: number | string | null,
    reason: string,
  ) {
    super(`${provider}: ${reason}${errcode === null ? '' : ` (${errcode})`}`)
    this.name = 'ProviderError'
  }
}

const TIMEOUT_MS = 10_000

/** Calls a JSON API; a network failure, a non-2xx status or a body that is no JSON become ProviderError. */
export async function fetchJson(
  provider: string,
  fetch: Fetch,
  url: string,
  init: FetchInit = {},
): Promise<Record<string, unknown>> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch (error) {
    throw new ProviderError(provider, null, `unreachable: ${(error as Error).message}`)
  }
  if (!response.ok) throw new ProviderError(provider, response.status, `HTTP ${response.status}`)
  try {
    return (await response.json()) as Record<string, unknown>
  } catch {
    throw new ProviderError(provider, null, 'the answer is not JSON')
  }
}

/** The origin sandbox clients are given; the sandbox fetch only looks at the path (and sends this host). */
export const SANDBOX_ORIGIN = 'http://sandbox.local'

/**
 * A fetch answered by this app's own sandbox routes through `app.inject`: in sandbox mode the real client code and
 * the real protocol run, with no network and no listening socket (docs/adr/0001).
 */
export function sandboxFetch(app: FastifyInstance): Fetch {
  return async (url, init = {}) => {
    const target = new URL(url)
    const answer = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url: target.pathname + target.search,
      headers: { ...init.headers, host: target.host },
      ...(init.body !== undefined && { payload: init.body }),
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value))
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers })
  }
}

/**
 * An access token (WeChat, WeCom) fetched when first needed and kept until 5 minutes before it expires; callers
 * that arrive while it is being fetched share the one request. After `invalidate()` the next fetch is asked to
 * force a new token (`forceRefresh`).
 */
export function cachedAccessToken(
  fetchToken: (forceRefresh: boolean) => Promise<{ token: string; expiresInSeconds: number }>,
  clock: Clock,
) {
  let current: { token: string; renewAt: number } | null = null
  let pending: Promise<string> | null = null
  let forceRefresh = false
  return {
    async get(): Promise<string> {
      if (current && clock.now().getTime() < current.renewAt) return current.token
      pending ??= fetchToken(forceRefresh)
        .then(({ token, expiresInSeconds }) => {
          current = { token, renewAt: clock.now().getTime() + Math.max(expiresInSeconds - 300, 0) * 1000 }
          forceRefresh = false
          return token
        })
        .finally(() => {
          pending = null
        })
      return pending
    },
    /** Forgets the token (the provider said it is invalid or expired), so the next get fetches a new one. */
    invalidate(): void {
      current = null
      forceRefresh = true
    },
  }
}
