import type { multiBuyNowSubmit as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { SubmitBody } from './cart-submit'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'multi_buy_now/submit' })

/** Orders several SKUs (the cart is not touched). */
export const submitMultiBuyNow = (items: { skuId: number; quantity: number }[], body: SubmitBody) =>
  call(endpoint, { body: { items, ...body } })
