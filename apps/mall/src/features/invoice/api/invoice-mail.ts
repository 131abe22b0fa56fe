import type { invoiceMail as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'POST',
  path: 'invoiceMail/:orderId/:channel/:mail',
})

/** Sends the issued invoice to an email address. */
export const mailInvoice = (orderId: number, mail: string) =>
  call(endpoint, { params: { orderId, channel: 'email', mail } })
