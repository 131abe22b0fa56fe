import type { merchantInvoices, merchantIssueInvoice, merchantRejectInvoice } from '@shop/contracts'
import { endpoint } from '../../lib/http'

export const invoiceList = endpoint<typeof merchantInvoices>('GET', 'merchant/invoices')
export const issueInvoice = endpoint<typeof merchantIssueInvoice>('POST', 'merchant/invoices/:invoiceId/issue')
export const rejectInvoice = endpoint<typeof merchantRejectInvoice>('POST', 'merchant/invoices/:invoiceId/reject')
