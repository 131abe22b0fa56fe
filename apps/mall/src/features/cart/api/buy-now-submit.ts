import type { buyNowSubmit as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { SubmitBody } from './cart-submit'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'buy_now/submit' })

/** Orders one SKU and quantity (the cart is not touched). */
export const submitBuyNow = (item: { skuId: number; quantity: number }, body: SubmitBody) =>
  call(endpoint, { body: { ...item, ...body } })
