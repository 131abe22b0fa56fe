import type { pushOrderSubmit as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { SubmitBody } from './cart-submit'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'baPushOrder/submit' })

/** Orders a guide's push order: an order of type ba_push_order, attributed to the guide. */
export const submitPushOrder = (code: string, body: SubmitBody) => call(endpoint, { body: { code, ...body } })
