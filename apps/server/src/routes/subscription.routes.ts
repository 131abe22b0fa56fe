import type { FastifyInstance } from 'fastify'
import { addUserActions, checkMessage, saveSubscription, subscribeTemplates } from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerSubscriptionRoutes(app: FastifyInstance, { outreach }: Shop): void {
  registerRoute(app, subscribeTemplates, async () => ({ templates: outreach.templates() }))
  registerRoute(app, saveSubscription, ({ auth, body }) => outreach.saveAcceptances(auth.customerId, body.results))
  registerRoute(app, checkMessage, async ({ auth, params, body }) => {
    await outreach.checkText(auth.customerId, params.kind, body.content)
    return { success: true as const }
  })
  registerRoute(app, addUserActions, async ({ auth, body }) => {
    await outreach.rememberAdClick(auth.customerId, body.clickId)
    return { success: true as const }
  })
}
