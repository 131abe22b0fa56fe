import type {
  InboxMessage,
  MessageKind,
  merchantSendMessage,
  messageList,
  ParsedBodyOf,
  ResponseOf,
} from '@shop/contracts'
import { DomainError } from '@shop/domain'
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { innerMessages, messageBroadcasts } from './messages.tables'
import { toPage } from '../../platform/paging'

/** A message as the shop writes it (`notices.ts` builds those of orders and refunds). */
export interface OutgoingMessage {
  customerId: number
  kind: MessageKind
  title: string
  content: string
  link: string | null
}

type MessageRow = typeof innerMessages.$inferSelect
export type BroadcastRow = typeof messageBroadcasts.$inferSelect
export type NewBroadcast = Pick<
  typeof messageBroadcasts.$inferInsert,
  'requestId' | 'title' | 'content' | 'link' | 'segment' | 'total' | 'staffUserid'
>

const view = (row: MessageRow): InboxMessage => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  content: row.content,
  link: row.link,
  read: row.readAt !== null,
  createTime: row.createdAt.toISOString(),
})

export type MessagesService = ReturnType<typeof createMessagesService>

/**
 * In-site messages (站内信, docs/decisions.md "In-site messages"): written inside the transaction of the move they
 * tell of (a shipment, a refund decided or paid out), so a message exists exactly when its move committed; read one
 * by one or all at once by their customer.
 */
export function createMessagesService({ db, clock }: { db: Db; clock: Clock }) {
  const unreadOf = (customerId: number) => and(eq(innerMessages.customerId, customerId), isNull(innerMessages.readAt))

  async function unreadCount(customerId: number): Promise<number> {
    const [row] = await db.select({ unread: count() }).from(innerMessages).where(unreadOf(customerId))
    return row?.unread ?? 0
  }

  /** Writes a message inside the transaction of the move it tells of (pass it). */
  async function send(tx: Db, message: OutgoingMessage): Promise<MessageRow> {
    const [row] = await tx
      .insert(innerMessages)
      .values({ ...message, createdAt: clock.now() })
      .returning()
    return row!
  }

  return {
    unreadCount,

    /** Newest first. */
    async page(customerId: number, page: number, size: number): Promise<ResponseOf<typeof messageList>> {
      const mine = eq(innerMessages.customerId, customerId)
      const rows = await db
        .select()
        .from(innerMessages)
        .where(mine)
        .orderBy(desc(innerMessages.id))
        .limit(size)
        .offset(page * size)
      const [total] = await db.select({ n: count() }).from(innerMessages).where(mine)
      const totalElements = total?.n ?? 0
      return toPage(rows.map(view), totalElements, page, size)
    },

    /** Marks one of the customer's messages read (a read one stays as it was); another's is messageNotFound. */
    async read(customerId: number, messageId: number): Promise<{ count: number }> {
      const [found] = await db
        .select({ id: innerMessages.id, readAt: innerMessages.readAt })
        .from(innerMessages)
        .where(and(eq(innerMessages.id, messageId), eq(innerMessages.customerId, customerId)))
      if (!found) throw new DomainError('messageNotFound', { messageId })
      if (!found.readAt) {
        await db
          .update(innerMessages)
          .set({ readAt: clock.now() })
          .where(and(eq(innerMessages.id, messageId), isNull(innerMessages.readAt)))
      }
      return { count: await unreadCount(customerId) }
    },

    async readAll(customerId: number): Promise<{ count: number }> {
      await db.update(innerMessages).set({ readAt: clock.now() }).where(unreadOf(customerId))
      return { count: 0 }
    },

    send,

    /**
     * Records a segment send once per request id: answers the send and whether this call made it (false: the
     * request id's send, made before).
     */
    async startBroadcast(broadcast: NewBroadcast): Promise<{ row: BroadcastRow; created: boolean }> {
      const [created] = await db
        .insert(messageBroadcasts)
        .values({ ...broadcast, status: 'sending', createdAt: clock.now() })
        .onConflictDoNothing({ target: messageBroadcasts.requestId })
        .returning()
      if (created) return { row: created, created: true }
      const [row] = await db
        .select()
        .from(messageBroadcasts)
        .where(eq(messageBroadcasts.requestId, broadcast.requestId))
      return { row: row!, created: false }
    },

    /** The oldest send still sending, if any. */
    async nextSending(): Promise<BroadcastRow | null> {
      const [row] = await db
        .select()
        .from(messageBroadcasts)
        .where(eq(messageBroadcasts.status, 'sending'))
        .orderBy(messageBroadcasts.id)
        .limit(1)
      return row ?? null
    },

    /**
     * Writes the send's message to the next customers (those after the cursor it was read at), inside the caller's
     * transaction. The batch is claimed by moving the cursor from where it was read: when another process moved it
     * first, nothing is written (false). `last`: these are the segment's last customers, the send is done.
     */
    async writeBatch(tx: Db, read: BroadcastRow, customerIds: readonly number[], last: boolean): Promise<boolean> {
      const now = clock.now()
      const [claimed] = await tx
        .update(messageBroadcasts)
        .set({ cursor: customerIds.at(-1) ?? read.cursor })
        .where(
          and(
            eq(messageBroadcasts.id, read.id),
            eq(messageBroadcasts.cursor, read.cursor),
            eq(messageBroadcasts.status, 'sending'),
          ),
        )
        .returning({ id: messageBroadcasts.id })
      if (!claimed) return false
      const written =
        customerIds.length === 0
          ? []
          : await tx
              .insert(innerMessages)
              .values(
                customerIds.map((customerId) => ({
                  customerId,
                  kind: 'notice' as const,
                  title: read.title,
                  content: read.content,
                  link: read.link,
                  broadcastId: read.id,
                  createdAt: now,
                })),
              )
              .onConflictDoNothing()
              .returning({ id: innerMessages.id })
      await tx
        .update(messageBroadcasts)
        .set({
          sent: sql`${messageBroadcasts.sent} + ${written.length}`,
          ...(last && {
            status: 'sent' as const,
            finishedAt: now,
            total: sql`greatest(${messageBroadcasts.total}, ${messageBroadcasts.sent} + ${written.length})`,
          }),
        })
        .where(eq(messageBroadcasts.id, read.id))
      return true
    },

    async broadcast(id: number): Promise<BroadcastRow> {
      const [row] = await db.select().from(messageBroadcasts).where(eq(messageBroadcasts.id, id))
      if (!row) throw new DomainError('notFound', { broadcastId: id })
      return row
    },

    /** Segment sends, newest first. */
    async broadcasts(status: 'sending' | 'sent' | undefined, page: number, size: number) {
      const where = status ? eq(messageBroadcasts.status, status) : undefined
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(messageBroadcasts)
          .where(where)
          .orderBy(desc(messageBroadcasts.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(messageBroadcasts).where(where),
      ])
      return { rows, total: total!.n }
    },

    /** An operator's notice to one customer (merchant/messages; the flow send-notice checks the customer exists). */
    async notice(body: ParsedBodyOf<typeof merchantSendMessage>): Promise<ResponseOf<typeof merchantSendMessage>> {
      const row = await send(db, { ...body, kind: 'notice', link: body.link ?? null })
      return { ...view(row), customerId: row.customerId }
    },
  }
}
