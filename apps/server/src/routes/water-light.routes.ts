import type { FastifyInstance } from 'fastify'
import {
  merchantCreateWaterLight,
  merchantUpdateWaterLight,
  merchantWaterLights,
  waterLightCheckIn,
  waterLightList,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** 水光打卡 (waterLightActivity) and the console's page (docs/members-programmes.md "Hydration check-in"). */
export function registerWaterLightRoutes(app: FastifyInstance, { checkInWaterLight }: Shop): void {
  registerRoute(app, waterLightList, ({ auth }) => checkInWaterLight.list(auth?.customerId ?? null))
  registerRoute(app, waterLightCheckIn, ({ auth, params, body }) =>
    checkInWaterLight.checkIn(auth.customerId, params.id, body.photo),
  )

  registerRoute(app, merchantWaterLights, ({ query }) => checkInWaterLight.merchantPage(query.page, query.size))
  registerRoute(app, merchantCreateWaterLight, ({ auth, body }) => checkInWaterLight.save(auth.userid, null, body))
  registerRoute(app, merchantUpdateWaterLight, ({ auth, params, body }) =>
    checkInWaterLight.save(auth.userid, params.id, body),
  )
}
