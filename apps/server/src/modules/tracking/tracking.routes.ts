import type { FastifyInstance } from 'fastify'
import { sendEvent } from '@shop/contracts'
import { registerRoute } from '../../platform/register-route'
import type { TrackingService } from './tracking.service'

export function registerTrackingRoutes(app: FastifyInstance, tracking: TrackingService): void {
  registerRoute(app, sendEvent, ({ body, auth }) => tracking.record(body, auth?.customerId ?? null))
}
