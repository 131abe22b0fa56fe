import type { BodyOf, cartLocate as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { CallOptions } from '../../../lib/http/request'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'cart/locate' })

export type LocateBody = NonNullable<BodyOf<typeof route>>

/** The whole cart priced with the shopper's choices (and the address, for the shipping). */
export const locateCart = (body: LocateBody, options?: CallOptions) => call(endpoint, { body }, options)
