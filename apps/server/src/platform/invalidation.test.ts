import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { scratchDatabase } from '../../test/processes'
import { testClock } from '../../test/harness'
import { postgresDatabase } from './database'
import {
  INVALIDATION_CHANNEL,
  memoryBus,
  postgresBus,
  sharedCache,
  type ChangedKeys,
  type InvalidationBus,
} from './invalidation'

/** A log that keeps nothing; `error` is a spy. */
const quietLog = () => {
  const error = vi.fn()
  const log = { error, warn: () => {}, info: () => {} } as unknown as FastifyBaseLogger
  return { log, error }
}
const { log } = quietLog()

/** What a bus's subscriber of `catalogue` heard, in order. */
function listen(bus: InvalidationBus) {
  const heard: ChangedKeys[] = []
  bus.subscribe('catalogue', (keys) => heard.push(keys))
  return heard
}

describe('the in-process bus', () => {
  it("calls the topic's subscribers before publish returns, and only them", async () => {
    const bus = memoryBus(log)
    const [catalogue, pages] = [listen(bus), [] as ChangedKeys[]]
    bus.subscribe('pages', (keys) => pages.push(keys))
    const published = bus.publish('catalogue', [3, 4])
    expect(catalogue).toEqual([['3', '4']])
    await published
    await bus.publish('catalogue')
    expect(catalogue).toEqual([['3', '4'], null])
    expect(pages).toEqual([])
  })

  it('keeps calling the other subscribers when one throws, and logs it', async () => {
    const { log, error } = quietLog()
    const bus = memoryBus(log)
    bus.subscribe('pages', () => {
      throw new Error('boom')
    })
    const heard: ChangedKeys[] = []
    bus.subscribe('pages', (keys) => heard.push(keys))
    await bus.publish('pages', ['home'])
    expect(heard).toEqual([['home']])
    expect(error).toHaveBeenCalledOnce()
  })
})

describe('a cache that follows the bus', () => {
  const setup = (ttlMs?: number) => {
    const bus = memoryBus(log)
    const clock = testClock()
    let made = 0
    const makings: Array<{ key: string; resolve(value: string): void; reject(error: Error): void }> = []
    const cache = sharedCache({
      bus,
      topic: 'pages',
      clock,
      ...(ttlMs !== undefined && { ttlMs }),
      make: (key: string) =>
        new Promise<string>((resolve, reject) => {
          made += 1
          makings.push({ key, resolve, reject })
        }),
    })
    const finish = (value: string) => makings.shift()!.resolve(value)
    return { bus, clock, cache, made: () => made, finish, fail: () => makings.shift()!.reject(new Error('down')) }
  }

  it('makes a value once for the callers meanwhile, keeps it until its key or the topic is published', async () => {
    const { bus, cache, made, finish } = setup()
    const [a, b] = [cache.get('home'), cache.get('home')]
    finish('home 1')
    expect([await a, await b]).toEqual(['home 1', 'home 1'])
    expect(await cache.get('home')).toBe('home 1')
    expect(made()).toBe(1)

    const user = cache.get('user')
    finish('user 1')
    await user
    await bus.publish('pages', ['home'])
    const again = cache.get('home')
    finish('home 2')
    expect(await again).toBe('home 2')
    expect(await cache.get('user')).toBe('user 1')
    await bus.publish('pages')
    const both = [cache.get('home'), cache.get('user')]
    finish('home 3')
    finish('user 2')
    expect(await Promise.all(both)).toEqual(['home 3', 'user 2'])
    expect(made()).toBe(5)
  })

  it('lets a transaction read for itself rather than wait for a making on another connection', async () => {
    const { cache, finish } = setup()
    const pooled = cache.get('home')
    expect(await cache.get('home', async () => 'read in the transaction')).toBe('read in the transaction')
    finish('home 1')
    expect(await pooled).toBe('home 1')
    expect(await cache.get('home', async () => 'not asked')).toBe('home 1')
  })

  it('does not keep a making that failed or that an edit overtook', async () => {
    const { bus, cache, made, finish, fail } = setup()
    const failed = cache.get('home')
    fail()
    await expect(failed).rejects.toThrow('down')
    const overtaken = cache.get('home')
    await bus.publish('pages', ['home'])
    finish('before the edit')
    expect(await overtaken).toBe('before the edit')
    const fresh = cache.get('home')
    finish('after the edit')
    expect(await fresh).toBe('after the edit')
    expect(made()).toBe(3)
  })

  it('makes a value again after its time to live, when it has one', async () => {
    const { clock, cache, made, finish } = setup(1000)
    const first = cache.get('home')
    finish('1')
    await first
    clock.advance(999)
    expect(await cache.get('home')).toBe('1')
    clock.advance(1)
    const second = cache.get('home')
    finish('2')
    expect(await second).toBe('2')
    expect(made()).toBe(2)
  })
})

const serverUrl = process.env.TEST_DATABASE_URL

describe.runIf(serverUrl)('the PostgreSQL bus (LISTEN/NOTIFY)', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>
  let database: ReturnType<typeof postgresDatabase>
  const buses: InvalidationBus[] = []
  beforeAll(async () => {
    scratch = await scratchDatabase(serverUrl!, 'shop_bus')
    database = postgresDatabase(scratch.url)
  })
  const open = async () => {
    const bus = await postgresBus({ url: scratch.url, db: database.db, log })
    buses.push(bus)
    return bus
  }
  afterAll(async () => {
    for (const bus of buses) await bus.close()
    await database.close()
    await scratch.drop()
  })
  const until = async (check: () => boolean, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs
    while (!check()) {
      if (Date.now() > deadline) throw new Error('not within the time')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  it('delivers to this process at once and to the others once, in order, within milliseconds', async () => {
    const [a, b] = [await open(), await open()]
    const [inA, inB] = [listen(a), listen(b)]
    const sent = Date.now()
    await a.publish('catalogue', [1])
    expect(inA).toEqual([['1']])
    await a.publish('catalogue')
    await until(() => inB.length === 2)
    expect(Date.now() - sent).toBeLessThan(1000)
    expect(inB).toEqual([['1'], null])
    // The echo of its own messages is not delivered again.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(inA).toEqual([['1'], null])
  })

  it('says "all of the topic" when the keys would not fit in one notification', async () => {
    const [a, b] = [await open(), await open()]
    const inB = listen(b)
    const many = Array.from({ length: 2000 }, (_, i) => 1_000_000 + i)
    await a.publish('catalogue', many)
    await until(() => inB.length === 1)
    expect(inB).toEqual([null])
  })

  it('after its listening connection broke, listens again and tells every subscriber that everything changed', async () => {
    const [a, b] = [await open(), await open()]
    const inB = listen(b)
    const admin = new pg.Client({ connectionString: scratch.url })
    await admin.connect()
    // Every listening connection ends (a's and b's): what is published meanwhile may be lost.
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = $1`,
      [`listen ${INVALIDATION_CHANNEL}`],
    )
    await admin.end()
    await until(() => inB.includes(null))
    await a.publish('catalogue', [7])
    await until(() => inB.some((keys) => keys?.[0] === '7'))
  })
})
