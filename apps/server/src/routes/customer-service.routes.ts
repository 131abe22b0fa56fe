import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { WebSocket } from 'ws'
import {
  apiPath,
  CHAT_SOCKET_PATH,
  chatLinks,
  chatMessages,
  chatOpen,
  chatRead,
  chatSend,
  helpCentre,
  merchantChatAgents,
  merchantChatAssign,
  merchantChatRead,
  merchantChatSend,
  merchantChatUpload,
  merchantChatSettings,
  merchantConversationMessages,
  merchantConversations,
  merchantDeleteFaq,
  merchantDeleteHelpCategory,
  merchantFaqs,
  merchantHelpCategories,
  merchantSaveFaq,
  merchantSaveHelpCategory,
  merchantUpdateChatSettings,
  type ChatClientFrame,
  type ChatServerFrame,
} from '@shop/contracts'
import { DomainError, ERRORS } from '@shop/domain'
import type { Shop } from '../compose'
import type { ChatWatcher } from '../modules/chat'
import { MAX_UPLOAD_BYTES } from '../modules/uploads'
import { registerRoute } from '../platform/register-route'

/** A socket that has not said hello with a valid token by then is closed. */
const HELLO_WITHIN_MS = 10_000

export async function registerCustomerServiceRoutes(
  app: FastifyInstance,
  { chat, chatHub, help, staff, uploads }: Shop,
): Promise<void> {
  const staffOf = async (userid: string) => ({
    userid,
    name: (await staff.names([userid])).get(userid) ?? userid,
  })

  registerRoute(app, chatOpen, ({ auth, body }) => chat.open(auth.customerId, body?.context))
  registerRoute(app, chatMessages, ({ auth, query }) => chat.customerMessages(auth.customerId, query.after, query.size))
  registerRoute(app, chatSend, ({ auth, body }) => chat.customerSend(auth.customerId, body))
  registerRoute(app, chatRead, ({ auth, body }) => chat.customerRead(auth.customerId, body.seq))
  registerRoute(app, chatLinks, async () => ({
    chatPage: '/pages/clientServer/index',
    outsideUrl: (await chat.settings()).outsideUrl,
    helpPage: '/pages/serviceSystem/index',
  }))
  registerRoute(app, helpCentre, ({ query }) => help.centre(query.keyword))

  registerRoute(app, merchantConversations, ({ auth, query }) => chat.inbox(auth.userid, query))
  registerRoute(app, merchantConversationMessages, ({ params, query }) =>
    chat.conversationMessages(params.id, query.after, query.size),
  )
  registerRoute(app, merchantChatSend, async ({ auth, params, body }) =>
    chat.staffSend(params.id, await staffOf(auth.userid), body),
  )
  // A picture staff send: one file in the multipart field `file`, parsed only in this context (like merchant/uploads).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } })
    registerRoute(scope, merchantChatUpload, async ({ request }) => {
      const file = await request.file()
      if (!file || file.fieldname !== 'file') throw new DomainError('uploadFileMissing')
      return uploads.save(await file.toBuffer())
    })
  })
  registerRoute(app, merchantChatRead, ({ params, body }) => chat.staffRead(params.id, body.seq))
  registerRoute(app, merchantChatAssign, async ({ auth, params, body }) =>
    chat.assign(params.id, await staffOf(auth.userid), body.userid),
  )
  registerRoute(app, merchantChatAgents, () => chat.agents())
  registerRoute(app, merchantChatSettings, () => chat.settings())
  registerRoute(app, merchantUpdateChatSettings, ({ body }) => chat.updateSettings(body))
  registerRoute(app, merchantHelpCategories, () => help.categories())
  registerRoute(app, merchantSaveHelpCategory, ({ body }) => help.saveCategory(body))
  registerRoute(app, merchantDeleteHelpCategory, ({ params }) => help.deleteCategory(params.id))
  registerRoute(app, merchantFaqs, ({ query }) => help.faqs(query, query.page, query.size))
  registerRoute(app, merchantSaveFaq, ({ body }) => help.saveFaq(body))
  registerRoute(app, merchantDeleteFaq, ({ params }) => help.deleteFaq(params.id))

  // The live channel (docs/customer-service.md): customers under ec-portal, staff (chat.answer) under counter-portal.
  for (const side of ['customer', 'staff'] as const) {
    const url = apiPath(
      side === 'customer' ? 'ec-portal' : 'counter-portal',
      ':storeCode',
      side === 'customer' ? CHAT_SOCKET_PATH : `merchant/${CHAT_SOCKET_PATH}`,
    )
    app.get(url, { websocket: true, schema: { hide: true } }, (socket, request) => {
      if ((request.params as { storeCode?: string }).storeCode !== app.config.storeCode) {
        socket.close(4404, 'storeNotFound')
        return
      }
      serve(socket, side)
    })
  }

  function serve(socket: WebSocket, side: 'customer' | 'staff'): void {
    const send = (frame: ChatServerFrame) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame))
    }
    const refuse = (code: keyof typeof ERRORS) => {
      send({ type: 'error', code, message: ERRORS[code].message })
      socket.close(4000 + Math.min(ERRORS[code].status, 999), code)
    }
    let watcher: (ChatWatcher & { customerId: number | null }) | null = null
    const helloTimer = setTimeout(() => refuse('401'), HELLO_WITHIN_MS)
    socket.on('close', () => {
      clearTimeout(helloTimer)
      if (watcher) chatHub.leave(watcher)
    })

    /** A staff socket may watch any conversation that exists; a customer's socket only their own. */
    const watch = async (conversationId: number | null, after: number) => {
      if (!watcher) return
      if (conversationId !== null) await chat.conversationMessages(conversationId, 0, 1)
      chatHub.leave(watcher)
      watcher.conversationId = conversationId
      watcher.lastSeq = after
      chatHub.watch(watcher)
    }

    socket.on('message', (data) => {
      void (async () => {
        let frame: ChatClientFrame
        try {
          frame = JSON.parse(String(data)) as ChatClientFrame
        } catch {
          return refuse('validationFailed')
        }
        if (frame.type === 'ping') return send({ type: 'pong' })
        const after = Number.isSafeInteger((frame as { after?: unknown }).after) ? Math.max(0, frame.after!) : 0
        if (frame.type === 'hello' && !watcher) {
          const principal = await app.tokens.verify(String(frame.token ?? ''))
          if (principal.kind !== side) return refuse('401')
          if (principal.kind === 'customer') {
            const conversationId = await chat.conversationIdOf(principal.customerId)
            watcher = { conversationId: null, lastSeq: 0, inbox: false, customerId: principal.customerId, send }
            clearTimeout(helloTimer)
            send({ type: 'ready', conversationId, lastSeq: after })
            return watch(conversationId, after)
          }
          const access = await app.staffAccess(principal.userid)
          if (!access) return refuse('401')
          if (!access.permissions.has('chat.answer')) return refuse('forbidden')
          watcher = { conversationId: null, lastSeq: 0, inbox: true, customerId: null, send }
          clearTimeout(helloTimer)
          const conversationId = Number.isSafeInteger(frame.conversationId) ? frame.conversationId! : null
          send({ type: 'ready', conversationId, lastSeq: after })
          return watch(conversationId, after)
        }
        if (frame.type === 'watch' && watcher?.inbox && Number.isSafeInteger(frame.conversationId)) {
          return watch(frame.conversationId, after)
        }
        return refuse('validationFailed')
      })().catch((error: unknown) => {
        if (error instanceof DomainError) return refuse(error.code)
        app.log.error({ err: error }, 'a chat socket frame failed')
        refuse('internal')
      })
    })
  }
}
