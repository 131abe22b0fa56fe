// @vitest-environment node
import type { TrackingEvent } from '@shop/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import Taro from '../../../test/taro'
import {
  BATCH_SIZE,
  MAX_ATTEMPTS,
  POLL_MS,
  RETRY_DELAY_MS,
  clientKind,
  createTracker,
  newLogId,
  tracker,
} from './tracking'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

function setup(send: (batch: TrackingEvent[]) => Promise<unknown>, storageKey: string | null = null) {
  const sent: TrackingEvent[][] = []
  const t = createTracker({
    send: (batch) => {
      sent.push(batch)
      return send(batch)
    },
    from: () => 'H5',
    storageKey,
    now: () => Date.now(),
  })
  return { t, sent }
}

describe('the tracking queue', () => {
  it('queues without sending; the 50 ms poll sends batches of at most BATCH_SIZE in order', async () => {
    const { t, sent } = setup(async () => ({ accepted: 1 }))
    for (let i = 0; i < BATCH_SIZE + 5; i++) t.track('view_goods', { n: i })
    expect(sent).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(POLL_MS - 1)
    expect(sent).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(sent.map((b) => b.length)).toEqual([BATCH_SIZE])
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(sent.map((b) => b.length)).toEqual([BATCH_SIZE, 5])
    expect(sent.flat().map((e) => e.props.n)).toEqual([...Array(BATCH_SIZE + 5).keys()])
    expect(t.pending()).toBe(0)
    await vi.advanceTimersByTimeAsync(POLL_MS * 10)
    expect(sent).toHaveLength(2) // nothing left: the poll stops
  })

  it('each event carries a unique log_id, the client kind, its type and props', async () => {
    const { t, sent } = setup(async () => ({}))
    t.track('add_to_cart', { skuId: 5 })
    t.track('add_to_cart', { skuId: 5 })
    await vi.advanceTimersByTimeAsync(POLL_MS)
    const [a, b] = sent[0]!
    expect(a).toMatchObject({ from: 'H5', type: 'add_to_cart', props: { skuId: 5 } })
    expect(a!.log_id).toMatch(/^[\w-]{8,64}$/)
    expect(a!.log_id).not.toBe(b!.log_id)
  })

  it('swallows failures and retries the same batch after a pause, at most MAX_ATTEMPTS times', async () => {
    const { t, sent } = setup(() => Promise.reject(new Error('offline')))
    t.track('view_goods')
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(sent).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - POLL_MS)
    expect(sent).toHaveLength(1) // still pausing
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 10)
    expect(sent).toHaveLength(MAX_ATTEMPTS)
    expect(new Set(sent.map((b) => b[0]!.log_id)).size).toBe(1)
    expect(t.pending()).toBe(0) // dropped after the last attempt
  })

  it('a batch that fails once goes out again and is then removed', async () => {
    let calls = 0
    const { t, sent } = setup(() => (calls++ === 0 ? Promise.reject(new Error('busy')) : Promise.resolve({})))
    t.track('view_goods')
    await vi.advanceTimersByTimeAsync(POLL_MS + RETRY_DELAY_MS + POLL_MS)
    expect(sent).toHaveLength(2)
    expect(t.pending()).toBe(0)
  })

  it('sends one batch at a time: no second request while one is under way', async () => {
    let finish: () => void = () => undefined
    const { t, sent } = setup(() => new Promise<void>((r) => (finish = r)))
    t.track('a')
    await vi.advanceTimersByTimeAsync(POLL_MS)
    t.track('b')
    await vi.advanceTimersByTimeAsync(POLL_MS * 5)
    expect(sent).toHaveLength(1)
    finish()
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(sent.map((b) => b.map((e) => e.type))).toEqual([['a'], ['b']])
  })

  it('queued events survive a restart through storage', async () => {
    const first = setup(() => new Promise(() => undefined), 'test.tracking')
    first.t.track('view_goods', { id: 1 })
    const second = setup(async () => ({}), 'test.tracking')
    expect(second.t.pending()).toBe(1)
    await vi.advanceTimersByTimeAsync(POLL_MS)
    expect(second.sent[0]![0]!.props).toEqual({ id: 1 })
    expect(Taro.getStorageSync('test.tracking')).toEqual([])
  })

  it('the app tracker posts to pointEvent/sendEvent silently with a 20 s timeout', async () => {
    tracker.track('view_goods', { id: 9 })
    await vi.advanceTimersByTimeAsync(POLL_MS)
    const sent = Taro.request.mock.calls[0]![0] as { url: string; method: string; data: unknown; timeout: number }
    expect(sent).toMatchObject({
      url: '/api/sp-portal/store/lanji/pointEvent/sendEvent',
      method: 'POST',
      timeout: 20_000,
    })
    expect(sent.data).toEqual([expect.objectContaining({ type: 'view_goods', from: 'H5', props: { id: 9 } })])
  })

  it('names the client: Weapp, H5, App-H5', () => {
    expect(clientKind()).toBe('H5')
    vi.stubGlobal('window', { ShopAppBridge: { postMessage: () => undefined } })
    expect(clientKind()).toBe('App-H5')
    vi.unstubAllGlobals()
    vi.stubEnv('TARO_ENV', 'weapp')
    expect(clientKind()).toBe('Weapp')
    expect(newLogId()).not.toBe(newLogId())
  })
})
