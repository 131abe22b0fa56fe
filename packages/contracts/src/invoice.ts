import { z } from 'zod'
import { isBankAccount, isEmail, isPhoneNumber, isTaxNumber } from '@shop/domain'
import { defineRoute } from './route'
import { sortOption, dateTime, fen, id, pageOf, pageQuery, text } from './common'
import { isoMoment } from './fulfilment'

/**
 * Invoices (发票, spec §7 customer/invoice, invoice/preferred, member_order/{orderId}/invoice, invoiceMail): the
 * customer's invoice titles, one invoice per paid order, and sending it by email. In sandbox mode the shop issues
 * the invoice itself: a short while after the request (`INVOICE_ISSUE_DELAY_SECONDS`) it becomes `issued` with a
 * downloadable HTML file, and mail is written to the log instead of being sent.
 */

export const INVOICE_TITLE_TYPES = ['personal', 'company'] as const
export const invoiceTitleType = z.enum(INVOICE_TITLE_TYPES)
export const INVOICE_TITLE_TYPE_LABELS = { personal: '个人', company: '单位' } as const

/** Titles a customer may keep. */
export const INVOICE_TITLES_MAX = 10
/** After the request, the sandbox issues the invoice this many seconds later. */
export const INVOICE_ISSUE_DELAY_SECONDS = 10

/** A taxpayer number (纳税人识别号), upper-cased, checked by the domain's isTaxNumber (check character included). */
export const taxNumber = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .refine(isTaxNumber, { message: '请输入正确的纳税人识别号' })

/** An email address, as a mail server would take it (one @, a dotted domain). */
export const emailAddress = z.string().trim().refine(isEmail, { message: '请输入正确的邮箱地址' })

/**
 * A title to save: `id` to change one of the customer's, none to add. Personal titles are a name and carry no tax
 * number; company titles need the name and a valid taxpayer number, the rest is optional (增值税普通发票).
 */
export const invoiceTitleInput = z
  .strictObject({
    id: id.optional(),
    type: invoiceTitleType,
    title: text(100).pipe(z.string().min(1, '请填写发票抬头')),
    taxNumber: taxNumber.optional(),
    registeredAddress: text(100).optional(),
    registeredPhone: z.string().trim().refine(isPhoneNumber, { message: '请输入正确的电话' }).optional(),
    bankName: text(50).optional(),
    bankAccount: z.string().trim().refine(isBankAccount, { message: '请输入正确的银行账号' }).optional(),
    /** Make it the title the invoice form proposes. */
    preferred: z.boolean().optional(),
  })
  .superRefine((input, context) => {
    if (input.type === 'company' && !input.taxNumber) {
      context.addIssue({ code: 'custom', path: ['taxNumber'], message: '单位发票请填写纳税人识别号' })
    }
    if (input.type === 'personal') {
      for (const field of ['taxNumber', 'registeredAddress', 'registeredPhone', 'bankName', 'bankAccount'] as const) {
        if (input[field] !== undefined) {
          context.addIssue({ code: 'custom', path: [field], message: '个人发票无需填写单位信息' })
        }
      }
    }
  })

export const invoiceTitle = z.object({
  id: z.number().int(),
  type: invoiceTitleType,
  typeLabel: z.string(),
  title: z.string(),
  taxNumber: z.string().nullable(),
  registeredAddress: z.string().nullable(),
  registeredPhone: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  preferred: z.boolean(),
  updateTime: dateTime,
})
export type InvoiceTitle = z.infer<typeof invoiceTitle>

const customer = { service: 'ec-portal', auth: 'customer' } as const

export const customerInvoiceTitles = defineRoute({
  ...customer,
  method: 'GET',
  path: 'customer/invoice',
  summary: 'The customer’s invoice titles, the preferred first',
  response: z.array(invoiceTitle),
})

export const saveCustomerInvoiceTitle = defineRoute({
  ...customer,
  method: 'POST',
  path: 'customer/invoice',
  summary: `Adds a title (at most ${INVOICE_TITLES_MAX}) or changes one of the customer’s (id); the first becomes preferred`,
  body: invoiceTitleInput,
  response: invoiceTitle,
})

export const preferredInvoiceTitle = defineRoute({
  ...customer,
  method: 'GET',
  path: 'invoice/preferred',
  summary: 'The title the invoice form proposes, or null when the customer has none',
  response: invoiceTitle.nullable(),
})

export const INVOICE_STATUSES = ['requested', 'issued', 'rejected'] as const
export const invoiceStatus = z.enum(INVOICE_STATUSES)
export const INVOICE_STATUS_LABELS = { requested: '开票中', issued: '已开票', rejected: '未开具' } as const
export const INVOICE_MAIL_CHANNELS = ['email'] as const

