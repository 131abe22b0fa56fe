import type { BodyOf, saveCustomerInvoiceTitle as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'customer/invoice' })

export type InvoiceTitleInput = BodyOf<typeof route>

/** Adds a title, or changes one of the customer's (id). */
export const saveInvoiceTitle = (input: InvoiceTitleInput) => call(endpoint, { body: input })
