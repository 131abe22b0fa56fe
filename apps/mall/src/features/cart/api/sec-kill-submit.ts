import type { secKillSubmit as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { SubmitBody } from './cart-submit'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'sec_kill/submit' })

/** Orders one flash-sale SKU (order type sec_kill). */
export const submitSecKill = (line: { activityId: number; skuId: number; quantity: number }, body: SubmitBody) =>
  call(endpoint, { body: { ...line, ...body } })
