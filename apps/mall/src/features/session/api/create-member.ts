import type { createMember as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'sp-portal', method: 'POST', path: 'wechat/createMember' })

/** Makes the customer a member: with the number of a getPhoneNumber code, or the session's verified mobile. */
export const createMember = (phoneCode?: string) => call(endpoint, { body: phoneCode ? { phoneCode } : {} })
