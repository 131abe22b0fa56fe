import { z } from 'zod'
import { dateTime, id, pageOf, pageQuery, paragraphs, text } from './common'
import { defineRoute } from './route'

/**
 * What an in-site message (站内信, mail/index) is about: the shop writes one when an order ships and when a refund
 * is decided or paid out; a `notice` is one an operator sends (`merchant/messages`, `npm run shop -- message`);
 * `customer_service`: a chat reply the customer had not seen within a minute (docs/customer-service.md); an
 * `activity` one tells of a members' programme (a friend-help task completed).
 */
export const MESSAGE_KINDS = [
  'order_shipped',
  'refund_approved',
  'refund_rejected',
  'refund_succeeded',
  'notice',
  'activity',
  'customer_service',
  'flash_sale_remind',
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

// ─── Merchant: notices to one customer or a segment (counter-portal, console) ─────────────────────────

/** What an operator writes: a title, the text and the shop page it opens. */
const noticeFields = {
  title: text(64).pipe(z.string().min(1, '请填写标题')),
  content: paragraphs(2000).pipe(z.string().min(1, '请填写内容')),
  /** A page of the shop (`/pages/…`) the message opens, if any. */
  link: z
    .string()
    .max(256)
    .regex(/^\/pages\/[\w/]+(\?[\w=&%.-]*)?$/, '链接须是商城页面，如 /pages/coupon/index')
    .optional(),
}

export const merchantSendMessage = defineRoute({
  permission: 'messages.send',
  service: 'counter-portal',
  method: 'POST',
  path: 'merchant/messages',
  auth: 'merchant',
  summary: 'Sends a notice (站内信) to one customer',
  body: z.strictObject({ customerId: id, ...noticeFields }),
  response: inboxMessage.extend({ customerId: z.number().int() }),
})

export const merchantMemberMessages = defineRoute({
  permission: 'members.view',
  service: 'counter-portal',
  method: 'GET',
  path: 'merchant/members/messages',
  auth: 'merchant',
  summary: "A customer's in-site messages, newest first, read or not",
  query: pageQuery.extend({ customerId: id }),
  response: pageOf(inboxMessage),
})

/**
 * Who a segment send reaches: every customer; the members (of one level, or all); the customers who paid for an
 * order of one goods.
 */
export const messageSegment = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('all') }),
    z.strictObject({ kind: z.literal('members'), level: text(16).optional() }),
    z.strictObject({ kind: z.literal('bought'), goodsId: id }),
  ],
  { message: '请选择发送对象' },
)
export type MessageSegment = z.infer<typeof messageSegment>

export const BROADCAST_STATUSES = ['sending', 'sent'] as const

export const messageBroadcast = z.object({
  id: z.number().int(),
  requestId: z.string(),
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  segment: messageSegment,
  /** What the console shows for the segment: 全部客户, 会员（金卡会员）, 购买过「…」的客户. */
  segmentLabel: z.string(),
  status: z.enum(BROADCAST_STATUSES),
  /** Recipients counted when the send began (more may join while it runs) and messages written so far. */
  total: z.number().int(),
  sent: z.number().int(),
  staffUserid: z.string(),
  createTime: dateTime,
  finishTime: dateTime.nullable(),
})
export type MessageBroadcast = z.infer<typeof messageBroadcast>

export const merchantBroadcastMessage = defineRoute({
  permission: 'messages.send',
  service: 'counter-portal',
  method: 'POST',
  path: 'merchant/messages/broadcasts',
  auth: 'merchant',
  summary:
    'Sends a notice to a segment in the background, in batches: one send per request id (a retried request answers the same send), each customer once',
  body: z.strictObject({
    /** Made by the console once per send form: the business key that keeps a retry from sending twice. */
    requestId: z.string().regex(/^[\w-]{8,64}$/, '请求编号不正确'),
    segment: messageSegment,
    ...noticeFields,
  }),
  response: messageBroadcast,
})

export const merchantBroadcasts = defineRoute({
  permission: 'messages.send',
  service: 'counter-portal',
  method: 'GET',
  path: 'merchant/messages/broadcasts',
  auth: 'merchant',
  summary: 'Segment sends, newest first, with their progress',
  query: pageQuery.extend({ status: z.enum(BROADCAST_STATUSES).optional() }),
  response: pageOf(messageBroadcast),
})

export const merchantBroadcast = defineRoute({
  permission: 'messages.send',
  service: 'counter-portal',
  method: 'GET',
  path: 'merchant/messages/broadcasts/:id',
  auth: 'merchant',
  summary: 'One segment send and its progress',
  params: z.strictObject({ id }),
  response: messageBroadcast,
})
