import Taro from '@tarojs/taro'
import type { TrackingEvent, sendEvent as route } from '@shop/contracts'
import { call, defineEndpoint } from './api'
import { client } from '../../platform/client'

/** Spec §9: the queue is polled every 50 ms; a send gives up after 20 s. */
export const POLL_MS = 50
export const SEND_TIMEOUT_MS = 20_000
/** Events per request (the server takes up to 100). */
export const BATCH_SIZE = 20
/** A batch that failed this many times is dropped: tracking must never pile up or bother the shopper. */
export const MAX_ATTEMPTS = 3
/** After a failure the queue waits this long before trying again (offline, the server busy). */
export const RETRY_DELAY_MS = 3000
/** The oldest events go first when the queue grows past this (a long time offline). */
export const MAX_QUEUED = 200

export type ClientKind = TrackingEvent['from']

interface Queued {
  event: TrackingEvent
  attempts: number
}

export interface TrackerOptions {
  send: (batch: TrackingEvent[]) => Promise<unknown>
  from: () => ClientKind
  /** Where queued events survive a restart (null: memory only). */
  storageKey?: string | null
  now?: () => number
}

export interface Tracker {
  track: (type: string, props?: Record<string, unknown>) => void
  /** Events waiting to be sent. */
  pending: () => number
}

let sequence = 0

/** Unique enough across clients and restarts: time, a counter and randomness (the server dedupes on it). */
export function newLogId(now = Date.now()): string {
  sequence = (sequence + 1) % 1_000_000
  const random = Math.random().toString(36).slice(2, 10).padEnd(8, '0')
  return `${now.toString(36)}-${sequence.toString(36)}-${random}`
}

/**
 * The client's tracking queue: `track` only queues (memory, and storage when given); a 50 ms poll sends what is
 * queued in batches. A failed batch goes back to the front and is retried after a pause, at most MAX_ATTEMPTS
 * times; failures are swallowed. The poll runs only while something waits.
 */
export function createTracker({ send, from, storageKey = null, now = Date.now }: TrackerOptions): Tracker {
  let queue: Queued[] = storageKey ? readStored(storageKey) : []
  let timer: ReturnType<typeof setInterval> | undefined
  let sending = false
  let notBefore = 0

  const persist = () => {
    if (storageKey) Taro.setStorageSync(storageKey, queue)
  }

  const tick = () => {
    if (sending || now() < notBefore) return
    if (queue.length === 0) {
      clearInterval(timer)
      timer = undefined
      return
    }
    const batch = queue.slice(0, BATCH_SIZE)
    sending = true
    send(batch.map((q) => q.event))
      .then(
        () => {
          queue = queue.filter((q) => !batch.includes(q))
        },
        () => {
          for (const q of batch) q.attempts += 1
          queue = queue.filter((q) => q.attempts < MAX_ATTEMPTS)
          notBefore = now() + RETRY_DELAY_MS
        },
      )
      .finally(() => {
        sending = false
        persist()
      })
  }

  const start = () => {
    timer ??= setInterval(tick, POLL_MS)
  }

  if (queue.length > 0) start()

  return {
    track(type, props = {}) {
      queue.push({ event: { log_id: newLogId(now()), from: from(), type, props }, attempts: 0 })
      if (queue.length > MAX_QUEUED) queue = queue.slice(-MAX_QUEUED)
      persist()
      start()
    },
    pending: () => queue.length,
  }
}

function readStored(key: string): Queued[] {
  const value: unknown = Taro.getStorageSync(key)
  return Array.isArray(value) ? (value as Queued[]).filter((q) => q && typeof q.event?.log_id === 'string') : []
}

const endpoint = defineEndpoint<typeof route>({ service: 'sp-portal', method: 'POST', path: 'pointEvent/sendEvent' })

/** Spec §9: Weapp in the mini-program; in a browser H5, or App-H5 inside the brand's app shell. */
export const clientKind = (): ClientKind => client.kind()

/** The app's tracker: silent background sends with their own 20 s timeout. */
export const tracker = createTracker({
  send: (batch) => call(endpoint, { body: batch }, { hideModal: true, silent: true, timeout: SEND_TIMEOUT_MS }),
  from: clientKind,
  storageKey: 'shop.tracking',
})

export const track: Tracker['track'] = (type, props) => tracker.track(type, props)
