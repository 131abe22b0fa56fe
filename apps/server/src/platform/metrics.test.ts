import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  buyNowLocate,
  buyNowSubmit,
  merchantAuditLog,
  merchantJobHealth,
  merchantRetryFailedJobs,
} from '@shop/contracts'
import { createTestApp } from '../../test/harness'
import { key, makeSkus, shopper } from '../../test/checkout.fixtures'
import { MAX_ATTEMPTS } from './jobs'
import { jobs } from './jobs.tables'

const METRICS_TOKEN = 'metrics-token-for-tests'
const t = await createTestApp({ env: { METRICS_TOKEN } })
afterAll(() => t.close())
const owner = await t.loginConsole()

/** A sample's value in Prometheus' text format, e.g. `shop_orders{type="normal",status="wait_pay"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

const scrape = async () => {
  const answer = await t.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  })
  expect(answer.statusCode).toBe(200)
  expect(answer.headers['content-type']).toMatch(/^text\/plain/)
  return answer.body
}

describe('/metrics', () => {
  it('answers only the bearer of METRICS_TOKEN, in Chinese otherwise', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-same-len', `Bearer ${METRICS_TOKEN}x`]) {
      const answer = await t.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} })
      expect(answer.statusCode).toBe(401)
      expect(answer.json()).toMatchObject({ code: '401', message: '登录已失效，请重新登录' })
    }
  })

  it('counts requests by route pattern, orders and payments from the database, and the job queue', async () => {
    const me = await shopper(t)
    const [skuId] = await makeSkus(t, [{ price: 1_500, stock: 5 }])
    const shown = await t.call(buyNowLocate, { token: me.token, body: { skuId: skuId!, quantity: 1 } })
    const before = await scrape()
    const placed = await t.call(buyNowSubmit, {
      token: me.token,
      headers: { 'x-request-id': 'trace-metrics-1' },
      body: { skuId, quantity: 1, addressId: me.addressId, idempotencyKey: key(), quote: shown.body.quote },
    })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const after = await scrape()

    // The route's pattern, not its URL.
    const route = t.url(buyNowSubmit, {}, ':storeCode')
    const submits = `http_requests_total{method="POST",route="${route}",status_code="200"}`
    expect((sample(after, submits) ?? 0) - (sample(before, submits) ?? 0)).toBe(1)
    expect(after).toContain(`http_request_duration_seconds_bucket{le="0.005",method="POST",route="${route}"}`)
    const unpaid = 'shop_orders{type="normal",status="wait_pay"}'
    expect((sample(after, unpaid) ?? 0) - (sample(before, unpaid) ?? 0)).toBe(1)
    expect(sample(after, 'shop_jobs{task="close-unpaid-order",state="queued"}')).toBeGreaterThanOrEqual(1)
    // Node's own figures, once per process.
    expect(after).toContain('process_cpu_user_seconds_total')
    expect(after.match(/^# TYPE process_cpu_user_seconds_total/gm)).toHaveLength(1)
  })

  it('keeps the request id through the job it added: the job’s log lines carry it', async () => {
    t.clock.advance(31 * 60_000)
    await t.app.jobs.runDue()
    const done = t.logs.find((line) => line.task === 'close-unpaid-order' && line.msg === 'job done')
    expect(done).toMatchObject({ reqId: 'trace-metrics-1' })
  })
})

describe('the console’s background jobs', () => {
  /** A job that gave up: in graphile-worker's tables on PostgreSQL, in the shop's `jobs` table on PGlite. */
  async function failedJob() {
    t.app.jobs.register({
      'always-fails': () => Promise.reject(new Error('快递接口没有应答')),
    })
    if (t.app.jobs.name === 'graphile-worker') {
      await t.database.db.execute(sql`select graphile_worker.add_job('always-fails', '{}'::json, max_attempts => 1)`)
      await t.app.jobs.runDue()
    } else {
      await t.database.db.insert(jobs).values({
        task: 'always-fails',
        payload: {},
        status: 'failed',
        attempts: MAX_ATTEMPTS,
        runAt: t.clock.now(),
        lastError: '快递接口没有应答',
      })
    }
  }
  const taskHealth = async (task: string) => {
    const health = await t.call(merchantJobHealth, { token: owner })
    expect(health.status).toBe(200)
    expect(health.body.engine).toBe(t.config.databaseUrl ? 'graphile-worker' : 'database')
    return health.body.tasks.find((row) => row.task === task)
  }

  it('shows each task’s queue with its last error, and retries the failed ones once (audited)', async () => {
    await failedJob()
    expect(await taskHealth('always-fails')).toMatchObject({ failed: 1, lastError: '快递接口没有应答' })
    const retried = await t.call(merchantRetryFailedJobs, { token: owner, params: { task: 'always-fails' } })
    expect(retried.body).toEqual({ retried: 1 })
    expect(await taskHealth('always-fails')).toMatchObject({ failed: 0, queued: 1 })
    // A registered task with no job now is listed too, idle.
    expect(await taskHealth('settle-commission')).toMatchObject({ queued: 0, running: 0, failed: 0 })
    const again = await t.call(merchantRetryFailedJobs, { token: owner, params: { task: 'always-fails' } })
    expect(again.body).toEqual({ retried: 0 })
    const audit = await t.call(merchantAuditLog, { token: owner, query: { action: 'jobs.retry' } })
    expect(audit.body.content.map((entry) => entry.targetId)).toEqual(['always-fails'])
  })

  it('refuses a task name it cannot hold, in Chinese', async () => {
    const bad = await t.call(merchantRetryFailedJobs, { token: owner, params: { task: 'No Such Task!' } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('请求参数有误：任务名称不正确')
  })

  it('refuses staff without the permission', async () => {
    const warehouse = await t.loginConsole('warehouse')
    const answer = await t.call(merchantJobHealth, { token: warehouse })
    expect(answer.status).toBe(403)
  })
})
