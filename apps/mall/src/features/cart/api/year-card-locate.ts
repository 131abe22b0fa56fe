import type { yearCardLocate as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { CallOptions } from '../../../lib/http/request'
import type { LocateBody } from './cart-locate'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'year_card/locate' })

/** A year card priced for checkout (no address, no shipping fee: nothing ships). */
export const locateYearCard = (cardId: number, { addressId: _address, ...body }: LocateBody, options?: CallOptions) =>
  call(endpoint, { body: { cardId, ...body } }, options)
