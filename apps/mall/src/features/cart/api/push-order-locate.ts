import type { pushOrderLocate as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { CallOptions } from '../../../lib/http/request'
import type { LocateBody } from './cart-locate'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'baPushOrder/locate' })

/** A guide's push order priced now with the shopper's choices (answers the cart of it). */
export const locatePushOrder = async (code: string, body: LocateBody, options?: CallOptions) =>
  (await call(endpoint, { body: { code, ...body } }, options)).cart
