import type { baLocate, BodyOf, distributionCartLocate, PushOrderKind } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const guide = defineEndpoint<typeof baLocate>({ service: 'ec-portal', method: 'POST', path: 'baPushOrder/baLocate' })
const distributor = defineEndpoint<typeof distributionCartLocate>({
  service: 'ec-portal',
  method: 'POST',
  path: 'distribution_cart/origin/locate',
})

/** The sender (a guide, or a distributor) prices the goods of a push order before sending it (nothing saved). */
export const locateForSender = (kind: PushOrderKind, body: BodyOf<typeof baLocate>) =>
  kind === 'ba_push_order'
    ? call(guide, { body }, { hideModal: true })
    : call(distributor, { body }, { hideModal: true })
