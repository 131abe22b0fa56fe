import type { FastifyInstance } from 'fastify'
import { merchantSendMessage, messageList, readAllMessages, readMessage, unreadMessageCount } from '@shop/contracts'
import { registerRoute } from '../../platform/register-route'
import type { MessagesService } from './messages.service'

export function registerMessagesRoutes(app: FastifyInstance, messages: MessagesService): void {
  registerRoute(app, unreadMessageCount, async ({ auth }) => ({ count: await messages.unreadCount(auth.customerId) }))
  registerRoute(app, messageList, ({ auth, query }) => messages.page(auth.customerId, query.page, query.size))
  registerRoute(app, readMessage, ({ auth, params }) => messages.read(auth.customerId, params.id))
  registerRoute(app, readAllMessages, ({ auth }) => messages.readAll(auth.customerId))
  registerRoute(app, merchantSendMessage, ({ body }) => messages.notice(body))
}
