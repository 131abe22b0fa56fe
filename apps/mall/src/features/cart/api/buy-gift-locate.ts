import type { buyGiftLocate as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { CallOptions } from '../../../lib/http/request'
import type { LocateBody } from './cart-locate'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'buy_gift/locate' })

/** One SKU of a running buy-with-gift activity priced for checkout (买赠, docs/gifts.md). */
export const locateBuyGift = (
  choice: { activityId: number; skuId: number; quantity: number },
  body: LocateBody,
  options?: CallOptions,
) => call(endpoint, { body: { ...choice, ...body } }, options)
