import type { BodyOf, cartSubmit as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'cart/submit' })

export type SubmitBody = BodyOf<typeof route>

/** A submit's body as the checkout holds it: the address left out where nothing ships to the shopper. */
export type UnaddressedSubmitBody = Omit<SubmitBody, 'addressId'> & Partial<Pick<SubmitBody, 'addressId'>>

/** Orders the selected lines of the cart. */
export const submitCart = (body: SubmitBody) => call(endpoint, { body })
