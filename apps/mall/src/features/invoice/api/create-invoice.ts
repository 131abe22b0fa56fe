import type { createInvoice as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'POST',
  path: 'member_order/:orderId/invoice',
})

/** Requests the order's invoice with one of the customer's titles (once per order). */
export const requestInvoice = (orderId: number, titleId: number) =>
  call(endpoint, { params: { orderId }, body: { titleId } })
