import type { buyNowLocate as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { CallOptions } from '../../../lib/http/request'
import type { LocateBody } from './cart-locate'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'buy_now/locate' })

/** One SKU and quantity priced for checkout (the cart is not touched). */
export const locateBuyNow = (item: { skuId: number; quantity: number }, body: LocateBody, options?: CallOptions) =>
  call(endpoint, { body: { ...item, ...body } }, options)
