import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { DomainError } from '@shop/domain'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { PoolUse } from './database'
import type { TaskHealth } from './jobs'

/** What the shop's own figures are read from at each scrape: the database, so every process reports the same truth. */
export interface MetricSources {
  jobs: () => Promise<TaskHealth[]>
  pool: () => PoolUse | null
  orders: () => Promise<{ orderType: string; status: string; count: number; paid: number; paidAmount: number }[]>
  refunds: () => Promise<{ status: string; count: number; amount: number }[]>
}

/** Node's own figures (CPU, memory, event-loop lag, GC), registered once per process however many apps it builds. */
let processRegistry: Registry | null = null
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}

/**
 * `GET /metrics` in Prometheus' text format (prom-client; docs/deploy.md "Metrics"). Requests by route are counted
 * in this process; orders, payments, refunds and the job queue are read from the database when scraped, so they are
 * the same whichever process answers. With `token`, only `Authorization: Bearer <token>` is answered.
 */
export function registerMetrics(app: FastifyInstance, token: string | null, sources: MetricSources): void {
  const registry = new Registry()
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern and method',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  app.addHook('onResponse', async (request, reply) => {
    // The pattern, not the URL: ids in paths would make a series per order. Unknown paths share one label.
    const route = request.routeOptions.url ?? 'unmatched'
    if (route === '/metrics') return
    requests.inc({ method: request.method, route, status_code: reply.statusCode })
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000)
  })

  const gauge = (name: string, help: string, labelNames: string[]) =>
    new Gauge({ name, help, labelNames, registers: [registry] })
  const orders = gauge('shop_orders', 'Orders now, by order type and status', ['type', 'status'])
  const payments = gauge('shop_payments', 'Orders paid so far (whatever happened to them after), by type', ['type'])
  const paidAmount = gauge('shop_payments_amount_fen', 'Money paid for orders so far, in fen, by order type', ['type'])
  const refunds = gauge('shop_refunds', 'Refunds, by status', ['status'])
  const refundAmount = gauge('shop_refunds_amount_fen', 'Money of refunds, in fen, by status', ['status'])
  const jobs = gauge('shop_jobs', 'Background jobs by task and state (queued, running, failed, retried)', [
    'task',
    'state',
  ])
  const pool = gauge('shop_db_pool_connections', 'This process’s PostgreSQL pool: max, total, idle, waiting', ['state'])

  /** Reads the shop's figures once per scrape. */
  async function read() {
    const [orderRows, refundRows, taskRows] = await Promise.all([sources.orders(), sources.refunds(), sources.jobs()])
    for (const g of [orders, payments, paidAmount, refunds, refundAmount, jobs, pool]) g.reset()
    for (const row of orderRows) {
      orders.set({ type: row.orderType, status: row.status }, row.count)
      payments.inc({ type: row.orderType }, row.paid)
      paidAmount.inc({ type: row.orderType }, row.paidAmount)
    }
    for (const row of refundRows) {
      refunds.set({ status: row.status }, row.count)
      refundAmount.set({ status: row.status }, row.amount)
    }
    for (const task of taskRows) {
      for (const state of ['queued', 'running', 'failed', 'retried'] as const)
        jobs.set({ task: task.task, state }, task[state])
    }
    for (const [state, n] of Object.entries(sources.pool() ?? {})) pool.set({ state }, n)
  }

  const expected = token ? Buffer.from(`Bearer ${token}`) : null
  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '')
    if (expected && !(given.length === expected.length && timingSafeEqual(given, expected))) {
      throw new DomainError('401')
    }
    await read()
    const merged = Registry.merge([processMetrics(), registry])
    return reply.type(merged.contentType).send(await merged.metrics())
  })
}
