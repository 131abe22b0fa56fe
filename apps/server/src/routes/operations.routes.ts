import type { FastifyInstance } from 'fastify'
import { merchantJobHealth, merchantRetryFailedJobs } from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** The console's view of the background jobs (docs/deploy.md "Background jobs"). */
export function registerOperationsRoutes(app: FastifyInstance, { audit }: Shop): void {
  registerRoute(app, merchantJobHealth, async () => ({ engine: app.jobs.name, tasks: await app.jobs.health() }))
  registerRoute(app, merchantRetryFailedJobs, async ({ auth, params }) => {
    const retried = await app.jobs.retryFailed(params.task)
    if (retried > 0) {
      await audit.recordAfter({
        staffUserid: auth.userid,
        action: 'jobs.retry',
        targetType: 'job-task',
        targetId: params.task,
        summary: `重试任务 ${params.task} 的 ${retried} 个失败作业`,
        after: { retried },
      })
    }
    return { retried }
  })
}
