import type { buyGiftSubmit as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { SubmitBody } from './cart-submit'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'buy_gift/submit' })

/** Orders it through the activity (order type buy_gift): paid, the activity's coupon is given. */
export const submitBuyGift = (choice: { activityId: number; skuId: number; quantity: number }, body: SubmitBody) =>
  call(endpoint, { body: { ...choice, ...body } })
