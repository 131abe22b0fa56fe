import type { FastifyBaseLogger } from 'fastify'
import {
  Logger,
  parseCronItems,
  run,
  runMigrations,
  runOnce,
  type LogLevel,
  type Runner,
  type Task as GraphileTask,
  type TaskList,
} from 'graphile-worker'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Db } from './database'
import {
  MAX_ATTEMPTS,
  stampRequestId,
  unstampRequestId,
  withIdleTasks,
  type AddJobOptions,
  type JobEngine,
  type JobPayload,
  type Task,
  type TaskHealth,
} from './jobs'
import type { Sweep } from './scheduler'

/** A graphile-worker job whose process died is taken again after this long (graphile's own rule). */
const LOCK_TIMEOUT = "interval '4 hours'"
/** Jobs one worker process runs at once. */
const CONCURRENCY = 4
const SWEEP_TASK = 'sweep:'

export interface GraphileJobEngine extends JobEngine {
  /**
   * The sweeps as graphile-worker cron items, each tick run by exactly one worker of all the processes (its
   * `known_crontabs` row is the lock): every minute, or every ⌈seconds / 60⌉ minutes. Call before `start`.
   */
  scheduleSweeps(sweeps: Record<string, Sweep>, everySeconds: number): void
}

/**
 * The job engine on PostgreSQL (ADR 0072): graphile-worker 0.16 behind the shop's `JobEngine`. A job is added with
 * SQL `graphile_worker.add_job` inside the caller's transaction (it exists exactly when that commits); `key` is
 * graphile's `job_key` (a later add replaces the waiting job); workers take jobs with SKIP LOCKED and hear new ones
 * by LISTEN/NOTIFY; recurring sweeps are its cron items. graphile-worker's schema (`graphile_worker`) is installed by
 * every process at start, whatever its role, since an API process adds jobs too.
 */
export async function graphileJobs(deps: { url: string; log: FastifyBaseLogger }): Promise<GraphileJobEngine> {
  const { log } = deps
  const pgPool = new pg.Pool({ connectionString: deps.url, max: CONCURRENCY + 2 })
  pgPool.on('error', (error) => log.error({ err: error }, 'job engine pool error'))
  const logger = new Logger((scope) => (level: LogLevel, message: string, meta?: unknown) => {
    const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : level === 'info' ? 'info' : 'debug'
    log[method]({ jobEngine: 'graphile-worker', ...scope, ...(meta as object | undefined) }, message)
  })
  const options = { pgPool, logger, noHandleSignals: true, concurrency: CONCURRENCY, noPreparedStatements: false }
  try {
    await runMigrations(options)
  } catch (error) {
    await pgPool.end()
    throw error
  }

  /** One task list object: tasks registered after `start` are seen by the running workers too. */
  const taskList: TaskList = {}
  const cronItems: Parameters<typeof parseCronItems>[0] = []
  let runner: Promise<Runner | null> = Promise.resolve(null)

  const asGraphileTask =
    (name: string, task: Task): GraphileTask =>
    async (payload, helpers) => {
      const { payload: own, reqId } = unstampRequestId((payload ?? {}) as JobPayload)
      const jobLog = log.child({ job: helpers.job.id, task: name, ...(reqId && { reqId }) })
      const started = performance.now()
      await task(own, { log: jobLog })
      jobLog.info({ ms: Math.round(performance.now() - started) }, 'job done')
    }

  return {
    name: 'graphile-worker',
    async add(tx: Db, task: string, payload: JobPayload, options: AddJobOptions = {}) {
      await tx.execute(
        sql`select graphile_worker.add_job(${task}, ${JSON.stringify(stampRequestId(payload))}::json, run_at => ${
          options.runAt?.toISOString() ?? null
        }::timestamptz, job_key => ${options.key ?? null}, max_attempts => ${MAX_ATTEMPTS})`,
      )
    },
    register(tasks) {
      for (const [name, task] of Object.entries(tasks)) taskList[name] = asGraphileTask(name, task)
    },
    scheduleSweeps(sweeps, everySeconds) {
      const minutes = Math.max(1, Math.ceil(everySeconds / 60))
      for (const [name, sweep] of Object.entries(sweeps)) {
        taskList[`${SWEEP_TASK}${name}`] = async () => {
          const moved = await sweep()
          if (moved > 0) log.info({ sweep: name, moved }, 'sweep')
        }
        cronItems.push({
          task: `${SWEEP_TASK}${name}`,
          match: minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`,
          identifier: `${SWEEP_TASK}${name}`,
          // A missed tick is not made up: the next one sweeps everything overdue anyway. One attempt: the next tick retries.
          options: { backfillPeriod: 0, maxAttempts: 1, jobKey: `${SWEEP_TASK}${name}` },
        })
      }
    },
    async runDue() {
      const before = await unfinished()
      await runOnce({ ...options, taskList })
      return Math.max(0, before - (await unfinished()))
    },
    start({ pollMs }) {
      runner = run({ ...options, taskList, pollInterval: pollMs, parsedCronItems: parseCronItems(cronItems) }).catch(
        (error: unknown) => {
          log.error({ err: error }, 'the job engine did not start')
          return null
        },
      )
    },
    async stop() {
      await (await runner)?.stop()
      await pgPool.end()
    },
    async health(): Promise<TaskHealth[]> {
      const { rows } = await pgPool.query<TaskHealth>(`
        select task_identifier as task,
          (count(*) filter (where locked_at is null and attempts < max_attempts))::int as queued,
          (count(*) filter (where locked_at > now() - ${LOCK_TIMEOUT}))::int as running,
          (count(*) filter (where attempts >= max_attempts and locked_at is null))::int as failed,
          (count(*) filter (where attempts > 0 and attempts < max_attempts and last_error is not null))::int as retried,
          to_char(min(run_at) filter (where locked_at is null and attempts < max_attempts) at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "nextRunAt",
          (array_agg(last_error order by updated_at desc) filter (where last_error is not null))[1] as "lastError"
        from graphile_worker.jobs
        group by task_identifier
        order by task_identifier`)
      return withIdleTasks(Object.keys(taskList), rows)
    },
    async retryFailed(task) {
      const { rowCount } = await pgPool.query(
        `select id from graphile_worker.reschedule_jobs(
          array(select id from graphile_worker.jobs
            where task_identifier = $1 and attempts >= max_attempts and locked_at is null),
          run_at => now(), attempts => 0)`,
        [task],
      )
      return rowCount ?? 0
    },
  }

  /** Jobs not yet done nor given up (graphile deletes a job once it succeeded). */
  async function unfinished(): Promise<number> {
    const { rows } = await pgPool.query<{ n: number }>(
      'select count(*)::int as n from graphile_worker.jobs where attempts < max_attempts',
    )
    return rows[0]?.n ?? 0
  }
}
