import { z } from 'zod'
import { dateTime, id, ok, pageOf, pageQuery, paragraphs, text, uploadedImageUrl } from './common'
import { defineRoute } from './route'

/**
 * Customer service (docs/customer-service.md): one conversation per customer with the shop's staff. Messages are
 * numbered per conversation (`seq` 1, 2, 3 …, no gaps) and kept; they are sent over HTTP (idempotent on the
 * client's `clientId`) and delivered live over the WebSocket `chat/socket`, which resumes after the last `seq` the
 * client saw. The help centre (serviceSystem) is the shop's FAQ by category.
 */

/** Where the shopper opened the chat from; the chat link carries it (`/pages/clientServer/index?type=order&id=7`). */
export const CHAT_CONTEXT_TYPES = ['goods', 'order', 'refund', 'user'] as const
export const chatContextType = z.enum(CHAT_CONTEXT_TYPES, { error: '咨询来源不正确' })
export const chatContextBody = z.strictObject({ type: chatContextType, id: id.optional() })

/** What the context card of a message shows (read from the goods, order or refund when the chat was opened). */
export const chatContext = z.object({
  type: chatContextType,
  id: z.number().int().nullable(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string().nullable(),
})
export type ChatContext = z.infer<typeof chatContext>

export const CHAT_SENDERS = ['customer', 'staff', 'system'] as const
export const CHAT_MESSAGE_TYPES = ['text', 'image', 'context'] as const

export const chatMessage = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  /** The message's place in its conversation: 1, 2, 3 … with no gaps. */
  seq: z.number().int(),
  sender: z.enum(CHAT_SENDERS),
  /** The staff member's display name for `staff`, null otherwise. */
  staffName: z.string().nullable(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  content: z.string(),
  imageUrl: z.string().nullable(),
  context: chatContext.nullable(),
  clientId: z.string().nullable(),
  createTime: dateTime,
})
export type ChatMessage = z.infer<typeof chatMessage>

/** A message to send: text, or an uploaded image (`upload_file`, `merchant/uploads`). */
export const chatSendBody = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      /** Made by the client once per message: sending it again answers the message already kept. */
      clientId: z.string().regex(/^[\w-]{8,64}$/, '消息编号不正确'),
      type: z.literal('text'),
      content: paragraphs(1000).pipe(z.string().min(1, '请输入消息内容')),
    }),
    z.strictObject({
      clientId: z.string().regex(/^[\w-]{8,64}$/, '消息编号不正确'),
      type: z.literal('image'),
      imageUrl: uploadedImageUrl,
    }),
  ],
  { error: '消息类型不正确' },
)

const readBody = z.strictObject({ seq: z.number().int().min(0) })
const afterQuery = z.strictObject({
  /** Messages after this seq, oldest first (0: from the start). */
  after: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
})

export const shopperConversation = z.object({
  id: z.number().int(),
  lastSeq: z.number().int(),
  /** Staff messages after the customer's last read one. */
  unread: z.number().int(),
  /** Who answers (null: the next free member of staff). */
  staffName: z.string().nullable(),
})

// ─── Shopper (ec-portal) ──────────────────────────────────────────────────────────────────────────────

export const chatOpen = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'chat/open',
  auth: 'customer',
  summary:
    "Opens the customer's conversation (made on first use); with a context (a goods, an order or a refund of theirs) a context card is posted unless it is the last one already",
  body: z.strictObject({ context: chatContextBody.optional() }).optional(),
  response: shopperConversation,
})

export const chatMessages = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'chat/messages',
  auth: 'customer',
  summary: "The customer's conversation's messages after a seq, oldest first",
  query: afterQuery,
  response: z.object({ messages: z.array(chatMessage), lastSeq: z.number().int() }),
})

export const chatSend = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'chat/send',
  auth: 'customer',
  summary: 'Sends a message to the shop (again with the same clientId: the same message)',
  body: chatSendBody,
  response: chatMessage,
})

export const chatRead = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'chat/read',
  auth: 'customer',
  summary: 'The customer has seen the messages up to seq; answers the unread count left',
  body: readBody,
  response: z.object({ unread: z.number().int() }),
})

/** The customer-service chat links of the personal centre (spec §7): where a shopper reaches the shop. */
export const chatLinks = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'chat/links',
  auth: 'none',
  summary: "The chat page, the shop's outside customer-service URL (null when none is configured) and the help centre",
  response: z.object({
    chatPage: z.string(),
    outsideUrl: z.string().nullable(),
    helpPage: z.string(),
  }),
})

