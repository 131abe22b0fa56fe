import type { FastifyInstance } from 'fastify'
import { kvdataFindType, navigateBar, navigateBarAll } from '@shop/contracts'
import { registerRoute } from '../../platform/register-route'
import type { ContentService } from './content.service'

export function registerContentRoutes(app: FastifyInstance, content: ContentService): void {
  registerRoute(app, navigateBarAll, async () => ({ navigationSettings: await content.tabBar() }))
  registerRoute(app, navigateBar, ({ params }) => content.tab(params.id))
  registerRoute(app, kvdataFindType, async ({ params, body }) => ({
    type: params.type,
    items: await content.findType(params.type, body?.keys),
  }))
}
