import type { giftGive as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'give_gift_order/give' })

/** A new single-use link for a paid gift (an earlier one stops working). */
export const giveGift = (orderId: number) => call(endpoint, { body: { orderId } })
