import type { giftCancelGive as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'POST',
  path: 'give_gift_order/cancelGive',
})

/** Takes back an unclaimed gift's link. */
export const cancelGiveGift = (orderId: number) => call(endpoint, { body: { orderId } })
