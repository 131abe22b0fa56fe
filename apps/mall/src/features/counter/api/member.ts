import type { counterMember, counterRegisterMember } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const lookup = defineEndpoint<typeof counterMember>({
  service: 'counter-portal',
  method: 'GET',
  path: 'member/:mobile',
})
const register = defineEndpoint<typeof counterRegisterMember>({
  service: 'counter-portal',
  method: 'POST',
  path: 'member',
})

/** The customer with this mobile (会员不存在 when there is none: the page offers to register them). */
export const findMember = (mobile: string) => call(lookup, { params: { mobile } }, { hideModal: true })

/** Registers the mobile as a member (one that is a member already is answered as it is). */
export const registerMember = (mobile: string) => call(register, { body: { mobile } })
