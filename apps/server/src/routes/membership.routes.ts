import type { FastifyInstance } from 'fastify'
import {
  crmMemberBind,
  crmMemberCard,
  crmMemberChangeBinding,
  crmMemberCode,
  getBeautyProfile,
  saveBeautyProfile,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerMembershipRoutes(app: FastifyInstance, { crm, archives }: Shop): void {
  registerRoute(app, crmMemberCode, async ({ body }) => {
    await crm.sendCode(body.mobile)
    return { success: true as const }
  })
  registerRoute(app, crmMemberBind, ({ auth, body }) => crm.bind(auth.customerId, body.mobile, body.code))
  registerRoute(app, crmMemberChangeBinding, ({ auth, body }) =>
    crm.changeMobile(auth.customerId, body.mobile, body.code),
  )
  registerRoute(app, crmMemberCard, ({ auth }) => crm.card(auth.customerId))
  registerRoute(app, getBeautyProfile, ({ auth }) => archives.profile(auth.customerId))
  registerRoute(app, saveBeautyProfile, ({ auth, body }) => archives.save(auth.customerId, body))
}
