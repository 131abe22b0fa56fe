import { randomBytes } from 'node:crypto'
import {
  INVOICE_ISSUE_DELAY_SECONDS,
  INVOICE_STATUS_LABELS,
  INVOICE_TITLE_TYPE_LABELS,
  INVOICE_TITLES_MAX,
  type InvoiceTitle,
  type MerchantInvoice,
  type merchantInvoices,
  type merchantIssueInvoice,
  type OrderInvoice,
  type ParsedBodyOf,
  type saveCustomerInvoiceTitle,
} from '@shop/contracts'
import { assertOrderAction, chinaDate, DomainError, formatFen, maskMail, orderRefundState } from '@shop/domain'
import type { z } from 'zod'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import type { FileStorage } from '../../platform/storage'
import type { OrderRow, OrdersService } from '../orders'
import { refundableOrder, refundRecords, type RefundsService } from '../refunds'
import { invoicesRepository, type InvoiceRow, type InvoiceTitleRow } from './invoices.repository'
import type { InvoiceTitleSnapshot } from './invoices.tables'
import { toPage } from '../../platform/paging'

/** Mails one invoice may be sent in a day. */
export const INVOICE_MAILS_PER_DAY = 5

/** Sends one mail (the providers' SMTP mailer); a failure throws. */
export interface InvoiceMailer {
  send(mail: { to: string; subject: string; text: string; html?: string }): Promise<void>
}

export interface InvoicesDeps {
  db: Db
  clock: Clock
  storage: FileStorage
  mailer: InvoiceMailer
  /** The public origin, for the link a mail carries. */
  publicBaseUrl: string
  shopName: string
  orders: Pick<OrdersService, 'lock' | 'linesOf' | 'get' | 'idByOrderNo'>
  refunds: Pick<RefundsService, 'ofOrder'>
}

export type InvoicesService = ReturnType<typeof createInvoicesService>

const titleView = (row: InvoiceTitleRow): InvoiceTitle => ({
  id: row.id,
  type: row.type,
  typeLabel: INVOICE_TITLE_TYPE_LABELS[row.type],
  title: row.title,
  taxNumber: row.taxNumber,
  registeredAddress: row.registeredAddress,
  registeredPhone: row.registeredPhone,
  bankName: row.bankName,
  bankAccount: row.bankAccount,
  preferred: row.preferred,
  updateTime: row.updatedAt.toISOString(),
})

/**
 * Invoice titles and the invoice of an order. No invoicing platform is connected: the shop issues the invoice itself
 * INVOICE_ISSUE_DELAY_SECONDS after the request, as an HTML file in the uploads (an unguessable name), when the
 * invoice is next read. Mail goes over SMTP through the mailer (in sandbox mode, the local SMTP server whose mails
 * show at /sandbox/mail).
 */
