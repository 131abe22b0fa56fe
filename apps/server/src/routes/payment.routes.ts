import type { FastifyInstance } from 'fastify'
import {
  payment,
  paymentQueryIsPaid,
  payReleaseDoublePayLock,
  releaseDoublePayLock,
  wechatPayNotify,
} from '@shop/contracts'
import { DomainError } from '@shop/domain'
import type { Shop } from '../compose'
import { ownOrder } from '../flows/pay-order'
import { registerRoute, routeUrl } from '../platform/register-route'

/** What WeChat Pay reads as "not received, send it again". */
const FAIL = { code: 'FAIL', message: '失败' }

export async function registerPaymentRoutes(app: FastifyInstance, { payOrder }: Shop): Promise<void> {
  registerRoute(app, payment, ({ auth, body: { orderId, ...body }, request }) =>
    payOrder.pay(ownOrder(auth.customerId, orderId), { ...body, clientIp: request.ip }),
  )
  registerRoute(app, paymentQueryIsPaid, ({ auth, params }) =>
    payOrder.queryIsPaid(ownOrder(auth.customerId, params.orderId)),
  )
  for (const def of [releaseDoublePayLock, payReleaseDoublePayLock]) {
    registerRoute(app, def, ({ auth, body }) => payOrder.releaseLock(ownOrder(auth.customerId, body.orderId)))
  }

  // The notification's signature covers its body byte for byte: this route alone reads the body as text.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers()
    raw.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body))
    raw.post<{ Params: { storeCode: string }; Body: string | undefined }>(
      routeUrl(wechatPayNotify),
      { schema: { summary: wechatPayNotify.summary, tags: [wechatPayNotify.service] } },
      async (request, reply) => {
        if (request.params.storeCode !== app.config.storeCode) throw new DomainError('storeNotFound')
        try {
          const verdict = await payOrder.notified(request.headers, request.body ?? '')
          if (verdict.accepted) return reply.code(204).send()
          return reply.code(verdict.status).send(FAIL)
        } catch (error) {
          request.log.error({ err: error }, 'WeChat Pay notification not handled; WeChat Pay will send it again')
          return reply.code(500).send(FAIL)
        }
      },
    )
  })
}
