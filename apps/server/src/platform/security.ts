import fastifyCors from '@fastify/cors'
import fastifyRateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import type { Redis } from 'ioredis'
import { DomainError } from '@shop/domain'
import type { Config } from './config'
import type { DatabaseRateLimit } from './rate-limit-store'

/**
 * The Content-Security-Policy of every answer. It lets the H5 app (its own scripts, inline styles, https images,
 * https pages in the web-view page, the WeChat JS-SDK) and the swagger UI (own scripts and styles) work, and nothing
 * else run. The H5 index.html adds the hashes of its inline scripts (see static.ts).
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
  'script-src': ["'self'", 'https://res.wx.qq.com'],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:', 'https:'],
  'media-src': ["'self'", 'blob:', 'https:'],
  'connect-src': ["'self'", 'blob:'],
  'frame-src': ["'self'", 'https:'],
} satisfies Record<string, string[]>

export function cspHeader(extraScriptSources: string[] = []): string {
  const directives: Record<string, string[]> = { ...CSP_DIRECTIVES }
  directives['script-src'] = [...CSP_DIRECTIVES['script-src'], ...extraScriptSources]
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/**
 * The security headers, the same on every answer: computed once, set in one step (per-request helmet was ~13% of a
 * catalogue read's CPU).
 */
export const SECURITY_HEADERS = helmetHeaders({
  // No upgrade-insecure-requests: the demo is served over plain http (localhost or a LAN address).
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  crossOriginEmbedderPolicy: false,
})

/**
 * Security headers, CORS for the configured origins, and one per-IP rate limit over every API call, counted in Redis
 * when there is one, else in memory merged into the database every second (rate-limit-store.ts): never in one
 * process's memory alone.
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  limits: { redis: Redis } | { database: DatabaseRateLimit },
): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS)
  })
  await app.register(fastifyCors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  })
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    ...('redis' in limits
      ? { redis: limits.redis, nameSpace: `${config.storeCode}:rate-limit:` }
      : { store: limits.database.Store }),
    // A Redis hiccup must not take the shop down with it: let the request through.
    skipOnError: true,
    // The limit guards the API. The app's files and pictures (one page load fetches dozens of chunks and pictures) and
    // the sandbox peers (the app's own in-process provider calls) are not counted.
    allowList: (request) => !request.url.startsWith('/api/'),
    // Limit headers only on a refusal (429 with Retry-After), not on every answer.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) =>
      new DomainError('rateLimited', { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  })
}

/** The headers helmet sets for these options, read once from a stand-in response. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  helmet(options)({} as never, response as never, () => {})
  return headers
}
