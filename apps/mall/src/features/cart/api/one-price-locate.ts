import type { onePriceLocate as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { CallOptions } from '../../../lib/http/request'
import type { LocateBody } from './cart-locate'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'one-price/locate' })

/** A one-price goods priced for checkout at its one price (no coupon or points: only the address counts). */
export const locateOnePrice = (
  { activityId, skuId, quantity }: { activityId: number; skuId: number; quantity: number },
  { addressId }: LocateBody,
  options?: CallOptions,
) => call(endpoint, { body: { activityId, skuId, quantity, addressId } }, options)
