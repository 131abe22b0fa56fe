import type { FastifyInstance } from 'fastify'
import { merchantSettings, merchantUpdateSettings } from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerSettingsRoutes(app: FastifyInstance, { changeSettings }: Shop): void {
  registerRoute(app, merchantSettings, () => changeSettings.read())
  registerRoute(app, merchantUpdateSettings, ({ auth, body }) => changeSettings.save(auth.userid, body))
}
