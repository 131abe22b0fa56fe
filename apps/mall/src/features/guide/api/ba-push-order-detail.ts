import type { baPushOrderDetail, distributorPushOrderDetail, PushOrderKind } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const guide = defineEndpoint<typeof baPushOrderDetail>({
  service: 'ec-portal',
  method: 'GET',
  path: 'baPushOrder/detail/:id',
})
const distributor = defineEndpoint<typeof distributorPushOrderDetail>({
  service: 'ec-portal',
  method: 'GET',
  path: 'distributor/push_orders/:id',
})

/** One of the sender's own push orders (the guide's, or the distributor's). */
export const fetchSentPushOrder = (kind: PushOrderKind, id: number) =>
  kind === 'ba_push_order'
    ? call(guide, { params: { id } }, { hideModal: true })
    : call(distributor, { params: { id } }, { hideModal: true })
