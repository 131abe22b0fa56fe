import type { customerInvoiceTitles as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'customer/invoice' })

/** The customer's invoice titles, the preferred first. */
export const fetchInvoiceTitles = () => call(endpoint, undefined, { hideModal: true })
