import type { FastifyInstance } from 'fastify'
import {
  merchantDecideTryUse,
  merchantSaveTryUseActivity,
  merchantTryUseActivities,
  merchantTryUseApplications,
  tryUseActivities,
  tryUseApply,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** Try-use samples (docs/try-use.md): the activities and applying; the console's activities and decisions. */
export function registerTryUseRoutes(app: FastifyInstance, { tryUse }: Shop): void {
  registerRoute(app, tryUseActivities, ({ auth }) => tryUse.list(auth?.customerId ?? null))
  registerRoute(app, tryUseApply, ({ auth, body }) => tryUse.apply(auth.customerId, body))

  registerRoute(app, merchantTryUseActivities, () => tryUse.merchantActivities())
  registerRoute(app, merchantSaveTryUseActivity, ({ auth, body }) => tryUse.save(auth.userid, body.id, body.activity))
  registerRoute(app, merchantTryUseApplications, ({ query }) => tryUse.applications(query))
  registerRoute(app, merchantDecideTryUse, ({ auth, params, body }) => tryUse.decide(auth.userid, params.id, body))
}
