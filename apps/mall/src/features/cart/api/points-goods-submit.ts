import type { pointsGoodsSubmit as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { SubmitBody } from './cart-submit'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'buy_bonusPoint/submit' })

/** Orders points goods (order type integral, or integral_gift with cash): only the submit's own fields go. */
export const submitPointsGoods = (
  line: { pointsGoodsId: number; quantity: number },
  { addressId, remark, channel, idempotencyKey, quote }: SubmitBody,
) => call(endpoint, { body: { ...line, addressId, remark, channel, idempotencyKey, quote } })
