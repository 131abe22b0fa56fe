import type { wechatLogin as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { commonState } from '../../../lib/state/common-state'

const endpoint = defineEndpoint<typeof route>({ service: 'sp-portal', method: 'GET', path: 'wechat/login/:code' })

/** Mini-program login: a Taro.login code becomes a customer session; the share it was opened with goes along. */
export function wechatLogin(code: string) {
  const { shareValue } = commonState.get()
  const extraInfo = shareValue ? encodeURIComponent(JSON.stringify({ scene: shareValue })) : undefined
  return call(
    endpoint,
    { params: { code }, query: { checkMember: 'true', ...(extraInfo && { extraInfo }) } },
    { skipLoginJump: true },
  )
}
