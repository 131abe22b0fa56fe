import type { FastifyInstance } from 'fastify'
import {
  merchantInspectRecycle,
  merchantRecycleProgrammes,
  merchantRecycleRecords,
  merchantSaveRecycleProgramme,
  recycleApply,
  recycleCancel,
  recycleProgrammes,
  recycleRecordDetail,
  recycleRecords,
  recycleShip,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** Recycling (docs/recycling.md): the programmes, a shopper's requests and records; the console's inspection. */
export function registerRecyclingRoutes(app: FastifyInstance, { recycling }: Shop): void {
  registerRoute(app, recycleProgrammes, () => recycling.programmes())
  registerRoute(app, recycleApply, ({ auth, body }) => recycling.apply(auth.customerId, body))
  registerRoute(app, recycleRecords, ({ auth, query }) => recycling.records(auth.customerId, query.page, query.size))
  registerRoute(app, recycleRecordDetail, ({ auth, params }) => recycling.detail(auth.customerId, params.id))
  registerRoute(app, recycleShip, ({ auth, params, body }) => recycling.ship(auth.customerId, params.id, body))
  registerRoute(app, recycleCancel, ({ auth, params }) => recycling.cancel(auth.customerId, params.id))

  registerRoute(app, merchantRecycleProgrammes, () => recycling.merchantProgrammes())
  registerRoute(app, merchantSaveRecycleProgramme, ({ auth, body }) =>
    recycling.saveProgramme(auth.userid, body.id, body.programme),
  )
  registerRoute(app, merchantRecycleRecords, ({ query }) => recycling.merchantRecords(query))
  registerRoute(app, merchantInspectRecycle, ({ auth, params, body }) =>
    recycling.inspect(auth.userid, params.id, body),
  )
}
