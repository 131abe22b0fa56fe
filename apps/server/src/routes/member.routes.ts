import type { FastifyInstance } from 'fastify'
import { merchantMemberCoupons, merchantMemberDetail, merchantMemberLevels, merchantMembers } from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerMemberRoutes(app: FastifyInstance, { showMembers, customers, coupons }: Shop): void {
  registerRoute(app, merchantMembers, ({ query: { page, size, ...filters } }) => showMembers.list(filters, page, size))
  registerRoute(app, merchantMemberLevels, () => customers.levels())
  registerRoute(app, merchantMemberDetail, ({ params }) => showMembers.detail(params.customerId))
  registerRoute(app, merchantMemberCoupons, async ({ query }) => {
    await showMembers.mustExist(query.customerId)
    return coupons.wallet(query.customerId, query.status, query.page, query.size)
  })
}
