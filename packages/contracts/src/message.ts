import { z } from 'zod'
import { dateTime, id, pageOf, pageQuery, paragraphs, text } from './common'
import { defineRoute } from './route'

/**
 * What an in-site message (站内信, mail/index) is about: the shop writes one when an order ships and when a refund
 * is decided or paid out; a `notice` is one an operator sends (`merchant/messages`, `npm run shop -- message`).
 */
export const MESSAGE_KINDS = [
  'order_shipped',
  'refund_approved',
  'refund_rejected',
  'refund_succeeded',
  'notice',
] as const
export const messageKind = z.enum(MESSAGE_KINDS)
export type MessageKind = z.infer<typeof messageKind>

export const inboxMessage = z.object({
  id: z.number().int(),
  kind: messageKind,
  title: z.string(),
  content: z.string(),
  /** The page the message is about (`/pages/order/detail?orderId=7`), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createTime: dateTime,
})
export type InboxMessage = z.infer<typeof inboxMessage>

const unread = z.object({ count: z.number().int().min(0) })

export const unreadMessageCount = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'message/unread_count',
  auth: 'customer',
  summary: 'Unread in-site messages',
  response: unread,
})

export const messageList = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'message/list',
  auth: 'customer',
  summary: "The customer's in-site messages, newest first",
  query: pageQuery,
  response: pageOf(inboxMessage),
})

export const readMessage = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'message/:id/read',
  auth: 'customer',
  summary: 'Marks one of the customer’s messages read (again: no change); answers the unread count left',
  params: z.strictObject({ id }),
  response: unread,
})

export const readAllMessages = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'message/read_all',
  auth: 'customer',
  summary: 'Marks all of the customer’s messages read; answers the unread count left (0)',
  response: unread,
})

// ─── Merchant: a notice to one customer (counter-portal, role merchant) ──────────────────────────────

export const merchantSendMessage = defineRoute({
  permission: 'messages.send',
  service: 'counter-portal',
  method: 'POST',
  path: 'merchant/messages',
  auth: 'merchant',
  summary: 'Sends a notice (站内信) to one customer',
  body: z.strictObject({
    customerId: id,
    title: text(64).pipe(z.string().min(1, '请填写标题')),
    content: paragraphs(2000).pipe(z.string().min(1, '请填写内容')),
    /** A page of the shop (`/pages/…`) the message opens, if any. */
    link: z
      .string()
      .max(256)
      .regex(/^\/pages\/[\w/]+(\?[\w=&%.-]*)?$/, '链接须是商城页面，如 /pages/coupon/index')
      .optional(),
  }),
  response: inboxMessage.extend({ customerId: z.number().int() }),
})
