import Taro from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ChatMessage, ChatServerFrame } from '@shop/contracts'
import { apiUrl } from '../../../lib/http/request'
import { getToken } from '../../../lib/http/token'
import { chooseImages } from '../../../lib/device/media'
import { fetchChatMessages } from '../api/chat-messages'
import { openChat, type ChatContextType } from '../api/open-chat'
import { readChat } from '../api/read-chat'
import { sendChatImage, sendChatText } from '../api/send-chat'

/** Reconnect waits, doubling from the first to the last; a ping keeps proxies from closing a quiet socket. */
const RETRY_FIRST_MS = 1_000
const RETRY_MAX_MS = 15_000
const PING_EVERY_MS = 25_000

export type ChatLink = 'connecting' | 'live' | 'retrying'

/** A message being sent: shown at once, replaced by the kept one (same clientId) when it comes back. */
export interface PendingMessage {
  clientId: string
  type: 'text' | 'image'
  content: string
  imageUrl: string | null
  failed: boolean
}

const newClientId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/** The socket's URL: absolute (weapp and a configured API base) or the page's own host (H5 served by the shop). */
function socketUrl(): string {
  const target = apiUrl('ec-portal', 'chat/socket')
  if (/^https?:\/\//.test(target)) return target.replace(/^http/, 'ws')
  const { protocol, host } = window.location
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${target}`
}

/** Adds messages by seq: the list stays in seq order without duplicates, whichever way a message arrived. */
function merged(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const bySeq = new Map(list.map((m) => [m.seq, m]))
  for (const m of more) bySeq.set(m.seq, m)
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq)
}

/**
 * The shopper's chat (docs/customer-service.md): opens the conversation with where it was opened from, loads what
 * is kept, then listens on the socket from the last seq it has; when the socket drops it reconnects (backing off)
 * and the server sends what came meanwhile. Sent messages show at once and settle when the shop kept them.
 */
export function useChat(context: { type: ChatContextType; id?: number } | undefined, enabled: boolean) {
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [pending, setPending] = useState<PendingMessage[]>([])
  const [staffName, setStaffName] = useState<string | null>(null)
  const [link, setLink] = useState<ChatLink>('connecting')
  const [error, setError] = useState<unknown>()
  const [ready, setReady] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const lastSeq = useRef(0)
  const contextKey = context ? `${context.type}:${context.id ?? ''}` : ''

  const receive = useCallback((more: ChatMessage[]) => {
    if (more.length === 0) return
    lastSeq.current = Math.max(lastSeq.current, ...more.map((m) => m.seq))
    setMessages((list) => merged(list, more))
    const kept = new Set(more.map((m) => m.clientId))
    setPending((list) => list.filter((p) => !kept.has(p.clientId)))
    const staff = more.findLast((m) => m.sender === 'staff')
    if (staff?.staffName) setStaffName(staff.staffName)
  }, [])

  useEffect(() => {
    if (!enabled) return
    let stopped = false
    let socket: Taro.SocketTask | null = null
    let retryMs = RETRY_FIRST_MS
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    let pingTimer: ReturnType<typeof setInterval> | undefined

    const connect = async () => {
      if (stopped) return
      setLink((now) => (now === 'live' ? 'retrying' : now))
      try {
        const task = await Taro.connectSocket({ url: socketUrl() })
        socket = task
        task.onOpen(() => {
          retryMs = RETRY_FIRST_MS
          void task.send({ data: JSON.stringify({ type: 'hello', token: getToken(), after: lastSeq.current }) })
          pingTimer = setInterval(() => void task.send({ data: JSON.stringify({ type: 'ping' }) }), PING_EVERY_MS)
        })
        task.onMessage(({ data }) => {
          const frame = JSON.parse(String(data)) as ChatServerFrame
          if (frame.type === 'ready') setLink('live')
          if (frame.type === 'message') receive([frame.message])
        })
        task.onClose(() => {
          clearInterval(pingTimer)
          if (stopped) return
          setLink('retrying')
          retryTimer = setTimeout(() => void connect(), retryMs)
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS)
        })
      } catch {
        setLink('retrying')
        retryTimer = setTimeout(() => void connect(), retryMs)
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS)
      }
    }

    void (async () => {
      try {
        setError(undefined)
        const opened = await openChat(context)
        setStaffName(opened.staffName)
        const kept = await fetchChatMessages(0)
        if (stopped) return
        receive(kept.messages)
        setReady(true)
        void connect()
      } catch (e) {
        if (!stopped) setError(e)
      }
    })()
    return () => {
      stopped = true
      clearTimeout(retryTimer)
      clearInterval(pingTimer)
      void socket?.close({})
    }
    // The context is read once per chat opened (its key), not per render.
  }, [enabled, contextKey, attempt, receive])

  // What is on the screen is read: staff see it, and no in-site message follows.
  const shownSeq = messages.at(-1)?.seq ?? 0
  useEffect(() => {
    if (ready && shownSeq > 0) void readChat(shownSeq).catch(() => undefined)
  }, [ready, shownSeq])

  const post = async (message: PendingMessage, send: () => Promise<ChatMessage>) => {
    setPending((list) => [...list.filter((p) => p.clientId !== message.clientId), { ...message, failed: false }])
    try {
      receive([await send()])
    } catch {
      setPending((list) => list.map((p) => (p.clientId === message.clientId ? { ...p, failed: true } : p)))
    }
  }

  const sendText = (content: string) => {
    const message = { clientId: newClientId(), type: 'text' as const, content, imageUrl: null, failed: false }
    void post(message, () => sendChatText(message.clientId, content))
  }

  const sendImage = async () => {
    const [filePath] = await chooseImages(1)
    if (!filePath) return
    const message = { clientId: newClientId(), type: 'image' as const, content: '', imageUrl: filePath, failed: false }
    void post(message, () => sendChatImage(message.clientId, filePath))
  }

  /** Sends a failed message again with its clientId: kept once however often it is tried. */
  const retry = (message: PendingMessage) =>
    void post(message, () =>
      message.type === 'text'
        ? sendChatText(message.clientId, message.content)
        : sendChatImage(message.clientId, message.imageUrl ?? ''),
    )

  return {
    messages,
    pending,
    staffName,
    link,
    error,
    ready,
    reload: () => setAttempt((n) => n + 1),
    sendText,
    sendImage,
    retry,
  }
}
