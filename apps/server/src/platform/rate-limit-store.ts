import { gt, lt, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from './clock'
import { rateLimitWindows } from './counters.tables'
import type { Db } from './database'

interface Window {
  /** Hits the database knew of at the last merge (every process's). */
  merged: number
  /** This process's hits since then. */
  unmerged: number
  endsAt: number
  windowMs: number
}

/**
 * A window ending later than one opened now would (by more than the processes' clocks can differ) was opened before
 * the clock went back: the sandbox clock moved back, or the system clock stepped. It is closed, not held that long.
 */
const CLOCK_SLACK_MS = 60_000

/** What @fastify/rate-limit asks of a store (its LocalStore and RedisStore have the same shape). */
export interface RateLimitStore {
  incr(
    key: string,
    done: (error: Error | null, result: { current: number; ttl: number }) => void,
    windowMs: number,
  ): void
  child(): RateLimitStore
}

export interface DatabaseRateLimit {
  /** The store class the plugin instantiates (`store:`); every instance counts in the same windows. */
  Store: new () => RateLimitStore
  /** Reads the windows still open (call before serving), then merges every `mergeMs`. */
  start(): Promise<void>
  /** Merges what is left and stops. */
  stop(): Promise<void>
}

/**
 * The per-IP rate limit without Redis: counted in this process's memory (a call never waits for the database) and
 * merged into `rate_limit_windows` every second, where the hits of every process add up and from where a restarted
 * process reads the windows still open. So the limit holds across processes to within a second of each other's
 * calls, and survives a restart (the embedded database's one process) but for the last second's hits.
 */
export function databaseRateLimit(options: {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  mergeMs?: number
}): DatabaseRateLimit {
  const { db, clock, log } = options
  const windows = new Map<string, Window>()
  let timer: NodeJS.Timeout | null = null
  let merging: Promise<void> = Promise.resolve()

  const incr: RateLimitStore['incr'] = (key, done, windowMs) => {
    const now = clock.now().getTime()
    let window = windows.get(key)
    if (!window || window.endsAt <= now || window.endsAt > now + windowMs + CLOCK_SLACK_MS) {
      window = { merged: 0, unmerged: 0, endsAt: now + windowMs, windowMs }
      windows.set(key, window)
    }
    window.windowMs = windowMs
    window.unmerged += 1
    done(null, { current: window.merged + window.unmerged, ttl: window.endsAt - now })
  }

  async function merge(): Promise<void> {
    const now = clock.now()
    for (const [key, window] of windows)
      if (window.endsAt <= now.getTime() && window.unmerged === 0) windows.delete(key)
    const due = [...windows].filter(([, window]) => window.unmerged > 0)
    if (due.length === 0) return
    const sent = due.map(([key, window]) => ({ key, count: window.unmerged, endsAt: new Date(window.endsAt) }))
    for (const [, window] of due) window.unmerged = 0
    const longest = Math.max(...due.map(([, window]) => window.windowMs))
    const openedBeforeClockWentBack = new Date(now.getTime() + longest + CLOCK_SLACK_MS)
    const closed = sql`(${rateLimitWindows.endsAt} <= ${now} or ${rateLimitWindows.endsAt} > ${openedBeforeClockWentBack})`
    try {
      const rows = await db
        .insert(rateLimitWindows)
        .values(sent)
        .onConflictDoUpdate({
          target: rateLimitWindows.key,
          set: {
            count: sql`case when ${closed} then excluded.count else ${rateLimitWindows.count} + excluded.count end`,
            endsAt: sql`case when ${closed} then excluded.ends_at else ${rateLimitWindows.endsAt} end`,
          },
        })
        .returning()
      for (const row of rows) {
        const window = windows.get(row.key)
        if (window) Object.assign(window, { merged: row.count, endsAt: row.endsAt.getTime() })
      }
      await db.delete(rateLimitWindows).where(lt(rateLimitWindows.endsAt, new Date(now.getTime() - 60_000)))
    } catch (error) {
      // Counted again next time rather than lost.
      for (const { key, count } of sent) {
        const window = windows.get(key)
        if (window) window.unmerged += count
      }
      log.warn({ err: error }, 'rate limit: merging the counts failed; tried again in a second')
    }
  }

  const mergeNow = () => (merging = merging.then(merge))

  class Store implements RateLimitStore {
    incr = incr
    child = () => new Store()
  }

  return {
    Store,
    async start() {
      const rows = await db.select().from(rateLimitWindows).where(gt(rateLimitWindows.endsAt, clock.now()))
      // A window's length is learnt at its next hit (which is when it is merged again).
      for (const row of rows)
        windows.set(row.key, { merged: row.count, unmerged: 0, endsAt: row.endsAt.getTime(), windowMs: 0 })
      timer = setInterval(() => void mergeNow(), options.mergeMs ?? 1_000)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      await mergeNow()
    },
  }
}
