import type { navigateBarAll as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'sp-portal', method: 'GET', path: 'navigateBar/all' })

/** The tab bar as configured on the server. */
export const fetchNavigateBar = () => call(endpoint, {}, { hideModal: true })
