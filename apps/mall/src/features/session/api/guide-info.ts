import type { guideInfo as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'guide/info' })

/** The customer's shopping-guide record: an active one makes the customer a guide. */
export const fetchGuideInfo = () => call(endpoint, {}, { hideModal: true, skipLoginJump: true })
