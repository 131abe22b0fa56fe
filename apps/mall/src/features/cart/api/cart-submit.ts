import type { BodyOf, cartSubmit as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'cart/submit' })

export type SubmitBody = BodyOf<typeof route>

/** Orders the selected lines of the cart. */
export const submitCart = (body: SubmitBody) => call(endpoint, { body })
