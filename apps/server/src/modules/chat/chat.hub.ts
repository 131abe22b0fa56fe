import type { ChatMessage, ChatServerFrame } from '@shop/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { InvalidationBus } from '../../platform/invalidation'

/** One open socket: a customer's (their conversation) or staff's (the inbox, and the conversation they watch). */
export interface ChatWatcher {
  conversationId: number | null
  /** The last seq this socket was sent; the next message it gets is the one after. */
  lastSeq: number
  /** Staff sockets hear of every conversation's change (`inbox` frames) to refresh the list and its unread counts. */
  inbox: boolean
  send(frame: ChatServerFrame): void
}

/**
 * Live delivery in one process (docs/customer-service.md). A conversation's id on the bus's `chat` topic (from any
 * process: src/platform/invalidation.ts) makes each socket watching it read the messages after the last seq it was
 * sent and send them in order. Each socket reads one batch at a time; news arriving meanwhile makes it read again
 * when the batch is sent, so two notes never send a message twice or out of order.
 */
export function createChatHub({
  bus,
  after,
  log,
}: {
  bus: InvalidationBus
  after: (conversationId: number, seq: number) => Promise<ChatMessage[]>
  log: FastifyBaseLogger
}) {
  const watchers = new Set<ChatWatcher>()
  const pumping = new Map<ChatWatcher, { again: boolean }>()

  async function drain(watcher: ChatWatcher): Promise<void> {
    for (;;) {
      const conversationId = watcher.conversationId
      if (conversationId === null || !watchers.has(watcher)) return
      const messages = await after(conversationId, watcher.lastSeq)
      // A `watch` of another conversation while reading: what was read belongs to the old one.
      if (watcher.conversationId !== conversationId) continue
      for (const message of messages) {
        watcher.send({ type: 'message', message })
        watcher.lastSeq = message.seq
      }
      if (messages.length === 0) return
    }
  }

  /** Sends the watcher what it has not had yet; a call while it is sending makes it look once more afterwards. */
  function pump(watcher: ChatWatcher): void {
    const running = pumping.get(watcher)
    if (running) {
      running.again = true
      return
    }
    const state = { again: false }
    pumping.set(watcher, state)
    void (async () => {
      try {
        do {
          state.again = false
          await drain(watcher)
        } while (state.again)
      } catch (error) {
        log.warn({ err: error, conversationId: watcher.conversationId }, 'a chat socket could not be sent its messages')
      } finally {
        pumping.delete(watcher)
      }
    })()
  }

  bus.subscribe('chat', (keys) => {
    for (const watcher of watchers) {
      if (keys === null) {
        pump(watcher)
        if (watcher.inbox) watcher.send({ type: 'inbox', conversationId: 0 })
        continue
      }
      if (watcher.conversationId !== null && keys.includes(String(watcher.conversationId))) pump(watcher)
      if (watcher.inbox) for (const key of keys) watcher.send({ type: 'inbox', conversationId: Number(key) })
    }
  })

  return {
    /** Starts delivering to the watcher: everything after its lastSeq now, then each new message. */
    watch(watcher: ChatWatcher): void {
      watchers.add(watcher)
      pump(watcher)
    },
    leave(watcher: ChatWatcher): void {
      watchers.delete(watcher)
    },
    /** How many sockets this process holds (health, tests). */
    get size() {
      return watchers.size
    },
  }
}

export type ChatHub = ReturnType<typeof createChatHub>
