import type { baPushOrderDetail as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'baPushOrder/detail/:id' })

/** One of the guide's own push orders. */
export const fetchGuidePushOrder = (id: number) => call(endpoint, { params: { id } }, { hideModal: true })
