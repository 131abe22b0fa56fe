import type { buyAgain, orderCancel, orderDelete, orderDeliver } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

// The shopper's own moves on an order. Refusals (the order moved meanwhile…) show the request layer's modal.

const cancelEndpoint = defineEndpoint<typeof orderCancel>({
  service: 'ec-portal',
  method: 'POST',
  path: 'member_order/:id/cancel',
})
const deleteEndpoint = defineEndpoint<typeof orderDelete>({
  service: 'ec-portal',
  method: 'DELETE',
  path: 'member_order/:id',
})
const deliverEndpoint = defineEndpoint<typeof orderDeliver>({
  service: 'ec-portal',
  method: 'POST',
  path: 'member_order/:id/deliver',
})
const buyAgainEndpoint = defineEndpoint<typeof buyAgain>({
  service: 'ec-portal',
  method: 'POST',
  path: 'member_order/:id/buy_again',
})

/** Cancels an unpaid order (one paid meanwhile answers its new status instead). */
export const cancelOrder = (id: number) => call(cancelEndpoint, { params: { id } })
/** Hides a closed order from the list. */
export const deleteOrder = (id: number) => call(deleteEndpoint, { params: { id } })
/** Confirms receipt of a shipped order. */
export const confirmReceipt = (id: number) => call(deliverEndpoint, { params: { id } })
/** Puts the order's goods back in the cart, selected. */
export const buyOrderAgain = (id: number) => call(buyAgainEndpoint, { params: { id } })
