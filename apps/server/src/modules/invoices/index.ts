export {
  createInvoicesService,
  INVOICE_MAILS_PER_DAY,
  logMailer,
  maskMail,
  type InvoiceMailer,
  type InvoicesService,
} from './invoices.service'
