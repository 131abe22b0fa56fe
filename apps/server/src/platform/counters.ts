import type { Redis } from 'ioredis'
import type { Clock } from './clock'

/**
 * Fixed-window counters for limits (SMS sends per phone and per IP). In-process by default; through Redis when
 * REDIS_URL is set, so that every process of the shop counts together.
 */
export interface Counters {
  /** Counts one more hit on `key` in its window (opened by the first hit, `windowSeconds` long). */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetsInSeconds: number }>
}

export function memoryCounters(clock: Clock): Counters {
  const windows = new Map<string, { count: number; endsAt: number }>()
  let nextSweep = 0
  return {
    async hit(key, windowSeconds) {
      const now = clock.now().getTime()
      // Closed windows are dropped once a minute, so memory follows the live keys only.
      if (now >= nextSweep) {
        for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k)
        nextSweep = now + 60_000
      }
      let window = windows.get(key)
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowSeconds * 1000 }
        windows.set(key, window)
      }
      window.count += 1
      return { count: window.count, resetsInSeconds: Math.ceil((window.endsAt - now) / 1000) }
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
