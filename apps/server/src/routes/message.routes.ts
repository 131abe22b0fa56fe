import type { FastifyInstance } from 'fastify'
import {
  merchantBroadcast,
  merchantBroadcastMessage,
  merchantBroadcasts,
  merchantMemberMessages,
  merchantSendMessage,
  messageList,
  readAllMessages,
  readMessage,
  unreadMessageCount,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerMessageRoutes(
  app: FastifyInstance,
  { messages, sendNotice, showMembers, broadcastMessage }: Shop,
): void {
  registerRoute(app, unreadMessageCount, async ({ auth }) => ({ count: await messages.unreadCount(auth.customerId) }))
  registerRoute(app, messageList, ({ auth, query }) => messages.page(auth.customerId, query.page, query.size))
  registerRoute(app, readMessage, ({ auth, params }) => messages.read(auth.customerId, params.id))
  registerRoute(app, readAllMessages, ({ auth }) => messages.readAll(auth.customerId))
  registerRoute(app, merchantSendMessage, ({ body }) => sendNotice.send(body))
  registerRoute(app, merchantMemberMessages, async ({ query }) => {
    await showMembers.mustExist(query.customerId)
    return messages.page(query.customerId, query.page, query.size)
  })
  registerRoute(app, merchantBroadcastMessage, ({ auth, body }) => broadcastMessage.start(auth.userid, body))
  registerRoute(app, merchantBroadcasts, ({ query }) => broadcastMessage.list(query.status, query.page, query.size))
  registerRoute(app, merchantBroadcast, ({ params }) => broadcastMessage.one(params.id))
}
