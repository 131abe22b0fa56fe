import type { preferredInvoiceTitle as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'invoice/preferred' })

/** The title the form proposes, or null. */
export const fetchPreferredInvoiceTitle = () => call(endpoint, undefined, { hideModal: true })
