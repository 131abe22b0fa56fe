import { z } from 'zod'
import { defineRoute } from './route'
import { dateTime } from './common'

/**
 * The shop's background work as the console sees it (docs/deploy.md "Background jobs"): per task, the jobs
 * waiting, running, retried after a failure and given up, and the operator's retry of those given up.
 */

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

/** A task's name: the job engine's (`close-unpaid-order`) or a sweep's (`sweep:orders`). */
const taskName = z.string().regex(/^[a-z0-9][a-z0-9:-]{0,63}$/, '任务名称不正确')

export const jobTaskHealth = z.object({
  task: z.string(),
  queued: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
  retried: z.number().int(),
  nextRunAt: dateTime.nullable(),
  lastError: z.string().nullable(),
})
export type JobTaskHealth = z.infer<typeof jobTaskHealth>

export const merchantJobHealth = defineRoute({
  ...merchant,
  permission: 'jobs.view',
  method: 'GET',
  path: 'merchant/jobs',
  summary: 'The background jobs per task: queued, running, retried, failed (given up) and the last error',
  response: z.object({
    engine: z.enum(['database', 'graphile-worker']),
    tasks: z.array(jobTaskHealth),
  }),
})

export const merchantRetryFailedJobs = defineRoute({
  ...merchant,
  permission: 'jobs.retry',
  method: 'POST',
  path: 'merchant/jobs/:task/retry',
  summary: 'Runs the task’s failed jobs again now, with their attempts renewed (audited)',
  params: z.strictObject({ task: taskName }),
  response: z.object({ retried: z.number().int() }),
})
