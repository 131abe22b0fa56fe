export {
  createInvoicesService,
  INVOICE_MAILS_PER_DAY,
  type InvoiceMailer,
  type InvoicesService,
} from './invoices.service'
