import type {
  ChatContext,
  ChatMessage,
  MerchantConversation,
  ResponseOf,
  chatContextBody,
  chatSendBody,
  merchantConversations,
} from '@shop/contracts'
import { DomainError } from '@shop/domain'
import { and, asc, count, desc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import type { InvalidationBus } from '../../platform/invalidation'
import type { JobQueue } from '../../platform/jobs'
import { toPage } from '../../platform/paging'
import type { MessagesService } from '../messages'
import { chatConversations, chatMessages, chatSettings } from './chat.tables'

type ConversationRow = typeof chatConversations.$inferSelect
type MessageRow = typeof chatMessages.$inferSelect
type SendBody = z.output<typeof chatSendBody>

/** A reply the customer has not seen this long after it was sent also arrives as an in-site message. */
export const OFFLINE_NOTICE_AFTER_MS = 60_000
/** The job that tells one conversation's unseen reply (one waiting per conversation: a later reply moves it). */
export const CHAT_OFFLINE_REPLY_TASK = 'chat-offline-reply'
/** At most this many messages in one answer or one socket batch. */
const BATCH = 200

export interface ChatStaff {
  userid: string
  name: string
}

export interface ChatDeps {
  db: Db
  clock: Clock
  bus: InvalidationBus
  jobs: JobQueue
  messages: Pick<MessagesService, 'send'>
  /** The card of a goods, an order or a refund of the customer's (another's: its not-found error); null for none. */
  describe: (customerId: number, context: z.output<typeof chatContextBody>) => Promise<ChatContext | null>
  /** The customer's name and mobile, copied into the conversation for the inbox's search. */
  customer: (customerId: number) => Promise<{ nickName: string; mobile: string | null }>
  /** The staff who may answer chats (enabled, their role holds chat.answer). */
  agents: () => Promise<ChatStaff[]>
}

const messageView = (row: MessageRow): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  seq: row.seq,
  sender: row.sender,
  staffName: row.sender === 'staff' ? (row.staffName ?? '客服') : null,
  type: row.type,
  content: row.content,
  imageUrl: row.imageUrl,
  context: row.context,
  clientId: row.clientId,
  createTime: row.createdAt.toISOString(),
})

const conversationView = (row: ConversationRow): MerchantConversation => ({
  id: row.id,
  customer: { id: row.customerId, nickName: row.customerName, mobile: row.customerMobile },
  assignee: row.assigneeUserid ? { userid: row.assigneeUserid, name: row.assigneeName ?? row.assigneeUserid } : null,
  lastSeq: row.lastSeq,
  unread: row.unreadByStaff,
  lastMessage: row.lastMessage,
  lastMessageTime: row.lastMessageAt?.toISOString() ?? null,
})

const preview = (message: Pick<MessageRow, 'type' | 'content' | 'context'>): string =>
  message.type === 'image'
    ? '[图片]'
    : message.type === 'context'
      ? `[咨询] ${message.context?.title ?? ''}`.slice(0, 64)
      : [...message.content.replace(/\s+/g, ' ')].slice(0, 60).join('')

interface NewMessage {
  sender: MessageRow['sender']
  staff?: ChatStaff
  type: MessageRow['type']
  content?: string
  imageUrl?: string | null
  context?: ChatContext | null
  clientId?: string | null
}

export type ChatService = ReturnType<typeof createChatService>

/**
 * Customer service chat (docs/customer-service.md): one conversation per customer, messages numbered per
 * conversation in the transaction that keeps them, read marks as seqs. After each commit the conversation's id is
 * published on the bus's `chat` topic; every process's sockets then read what came after the seq they last sent
 * (chat.hub.ts), so a lost or merged notification never loses or reorders a message.
 */
