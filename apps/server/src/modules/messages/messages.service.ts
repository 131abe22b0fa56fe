import { and, count, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../platform/database'
import { innerMessages } from './messages.tables'

export type MessagesService = ReturnType<typeof createMessagesService>

export function createMessagesService({ db }: { db: Db }) {
  return {
    async unreadCount(customerId: number): Promise<number> {
      const [row] = await db
        .select({ unread: count() })
        .from(innerMessages)
        .where(and(eq(innerMessages.customerId, customerId), isNull(innerMessages.readAt)))
      return row?.unread ?? 0
    },
  }
}
