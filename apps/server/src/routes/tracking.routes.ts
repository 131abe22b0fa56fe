import type { FastifyInstance } from 'fastify'
import { sendEvent } from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerTrackingRoutes(app: FastifyInstance, { tracking }: Shop): void {
  registerRoute(app, sendEvent, ({ body, auth }) => tracking.record(body, auth?.customerId ?? null))
}