export function createChatService({ db, clock, bus, jobs, messages, describe, customer, agents }: ChatDeps) {
  const published = (conversationId: number) => bus.publish('chat', [conversationId])

  async function conversationOf(customerId: number): Promise<ConversationRow | null> {
    const [row] = await db.select().from(chatConversations).where(eq(chatConversations.customerId, customerId))
    return row ?? null
  }

  async function conversation(id: number, handle: Db = db): Promise<ConversationRow> {
    const [row] = await handle.select().from(chatConversations).where(eq(chatConversations.id, id))
    if (!row) throw new DomainError('conversationNotFound', { conversationId: id })
    return row
  }

  /** The customer's conversation, made on first use with their name and mobile (refreshed on every open). */
  async function ensureConversation(customerId: number): Promise<ConversationRow> {
    const who = await customer(customerId)
    const values = { customerName: [...who.nickName].slice(0, 32).join(''), customerMobile: who.mobile }
    const [row] = await db
      .insert(chatConversations)
      .values({ customerId, ...values, createdAt: clock.now() })
      .onConflictDoUpdate({ target: chatConversations.customerId, set: values })
      .returning()
    return row!
  }

  /**
   * Keeps a message as the conversation's next seq, in the caller's transaction. The conversation row is locked
   * first, so concurrent senders take seqs one after the other, and a retried clientId finds its message.
   */
  async function append(tx: Db, conversationId: number, message: NewMessage): Promise<MessageRow> {
    await tx.execute(
      sql`select id from ${chatConversations} where ${chatConversations.id} = ${conversationId} for update`,
    )
    if (message.clientId) {
      const [kept] = await tx
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            eq(chatMessages.sender, message.sender),
            eq(chatMessages.clientId, message.clientId),
          ),
        )
      if (kept) return kept
    }
    const now = clock.now()
    const fields = {
      type: message.type,
      content: message.content ?? '',
      imageUrl: message.imageUrl ?? null,
      context: message.context ?? null,
    }
    const [moved] = await tx
      .update(chatConversations)
      .set({
        lastSeq: sql`${chatConversations.lastSeq} + 1`,
        lastMessage: preview(fields),
        lastMessageAt: now,
        ...(message.sender === 'customer' && { unreadByStaff: sql`${chatConversations.unreadByStaff} + 1` }),
        ...(message.sender === 'staff' && {
          unreadByCustomer: sql`${chatConversations.unreadByCustomer} + 1`,
          lastStaffSeq: sql`${chatConversations.lastSeq} + 1`,
          lastStaffAt: now,
        }),
      })
      .where(eq(chatConversations.id, conversationId))
      .returning({ seq: chatConversations.lastSeq })
    if (!moved) throw new DomainError('conversationNotFound', { conversationId })
    const [row] = await tx
      .insert(chatMessages)
      .values({
        conversationId,
        seq: moved.seq,
        sender: message.sender,
        staffUserid: message.staff?.userid ?? null,
        staffName: message.staff?.name ?? null,
        clientId: message.clientId ?? null,
        createdAt: now,
        ...fields,
      })
      .returning()
    return row!
  }

  const bodyFields = (body: SendBody) =>
    body.type === 'text'
      ? { type: 'text' as const, content: body.content, clientId: body.clientId }
      : { type: 'image' as const, imageUrl: body.imageUrl, clientId: body.clientId }

  async function after(conversationId: number, seq: number, size = BATCH): Promise<MessageRow[]> {
    return db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, seq)))
      .orderBy(asc(chatMessages.seq))
      .limit(size)
  }

  /** Moves a read mark forward (never back) and recounts what is unread after it. */
  async function markRead(conversationId: number, reader: 'customer' | 'staff', seq: number): Promise<ConversationRow> {
    return db.transaction(async (tx) => {
      const row = await conversation(conversationId, tx)
      const readSeq = reader === 'customer' ? row.customerReadSeq : row.staffReadSeq
      const upTo = Math.min(Math.max(seq, readSeq), row.lastSeq)
      const from = reader === 'customer' ? 'staff' : 'customer'
      const [unread] = await tx
        .select({ n: count() })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            eq(chatMessages.sender, from),
            gt(chatMessages.seq, upTo),
          ),
        )
      const [updated] = await tx
        .update(chatConversations)
        .set(
          reader === 'customer'
            ? { customerReadSeq: upTo, unreadByCustomer: unread!.n }
            : { staffReadSeq: upTo, unreadByStaff: unread!.n },
        )
        .where(eq(chatConversations.id, conversationId))
        .returning()
      return updated!
    })
  }

  return {
    /** The socket's reading: messages after a seq, oldest first. */
    after: async (conversationId: number, seq: number) => (await after(conversationId, seq)).map(messageView),

    /** The customer's conversation for the socket (made on first use). */
    conversationIdOf: async (customerId: number) => (await ensureConversation(customerId)).id,

    async open(customerId: number, context: z.output<typeof chatContextBody> | undefined) {
      const card = context ? await describe(customerId, context) : null
      let row = await ensureConversation(customerId)
      if (card) {
        const posted = await db.transaction(async (tx) => {
          const [last] = await tx
            .select({ context: chatMessages.context })
            .from(chatMessages)
            .where(and(eq(chatMessages.conversationId, row.id), eq(chatMessages.type, 'context')))
            .orderBy(desc(chatMessages.seq))
            .limit(1)
          if (last?.context?.type === card.type && last.context.id === card.id) return false
          await append(tx, row.id, { sender: 'customer', type: 'context', context: card })
          return true
        })
        if (posted) {
          await published(row.id)
          row = await conversation(row.id)
        }
      }
      return { id: row.id, lastSeq: row.lastSeq, unread: row.unreadByCustomer, staffName: row.assigneeName }
    },

    async customerMessages(customerId: number, seq: number, size: number) {
      const row = await conversationOf(customerId)
      if (!row) return { messages: [], lastSeq: 0 }
      return { messages: (await after(row.id, seq, size)).map(messageView), lastSeq: row.lastSeq }
    },

    async customerSend(customerId: number, body: SendBody): Promise<ChatMessage> {
      const { id } = await ensureConversation(customerId)
      const row = await db.transaction((tx) => append(tx, id, { sender: 'customer', ...bodyFields(body) }))
      await published(id)
      return messageView(row)
    },

    async customerRead(customerId: number, seq: number) {
      const row = await conversationOf(customerId)
      if (!row) return { unread: 0 }
      const updated = await markRead(row.id, 'customer', seq)
      await published(row.id)
      return { unread: updated.unreadByCustomer }
    },

    async inbox(
      staffUserid: string,
      { page, size, keyword, mine }: z.output<NonNullable<(typeof merchantConversations)['query']>>,
    ): Promise<ResponseOf<typeof merchantConversations>> {
      const where: SQL[] = []
      if (keyword) {
        const like = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`
        where.push(or(ilike(chatConversations.customerName, like), ilike(chatConversations.customerMobile, like))!)
      }
      if (mine) {
        where.push(or(eq(chatConversations.assigneeUserid, staffUserid), isNull(chatConversations.assigneeUserid))!)
      }
      // A conversation opened without a word yet is not in the inbox.
      where.push(gt(chatConversations.lastSeq, 0))
      const condition = and(...where)
      const [rows, [total], [unread]] = await Promise.all([
        db
          .select()
          .from(chatConversations)
          .where(condition)
          .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(chatConversations).where(condition),
        db
          .select({ n: sql<number>`coalesce(sum(${chatConversations.unreadByStaff}), 0)::int` })
          .from(chatConversations)
          .where(condition),
      ])
      return { ...toPage(rows.map(conversationView), total?.n ?? 0, page, size), unreadTotal: Number(unread?.n ?? 0) }
    },

    async conversationMessages(conversationId: number, seq: number, size: number) {
      const row = await conversation(conversationId)
      return { conversation: conversationView(row), messages: (await after(row.id, seq, size)).map(messageView) }
    },

    /** Staff answer; a conversation nobody has taken becomes the sender's. */
    async staffSend(conversationId: number, staff: ChatStaff, body: SendBody): Promise<ChatMessage> {
      const row = await db.transaction(async (tx) => {
        await tx
          .update(chatConversations)
          .set({ assigneeUserid: staff.userid, assigneeName: staff.name })
          .where(and(eq(chatConversations.id, conversationId), isNull(chatConversations.assigneeUserid)))
        const kept = await append(tx, conversationId, { sender: 'staff', staff, ...bodyFields(body) })
        await jobs.add(
          tx,
          CHAT_OFFLINE_REPLY_TASK,
          { conversationId },
          {
            runAt: new Date(kept.createdAt.getTime() + OFFLINE_NOTICE_AFTER_MS),
            key: `chat-offline:${conversationId}`,
          },
        )
        return kept
      })
      await published(conversationId)
      return messageView(row)
    },

    async staffRead(conversationId: number, seq: number) {
      const updated = await markRead(conversationId, 'staff', seq)
      await published(conversationId)
      return conversationView(updated)
    },

    /** Takes or transfers a conversation; a system line tells both sides who answers now. */
    async assign(conversationId: number, actor: ChatStaff, userid: string) {
      const agent = (await agents()).find((staff) => staff.userid === userid)
      if (!agent) throw new DomainError('chatAgentInvalid', { userid })
      const row = await db.transaction(async (tx) => {
        const before = await conversation(conversationId, tx)
        if (before.assigneeUserid === agent.userid) return before
        await tx
          .update(chatConversations)
          .set({ assigneeUserid: agent.userid, assigneeName: agent.name })
          .where(eq(chatConversations.id, conversationId))
        const content =
          agent.userid === actor.userid
            ? `客服 ${agent.name} 为您服务`
            : `${actor.name} 已将会话转接给客服 ${agent.name}`
        await append(tx, conversationId, { sender: 'system', type: 'text', content })
        return conversation(conversationId, tx)
      })
      await published(conversationId)
      return conversationView(row)
    },

    agents,

    /**
     * The job a staff reply adds (and the sweep, its safety net): a reply the customer has not read a minute after it
     * was sent arrives as an in-site message too, once per reply (the mark moves by compare-and-set in the message's
     * transaction, so two processes never tell it twice).
     */
    async noticeUnseen(conversationId?: number): Promise<number> {
      const due = new Date(clock.now().getTime() - OFFLINE_NOTICE_AFTER_MS)
      const rows = await db
        .select()
        .from(chatConversations)
        .where(
          and(
            conversationId === undefined ? undefined : eq(chatConversations.id, conversationId),
            gt(chatConversations.lastStaffSeq, chatConversations.noticedSeq),
            gt(chatConversations.lastStaffSeq, chatConversations.customerReadSeq),
            lte(chatConversations.lastStaffAt, due),
          ),
        )
        .limit(100)
      let told = 0
      for (const row of rows) {
        const sent = await db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(chatConversations)
            .set({ noticedSeq: row.lastStaffSeq })
            .where(and(eq(chatConversations.id, row.id), eq(chatConversations.noticedSeq, row.noticedSeq)))
            .returning({ id: chatConversations.id })
          if (!claimed) return false
          await messages.send(tx, {
            customerId: row.customerId,
            kind: 'customer_service',
            title: '客服回复了您',
            content: `${row.assigneeName ?? '客服'}：${row.lastMessage}`,
            link: '/pages/clientServer/index',
          })
          return true
        })
        if (sent) told++
      }
      return told
    },

    async settings() {
      const [row] = await db.select().from(chatSettings).where(eq(chatSettings.id, 1))
      return { outsideUrl: row?.outsideUrl ?? null }
    },

    async updateSettings(body: { outsideUrl: string | null }) {
      const outsideUrl = body.outsideUrl || null
      await db
        .insert(chatSettings)
        .values({ id: 1, outsideUrl })
        .onConflictDoUpdate({ target: chatSettings.id, set: { outsideUrl } })
      return { outsideUrl }
    },
  }
}
