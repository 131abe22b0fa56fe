import type { presaleLocate as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { CallOptions } from '../../../lib/http/request'
import type { LocateBody } from './cart-locate'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'presale/locate' })

/** A pre-sale priced for checkout: its deposit (or its whole price), shipping free; only the address counts. */
export const locatePresale = (
  { presaleId, quantity }: { presaleId: number; quantity: number },
  { addressId }: LocateBody,
  options?: CallOptions,
) => call(endpoint, { body: { presaleId, quantity, addressId } }, options)