export function createInvoicesService({
  db,
  clock,
  storage,
  mailer,
  publicBaseUrl,
  shopName,
  orders,
  refunds,
}: InvoicesDeps) {
  const reader = invoicesRepository(db)

  const ownOrder = (customerId: number, orderId: number) => orders.get(orderId, customerId)

  /** What the invoice is for: the money paid less what refunds gave back by now. */
  async function amountOf(order: OrderRow): Promise<number> {
    const refunded = (await refunds.ofOrder(order.id))
      .filter((item) => item.refund.status === 'refunded')
      .reduce((sum, item) => sum + item.refund.totalAmount, 0)
    return Math.max(0, order.totalRealPayAmount - refunded)
  }

  /** Issues a requested invoice once it is due: its number, its amount (paid less refunded) and its file. */
  async function issueIfDue(invoice: InvoiceRow, order: OrderRow): Promise<InvoiceRow> {
    if (
      invoice.status !== 'requested' ||
      clock.now().getTime() < invoice.requestedAt.getTime() + INVOICE_ISSUE_DELAY_SECONDS * 1000
    ) {
      return invoice
    }
    return (await issueNow(invoice, order, null)) ?? (await reader.ofOrder(order.id))!
  }

  /** The shop issues the invoice now (its number and HTML file); null when it was not waiting any more. */
  async function issueNow(invoice: InvoiceRow, order: OrderRow, handledBy: string | null): Promise<InvoiceRow | null> {
    const now = clock.now()
    const amount = await amountOf(order)
    const invoiceNo = `${now.getUTCFullYear()}${String(invoice.id).padStart(16, '0')}`
    const html = invoiceHtml({
      shopName,
      invoiceNo,
      orderNo: order.orderNo,
      title: invoice.title,
      amount,
      issuedAt: now,
    })
    const fileUrl = await storage.save(`invoice-${randomBytes(16).toString('hex')}.html`, Buffer.from(html))
    return reader.issue(invoice.id, { invoiceNo, fileUrl, amount, issuedAt: now, handledBy })
  }

  const merchantView = async (invoice: InvoiceRow): Promise<MerchantInvoice> => ({
    ...(await view(invoice, await orders.get(invoice.orderId))),
    id: invoice.id,
    customerId: invoice.customerId,
    handledBy: invoice.handledBy,
  })

  /** The invoice the merchant acts on, waiting to be issued: invoiceNotFound, invoiceStatusInvalid. */
  const waiting = async (invoiceId: number) => {
    const invoice = await reader.byId(invoiceId)
    if (!invoice) throw new DomainError('invoiceNotFound', { invoiceId })
    if (invoice.status !== 'requested')
      throw new DomainError('invoiceStatusInvalid', { invoiceId, status: invoice.status })
    return invoice
  }

  async function view(invoice: InvoiceRow, order: OrderRow): Promise<OrderInvoice> {
    const mails = await reader.mails(invoice.id)
    return {
      invoiceId: invoice.id,
      orderId: order.id,
      orderNo: order.orderNo,
      status: invoice.status,
      statusLabel: INVOICE_STATUS_LABELS[invoice.status],
      title: invoice.title,
      amount: invoice.amount,
      invoiceNo: invoice.invoiceNo,
      fileUrl: invoice.fileUrl,
      requestTime: invoice.requestedAt.toISOString(),
      issueTime: invoice.issuedAt?.toISOString() ?? null,
      rejectReason: invoice.rejectReason,
      mails: mails.map((m) => ({ channel: m.channel, mail: maskMail(m.mail), sentAt: m.sentAt.toISOString() })),
    }
  }

  /** The order's invoice, issued first if it is due; orderNotFound / invoiceNotFound. */
  async function current(customerId: number, orderId: number) {
    const order = await ownOrder(customerId, orderId)
    const invoice = await reader.ofOrder(orderId, customerId)
    if (!invoice) throw new DomainError('invoiceNotFound', { orderId })
    return { order, invoice: await issueIfDue(invoice, order) }
  }

  return {
    titles: async (customerId: number) => (await reader.titles(customerId)).map(titleView),

    preferredTitle: async (customerId: number) => {
      const row = await reader.preferredTitle(customerId)
      return row && titleView(row)
    },

    /**
     * Adds a title or changes one of the customer's, under the customer's lock: at most INVOICE_TITLES_MAX
     * (invoiceTitleLimitReached); the first one, or one saved with `preferred`, becomes the preferred.
     */
    async saveTitle(customerId: number, input: ParsedBodyOf<typeof saveCustomerInvoiceTitle>): Promise<InvoiceTitle> {
      const { id, preferred, ...given } = input
      return db.transaction(async (tx) => {
        const repo = invoicesRepository(tx)
        await repo.lockTitles(customerId)
        const existing = id === undefined ? null : await repo.title(customerId, id)
        if (id !== undefined && !existing) throw new DomainError('invoiceTitleNotFound', { id })
        if (!existing && (await repo.countTitles(customerId)) >= INVOICE_TITLES_MAX) {
          throw new DomainError('invoiceTitleLimitReached', { max: INVOICE_TITLES_MAX })
        }
        const makePreferred = preferred === true || !(await repo.preferredTitle(customerId))
        if (makePreferred) await repo.clearPreferred(customerId)
        const now = clock.now()
        // Every field is replaced: what a personal title leaves out is cleared.
        const fields = {
          type: given.type,
          title: given.title,
          taxNumber: given.taxNumber ?? null,
          registeredAddress: given.registeredAddress ?? null,
          registeredPhone: given.registeredPhone ?? null,
          bankName: given.bankName ?? null,
          bankAccount: given.bankAccount ?? null,
          preferred: makePreferred || (existing?.preferred ?? false),
          updatedAt: now,
        }
        const row = existing
          ? await repo.updateTitle(customerId, existing.id, fields)
          : await repo.insertTitle(customerId, fields, now)
        return titleView(row)
      })
    },

    /**
     * Requests the invoice of a paid order with one of the customer's titles, once: orderNotFound,
     * invoiceTitleNotFound, orderStatusInvalid (unpaid, closed or fully refunded), invoiceAlreadyRequested.
     */
    async request(customerId: number, orderId: number, titleId: number): Promise<OrderInvoice> {
      const { invoice, order } = await db.transaction(async (tx) => {
        const order = await orders.lock(tx, orderId, customerId)
        const repo = invoicesRepository(tx)
        const title = await repo.title(customerId, titleId)
        if (!title) throw new DomainError('invoiceTitleNotFound', { id: titleId })
        // One query at a time on the transaction's connection.
        const lines = await orders.linesOf(tx, orderId)
        const items = await refunds.ofOrder(orderId, tx)
        const earlier = await repo.ofOrder(orderId)
        assertOrderAction('invoice', order.status, {
          now: clock.now().getTime(),
          payDeadline: order.payDeadline.getTime(),
          paidAt: order.paidAt?.getTime() ?? null,
          shipped: false,
          invoiceRequested: earlier !== null && earlier.status !== 'rejected',
          ...orderRefundState(refundableOrder(order, lines), refundRecords(items)),
        })
        const snapshot: InvoiceTitleSnapshot = {
          type: title.type,
          typeLabel: INVOICE_TITLE_TYPE_LABELS[title.type],
          title: title.title,
          taxNumber: title.taxNumber,
          registeredAddress: title.registeredAddress,
          registeredPhone: title.registeredPhone,
          bankName: title.bankName,
          bankAccount: title.bankAccount,
        }
        const invoice = earlier
          ? await repo.requestAgain(earlier.id, {
              title: snapshot,
              amount: order.totalRealPayAmount,
              requestedAt: clock.now(),
            })
          : await repo.insertInvoice({
              orderId,
              customerId,
              title: snapshot,
              status: 'requested',
              amount: order.totalRealPayAmount,
              requestedAt: clock.now(),
            })
        if (!invoice) throw new DomainError('invoiceAlreadyRequested', { orderId })
        return { invoice, order }
      })
      return view(await issueIfDue(invoice, order), order)
    },

    async check(customerId: number, orderId: number): Promise<OrderInvoice> {
      const { invoice, order } = await current(customerId, orderId)
      return view(invoice, order)
    },

    /** Sends the issued invoice by email: invoiceNotIssued before it is, invoiceMailLimitReached past 5 a day. */
    async mail(customerId: number, orderId: number, channel: 'email', to: string) {
      const { invoice, order } = await current(customerId, orderId)
      if (invoice.status !== 'issued') throw new DomainError('invoiceNotIssued', { orderId })
      const now = clock.now()
      if ((await reader.mailsSince(invoice.id, new Date(now.getTime() - 86_400_000))) >= INVOICE_MAILS_PER_DAY) {
        throw new DomainError('invoiceMailLimitReached', { perDay: INVOICE_MAILS_PER_DAY })
      }
      const fileUrl = `${publicBaseUrl}${invoice.fileUrl}`
      await mailer
        .send(
          invoiceMail({
            to,
            shopName,
            invoiceNo: invoice.invoiceNo!,
            orderNo: order.orderNo,
            fileUrl,
            amount: invoice.amount,
          }),
        )
        .catch((error: unknown) => {
          // Nothing is recorded: the shopper may try again, and the day's limit counts only mails sent.
          throw new DomainError('invoiceMailFailed', { reason: error instanceof Error ? error.message : 'unknown' })
        })
      const sent = await reader.insertMail({ invoiceId: invoice.id, channel, mail: to, sentAt: now })
      return { channel, mail: maskMail(sent.mail), sentAt: sent.sentAt.toISOString() }
    },

    /** The merchant's list: every order's invoice by the filters. */
    async merchantPage(query: z.output<NonNullable<(typeof merchantInvoices)['query']>>) {
      const { page, size, orderNo, requestedFrom, requestedTo, ...rest } = query
      const { rows, total } = await reader.merchantPage(
        {
          ...rest,
          orderId: orderNo === undefined ? undefined : await orders.idByOrderNo(orderNo),
          requestedFrom: requestedFrom === undefined ? undefined : new Date(requestedFrom),
          requestedTo: requestedTo === undefined ? undefined : new Date(requestedTo),
        },
        page,
        size,
      )
      return toPage(await Promise.all(rows.map(merchantView)), total, page, size)
    },

    /**
     * The merchant issues a requested invoice: the shop makes it (no body), or it records the one issued on the tax
     * platform (its number and file link). invoiceNotFound, invoiceStatusInvalid, invoiceNoTaken.
     */
    async merchantIssue(
      userid: string,
      invoiceId: number,
      uploaded: ParsedBodyOf<typeof merchantIssueInvoice>,
    ): Promise<MerchantInvoice> {
      const invoice = await waiting(invoiceId)
      const order = await orders.get(invoice.orderId)
      if (uploaded) {
        const taken = await reader.byInvoiceNo(uploaded.invoiceNo)
        if (taken && taken.id !== invoiceId) throw new DomainError('invoiceNoTaken', { invoiceNo: uploaded.invoiceNo })
      }
      const issued = uploaded
        ? await reader.issue(invoiceId, {
            ...uploaded,
            amount: await amountOf(order),
            issuedAt: clock.now(),
            handledBy: userid,
          })
        : await issueNow(invoice, order, userid)
      if (!issued) throw new DomainError('invoiceStatusInvalid', { invoiceId })
      return merchantView(issued)
    },

    /** The merchant refuses a requested invoice with a reason; the shopper may ask again. */
    async merchantReject(userid: string, invoiceId: number, reason: string): Promise<MerchantInvoice> {
      await waiting(invoiceId)
      const rejected = await reader.reject(invoiceId, reason, userid)
      if (!rejected) throw new DomainError('invoiceStatusInvalid', { invoiceId })
      return merchantView(rejected)
    },

    /** The orders among these with an invoice requested (the order views' `invoiceRequested`). */
    requestedOf: (orderIds: readonly number[]) => reader.requestedOf(orderIds),
  }
}

