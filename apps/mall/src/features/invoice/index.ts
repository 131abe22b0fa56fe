// The invoice feature's public face: titles (saved, preferred, WeChat's), requesting an order's invoice, its state
// and mailing it.
export { fetchInvoiceTitles } from './api/invoice-titles'
export { fetchPreferredInvoiceTitle } from './api/preferred-invoice-title'
export { saveInvoiceTitle } from './api/save-invoice-title'
export { requestInvoice } from './api/create-invoice'
export { useOrderInvoice, type OrderInvoice } from './api/check-invoice'
export { mailInvoice } from './api/invoice-mail'
export {
  EMPTY_TITLE_FORM,
  formOfTitle,
  formOfWechatTitle,
  titleErrors,
  titleInputOf,
  unchangedTitle,
  type InvoiceTitleForm,
  type TitleErrors,
} from './invoice-rules'
export { InvoiceTitleFields } from './components/invoice-title-fields'
export { InvoiceRequest } from './components/invoice-request'
export { InvoiceStatus } from './components/invoice-status'
