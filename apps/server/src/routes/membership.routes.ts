import type { FastifyInstance } from 'fastify'
import {
  crmMemberBind,
  crmMemberCard,
  crmMemberChangeBinding,
  crmMemberCode,
  getBeautyProfile,
  merchantCrmBindings,
  merchantCrmStatus,
  merchantCrmSync,
  saveBeautyProfile,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { toPage } from '../platform/paging'
import { registerRoute } from '../platform/register-route'

export function registerMembershipRoutes(app: FastifyInstance, { crm, archives, customers }: Shop): void {
  registerRoute(app, crmMemberCode, async ({ body }) => {
    await crm.sendCode(body.mobile)
    return { success: true as const }
  })
  registerRoute(app, crmMemberBind, ({ auth, body }) => crm.bind(auth.customerId, body.mobile, body.code))
  registerRoute(app, crmMemberChangeBinding, ({ auth, body }) =>
    crm.changeMobile(auth.customerId, body.mobile, body.code),
  )
  registerRoute(app, crmMemberCard, ({ auth }) => crm.card(auth.customerId))

  // The console's view of the CRM.
  registerRoute(app, merchantCrmStatus, async () => {
    const { mode, apiBase } = app.config.crm
    return { mode, apiBase: mode === 'live' ? apiBase : null, ...(await crm.status()) }
  })
  registerRoute(app, merchantCrmBindings, async ({ query: { page, size, ...filter } }) => {
    const { rows, total } = await crm.page(filter, page, size)
    const names = await customers.nickNamesOf(rows.map((row) => row.customerId))
    const content = rows.map(({ stale: _, ...row }) => ({ ...row, nickName: names.get(row.customerId) ?? '' }))
    return toPage(content, total, page, size)
  })
  registerRoute(app, merchantCrmSync, ({ params }) => crm.card(params.customerId))

  registerRoute(app, getBeautyProfile, ({ auth }) => archives.profile(auth.customerId))
  registerRoute(app, saveBeautyProfile, ({ auth, body }) => archives.save(auth.customerId, body))
}
