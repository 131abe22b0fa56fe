import { randomUUID } from 'node:crypto'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import fastifyWebsocket from '@fastify/websocket'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { apiPath, fillPath, pageSetting } from '@shop/contracts'
import { z, type ZodType } from 'zod'
import { composeShop } from './compose'
import { createRevokedTokenList } from './modules/sessions'
import { databaseJobs } from './platform/jobs'
import { graphileJobs } from './platform/jobs.graphile'
import { startScheduler, type Scheduler } from './platform/scheduler'
import { ROUTES } from './routes'
import { movableClock, systemClock, type Clock } from './platform/clock'
import { clockSandbox } from './platform/clock.sandbox'
import type { Config } from './platform/config'
import { openDatabase, type Database } from './platform/database'
import { answerClientError, handleError } from './platform/error-handler'
import { memoryBus, postgresBus } from './platform/invalidation'
import { registerHealth } from './platform/health'
import { registerMetrics } from './platform/metrics'
import { registerRequestContext } from './platform/request-context'
import { registerOpenApi } from './platform/openapi'
import { loadOrCreateSecret } from './platform/secrets'
import { databaseRateLimit } from './platform/rate-limit-store'
import { registerSecurity, SECURITY_HEADERS } from './platform/security'
import { DEMO_ASSETS } from './platform/images'
import { registerStatic } from './platform/static'
import { createTokens } from './platform/tokens'
import type { Fetch } from './providers/http'
import { registerProviders } from './providers'
import { runSeed } from './seed/seed'
import { SEED_STEPS } from './seed/steps'
import './platform/fastify-types'
import { connectRedis } from './platform/redis'

// Validation messages reach shoppers: in Chinese, like the rest of the catalogue.
z.config(z.locales.zhCN())

export interface AppDeps {
  /** An open, migrated and seeded database, closed by the caller. Default: opened from config, closed with the app. */
  database?: Database
  /** The time source (tests move it). */
  clock?: Clock
  /** The fetch live-mode providers use. Default: the global fetch. */
  fetch?: Fetch
  /** Where log lines go (tests read them). Default: stdout, pretty when it is a terminal. */
  logStream?: LogStream
  /** Runs inside the transaction that settles a payment (the crash-safety test stops the process there). */
  insidePaymentTransaction?: () => Promise<void>
}

export interface LogStream {
  write(line: string): void
}

/** Request ids: the caller's `x-request-id` when it is a sane token, a fresh UUID otherwise. */
const REQUEST_ID = /^[\w.:-]{1,128}$/
/** How often a worker looks for due jobs: a deadline is met within this. */
const JOB_POLL_MS = 1000

