export {
  createMessagesService,
  type BroadcastRow,
  type MessagesService,
  type OutgoingMessage,
} from './messages.service'
export * as notices from './notices'
