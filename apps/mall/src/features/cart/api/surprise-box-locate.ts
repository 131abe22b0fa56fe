import type { surpriseBoxLocate as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { CallOptions } from '../../../lib/http/request'
import type { LocateBody } from './cart-locate'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'surpriseBox/locate' })

/** One surprise box priced at its price (one line, no coupon, no points toggle, shipping free). */
export const locateSurpriseBox = (boxId: number, { addressId }: LocateBody, options?: CallOptions) =>
  call(endpoint, { body: { boxId, addressId } }, options)
