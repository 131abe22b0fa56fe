import { setTimeout as sleep } from 'node:timers/promises'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabase } from '../../test/harness'
import { graphileJobs, type GraphileJobEngine } from './jobs.graphile'
import type { JobPayload } from './jobs'

// graphile-worker runs on PostgreSQL only (TEST_DATABASE_URL); on PGlite the shop runs databaseJobs (jobs.test.ts).
describe.runIf(process.env.TEST_DATABASE_URL)('the job engine on PostgreSQL (graphile-worker)', () => {
  let fresh: Awaited<ReturnType<typeof testDatabase>>
  beforeAll(async () => {
    fresh = await testDatabase()
  })
  const { log } = Fastify({ logger: { level: 'silent' } })
  const engines: GraphileJobEngine[] = []
  const engine = async () => {
    const made = await graphileJobs({ url: fresh.url!, log })
    engines.push(made)
    return made
  }
  afterAll(async () => {
    for (const made of engines) await made.stop()
    await fresh.drop()
  })
  const db = () => fresh.database.db

  it('runs a job added in a committed transaction, never one whose transaction rolled back; a key keeps one', async () => {
    const jobs = await engine()
    const seen: JobPayload[] = []
    jobs.register({ probe: async (payload) => void seen.push(payload) })

    await db().transaction(async (tx) => jobs.add(tx, 'probe', { n: 1 }))
    await expect(
      db().transaction(async (tx) => {
        await jobs.add(tx, 'probe', { n: 2 })
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    await jobs.add(db(), 'probe', { n: 3 }, { key: 'one-per-key' })
    await jobs.add(db(), 'probe', { n: 4 }, { key: 'one-per-key' })
    await jobs.add(db(), 'probe', { n: 5 }, { runAt: new Date(Date.now() + 3_600_000) })

    expect(await jobs.runDue()).toBe(2)
    expect(seen.map((p) => p.n).toSorted()).toEqual([1, 4])
    expect(await jobs.health()).toEqual([
      { task: 'probe', queued: 1, running: 0, failed: 0, retried: 0, nextRunAt: expect.any(String), lastError: null },
    ])
  })

  it('retries a failing job and shows it in the health', async () => {
    const jobs = await engine()
    jobs.register({
      flaky: async () => {
        throw new Error('下游暂时不可用')
      },
    })
    await jobs.add(db(), 'flaky', {})
    await jobs.runDue()
    expect((await jobs.health()).find((h) => h.task === 'flaky')).toMatchObject({
      queued: 1,
      retried: 1,
      lastError: '下游暂时不可用',
    })
  })

  it('with two workers, runs each job once and each tick of a sweep once', async () => {
    const [one, two] = [await engine(), await engine()]
    const ran: string[] = []
    const ticks: string[] = []
    for (const [name, jobs] of [
      ['one', one],
      ['two', two],
    ] as const) {
      jobs.register({ each: async (payload) => void ran.push(`${String(payload.i)}`) })
      jobs.scheduleSweeps({ tick: async () => (ticks.push(name), 0) }, 60)
    }
    for (let i = 0; i < 20; i++) await one.add(db(), 'each', { i })
    one.start({ pollMs: 200 })
    two.start({ pollMs: 200 })
    // Until just past the next minute boundary (graphile-worker's cron runs on whole minutes).
    await sleep(60_000 - (Date.now() % 60_000) + 4_000)
    expect(ran.toSorted()).toEqual(Array.from({ length: 20 }, (_, i) => String(i)).toSorted())
    expect(ticks).toHaveLength(1)
  }, 80_000)
})
