import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/harness'
import { shopper } from '../../test/checkout.fixtures'
import { orderRow, placeOrder } from '../../test/payment.fixtures'
import { databaseJobs, MAX_ATTEMPTS, retryDelaySeconds, type JobPayload } from './jobs'
import { jobs } from './jobs.tables'

const t = await createTestApp()
afterAll(() => t.close())
const db = t.database.db

/** A task that records what it was given, and fails while `failing` says so. */
function probe(name: string) {
  const seen: JobPayload[] = []
  const state = { failing: false }
  t.app.jobs.register({
    [name]: async (payload) => {
      seen.push(payload)
      if (state.failing) throw new Error('下游暂时不可用')
    },
  })
  return { seen, state }
}

const rowsOf = (task: string) => db.select().from(jobs).where(eq(jobs.task, task))

describe('the job engine', () => {
  it('closes an unpaid order at its pay deadline through the job checkout added; a second run does nothing', async () => {
    const me = await shopper(t)
    const order = await placeOrder(t, me)
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `close-unpaid-order:${order.orderId}`))
    expect(job).toMatchObject({ task: 'close-unpaid-order', status: 'queued', payload: { orderId: order.orderId } })

    await t.app.jobs.runDue()
    expect((await orderRow(t, order.orderId)).status).toBe('wait_pay')

    t.clock.advance(30 * 60_000 + 1)
    expect(await t.app.jobs.runDue()).toBeGreaterThanOrEqual(1)
    expect((await orderRow(t, order.orderId)).status).toBe('cancelled')
    expect(
      await db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `close-unpaid-order:${order.orderId}`)),
    ).toEqual([])

    // The same job run again (a retry after a crash): the order is no longer wait_pay, nothing moves.
    await t.app.jobs.add(db, 'close-unpaid-order', { orderId: order.orderId })
    await t.app.jobs.runDue()
    expect((await orderRow(t, order.orderId)).status).toBe('cancelled')
  })

  it('never runs a job whose transaction rolled back', async () => {
    const { seen } = probe('rolled-back')
    await expect(
      db.transaction(async (tx) => {
        await t.app.jobs.add(tx, 'rolled-back', { n: 1 })
        throw new Error('the caller failed')
      }),
    ).rejects.toThrow('the caller failed')
    await t.app.jobs.runDue()
    expect(seen).toEqual([])
    expect(await rowsOf('rolled-back')).toEqual([])
  })

  it('keeps one waiting job per key: adding again moves it', async () => {
    const { seen } = probe('keyed')
    const now = t.clock.now().getTime()
    await t.app.jobs.add(db, 'keyed', { v: 1 }, { key: 'keyed:1', runAt: new Date(now + 60_000) })
    await t.app.jobs.add(db, 'keyed', { v: 2 }, { key: 'keyed:1', runAt: new Date(now + 120_000) })
    expect(await rowsOf('keyed')).toHaveLength(1)
    t.clock.advance(60_001)
    await t.app.jobs.runDue()
    expect(seen).toEqual([])
    t.clock.advance(60_000)
    await t.app.jobs.runDue()
    expect(seen).toEqual([{ v: 2 }])
  })

  it('retries a failing job later, gives up after MAX_ATTEMPTS and shows it in the health figures', async () => {
    const { seen, state } = probe('flaky')
    state.failing = true
    await t.app.jobs.add(db, 'flaky', { n: 1 })
    await t.app.jobs.runDue()
    expect(seen).toHaveLength(1)
    const [waiting] = await rowsOf('flaky')
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lastError: '下游暂时不可用' })
    expect(waiting!.runAt.getTime()).toBe(t.clock.now().getTime() + retryDelaySeconds(1) * 1000)
    expect((await t.app.jobs.health()).find((h) => h.task === 'flaky')).toMatchObject({ queued: 1, retried: 1 })

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      t.clock.advance(retryDelaySeconds(attempt - 1) * 1000)
      await t.app.jobs.runDue()
    }
    expect(seen).toHaveLength(MAX_ATTEMPTS)
    expect((await rowsOf('flaky'))[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
    expect((await t.app.jobs.health()).find((h) => h.task === 'flaky')).toMatchObject({
      failed: 1,
      queued: 0,
      lastError: '下游暂时不可用',
    })
    t.clock.advance(3_600_000)
    await t.app.jobs.runDue()
    expect(seen).toHaveLength(MAX_ATTEMPTS)
  })

  it('takes again a job whose process died while running it, once its lease ran out', async () => {
    const { seen } = probe('orphaned')
    await t.app.jobs.add(db, 'orphaned', { n: 1 })
    // What a killed process leaves behind: the job claimed, never finished.
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: new Date(t.clock.now().getTime() + 5 * 60_000) })
      .where(eq(jobs.task, 'orphaned'))
    await t.app.jobs.runDue()
    expect(seen).toEqual([])
    t.clock.advance(5 * 60_000)
    await t.app.jobs.runDue()
    expect(seen).toEqual([{ n: 1 }])
    expect(await rowsOf('orphaned')).toEqual([])
  })

  it('runs each job once when several engines (processes) poll the same queue at once', async () => {
    const seen: JobPayload[] = []
    const engines = Array.from({ length: 4 }, () => {
      const engine = databaseJobs({ db, clock: t.clock, log: t.app.log })
      engine.register({ once: async (payload) => void seen.push(payload) })
      return engine
    })
    for (let n = 0; n < 30; n++) await t.app.jobs.add(db, 'once', { n })
    await Promise.all(engines.map((engine) => engine.runDue()))
    expect(seen.map((p) => p.n).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 30 }, (_, n) => n))
  })
})
