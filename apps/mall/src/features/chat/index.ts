// The chat feature's public face (docs/customer-service.md): the shopper's conversation, live over the socket with
// reconnect; its bubbles; the chat links (outside customer service) and the help centre.
export { useChat, type ChatLink, type PendingMessage } from './hooks/use-chat'
export { ChatBubble, PendingBubble } from './components/chat-bubble'
export type { ChatContextType } from './api/open-chat'
export { fetchChatLinks } from './api/chat-links'
export { fetchHelpCentre } from './api/help-faqs'
