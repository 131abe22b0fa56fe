import type { baSubmit, BodyOf, distributionCartSubmit, PushOrderKind } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const guide = defineEndpoint<typeof baSubmit>({ service: 'ec-portal', method: 'POST', path: 'baPushOrder/baSubmit' })
const distributor = defineEndpoint<typeof distributionCartSubmit>({
  service: 'ec-portal',
  method: 'POST',
  path: 'distribution_cart/origin/submit',
})

/** Saves the push order (a draft holding no stock) and answers it with its code and page. */
export const sendPushOrder = (kind: PushOrderKind, body: BodyOf<typeof baSubmit>) =>
  kind === 'ba_push_order' ? call(guide, { body }) : call(distributor, { body })
