import type { signOut as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'sp-portal', method: 'POST', path: 'logout' })

/** Ends the token on the server (spec §4); quiet: signing out goes on in the app whatever the answer. */
export const endSession = () => call(endpoint, {}, { hideModal: true, skipLoginJump: true })
