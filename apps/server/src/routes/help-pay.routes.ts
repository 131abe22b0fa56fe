import type { FastifyInstance } from 'fastify'
import {
  helpPayDetailRoute,
  helpPayPayment,
  helpPayQueryIsPaid,
  helpPayReleaseDoublePayLock,
  helpPayShare,
} from '@shop/contracts'
import type { Shop } from '../compose'
import type { OrderAccess } from '../flows/pay-order'
import { registerRoute } from '../platform/register-route'

/** The mall's page a friend opens from a help-pay link. */
const HELP_PAY_PAGE = 'pages/h5pay/index'

export function registerHelpPayRoutes(app: FastifyInstance, { orders, payOrder }: Shop): void {
  registerRoute(app, helpPayShare, async ({ auth, params }) => {
    const { code, payDeadline } = await orders.helpPayShare(auth.customerId, params.id)
    return { code, path: `${HELP_PAY_PAGE}?helpPayCode=${code}`, payDeadline: payDeadline.toISOString() }
  })
  registerRoute(app, helpPayDetailRoute, ({ params }) => orders.helpPayDetail(params.id))

  // A friend pays through the order's help-pay code, with the same flow (docs/orders.md, "A friend pays").
  const friendOf = async (code: string, payerId: number): Promise<OrderAccess> => ({
    ...(await orders.byHelpPayCode(code)),
    payerId,
    helpPayCode: code,
  })
  registerRoute(app, helpPayPayment, async ({ auth, params, body, request }) =>
    payOrder.pay(await friendOf(params.id, auth.customerId), { ...body, clientIp: request.ip }),
  )
  registerRoute(app, helpPayQueryIsPaid, async ({ auth, params }) =>
    payOrder.queryIsPaid(await friendOf(params.id, auth.customerId)),
  )
  registerRoute(app, helpPayReleaseDoublePayLock, async ({ auth, params }) =>
    payOrder.releaseLock(await friendOf(params.id, auth.customerId)),
  )
}
