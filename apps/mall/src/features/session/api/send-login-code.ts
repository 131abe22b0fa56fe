import type { sendLoginVerificationCode as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({
  service: 'sp-portal',
  method: 'POST',
  path: 'sendLoginVerificationCode/:phone',
})

/** Sends the 6-digit sign-in code by SMS; answers how long to wait before sending again. */
export const sendLoginCode = (phone: string) => call(endpoint, { params: { phone } }, { hideModal: true })
