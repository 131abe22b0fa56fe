import type { FastifyInstance } from 'fastify'
import {
  checkInvoice,
  createInvoice,
  customerInvoiceTitles,
  invoiceMail,
  merchantInvoices,
  merchantIssueInvoice,
  merchantRejectInvoice,
  preferredInvoiceTitle,
  saveCustomerInvoiceTitle,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerInvoiceRoutes(app: FastifyInstance, { invoices }: Shop): void {
  registerRoute(app, customerInvoiceTitles, ({ auth }) => invoices.titles(auth.customerId))
  registerRoute(app, saveCustomerInvoiceTitle, ({ auth, body }) => invoices.saveTitle(auth.customerId, body))
  registerRoute(app, preferredInvoiceTitle, ({ auth }) => invoices.preferredTitle(auth.customerId))
  registerRoute(app, createInvoice, ({ auth, params, body }) =>
    invoices.request(auth.customerId, params.orderId, body.titleId),
  )
  registerRoute(app, checkInvoice, ({ auth, params }) => invoices.check(auth.customerId, params.orderId))
  registerRoute(app, invoiceMail, ({ auth, params }) =>
    invoices.mail(auth.customerId, params.orderId, params.channel, params.mail),
  )
  registerRoute(app, merchantInvoices, ({ query }) => invoices.merchantPage(query))
  registerRoute(app, merchantIssueInvoice, ({ auth, params, body }) =>
    invoices.merchantIssue(auth.userid, params.invoiceId, body),
  )
  registerRoute(app, merchantRejectInvoice, ({ auth, params, body }) =>
    invoices.merchantReject(auth.userid, params.invoiceId, body.reason),
  )
}
