import type { h5AppLogin as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'sp-portal', method: 'POST', path: 'h5/app/login' })

/** Exchanges the app shell's token (bridge message 18) for a shop session. */
export const appLogin = (token: string) => call(endpoint, { body: { token } }, { hideModal: true, skipLoginJump: true })
