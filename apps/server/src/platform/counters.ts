import { lt, sql } from 'drizzle-orm'
import type { Redis } from 'ioredis'
import type { Clock } from './clock'
import { limitCounters } from './counters.tables'
import type { Db } from './database'

/**
 * Fixed-window counters for limits (SMS sends per phone and per IP), never in one process's memory: through Redis
 * when REDIS_URL is set, else in the database (`limit_counters`). Either way every process of the shop counts
 * together, and a restart (the embedded database's one process) forgets nothing.
 */
export interface Counters {
  /** Counts one more hit on `key` in its window (opened by the first hit, `windowSeconds` long). */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetsInSeconds: number }>
}

/**
 * The window is opened, counted or reopened in one statement: concurrent hits of every process count exactly. A
 * closed window's row is reused by the next hit; rows of windows closed for an hour are dropped now and then.
 */
export function databaseCounters(db: Db, clock: Clock): Counters {
  let nextCleanup = 0
  return {
    async hit(key, windowSeconds) {
      const now = clock.now()
      if (now.getTime() >= nextCleanup) {
        nextCleanup = now.getTime() + 60_000
        await db.delete(limitCounters).where(lt(limitCounters.endsAt, new Date(now.getTime() - 3_600_000)))
      }
      const endsAt = new Date(now.getTime() + windowSeconds * 1000)
      // A window ending later than this one would (by more than the processes' clocks can differ) was opened before
      // the clock went back (the sandbox clock moved back, or the system clock stepped): closed, not held that long.
      const openedBeforeClockWentBack = new Date(endsAt.getTime() + 60_000)
      const closed = sql`(${limitCounters.endsAt} <= ${now} or ${limitCounters.endsAt} > ${openedBeforeClockWentBack})`
      const [row] = await db
        .insert(limitCounters)
        .values({ key, count: 1, endsAt })
        .onConflictDoUpdate({
          target: limitCounters.key,
          set: {
            count: sql`case when ${closed} then 1 else ${limitCounters.count} + 1 end`,
            endsAt: sql`case when ${closed} then excluded.ends_at else ${limitCounters.endsAt} end`,
          },
        })
        .returning({ count: limitCounters.count, endsAt: limitCounters.endsAt })
      return { count: row!.count, resetsInSeconds: Math.ceil((row!.endsAt.getTime() - now.getTime()) / 1000) }
    },
  }
}

/** INCR and, on the first hit, EXPIRE, in one atomic script (works on any Redis version). */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('TTL', KEYS[1]) }`

export function redisCounters(redis: Redis, prefix: string): Counters {
  return {
    async hit(key, windowSeconds) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, windowSeconds)) as [number, number]
      return { count, resetsInSeconds: Math.max(ttl, 0) }
    },
  }
}
