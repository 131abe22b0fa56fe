import type { wechatLogin as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'sp-portal', method: 'GET', path: 'wechat/login/:code' })

/** Mini-program login: a Taro.login code becomes a customer session. */
export const wechatLogin = (code: string) =>
  call(endpoint, { params: { code }, query: { checkMember: 'true' } }, { skipLoginJump: true })
