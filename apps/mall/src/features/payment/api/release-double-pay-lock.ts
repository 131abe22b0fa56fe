import type { helpPayReleaseDoublePayLock, releaseDoublePayLock as ownRoute } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { PayTarget } from '../pay-target'

const own = defineEndpoint<typeof ownRoute>({ service: 'ec-portal', method: 'POST', path: 'releaseDoublePayLock' })
const friend = defineEndpoint<typeof helpPayReleaseDoublePayLock>({
  service: 'ec-portal',
  method: 'POST',
  path: 'help_pay/:id/releaseDoublePayLock',
})

/** The payer left the pay sheet unpaid: the open attempt closes and the order can be paid again at once. */
export const releaseDoublePayLock = (target: PayTarget) =>
  'helpPayCode' in target
    ? call(friend, { params: { id: target.helpPayCode } }, { silent: true })
    : call(own, { body: { orderId: target.orderId } }, { silent: true })
