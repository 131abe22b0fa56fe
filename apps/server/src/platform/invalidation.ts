import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import type { Clock } from './clock'
import type { Db } from './database'

/**
 * What a process may hold in memory and another process may change. A cache subscribes to its topic; whoever
 * changes what it holds publishes the topic after the change committed (ADR 0070, src/platform/README.md).
 */
export const TOPICS = ['catalogue', 'pages', 'revoked-tokens', 'settings', 'chat', 'promotions'] as const
export type Topic = (typeof TOPICS)[number]

/** Which of a topic's entries changed; null: any of them (also after the bus lost news while reconnecting). */
export type ChangedKeys = readonly string[] | null

export interface InvalidationBus {
  /**
   * Tells every process of the shop that `topic` changed (only these `keys` of it, when given). This process's
   * subscribers hear it before the call returns; the others within milliseconds. Call it after the change committed.
   * It never throws: a failure to reach the other processes is logged, and they resynchronise when their own
   * connection to the bus comes back.
   */
  publish(topic: Topic, keys?: readonly (string | number)[]): Promise<void>
  /** Runs `listener` whenever `topic` changes in any process. The listener only marks what it holds as stale. */
  subscribe(topic: Topic, listener: (keys: ChangedKeys) => void): void
  /** `memory`: one process (the embedded database); `postgres`: LISTEN/NOTIFY on the shop's PostgreSQL. */
  readonly kind: 'memory' | 'postgres'
  close(): Promise<void>
}

/** The PostgreSQL channel every process listens on. */
export const INVALIDATION_CHANNEL = 'shop_invalidation'

/** NOTIFY refuses payloads of 8,000 bytes and more: a message naming more keys says "all of the topic" instead. */
const MAX_PAYLOAD_BYTES = 7_000

/** Waits between attempts to listen again after the connection broke: doubling from the first to the last. */
const RECONNECT_FIRST_MS = 100
const RECONNECT_MAX_MS = 5_000

interface Message {
  from: string
  topic: Topic
  keys: string[] | null
}

/** The subscribers of this process, by topic; a throwing listener is logged and does not stop the others. */
function localListeners(log: FastifyBaseLogger) {
  const listeners = new Map<Topic, Array<(keys: ChangedKeys) => void>>()
  return {
    add(topic: Topic, listener: (keys: ChangedKeys) => void) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener])
    },
    deliver(topic: Topic, keys: ChangedKeys) {
      for (const listener of listeners.get(topic) ?? []) {
        try {
          listener(keys)
        } catch (error) {
          log.error({ err: error, topic }, 'an invalidation listener failed')
        }
      }
    },
    /** Every topic changed, as far as this process knows (news may have been lost). */
    deliverAll() {
      for (const topic of listeners.keys()) this.deliver(topic, null)
    },
  }
}

const keysOf = (keys: readonly (string | number)[] | undefined): string[] | null => keys?.map(String) ?? null

/** One process (the embedded database allows no other): publishing is calling this process's subscribers. */
export function memoryBus(log: FastifyBaseLogger): InvalidationBus {
  const local = localListeners(log)
  return {
    kind: 'memory',
    async publish(topic, keys) {
      local.deliver(topic, keysOf(keys))
    },
    subscribe: (topic, listener) => local.add(topic, listener),
    async close() {},
  }
}

/**
 * Every process on one PostgreSQL: NOTIFY through the app's pool, LISTEN on one connection of its own. A process
 * delivers its own messages at once and skips their echo. When the listening connection breaks, the process listens
 * again (backing off up to 5 s) and then tells every subscriber that everything changed, since news sent meanwhile
 * is lost.
 */
