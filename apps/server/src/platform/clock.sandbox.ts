import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { MovableClock } from './clock'

const DAY_MS = 86_400_000
const advance = z.strictObject({
  milliseconds: z
    .number()
    .int()
    .min(-400 * DAY_MS)
    .max(400 * DAY_MS)
    .refine((ms) => ms !== 0),
})

/**
 * `/sandbox/clock` (SANDBOX_CLOCK=on only; docs/configuration.md): `GET` answers the process's now, `POST
 * { milliseconds }` moves it forward, or back (a journey puts it back when done) but never before the real time. In
 * memory, per process: a journey runs against one process.
 */
export async function clockSandbox(app: FastifyInstance, clock: MovableClock): Promise<void> {
  await app.register(
    async (sandbox) => {
      sandbox.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true }
      })
      sandbox.get('/', async () => ({ now: clock.now().toISOString() }))
      sandbox.post('/', async (request, reply) => {
        const body = advance.safeParse(request.body)
        const now = body.success ? clock.advance(body.data.milliseconds) : null
        if (!now) return reply.code(400).send({ code: 'validationFailed', message: '请求参数有误' })
        return { now: now.toISOString() }
      })
    },
    { prefix: '/sandbox/clock' },
  )
}
