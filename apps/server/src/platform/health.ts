import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DomainError } from '@shop/domain'

/**
 * `GET /api/health`: the process is up (for a liveness probe). `GET /api/ready`: the database (and Redis, when
 * configured) answer, so a load balancer may send traffic (503 `notReady` otherwise).
 */
export function registerHealth(app: FastifyInstance, checks: Record<string, () => Promise<unknown>>): void {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    '/api/health',
    {
      schema: {
        summary: 'The process is up',
        tags: ['platform'],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
      config: { rateLimit: false },
    },
    async () => ({ status: 'ok' as const }),
  )
  typed.get(
    '/api/ready',
    {
      schema: {
        summary: 'The database (and Redis, when configured) answer',
        tags: ['platform'],
        response: { 200: z.object({ status: z.literal('ready'), checks: z.record(z.string(), z.literal('ok')) }) },
      },
      config: { rateLimit: false },
    },
    async (request) => {
      const results = await Promise.allSettled(Object.values(checks).map((check) => check()))
      const failed = Object.keys(checks).filter((_, i) => results[i]?.status === 'rejected')
      if (failed.length > 0) {
        request.log.warn(
          { failed, reasons: results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok')) },
          'not ready',
        )
        throw new DomainError('notReady', { failed })
      }
      return {
        status: 'ready' as const,
        checks: Object.fromEntries(Object.keys(checks).map((name) => [name, 'ok' as const])),
      }
    },
  )
}