export async function postgresBus(options: { url: string; db: Db; log: FastifyBaseLogger }): Promise<InvalidationBus> {
  const { url, db, log } = options
  const self = randomUUID()
  const local = localListeners(log)
  let client: pg.Client | null = null
  let closed = false
  let retryMs = RECONNECT_FIRST_MS
  let retryTimer: NodeJS.Timeout | null = null

  const onNotification = (note: pg.Notification) => {
    if (note.channel !== INVALIDATION_CHANNEL || !note.payload) return
    let message: Message
    try {
      message = JSON.parse(note.payload) as Message
    } catch {
      log.warn({ payload: note.payload }, 'an invalidation that is not JSON: ignored')
      return
    }
    if (message.from === self) return
    local.deliver(message.topic, message.keys)
  }

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: url, keepAlive: true })
    next.on('notification', onNotification)
    // 'error' comes before 'end' on a broken connection; both lead to listening again, once.
    next.on('error', (error) => log.warn({ err: error }, 'the invalidation listener lost its connection'))
    next.on('end', () => {
      if (client !== next || closed) return
      client = null
      scheduleRetry()
    })
    try {
      await next.connect()
      await next.query(`listen ${INVALIDATION_CHANNEL}`)
    } catch (error) {
      await next.end().catch(() => {})
      throw error
    }
    client = next
  }

  function scheduleRetry(): void {
    retryTimer = setTimeout(() => {
      retryTimer = null
      listen().then(
        () => {
          if (closed) return void client?.end()
          retryMs = RECONNECT_FIRST_MS
          log.info('the invalidation listener is back: every cache loads again')
          local.deliverAll()
        },
        (error: unknown) => {
          log.warn({ err: error, retryInMs: retryMs }, 'the invalidation listener could not listen again')
          retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS)
          if (!closed) scheduleRetry()
        },
      )
    }, retryMs)
  }

  /**
   * What waits to reach the other processes, by topic (null: all its keys). While one notice is on its way the
   * next ones gather and go out together: under load one pg_notify (a round trip, and the notification queue's lock
   * at its commit) per round trip, not one per order.
   */
  const queued = new Map<Topic, string[] | null>()
  let sending: Promise<void> | null = null
  async function sendQueued(): Promise<void> {
    while (queued.size > 0) {
      const batch = [...queued]
      queued.clear()
      for (const [topic, keys] of batch) {
        let message: Message = { from: self, topic, keys }
        if (Buffer.byteLength(JSON.stringify(message)) > MAX_PAYLOAD_BYTES) message = { ...message, keys: null }
        try {
          await db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${JSON.stringify(message)})`)
        } catch (error) {
          log.error({ err: error, topic }, 'an invalidation did not reach the other processes')
        }
      }
    }
  }

  await listen()
  return {
    kind: 'postgres',
    async publish(topic, keys) {
      const named = keysOf(keys)
      local.deliver(topic, named)
      const waiting = queued.get(topic)
      queued.set(topic, named === null || waiting === null ? null : [...new Set([...(waiting ?? []), ...named])])
      // Again when a sending ended before it saw this notice.
      while (queued.size > 0) {
        sending ??= sendQueued().finally(() => (sending = null))
        await sending
      }
    },
    subscribe: (topic, listener) => local.add(topic, listener),
    async close() {
      closed = true
      if (retryTimer) clearTimeout(retryTimer)
      const last = client
      client = null
      await last?.end()
    },
  }
}

/**
 * Values made by `make(key)` and kept until `topic` names their key (or all of the topic) in any process, and, with
 * `ttlMs`, at most that long (for what moves without an edit: counts, the time). Callers arriving while a value is
 * being made share that making; a making that fails is not kept, nor one an invalidation overtook.
 */
export function sharedCache<K extends string, V>(options: {
  bus: InvalidationBus
  topic: Topic
  make: (key: K) => Promise<V>
  clock: Clock
  ttlMs?: number
}) {
  const { bus, topic, make, clock, ttlMs = Infinity } = options
  const entries = new Map<K, { value: Promise<V>; madeAt: number; settled: boolean }>()
  bus.subscribe(topic, (keys) => {
    if (keys === null) entries.clear()
    else for (const key of keys) entries.delete(key as K)
  })
  return {
    /**
     * The key's value. `makeHere` makes a missing value another way than `make`: a caller inside a transaction reads
     * through it, since on PGlite a query outside the transaction would wait for that very transaction.
     */
    get(key: K, makeHere?: () => Promise<V>): Promise<V> {
      const now = clock.now().getTime()
      const hit = entries.get(key)
      if (hit && now >= hit.madeAt && now - hit.madeAt < ttlMs) {
        // A transaction's caller never waits for a making on another connection: on PostgreSQL that making may
        // wait for a pool connection that this very transaction, and others like it, hold.
        return hit.settled || !makeHere ? hit.value : makeHere()
      }
      const entry = { value: makeHere ? makeHere() : make(key), madeAt: now, settled: false }
      entries.set(key, entry)
      entry.value.then(
        () => {
          entry.settled = true
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key)
        },
      )
      return entry.value
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's invalidation bus (tests publish on it after changing rows directly). */
    bus: InvalidationBus
  }
}
