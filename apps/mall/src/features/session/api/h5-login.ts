import type { h5Login as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'sp-portal', method: 'POST', path: 'h5/login/:phone' })

/** Login with the mobile and the SMS code (creates the customer on first login). */
export const h5Login = (phone: string, code: string) =>
  call(endpoint, { params: { phone }, body: { code } }, { hideModal: true, skipLoginJump: true })
