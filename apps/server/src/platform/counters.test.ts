import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { testClock, testDatabase } from '../../test/harness'
import { databaseCounters, redisCounters } from './counters'
import { databaseRateLimit, type RateLimitStore } from './rate-limit-store'

describe('database counters (no Redis)', () => {
  const opened = testDatabase()
  afterAll(async () => (await opened).drop())

  it('count hits in a window that opens on the first hit, and keep them for the next process', async () => {
    const { db } = (await opened).database
    const clock = testClock()
    const counters = databaseCounters(db, clock)
    expect(await counters.hit('a', 60)).toEqual({ count: 1, resetsInSeconds: 60 })
    clock.advance(20_000)
    expect(await counters.hit('a', 60)).toEqual({ count: 2, resetsInSeconds: 40 })
    expect(await counters.hit('b', 60)).toEqual({ count: 1, resetsInSeconds: 60 })
    // A restarted (or another) process counts on in the same window.
    expect(await databaseCounters(db, clock).hit('a', 60)).toEqual({ count: 3, resetsInSeconds: 40 })
    clock.advance(40_000)
    expect(await counters.hit('a', 60)).toEqual({ count: 1, resetsInSeconds: 60 })
  })

  it('close a window opened before the clock went back, and keep one a moment ahead of this clock', async () => {
    const { db } = (await opened).database
    const clock = testClock()
    const counters = databaseCounters(db, clock)
    clock.advance(86_400_000)
    await counters.hit('moved', 60)
    await counters.hit('moved', 60)
    clock.advance(-86_400_000)
    expect(await counters.hit('moved', 60)).toEqual({ count: 1, resetsInSeconds: 60 })
    // Another process's clock a second ahead: the same window.
    clock.advance(1_000)
    await counters.hit('ahead', 60)
    clock.advance(-1_000)
    expect(await counters.hit('ahead', 60)).toEqual({ count: 2, resetsInSeconds: 61 })
  })

  it('count concurrent hits exactly', async () => {
    const { db } = (await opened).database
    const clock = testClock()
    const counts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => databaseCounters(db, clock).hit(`race-${i % 2}`, 60)),
    )
    for (const key of [0, 1]) {
      const seen = counts.filter((_, i) => i % 2 === key).map((c) => c.count)
      expect(seen.toSorted((x, y) => x - y)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1))
    }
  })
})

describe('the rate limit without Redis', () => {
  const opened = testDatabase()
  afterAll(async () => (await opened).drop())
  const log = { warn: () => {} } as unknown as FastifyBaseLogger
  const hit = (store: RateLimitStore, key: string) =>
    new Promise<number>((resolve) => store.incr(key, (_, result) => resolve(result.current), 60_000))

  it('adds up the hits of every process once merged, and a restarted process keeps the open windows', async () => {
    const { db } = (await opened).database
    const clock = testClock()
    const one = databaseRateLimit({ db, clock, log, mergeMs: 60_000 })
    const two = databaseRateLimit({ db, clock, log, mergeMs: 60_000 })
    await one.start()
    await two.start()
    const [a, b] = [new one.Store(), new two.Store()]
    for (let i = 0; i < 3; i++) await hit(a, '10.0.0.1')
    expect(await hit(b, '10.0.0.1')).toBe(1)
    await one.stop()
    await two.stop()
    // After the merge, each process knows of the other's calls.
    const restarted = databaseRateLimit({ db, clock, log, mergeMs: 60_000 })
    await restarted.start()
    expect(await hit(new restarted.Store(), '10.0.0.1')).toBe(5)
    expect(await hit(new restarted.Store(), '10.0.0.2')).toBe(1)
    // A window that closed starts again from one.
    clock.advance(60_000)
    expect(await hit(new restarted.Store(), '10.0.0.1')).toBe(1)
    await restarted.stop()
  })

  it('closes the windows opened before the clock went back, in this process and in the merged counts', async () => {
    const { db } = (await opened).database
    const clock = testClock()
    const one = databaseRateLimit({ db, clock, log, mergeMs: 60_000 })
    await one.start()
    clock.advance(30 * 86_400_000)
    for (let i = 0; i < 3; i++) await hit(new one.Store(), '10.0.0.3')
    await one.stop()
    clock.advance(-30 * 86_400_000)
    const restarted = databaseRateLimit({ db, clock, log, mergeMs: 60_000 })
    await restarted.start()
    const store = new restarted.Store()
    expect(await hit(store, '10.0.0.3')).toBe(1)
    await restarted.stop()
    // The merge opened the window again rather than adding to the month-long one.
    const again = databaseRateLimit({ db, clock, log, mergeMs: 60_000 })
    await again.start()
    expect(await hit(new again.Store(), '10.0.0.3')).toBe(2)
    await again.stop()
  })
})

// Runs when TEST_REDIS_URL is set (e.g. redis://127.0.0.1:6379): the path several processes share.
describe.runIf(process.env.TEST_REDIS_URL)('redis counters', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '')
  const prefix = `shop-test:${randomBytes(4).toString('hex')}:`
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    await redis.quit()
  })

  it('count hits with an expiry set on the first one, shared by every client', async () => {
    const one = redisCounters(redis, prefix)
    const two = redisCounters(redis, prefix)
    expect(await one.hit('a', 60)).toEqual({ count: 1, resetsInSeconds: 60 })
    expect((await two.hit('a', 60)).count).toBe(2)
    expect(await redis.ttl(`${prefix}a`)).toBeGreaterThan(55)
    expect(await one.hit('short', 1)).toMatchObject({ count: 1 })
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect(await one.hit('short', 1)).toMatchObject({ count: 1 })
  })
})
