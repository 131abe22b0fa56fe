import type { FastifyInstance } from 'fastify'
import {
  appendMember,
  basicInfo,
  counterMember,
  createMember,
  decodeWeChatPhone,
  guideInfo,
  officialAccountAuthorize,
  officialAccountOpenId,
  queryMember,
  unbindMember,
  updateBasicInfo,
} from '@shop/contracts'
import { registerRoute } from '../../platform/register-route'
import type { CustomersService } from './customers.service'

export function registerCustomersRoutes(app: FastifyInstance, customers: CustomersService): void {
  registerRoute(app, basicInfo, ({ auth }) => customers.profile(auth.customerId))
  registerRoute(app, updateBasicInfo, ({ auth, body }) => customers.updateBasicInfo(auth.customerId, body))
  registerRoute(app, decodeWeChatPhone, ({ auth, body }) => customers.decodeWeChatPhone(auth.customerId, body.code))
  registerRoute(app, createMember, ({ auth, body }) => customers.createMember(auth.customerId, body.phoneCode))
  registerRoute(app, appendMember, ({ auth, body }) => customers.appendMember(auth.customerId, body))
  registerRoute(app, queryMember, ({ auth }) => customers.queryMember(auth.customerId))
  registerRoute(app, unbindMember, async ({ auth }) => {
    await customers.unbindMember(auth.customerId)
    return { success: true as const }
  })
  registerRoute(app, guideInfo, ({ auth }) => customers.guideInfo(auth.customerId))
  registerRoute(app, officialAccountAuthorize, ({ auth, body }) =>
    customers.officialAccountAuthorize(auth.customerId, body),
  )
  registerRoute(app, officialAccountOpenId, async ({ auth, body }) => {
    await customers.bindOfficialAccount(auth.customerId, body.code)
    return { success: true as const }
  })
  registerRoute(app, counterMember, ({ params }) => customers.lookupByMobile(params.mobile))
}
