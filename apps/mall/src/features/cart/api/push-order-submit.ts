import type { distributionOrderSubmit, PushOrderKind, pushOrderSubmit } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { SubmitBody } from './cart-submit'

const endpoints = {
  ba_push_order: defineEndpoint<typeof pushOrderSubmit>({
    service: 'ec-portal',
    method: 'POST',
    path: 'baPushOrder/submit',
  }),
  distribution_order: defineEndpoint<typeof distributionOrderSubmit>({
    service: 'ec-portal',
    method: 'POST',
    path: 'distribution_order/submit',
  }),
}

/** Orders a push order: of type ba_push_order (the guide's) or distribution_order (the distributor's). */
export const submitPushOrder = (kind: PushOrderKind, code: string, body: SubmitBody) =>
  kind === 'ba_push_order'
    ? call(endpoints.ba_push_order, { body: { code, ...body } })
    : call(endpoints.distribution_order, { body: { code, ...body } })
