import type { h5RefreshToken as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'sp-portal', method: 'POST', path: 'h5/refreshToken' })

/** A fresh token for the valid one sent; the server ends the old one (quiet: the app refreshes in the background). */
export const refreshToken = () => call(endpoint, {}, { hideModal: true, refreshesToken: true })