/** The invoice mail: the invoice's number, order and amount, and the link to the printable invoice. */
function invoiceMail(m: {
  to: string
  shopName: string
  invoiceNo: string
  orderNo: string
  fileUrl: string
  amount: number
}) {
  const subject = `【${m.shopName}】电子发票 ${m.invoiceNo}`
  const lines = [
    '您好：',
    `您在${m.shopName}的订单 ${m.orderNo} 的电子发票已开具。`,
    `发票号码：${m.invoiceNo}`,
    `价税合计：¥${formatFen(m.amount)}`,
    `查看与下载：${m.fileUrl}`,
  ]
  const html = `<p>${lines.slice(0, 4).map(escapeHtml).join('<br>')}<br>查看与下载：<a href="${escapeHtml(m.fileUrl)}">${escapeHtml(m.fileUrl)}</a></p>`
  return { to: m.to, subject, text: lines.join('\n'), html }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A plain, printable invoice page. */
function invoiceHtml(invoice: {
  shopName: string
  invoiceNo: string
  orderNo: string
  title: InvoiceTitleSnapshot
  amount: number
  issuedAt: Date
}): string {
  const { title } = invoice
  const rows: [string, string | null][] = [
    ['发票号码', invoice.invoiceNo],
    ['开票日期', chinaDate(invoice.issuedAt)],
    ['订单编号', invoice.orderNo],
    ['购买方名称', title.title],
    ['纳税人识别号', title.taxNumber],
    ['地址、电话', [title.registeredAddress, title.registeredPhone].filter(Boolean).join(' ') || null],
    ['开户行及账号', [title.bankName, title.bankAccount].filter(Boolean).join(' ') || null],
    ['价税合计', `¥${formatFen(invoice.amount)}`],
    ['销售方', invoice.shopName],
  ]
  const body = rows
    .filter((row): row is [string, string] => row[1] !== null)
    .map(([label, value]) => `<tr><th>${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>电子发票 ${invoice.invoiceNo}</title>
<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}th,td{border:1px solid #999;padding:.4em .8em;text-align:left}</style>
</head><body><h1>电子发票（普通发票）</h1><table>${body}</table></body></html>`
}
