import type { FastifyInstance } from 'fastify'
import { merchantAdjustPoints, merchantMemberPoints, pointsBalance, pointsRecords } from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerPointsRoutes(app: FastifyInstance, { points, showMembers, adjustPoints }: Shop): void {
  registerRoute(app, pointsBalance, async ({ auth }) => ({
    balance: await points.balance(auth.customerId),
    ...(await points.rule()),
  }))
  registerRoute(app, pointsRecords, ({ auth, query }) =>
    points.records(auth.customerId, query.page, query.size, query.type),
  )
  registerRoute(app, merchantMemberPoints, async ({ query }) => {
    await showMembers.mustExist(query.customerId)
    const [records, balance] = await Promise.all([
      points.records(query.customerId, query.page, query.size),
      points.balance(query.customerId),
    ])
    return { ...records, balance }
  })
  registerRoute(app, merchantAdjustPoints, ({ auth, params, body }) =>
    adjustPoints.adjust(auth.userid, params.customerId, body),
  )
}
