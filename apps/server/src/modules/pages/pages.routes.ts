import type { FastifyInstance } from 'fastify'
import { pageDialogRoute, pageSetting } from '@shop/contracts'
import { registerRoute } from '../../platform/register-route'
import { sendPrebuilt } from '../catalogue'
import type { PagesService } from './pages.service'

export function registerPagesRoutes(app: FastifyInstance, pages: PagesService): void {
  registerRoute(app, pageSetting, async ({ params, reply }) => sendPrebuilt(reply, await pages.pageJson(params.code)))
  registerRoute(app, pageDialogRoute, ({ params }) => pages.dialog(params.type))
}
