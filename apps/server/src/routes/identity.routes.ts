import type { FastifyInstance } from 'fastify'
import {
  appendMember,
  basicInfo,
  checkOldCustomer,
  counterMember,
  createMember,
  decodeWeChatPhone,
  enterpriseAuthorize,
  enterpriseLogin,
  guideInfo,
  h5AppLogin,
  h5Login,
  h5RefreshToken,
  signOut,
  officialAccountAuthorize,
  officialAccountOpenId,
  queryMember,
  sendLoginVerificationCode,
  unbindMember,
  updateBasicInfo,
  wechatLogin,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerIdentityRoutes(app: FastifyInstance, { customers, sessions }: Shop): void {
  registerRoute(app, basicInfo, ({ auth }) => customers.profile(auth.customerId))
  registerRoute(app, checkOldCustomer, async ({ auth }) => {
    const { old, firstShopTime } = await customers.profile(auth.customerId)
    return { old, label: old ? ('老客' as const) : ('新客' as const), firstShopTime }
  })
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
  registerRoute(app, wechatLogin, ({ params, query, request }) =>
    sessions.wechatLogin(params.code, query.extraInfo, request.log),
  )
  registerRoute(app, sendLoginVerificationCode, ({ params, request }) =>
    sessions.sendLoginCode(params.phone, request.ip, request.log),
  )
  registerRoute(app, h5Login, ({ params, body }) => sessions.h5Login(params.phone, body.code))
  registerRoute(app, h5AppLogin, ({ body }) => sessions.appLogin(body.token))
  registerRoute(app, h5RefreshToken, ({ auth }) => sessions.refresh(auth))
  registerRoute(app, signOut, async ({ auth }) => {
    await sessions.signOut(auth)
    return { success: true as const }
  })
  registerRoute(app, enterpriseAuthorize, async ({ body }) => sessions.enterpriseAuthorize(body.returnPath, body.state))
  registerRoute(app, enterpriseLogin, ({ params, request }) => sessions.enterpriseLogin(params.code, request.log))
}
