import type { baSubmit as route, BodyOf } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'baPushOrder/baSubmit' })

/** Saves the push order (a draft holding no stock) and answers it with its code and page. */
export const sendPushOrder = (body: BodyOf<typeof route>) => call(endpoint, { body })
