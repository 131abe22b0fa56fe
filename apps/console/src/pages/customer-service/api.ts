import type {
  ChatServerFrame,
  merchantChatAgents,
  merchantChatAssign,
  merchantChatRead,
  merchantChatSend,
  merchantChatSettings,
  merchantConversationMessages,
  merchantConversations,
  merchantDeleteFaq,
  merchantDeleteHelpCategory,
  merchantFaqs,
  merchantHelpCategories,
  merchantOrders,
  merchantSaveFaq,
  merchantSaveHelpCategory,
  merchantUpdateChatSettings,
} from '@shop/contracts'
import { apiPath } from '@shop/contracts/route'
import { endpoint, getToken, STORE_CODE } from '../../lib/http'

export const conversationList = endpoint<typeof merchantConversations>('GET', 'merchant/chat/conversations')
export const conversationMessages = endpoint<typeof merchantConversationMessages>(
  'GET',
  'merchant/chat/conversations/:id/messages',
)
export const sendReply = endpoint<typeof merchantChatSend>('POST', 'merchant/chat/conversations/:id/send')
export const readConversation = endpoint<typeof merchantChatRead>('POST', 'merchant/chat/conversations/:id/read')
export const assignConversation = endpoint<typeof merchantChatAssign>('POST', 'merchant/chat/conversations/:id/assign')
export const chatAgents = endpoint<typeof merchantChatAgents>('GET', 'merchant/chat/agents')
export const customerOrders = endpoint<typeof merchantOrders>('GET', 'merchant/orders')
export const chatSettings = endpoint<typeof merchantChatSettings>('GET', 'merchant/chat/settings')
export const saveChatSettings = endpoint<typeof merchantUpdateChatSettings>('PUT', 'merchant/chat/settings')
export const helpCategories = endpoint<typeof merchantHelpCategories>('GET', 'merchant/help/categories')
export const saveHelpCategory = endpoint<typeof merchantSaveHelpCategory>('POST', 'merchant/help/categories')
export const deleteHelpCategory = endpoint<typeof merchantDeleteHelpCategory>('DELETE', 'merchant/help/categories/:id')
export const faqList = endpoint<typeof merchantFaqs>('GET', 'merchant/help/faqs')
export const saveFaq = endpoint<typeof merchantSaveFaq>('POST', 'merchant/help/faqs')
export const deleteFaq = endpoint<typeof merchantDeleteFaq>('DELETE', 'merchant/help/faqs/:id')

/** A message's id the console makes once per reply (a retried send is the same message). */
export const clientId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/**
 * The inbox's live channel (docs/customer-service.md): the staff socket, told of every conversation's change and
 * sent the watched conversation's messages after the last seq the page has. It reconnects by itself (backing off up
 * to 15 s) and says hello again from where the page is, so nothing sent meanwhile is missed.
 */
export function openInboxSocket(handlers: {
  onFrame: (frame: ChatServerFrame) => void
  onLive: (live: boolean) => void
  /** The conversation watched and the last seq the page has of it, asked at each (re)connect. */
  position: () => { conversationId: number | null; after: number }
}): { watch: (conversationId: number, after: number) => void; close: () => void } {
  let socket: WebSocket | null = null
  let closed = false
  let retryMs = 1_000
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  const { protocol, host } = window.location
  const url = `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${apiPath('counter-portal', STORE_CODE, 'merchant/chat/socket')}`

  const connect = () => {
    const next = new WebSocket(url)
    socket = next
    next.onopen = () => {
      retryMs = 1_000
      const { conversationId, after } = handlers.position()
      next.send(
        JSON.stringify({ type: 'hello', token: getToken() ?? '', after, ...(conversationId && { conversationId }) }),
      )
    }
    next.onmessage = (event) => {
      const frame = JSON.parse(String(event.data)) as ChatServerFrame
      if (frame.type === 'ready') handlers.onLive(true)
      handlers.onFrame(frame)
    }
    next.onclose = () => {
      handlers.onLive(false)
      if (closed) return
      retryTimer = setTimeout(connect, retryMs)
      retryMs = Math.min(retryMs * 2, 15_000)
    }
  }
  connect()
  return {
    watch(conversationId, after) {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'watch', conversationId, after }))
    },
    close() {
      closed = true
      clearTimeout(retryTimer)
      socket?.close()
    },
  }
}