// ─── The help centre (serviceSystem) ──────────────────────────────────────────────────────────────────

export const faq = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  question: z.string(),
  answer: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  updateTime: dateTime,
})
export type Faq = z.infer<typeof faq>

export const helpCategory = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() })
export type HelpCategory = z.infer<typeof helpCategory>

export const helpCentre = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'help/faqs',
  auth: 'none',
  summary: 'The help centre: categories in order, each with its published questions; with a keyword, the matches only',
  query: z.strictObject({ keyword: text(32).optional() }),
  response: z.object({ categories: z.array(helpCategory.extend({ faqs: z.array(faq) })) }),
})

// ─── Console (counter-portal) ─────────────────────────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

export const merchantConversation = z.object({
  id: z.number().int(),
  customer: z.object({ id: z.number().int(), nickName: z.string(), mobile: z.string().nullable() }),
  assignee: z.object({ userid: z.string(), name: z.string() }).nullable(),
  lastSeq: z.number().int(),
  /** Customer messages after staff's last read one. */
  unread: z.number().int(),
  lastMessage: z.string(),
  lastMessageTime: dateTime.nullable(),
})
export type MerchantConversation = z.infer<typeof merchantConversation>

/** The IM list search: pageSize 10 (spec §7). */
export const CHAT_LIST_PAGE_SIZE = 10

export const merchantConversations = defineRoute({
  permission: 'chat.answer',
  ...merchant,
  method: 'GET',
  path: 'merchant/chat/conversations',
  summary:
    'The inbox: conversations with their unread counts and who answers, latest message first; search by nickname or mobile; `mine` keeps those assigned to the caller or to nobody',
  query: pageQuery.extend({
    size: z.coerce.number().int().min(1).max(100).default(CHAT_LIST_PAGE_SIZE),
    keyword: text(32).optional(),
    mine: z.stringbool().optional(),
  }),
  response: pageOf(merchantConversation).extend({ unreadTotal: z.number().int() }),
})

export const merchantConversationMessages = defineRoute({
  permission: 'chat.answer',
  ...merchant,
  method: 'GET',
  path: 'merchant/chat/conversations/:id/messages',
  summary: "A conversation's messages after a seq, oldest first",
  params: z.strictObject({ id }),
  query: afterQuery,
  response: z.object({ conversation: merchantConversation, messages: z.array(chatMessage) }),
})

export const merchantChatSend = defineRoute({
  permission: 'chat.answer',
  ...merchant,
  method: 'POST',
  path: 'merchant/chat/conversations/:id/send',
  summary:
    'Answers a conversation (an unassigned one becomes the sender’s); a reply the customer has not seen within a minute also arrives as an in-site message',
  params: z.strictObject({ id }),
  body: chatSendBody,
  response: chatMessage,
})

export const merchantChatRead = defineRoute({
  permission: 'chat.answer',
  ...merchant,
  method: 'POST',
  path: 'merchant/chat/conversations/:id/read',
  summary: 'Staff have seen the messages up to seq',
  params: z.strictObject({ id }),
  body: readBody,
  response: merchantConversation,
})

export const merchantChatAssign = defineRoute({
  permission: 'chat.answer',
  ...merchant,
  method: 'POST',
  path: 'merchant/chat/conversations/:id/assign',
  summary:
    'Takes a conversation or transfers it to another member of staff who may answer chats (a system line says so)',
  params: z.strictObject({ id }),
  body: z.strictObject({ userid: z.string().min(1, '请选择接待人').max(64) }),
  response: merchantConversation,
})

/**
 * A picture staff send in a chat: the same checked upload as `merchant/uploads` (by its bytes, at most 5 MB), under
 * the chat's own permission (customer service does not hold goods.edit). Sent with `merchant/chat/…/send` as an image.
 */
export const merchantChatUpload = defineRoute({
  permission: 'chat.answer',
  ...merchant,
  method: 'POST',
  path: 'merchant/chat/uploads',
  summary: 'Uploads one picture to send in a chat (multipart field "file"); answers its URL',
  response: z.object({ url: z.string(), size: z.number().int(), contentType: z.string() }),
})

export const merchantChatAgents = defineRoute({
  permission: 'chat.answer',
  ...merchant,
  method: 'GET',
  path: 'merchant/chat/agents',
  summary: 'The staff a conversation can be transferred to (enabled, their role may answer chats)',
  response: z.array(z.object({ userid: z.string(), name: z.string() })),
})

