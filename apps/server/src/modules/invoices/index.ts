export {
  createInvoicesService,
  INVOICE_MAILS_PER_DAY,
  logMailer,
  type InvoiceMailer,
  type InvoicesService,
} from './invoices.service'
