export { createMessagesService, type MessagesService } from './messages.service'
export { registerMessagesRoutes } from './messages.routes'