/**
 * Builds the Fastify app: platform (security, errors, OpenAPI, health, static files), providers, then the shop the
 * composition root wires (src/compose.ts), its routes (src/routes/, one file per contract file) and the one
 * scheduler of its sweeps. The process (main.ts) and the tests build the same app.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const movable = !deps.clock && config.sandboxClock ? movableClock() : null
  const clock = deps.clock ?? movable ?? systemClock
  const app = Fastify({
    logger: { level: config.logLevel, ...logDestination(deps.logStream) },
    genReqId: (request) => {
      const given = request.headers['x-request-id']
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
    },
    trustProxy: config.trustProxy,
    // Login codes travel in the path and may be up to 128 characters.
    routerOptions: { maxParamLength: 256 },
    // A URL the router cannot read, or a path parameter over that length, never reaches the hooks: the same handler
    // answers it, with the headers every answer carries.
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, request, reply) =>
      handleError(error, request, reply.headers({ ...SECURITY_HEADERS, 'x-request-id': request.id })),
  })
  // Fastify hands an absent body to the validator as null; contracts mark optional bodies `.optional()`.
  app.setValidatorCompiler<ZodType>((route) => {
    const validate = validatorCompiler(route)
    return route.httpPart === 'body' ? (data: unknown) => validate(data ?? undefined) : validate
  })
  app.setSerializerCompiler(serializerCompiler)
  app.setErrorHandler(handleError)
  await registerRequestContext(app)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  // Clients (Taro, axios) send `content-type: application/json` on POSTs without a body: treat those as bodiless
  // instead of refusing an "empty JSON body".
  app.addHook('onRequest', async (request) => {
    const { headers } = request
    if (headers['transfer-encoding'] === undefined && (headers['content-length'] ?? '0') === '0')
      delete headers['content-type']
  })

  const database = deps.database ?? (await openAndPrepare(config, clock, app))
  if (!deps.database) app.addHook('onClose', () => database.close())
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : null
  if (redis) app.addHook('onClose', async () => void (await redis.quit()))

  // The caches of every process follow the database they mirror (ADR 0070).
  const bus = config.databaseUrl
    ? await postgresBus({ url: config.databaseUrl, db: database.db, log: app.log })
    : memoryBus(app.log)
  app.addHook('onClose', () => bus.close())
  app.decorate('bus', bus)

  const jwtSecret = config.jwtSecret ?? loadOrCreateSecret(config.dataDir, 'jwt')
  if (!config.jwtSecret && config.databaseUrl) {
    app.log.warn(
      'JWT_SECRET is not set: tokens are signed with a secret generated in DATA_DIR; set JWT_SECRET when several processes serve the shop',
    )
  }
  app.decorate('config', config)
  const revokedTokens = createRevokedTokenList({ db: database.db, bus, clock, log: app.log })
  await revokedTokens.load()
  app.decorate(
    'tokens',
    createTokens({
      secret: jwtSecret,
      ttlSeconds: config.tokenTtlSeconds,
      issuer: config.storeCode,
      clock,
      revoked: revokedTokens,
    }),
  )
  app.decorateRequest('principal', null)

  let limits: Parameters<typeof registerSecurity>[2]
  if (redis) limits = { redis }
  else {
    const rateLimit = databaseRateLimit({ db: database.db, clock, log: app.log })
    await rateLimit.start()
    app.addHook('preClose', () => rateLimit.stop())
    limits = { database: rateLimit }
  }
  await registerSecurity(app, config, limits)
  // The customer-service chat's live channel (docs/customer-service.md); a frame is small text.
  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 } })
  await registerOpenApi(app, config)
  registerHealth(app, { database: () => database.ping(), ...(redis && { redis: () => redis.ping() }) })
  if (movable) await clockSandbox(app, movable)
  const providers = await registerProviders(app, config, {
    clock,
    db: database.db,
    driver: database.driver,
    ...(deps.fetch && { fetch: deps.fetch }),
  })

  // On PostgreSQL the kept engine (graphile-worker); on the embedded database the engine on its own tables (ADR 0072).
  const graphile = config.databaseUrl ? await graphileJobs({ url: config.databaseUrl, log: app.log }) : null
  const jobs = graphile ?? databaseJobs({ db: database.db, clock, log: app.log })
  const shop = composeShop({
    config,
    db: database.db,
    clock,
    log: app.log,
    redis,
    bus,
    jobs,
    tokens: app.tokens,
    revokedTokens,
    providers,
    insidePaymentTransaction: deps.insidePaymentTransaction,
  })
  jobs.register(shop.tasks)
  app.decorate('jobs', jobs)
  // The flash-sale gate starts from the database's counts (Redis keeps them across restarts; they may have drifted).
  await shop.flashSale.reconcile()
  app.decorate('sweeps', shop.sweeps)
  app.decorate('staffAccess', shop.staff.access)
  app.decorate('flashGate', shop.flashGate)
  let scheduler: Scheduler | null = null
  if (config.role !== 'api' && config.orders.sweepSeconds > 0) {
    // Sweeps: graphile-worker's cron runs each tick once across processes; the embedded database has one process.
    if (graphile) graphile.scheduleSweeps(shop.sweeps, config.orders.sweepSeconds)
    else
      scheduler = startScheduler({ intervalMs: config.orders.sweepSeconds * 1000, sweeps: shop.sweeps, log: app.log })
    jobs.start({ pollMs: JOB_POLL_MS })
  }
  app.addHook('preClose', async () => {
    await scheduler?.stop()
    await jobs.stop()
  })
  registerMetrics(app, config.metricsToken, {
    jobs: () => jobs.health(),
    pool: () => database.poolUse(),
    orders: () => shop.orders.console.tally(),
    refunds: () => shop.refunds.tally(),
  })

  // A worker serves its health, readiness and metrics only: the load balancer sends it no shoppers.
  if (config.role === 'worker') return app
  for (const register of ROUTES) await register(app, shop)
  await registerStatic(app, {
    h5Dist: config.h5Dist,
    consoleDist: config.consoleDist,
    uploadDir: config.uploadDir,
    assetsDir: DEMO_ASSETS,
    imageCacheDir: path.join(config.dataDir, 'image-cache'),
    // The H5 build shows the page `home-H5` as its home (apps/mall/src/platform/client.h5.ts).
    home: {
      contentUrl: apiPath(pageSetting.service, config.storeCode, fillPath(pageSetting.path, { code: 'home-H5' })),
      images: () => shop.pages.leadImages('home-H5'),
    },
  })
  return app
}

async function openAndPrepare(config: Config, clock: Clock, app: FastifyInstance): Promise<Database> {
  const database = await openDatabase(config, (error) => app.log.error({ err: error }, 'database pool error'))
  try {
    await database.migrate()
    await runSeed(SEED_STEPS, { db: database.db, config, clock }, app.log)
    return database
  } catch (error) {
    await database.close()
    throw error
  }
}

/** Log lines to the given stream; else to stdout, made readable by pino-pretty when a person watches a terminal. */
function logDestination(stream: LogStream | undefined) {
  if (stream) return { stream }
  if (!process.stdout.isTTY) return {}
  return { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } }
}
