import type { baLocate as route, BodyOf } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'baPushOrder/baLocate' })

/** The guide prices the goods of a push order before sending it (nothing saved, no stock held). */
export const locateForGuide = (body: BodyOf<typeof route>) => call(endpoint, { body }, { hideModal: true })
