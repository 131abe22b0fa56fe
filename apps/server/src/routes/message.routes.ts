import type { FastifyInstance } from 'fastify'
import { merchantSendMessage, messageList, readAllMessages, readMessage, unreadMessageCount } from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerMessageRoutes(app: FastifyInstance, { messages, sendNotice }: Shop): void {
  registerRoute(app, unreadMessageCount, async ({ auth }) => ({ count: await messages.unreadCount(auth.customerId) }))
  registerRoute(app, messageList, ({ auth, query }) => messages.page(auth.customerId, query.page, query.size))
  registerRoute(app, readMessage, ({ auth, params }) => messages.read(auth.customerId, params.id))
  registerRoute(app, readAllMessages, ({ auth }) => messages.readAll(auth.customerId))
  registerRoute(app, merchantSendMessage, ({ body }) => sendNotice.send(body))
}
