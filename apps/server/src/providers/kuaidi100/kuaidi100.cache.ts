import type { Clock } from '../../platform/clock'
import type { Tracking } from './kuaidi100.types'

/** What kuaidi100 last said about a waybill: its track, or that it has none yet. */
export type CachedAnswer = { found: true; tracking: Tracking } | { found: false; queriedAt: string }

/**
 * Answers kept per waybill so page views within the query interval do not reach kuaidi100 (which locks a waybill
 * queried too often). Asynchronous so several server processes can share one store (e.g. Redis).
 */
export interface TrackingCache {
  get(key: string): Promise<CachedAnswer | undefined>
  set(key: string, answer: CachedAnswer, ttlMs: number): Promise<void>
}

/** Above this many entries, a write first drops the expired ones. */
const SWEEP_ABOVE = 10_000

/** One process's cache: a map with expiry times read from the clock. */
export function memoryTrackingCache(clock: Clock): TrackingCache {
  const entries = new Map<string, { answer: CachedAnswer; expiresAt: number }>()
  const now = () => clock.now().getTime()
  return {
    async get(key) {
      const entry = entries.get(key)
      if (entry && entry.expiresAt > now()) return entry.answer
      entries.delete(key)
      return undefined
    },
    async set(key, answer, ttlMs) {
      if (entries.size >= SWEEP_ABOVE) {
        for (const [stale, entry] of entries) if (entry.expiresAt <= now()) entries.delete(stale)
      }
      entries.set(key, { answer, expiresAt: now() + ttlMs })
    },
  }
}
