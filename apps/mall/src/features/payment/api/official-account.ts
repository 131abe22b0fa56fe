import type { officialAccountAuthorize, officialAccountOpenId } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const authorize = defineEndpoint<typeof officialAccountAuthorize>({
  service: 'sp-portal',
  method: 'POST',
  path: 'wechat/officialAccount/authorize',
})
const openId = defineEndpoint<typeof officialAccountOpenId>({
  service: 'sp-portal',
  method: 'POST',
  path: 'wechat/officialAccount/openid',
})

/** Bound when the server knows the payer's official-account openid, else where WeChat's authorization is. */
export const askAuthorization = (returnPath: string, state: string) => call(authorize, { body: { returnPath, state } })

/** Hands in the code WeChat's authorization brought back. */
export const handInAuthorizationCode = (code: string) => call(openId, { body: { code } })
