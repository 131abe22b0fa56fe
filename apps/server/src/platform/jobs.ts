import { and, asc, eq, lte, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from './clock'
import type { Db } from './database'
import { jobs as jobsTable } from './jobs.tables'
import { currentRequestId } from './request-context'

/** What a job carries: plain JSON (ids, never rows), so a job still makes sense after a restart. */
export type JobPayload = Record<string, unknown>

/**
 * A task runs one job. It must be idempotent (a job may run again after a crash or a retry): it compares and sets the
 * status of what it acts on, and checks that thing's own deadline against the clock. Throwing retries it later.
 */
export type Task = (payload: JobPayload, context: { log: FastifyBaseLogger }) => Promise<void>

export interface AddJobOptions {
  /** When it may run (default: now). */
  runAt?: Date
  /** One waiting job per key: adding again replaces the waiting job's time and payload (a moved deadline). */
  key?: string
}

/** What flows are given: a job is added inside the caller's transaction, so it exists exactly when that commits. */
export interface JobQueue {
  add(tx: Db, task: string, payload: JobPayload, options?: AddJobOptions): Promise<void>
}

export interface TaskHealth {
  task: string
  queued: number
  running: number
  /** Gave up after MAX_ATTEMPTS; the console shows them with their last error. */
  failed: number
  /** Waiting or running again after at least one failed attempt. */
  retried: number
  /** The soonest waiting job, ISO time. */
  nextRunAt: string | null
  lastError: string | null
}

export interface JobEngine extends JobQueue {
  /** Which engine runs the jobs: the shop's own table (PGlite) or graphile-worker (PostgreSQL). */
  readonly name: 'database' | 'graphile-worker'
  /** The tasks by name (the composition root's `tasks`); a job of an unknown task fails and is kept. */
  register(tasks: Record<string, Task>): void
  /** Runs every job due by the clock, now, in this process; answers how many ran (tests, and the poller). */
  runDue(): Promise<number>
  /** Polls for due jobs every `pollMs` until stopped (the worker role). */
  start(options: { pollMs: number }): void
  stop(): Promise<void>
  health(): Promise<TaskHealth[]>
  /** Gives the task's failed jobs their attempts again, due now (an operator fixed the cause); answers how many. */
  retryFailed(task: string): Promise<number>
}

/** Where a job's payload keeps the id of the request that added it (the task never sees it). */
const REQUEST_ID = '$requestId'

/** The payload to store: the caller's, with the id of the request being served, if any. */
export function stampRequestId(payload: JobPayload): JobPayload {
  const requestId = currentRequestId()
  return requestId ? { ...payload, [REQUEST_ID]: requestId } : payload
}

/** A stored payload split into the task's payload and the log fields of its job (`reqId`: the request's id). */
export function unstampRequestId(stored: JobPayload): { payload: JobPayload; reqId?: string } {
  const { [REQUEST_ID]: requestId, ...payload } = stored
  return typeof requestId === 'string' ? { payload, reqId: requestId } : { payload }
}

/** Every registered task in the health list, with zeros for those that have no job now, by name. */
export function withIdleTasks(registered: readonly string[], rows: TaskHealth[]): TaskHealth[] {
  const idle = registered
    .filter((task) => !rows.some((row) => row.task === task))
    .map((task) => ({ task, queued: 0, running: 0, failed: 0, retried: 0, nextRunAt: null, lastError: null }))
  return [...rows, ...idle].sort((a, b) => a.task.localeCompare(b.task))
}

export const MAX_ATTEMPTS = 8
/** A running job whose process died is taken again after this long. */
const LEASE_MS = 5 * 60_000
const BATCH = 20

/** Seconds before attempt n+1: 2, 4, 8 … capped at 10 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(2 ** attempts, 600)
}

/**
 * The job engine on the shop's own database (ADR 0072): a `jobs` table claimed with FOR UPDATE SKIP LOCKED, so any
 * number of processes may poll it and a process killed mid-job loses nothing (its lease runs out and another takes
 * the job). It is what the embedded PGlite default runs; on PostgreSQL the kept engine takes its place behind the
 * same interface.
 */
export function databaseJobs(deps: { db: Db; clock: Clock; log: FastifyBaseLogger }): JobEngine {
  const { db, clock, log } = deps
  let tasks: Record<string, Task> = {}
  let timer: NodeJS.Timeout | null = null
  let running: Promise<number> | null = null

  async function add(tx: Db, task: string, payload: JobPayload, options: AddJobOptions = {}) {
    const row = {
      task,
      payload: stampRequestId(payload),
      key: options.key ?? null,
      runAt: options.runAt ?? clock.now(),
    }
    await tx
      .insert(jobsTable)
      .values(row)
      .onConflictDoUpdate({
        target: jobsTable.key,
        // A job that is running when its key is added again runs once more at the new time (it is not deleted on success).
        set: {
          task,
          payload: row.payload,
          runAt: row.runAt,
          status: 'queued',
          attempts: 0,
          lastError: null,
          lockedUntil: null,
        },
      })
  }

  async function claim(now: Date) {
    const due = db
      .select({ id: jobsTable.id })
      .from(jobsTable)
      .where(
        or(
          and(eq(jobsTable.status, 'queued'), lte(jobsTable.runAt, now)),
          and(eq(jobsTable.status, 'running'), lte(jobsTable.lockedUntil, now)),
        ),
      )
      .orderBy(asc(jobsTable.runAt))
      .limit(BATCH)
      .for('update', { skipLocked: true })
    return db
      .update(jobsTable)
      .set({
        status: 'running',
        attempts: sql`${jobsTable.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + LEASE_MS),
      })
      .where(sql`${jobsTable.id} in ${due}`)
      .returning()
  }

  async function runOne(job: typeof jobsTable.$inferSelect) {
    const { payload, reqId } = unstampRequestId(job.payload)
    const jobLog = log.child({ job: job.id, task: job.task, ...(reqId && { reqId }) })
    const stillOurs = and(eq(jobsTable.id, job.id), eq(jobsTable.status, 'running'))
    try {
      const task = tasks[job.task]
      if (!task) throw new Error(`no task is registered as "${job.task}"`)
      const started = performance.now()
      await task(payload, { log: jobLog })
      await db.delete(jobsTable).where(stillOurs)
      jobLog.info({ ms: Math.round(performance.now() - started) }, 'job done')
    } catch (error) {
      const gaveUp = job.attempts >= MAX_ATTEMPTS
      jobLog.error({ err: error, attempts: job.attempts }, gaveUp ? 'job failed for good' : 'job failed; retried')
      await db
        .update(jobsTable)
        .set({
          status: gaveUp ? 'failed' : 'queued',
          runAt: new Date(clock.now().getTime() + retryDelaySeconds(job.attempts) * 1000),
          lastError: error instanceof Error ? error.message : String(error),
          lockedUntil: null,
        })
        .where(stillOurs)
    }
  }

  async function drain(): Promise<number> {
    let ran = 0
    for (;;) {
      const batch = await claim(clock.now())
      if (batch.length === 0) return ran
      for (const job of batch) await runOne(job)
      ran += batch.length
    }
  }

  /** One drain at a time per process: a poll that finds one running waits for it instead of doubling it. */
  function runDue() {
    running ??= drain().finally(() => {
      running = null
    })
    return running
  }

  return {
    name: 'database',
    add,
    register(more) {
      tasks = { ...tasks, ...more }
    },
    runDue,
    start({ pollMs }) {
      timer = setInterval(() => {
        runDue().catch((error: unknown) => log.error({ err: error }, 'polling the job queue failed'))
      }, pollMs)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      await running?.catch(() => 0)
    },
    async health() {
      const rows = await db
        .select({
          task: jobsTable.task,
          queued: sql<number>`count(*) filter (where ${jobsTable.status} = 'queued')::int`,
          running: sql<number>`count(*) filter (where ${jobsTable.status} = 'running')::int`,
          failed: sql<number>`count(*) filter (where ${jobsTable.status} = 'failed')::int`,
          retried: sql<number>`count(*) filter (where ${jobsTable.status} <> 'failed' and ${jobsTable.attempts} > 0 and ${jobsTable.lastError} is not null)::int`,
          nextRunAt: sql<Date | null>`min(${jobsTable.runAt}) filter (where ${jobsTable.status} = 'queued')`,
          lastError: sql<
            string | null
          >`(array_agg(${jobsTable.lastError} order by ${jobsTable.runAt} desc) filter (where ${jobsTable.lastError} is not null))[1]`,
        })
        .from(jobsTable)
        .groupBy(jobsTable.task)
        .orderBy(asc(jobsTable.task))
      return withIdleTasks(
        Object.keys(tasks),
        rows.map((r) => ({ ...r, nextRunAt: r.nextRunAt ? new Date(r.nextRunAt).toISOString() : null })),
      )
    },
    async retryFailed(task) {
      const retried = await db
        .update(jobsTable)
        .set({ status: 'queued', attempts: 0, runAt: clock.now(), lastError: null })
        .where(and(eq(jobsTable.task, task), eq(jobsTable.status, 'failed')))
        .returning({ id: jobsTable.id })
      return retried.length
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job engine: tests run due jobs with `app.jobs.runDue()` after moving their clock. */
    jobs: JobEngine
  }
}