export const chatSettings = z.object({ outsideUrl: z.string().nullable() })

export const merchantChatSettings = defineRoute({
  permission: 'help.edit',
  ...merchant,
  method: 'GET',
  path: 'merchant/chat/settings',
  summary:
    "The customer-service settings: the outside customer-service URL the H5 shop opens (null: the shop's own chat)",
  response: chatSettings,
})

export const merchantUpdateChatSettings = defineRoute({
  permission: 'help.edit',
  ...merchant,
  method: 'PUT',
  path: 'merchant/chat/settings',
  summary: 'Changes the customer-service settings',
  body: z.strictObject({
    outsideUrl: z
      .string()
      .trim()
      .max(512, '链接过长')
      .regex(/^https:\/\/\S+$/, '请填写 https 开头的客服链接')
      .nullable(),
  }),
  response: chatSettings,
})

export const merchantHelpCategories = defineRoute({
  permission: 'help.edit',
  ...merchant,
  method: 'GET',
  path: 'merchant/help/categories',
  summary: 'The help centre’s categories in order, with how many questions each holds',
  response: z.array(helpCategory.extend({ faqCount: z.number().int() })),
})

export const merchantSaveHelpCategory = defineRoute({
  permission: 'help.edit',
  ...merchant,
  method: 'POST',
  path: 'merchant/help/categories',
  summary: 'Adds a category, or renames and reorders one (with id)',
  body: z.strictObject({
    id: id.optional(),
    name: text(16).pipe(z.string().min(1, '请填写分类名称')),
    sort: z.number().int().min(0).max(9999).default(0),
  }),
  response: helpCategory,
})

export const merchantDeleteHelpCategory = defineRoute({
  permission: 'help.edit',
  ...merchant,
  method: 'DELETE',
  path: 'merchant/help/categories/:id',
  summary: 'Deletes an empty category',
  params: z.strictObject({ id }),
  response: ok,
})

export const merchantFaqs = defineRoute({
  permission: 'help.edit',
  ...merchant,
  method: 'GET',
  path: 'merchant/help/faqs',
  summary: 'The questions of the help centre, published or not, by category and sort; search by keyword',
  query: pageQuery.extend({ categoryId: id.optional(), keyword: text(32).optional() }),
  response: pageOf(faq),
})

export const merchantSaveFaq = defineRoute({
  permission: 'help.edit',
  ...merchant,
  method: 'POST',
  path: 'merchant/help/faqs',
  summary: 'Adds a question, or edits one (with id)',
  body: z.strictObject({
    id: id.optional(),
    categoryId: id,
    question: text(100).pipe(z.string().min(1, '请填写问题')),
    answer: paragraphs(2000).pipe(z.string().min(1, '请填写答案')),
    sort: z.number().int().min(0).max(9999).default(0),
    enabled: z.boolean().default(true),
  }),
  response: faq,
})

export const merchantDeleteFaq = defineRoute({
  permission: 'help.edit',
  ...merchant,
  method: 'DELETE',
  path: 'merchant/help/faqs/:id',
  summary: 'Deletes a question',
  params: z.strictObject({ id }),
  response: ok,
})

// ─── The live channel (WebSocket, not a defineRoute: see docs/customer-service.md) ─────────────────────

/** The WebSocket's path below the store code (`/api/ec-portal/store/{storeCode}/chat/socket`). */
export const CHAT_SOCKET_PATH = 'chat/socket'

/**
 * What a client sends on the socket. The first frame is `hello` with the token (a customer's: their conversation;
 * staff's with `chat.answer`: the inbox, and the conversation they `watch`). `after` is the last seq the client has:
 * the server sends every later message, in order, then each new one as it is kept.
 */
export type ChatClientFrame =
  | { type: 'hello'; token: string; after?: number; conversationId?: number }
  | { type: 'watch'; conversationId: number; after: number }
  | { type: 'ping' }

/** What the server sends: `ready` after hello; `message` in seq order; `inbox` when a conversation changed. */
export type ChatServerFrame =
  | { type: 'ready'; conversationId: number | null; lastSeq: number }
  | { type: 'message'; message: ChatMessage }
  | { type: 'inbox'; conversationId: number }
  | { type: 'pong' }
  | { type: 'error'; code: string; message: string }
