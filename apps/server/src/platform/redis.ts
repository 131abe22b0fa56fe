import { Redis } from 'ioredis'

/**
 * The process's Redis client (REDIS_URL): a flash sale's gate, the counters and the rate limits share it. Commands
 * issued in the same tick go out in one write (auto-pipelining): under a rush thousands of gate decisions are in
 * flight at once, and one round trip each would bound them by the socket, not by Redis.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true })
}
