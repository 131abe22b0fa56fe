import type { onePriceSubmit as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { SubmitBody } from './cart-submit'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'one-price/submit' })

/** Orders a one-price goods at its one price (a normal order). */
export const submitOnePrice = (
  { activityId, skuId, quantity }: { activityId: number; skuId: number; quantity: number },
  { addressId, remark, channel, idempotencyKey, quote }: SubmitBody,
) => call(endpoint, { body: { activityId, skuId, quantity, addressId, remark, channel, idempotencyKey, quote } })
