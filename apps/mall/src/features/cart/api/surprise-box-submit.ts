import type { surpriseBoxSubmit as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { SubmitBody } from './cart-submit'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'surpriseBox/submit' })

/** Orders one surprise box: only the submit's own fields go; paying reveals its goods. */
export const submitSurpriseBox = (boxId: number, { addressId, remark, channel, idempotencyKey, quote }: SubmitBody) =>
  call(endpoint, { body: { boxId, addressId, remark, channel, idempotencyKey, quote } })
