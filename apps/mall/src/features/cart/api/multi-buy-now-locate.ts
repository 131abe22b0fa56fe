import type { multiBuyNowLocate as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { CallOptions } from '../../../lib/http/request'
import type { LocateBody } from './cart-locate'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'multi_buy_now/locate' })

/** Several SKUs priced for checkout (the cart is not touched). */
export const locateMultiBuyNow = (
  items: { skuId: number; quantity: number }[],
  body: LocateBody,
  options?: CallOptions,
) => call(endpoint, { body: { items, ...body } }, options)
