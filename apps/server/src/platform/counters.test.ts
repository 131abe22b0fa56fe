import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { testClock } from '../../test/harness'
import { memoryCounters, redisCounters } from './counters'

describe('memory counters', () => {
  it('count hits in a window that opens on the first hit', async () => {
    const clock = testClock()
    const counters = memoryCounters(clock)
    expect(await counters.hit('a', 60)).toEqual({ count: 1, resetsInSeconds: 60 })
    clock.advance(20_000)
    expect(await counters.hit('a', 60)).toEqual({ count: 2, resetsInSeconds: 40 })
    expect(await counters.hit('b', 60)).toEqual({ count: 1, resetsInSeconds: 60 })
    clock.advance(40_000)
    expect(await counters.hit('a', 60)).toEqual({ count: 1, resetsInSeconds: 60 })
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
