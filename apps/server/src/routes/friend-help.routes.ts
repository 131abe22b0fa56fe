import type { FastifyInstance } from 'fastify'
import {
  findUserActivity,
  helpActivities,
  helpTask,
  initiateFission,
  merchantHelpActivities,
  merchantHelpActivityStatus,
  merchantSaveHelpActivity,
  userHelp,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerFriendHelpRoutes(app: FastifyInstance, { friendHelp }: Shop): void {
  registerRoute(app, helpActivities, () => friendHelp.openActivities())
  registerRoute(app, initiateFission, ({ auth, body }) => friendHelp.initiate(auth.customerId, body.activityId))
  registerRoute(app, userHelp, ({ auth, body }) => friendHelp.help(auth.customerId, body.taskId))
  registerRoute(app, helpTask, ({ auth, params }) => friendHelp.task(params.taskId, auth?.customerId ?? null))
  registerRoute(app, findUserActivity, ({ auth, query }) => friendHelp.mine(auth.customerId, query.page, query.size))
  registerRoute(app, merchantHelpActivities, ({ query }) => friendHelp.merchantPage(query.page, query.size))
  registerRoute(app, merchantSaveHelpActivity, ({ auth, body }) => friendHelp.save(auth.userid, body))
  registerRoute(app, merchantHelpActivityStatus, ({ auth, params, body }) =>
    friendHelp.setStatus(auth.userid, params.id, body.status),
  )
}
