import type { cyclePlanSubmit as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { SubmitBody } from './cart-submit'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'POST',
  path: 'accompanyActivity/submit',
})

/** Orders a cycle plan (order type accompany): once paid, its deliveries are scheduled, the first one now. */
export const submitCyclePlan = (planId: number, body: SubmitBody) => call(endpoint, { body: { planId, ...body } })
