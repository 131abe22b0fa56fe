import type { FastifyInstance } from 'fastify'
import { isMobile } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import { mintAppShellToken } from './app-shell'

/**
 * Plays the native app shell in sandbox mode, mounted at `/sandbox/app-shell`: `POST /sandbox/app-shell/token`
 * with `{ "mobile": "13812345678" }` answers `{ token }`, signed with the sandbox secret as the real app would sign
 * it, ready for `h5/app/login` (the H5 page receives it in message 18).
 */
export async function appShellSandbox(app: FastifyInstance, options: { secret: string; clock: Clock }): Promise<void> {
  app.post('/token', async (request, reply) => {
    const mobile = (request.body as { mobile?: unknown } | undefined)?.mobile
    if (typeof mobile !== 'string' || !isMobile(mobile)) {
      return reply.status(400).send({ code: 'invalidMobile', message: '请输入正确的手机号' })
    }
    return { token: await mintAppShellToken(options.secret, mobile, options.clock.now()) }
  })
}