export const orderInvoice = z.object({
  invoiceId: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  status: invoiceStatus,
  statusLabel: z.string(),
  /** The title as it was when requested (editing the title later does not change the invoice). */
  title: invoiceTitle.omit({ id: true, preferred: true, updateTime: true }),
  /** What the shopper paid in money, less what was refunded by the time it was issued. */
  amount: fen,
  invoiceNo: z.string().nullable(),
  /** The invoice file (HTML) once issued: a path under `/uploads/`, like `upload_file` answers. */
  fileUrl: z.string().nullable(),
  requestTime: dateTime,
  issueTime: dateTime.nullable(),
  /** Why the merchant did not issue it (rejected: the shopper may ask again with another title). */
  rejectReason: z.string().nullable(),
  /** Where it was sent, latest first (addresses masked). */
  mails: z.array(z.object({ channel: z.enum(INVOICE_MAIL_CHANNELS), mail: z.string(), sentAt: dateTime })),
})
export type OrderInvoice = z.infer<typeof orderInvoice>

const orderIdParams = z.strictObject({ orderId: id })

export const createInvoice = defineRoute({
  ...customer,
  method: 'POST',
  path: 'member_order/:orderId/invoice',
  summary:
    'Requests the invoice of a paid order with one of the customer’s titles, once (invoiceAlreadyRequested); issued shortly after',
  params: orderIdParams,
  body: z.strictObject({ titleId: id }),
  response: orderInvoice,
})

export const checkInvoice = defineRoute({
  ...customer,
  method: 'GET',
  path: 'member_order/:orderId/invoice',
  summary: 'The order’s invoice: requested or issued, with the file to download once issued (none: invoiceNotFound)',
  params: orderIdParams,
  response: orderInvoice,
})

export const invoiceMail = defineRoute({
  ...customer,
  method: 'POST',
  path: 'invoiceMail/:orderId/:channel/:mail',
  summary: 'Sends the issued invoice of an order to an email address (not issued yet: invoiceNotIssued)',
  params: z.strictObject({ orderId: id, channel: z.enum(INVOICE_MAIL_CHANNELS), mail: emailAddress }),
  response: z.object({ channel: z.enum(INVOICE_MAIL_CHANNELS), mail: z.string(), sentAt: dateTime }),
})

// ─── Merchant (counter-portal): the invoices to issue ────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant', permission: 'invoices.manage' } as const

export const merchantInvoice = orderInvoice.extend({
  /** The table's row key (the invoice id). */
  id: z.number().int(),
  customerId: z.number().int(),
  /** Who issued, uploaded or rejected it; null when the shop issued it on its own. */
  handledBy: z.string().nullable(),
})
export type MerchantInvoice = z.infer<typeof merchantInvoice>

export const merchantInvoices = defineRoute({
  ...merchant,
  method: 'GET',
  path: 'merchant/invoices',
  summary: 'Invoices of every order, paged: filters by status, order number and when requested; oldest waiting first',
  query: pageQuery.extend({
    status: invoiceStatus.optional(),
    orderNo: z
      .string()
      .trim()
      .regex(/^\d{6,32}$/, '请输入正确的订单号')
      .optional(),
    requestedFrom: isoMoment.optional(),
    requestedTo: isoMoment.optional(),
    sort: sortOption(['requestTime', 'amount'] as const).optional(),
  }),
  response: pageOf(merchantInvoice),
})

const invoiceIdParams = z.strictObject({ invoiceId: id })

export const merchantIssueInvoice = defineRoute({
  ...merchant,
  method: 'POST',
  path: 'merchant/invoices/:invoiceId/issue',
  summary:
    'Issues a requested invoice: without a body the shop makes it (number and file); with `invoiceNo` and `fileUrl` it records the invoice the merchant issued on the tax platform',
  params: invoiceIdParams,
  body: z
    .strictObject({
      invoiceNo: z
        .string()
        .trim()
        .regex(/^\d{8,20}$/, '发票号码为8-20位数字'),
      fileUrl: z
        .string()
        .trim()
        .max(256, '链接最多256个字符')
        .regex(/^https:\/\/[^\s]+$/, '请填写以 https:// 开头的发票文件链接'),
    })
    .optional(),
  response: merchantInvoice,
})

export const merchantRejectInvoice = defineRoute({
  ...merchant,
  method: 'POST',
  path: 'merchant/invoices/:invoiceId/reject',
  summary: 'Refuses a requested invoice with the reason the shopper reads; the shopper may ask again',
  params: invoiceIdParams,
  body: z.strictObject({ reason: text(200).pipe(z.string().min(1, '请填写拒绝原因')) }),
  response: merchantInvoice,
})
