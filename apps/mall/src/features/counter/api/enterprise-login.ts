import type { enterpriseAuthorize, enterpriseLogin } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const authorize = defineEndpoint<typeof enterpriseAuthorize>({
  service: 'counter-portal',
  method: 'POST',
  path: 'enterpriseWeChat/authorize',
})
const login = defineEndpoint<typeof enterpriseLogin>({
  service: 'counter-portal',
  method: 'POST',
  path: 'enterpriseWeChat/login/:code',
})

/** Where WeCom's silent web authorization starts; it comes back to `returnPath` with `code` and `state`. */
export const weComAuthorizeUrl = async (returnPath: string, state: string) =>
  (await call(authorize, { body: { returnPath, state } })).url

/** A WeCom code → the counter token (企业微信登录错误 / 未获取到BA的userId when WeCom says no). */
export const signInWithWeCom = (code: string) => call(login, { params: { code } }, { hideModal: true })
