import type { FastifyInstance } from 'fastify'
import { unreadMessageCount } from '@shop/contracts'
import { registerRoute } from '../../platform/register-route'
import type { MessagesService } from './messages.service'

export function registerMessagesRoutes(app: FastifyInstance, messages: MessagesService): void {
  registerRoute(app, unreadMessageCount, async ({ auth }) => ({ count: await messages.unreadCount(auth.customerId) }))
}
