import type { helpPayPayment, payment } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { PayChannel } from '../../../platform/pay.types'
import type { PayTarget } from '../pay-target'

const own = defineEndpoint<typeof payment>({ service: 'ec-portal', method: 'POST', path: 'payment' })
const friend = defineEndpoint<typeof helpPayPayment>({
  service: 'ec-portal',
  method: 'POST',
  path: 'help_pay/:id/payment',
})

/** Starts paying an order: `paid` for a free (or already paid) order, otherwise the prepay fields. */
export function startPayment(target: PayTarget, { payType, inWeChatBrowser }: PayChannel) {
  const body = { payType, ...(payType === 'h5' && { inWeChatBrowser }) }
  return 'helpPayCode' in target
    ? call(friend, { params: { id: target.helpPayCode }, body })
    : call(own, { body: { orderId: target.orderId, ...body } })
}
