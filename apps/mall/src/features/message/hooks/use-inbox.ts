import type { InboxMessage } from '@shop/contracts'
import { useState } from 'react'
import type { PagedState } from '../../../lib/hooks/use-paged'
import { useMessages } from '../api/message-list'
import { readAllMessages } from '../api/read-all-messages'
import { readMessage } from '../api/read-message'

export interface Inbox extends PagedState<InboxMessage> {
  /** Marks an unread message read: its dot goes at once and comes back if the call fails. */
  read: (message: InboxMessage) => void
  /** 全部已读: every message shown loses its dot at once (back if the call fails). */
  readAll: () => void
}

/**
 * The customer's messages, paged, with the reads made on this page shown before the server answers.
 * `onUnreadCount` receives the unread count each read answers (the session keeps it for the personal centre).
 */
export function useInbox(enabled: boolean, onUnreadCount: (count: number) => void): Inbox {
  const list = useMessages(enabled)
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(() => new Set())
  const messages = list.data?.map((m) => (!m.read && readHere.has(m.id) ? { ...m, read: true } : m))

  const markRead = (ids: readonly number[], answer: () => Promise<{ count: number }>) => {
    setReadHere((prev) => new Set([...prev, ...ids]))
    answer().then(
      ({ count }) => onUnreadCount(count),
      () => setReadHere((prev) => new Set([...prev].filter((id) => !ids.includes(id)))),
    )
  }

  return {
    ...list,
    data: messages,
    read: (message) => {
      if (!message.read) markRead([message.id], () => readMessage(message.id))
    },
    readAll: () => {
      const unread = (messages ?? []).filter((m) => !m.read).map((m) => m.id)
      markRead(unread, readAllMessages)
    },
  }
}
