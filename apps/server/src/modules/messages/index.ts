export { createMessagesService, type MessagesService, type OutgoingMessage } from './messages.service'
export * as notices from './notices'
