export { createMessagesService, type MessagesService, type OutgoingMessage } from './messages.service'
export { registerMessagesRoutes } from './messages.routes'
export * as notices from './notices'
