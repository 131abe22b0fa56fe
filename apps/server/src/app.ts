import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { Redis } from 'ioredis'
import { pageSetting } from '@shop/contracts'
import { z, type ZodType } from 'zod'
import { createAddressesService, registerAddressesRoutes } from './modules/addresses'
import { createCartPricing, createCartService, registerCartRoutes } from './modules/cart'
import { createCatalogueService, registerCatalogueRoutes } from './modules/catalogue'
import { createContentService, registerContentRoutes } from './modules/content'
import { createCouponsService, registerCouponsRoutes } from './modules/coupons'
import { createCustomersService, registerCustomersRoutes } from './modules/customers'
import { createDiscoveryService, registerDiscoveryRoutes } from './modules/discovery'
import { createMessagesService, registerMessagesRoutes } from './modules/messages'
import { createOrdersService, registerOrdersRoutes } from './modules/orders'
import { createPagesService, registerPagesRoutes } from './modules/pages'
import { createPointsService, registerPointsRoutes } from './modules/points'
import { createSessionsService, registerSessionsRoutes } from './modules/sessions'
import { createStaffService } from './modules/staff'
import { createTrackingService, registerTrackingRoutes } from './modules/tracking'
import { registerUploadsRoutes } from './modules/uploads'
import { createEvaluationsService, registerEvaluationsRoutes } from './modules/evaluations'
import { createFulfilmentService, registerFulfilmentRoutes } from './modules/fulfilment'
import { createInvoicesService, logMailer, registerInvoicesRoutes } from './modules/invoices'
import { createRefundsService, registerRefundsRoutes } from './modules/refunds'
import { createPaymentsService } from './modules/payments'
import { createCheckout } from './flows/checkout'
import { registerCheckoutRoutes } from './flows/checkout.routes'
import { autoCompleteOrders, autoReceiveOrders } from './flows/auto-receive'
import { closeUnpaidOrders } from './flows/close-order'
import { startOrderScheduler, type Sweep } from './flows/order-scheduler'
import { createPayOrder } from './flows/pay-order'
import { registerPaymentRoutes } from './flows/payment.routes'
import { completeOrder } from './flows/complete-order'
import { createRefundFlow } from './flows/refund'
import { registerRefundRoutes } from './flows/refund.routes'
import { systemClock, type Clock } from './platform/clock'
import type { Config } from './platform/config'
import { memoryCounters, redisCounters } from './platform/counters'
import { openDatabase, type Database } from './platform/database'
import { handleError } from './platform/error-handler'
import { registerHealth } from './platform/health'
import { registerOpenApi } from './platform/openapi'
import { routeUrl } from './platform/register-route'
import { loadOrCreateSecret } from './platform/secrets'
import { registerSecurity, SECURITY_HEADERS } from './platform/security'
import { registerStatic } from './platform/static'
import { diskStorage } from './platform/storage'
import { createTokens } from './platform/tokens'
import type { Fetch } from './providers/http'
import { registerProviders } from './providers'
import { runSeed } from './seed/seed'
import { SEED_STEPS } from './seed/steps'
import './platform/fastify-types'

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

/** The demo catalogue's pictures (tab icons, goods, banners), served at `/assets/`. */
const DEMO_ASSETS = fileURLToPath(new URL('../assets/demo', import.meta.url))

/** Request ids: the caller's `x-request-id` when it is a sane token, a fresh UUID otherwise. */
const REQUEST_ID = /^[\w.:-]{1,128}$/

/**
 * Builds the whole server: platform (security, errors, OpenAPI, health, static files), providers, modules. The
 * process (main.ts) and the tests build the same app.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock
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
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null
  if (redis) app.addHook('onClose', async () => void (await redis.quit()))

  const jwtSecret = config.jwtSecret ?? loadOrCreateSecret(config.dataDir, 'jwt')
  if (!config.jwtSecret && config.databaseUrl) {
    app.log.warn(
      'JWT_SECRET is not set: tokens are signed with a secret generated in DATA_DIR; set JWT_SECRET when several processes serve the shop',
    )
  }
  app.decorate('config', config)
  app.decorate(
    'tokens',
    createTokens({ secret: jwtSecret, ttlSeconds: config.tokenTtlSeconds, issuer: config.storeCode, clock }),
  )
  app.decorateRequest('principal', null)

  await registerSecurity(app, config, redis)
  await registerOpenApi(app, config)
  registerHealth(app, { database: () => database.ping(), ...(redis && { redis: () => redis.ping() }) })
  const providers = await registerProviders(app, config, { clock, ...(deps.fetch && { fetch: deps.fetch }) })

  const { db } = database
  const counters = redis ? redisCounters(redis, `${config.storeCode}:`) : memoryCounters(clock)
  const messages = createMessagesService({ db, clock })
  const customers = createCustomersService({
    db,
    clock,
    brandPrefix: config.brandPrefix,
    wechat: providers.wechat,
    wechatOAuth: providers.wechatOAuth,
    publicBaseUrl: config.publicBaseUrl,
    badges: {
      cartItemNum: (customerId) => cart.itemCount(customerId),
      innerMessageNum: messages.unreadCount,
    },
  })
  const staff = createStaffService({ db, clock })
  const sessions = createSessionsService({ db, clock, counters, tokens: app.tokens, providers, customers, staff })
  const addresses = createAddressesService({ db, clock })
  const coupons = createCouponsService({ db, clock })
  const points = createPointsService({ db, clock })
  const orders = createOrdersService({
    db,
    clock,
    payMinutes: config.orders.payMinutes,
    // What fulfilment, invoices and refunds know of the orders (read when an order is shown, once all are built).
    sideFacts: async (orderIds) => {
      const [shipments, invoiced, refundStates] = await Promise.all([
        fulfilment.shipmentsOf(orderIds),
        invoices.requestedOf(orderIds),
        refunds.stateOf(orderIds),
      ])
      return new Map(
        orderIds.map((orderId) => [
          orderId,
          {
            shipments: (shipments.get(orderId) ?? []).map(({ lines, ...shipment }) => ({
              ...shipment,
              lines: lines.map(({ lineId, quantity }) => ({ lineId, quantity })),
            })),
            invoiceRequested: invoiced.has(orderId),
            ...refundStates.get(orderId),
          },
        ]),
      )
    },
  })
  const payments = createPaymentsService({ clock })

  const content = createContentService({ db })
  const catalogue = createCatalogueService({
    db,
    clock,
    purchases: { bought: (customerId, skuIds) => orders.bought(customerId, skuIds) },
    storeSettings: () => content.findType('storeSetting'),
    shopName: config.shopName,
  })
  const discovery = createDiscoveryService({
    db,
    clock,
    goodsCards: catalogue.cards,
    searches: catalogue.searchHistoryOf('articles'),
    author: async (customerId) => {
      const { nickName, avatarUrl } = (await customers.profile(customerId)).customerBasicInfo
      return { nickName, avatarUrl }
    },
  })
  const pages = createPagesService({ db, clock, goodsCards: catalogue.cards, articleCards: discovery.cards })
  const price = createCartPricing({ clock, coupons, points, bought: orders.bought })
  const cart = createCartService({ db, clock, catalogue, addresses, price })
  const checkout = createCheckout({ db, clock, catalogue, cart, price, addresses, coupons, points, orders })
  const orderFlows = {
    db,
    clock,
    orders,
    payments,
    wechatPay: providers.wechatPay,
    catalogue,
    coupons,
    points,
    log: app.log,
    ...(deps.insidePaymentTransaction && { insideTransaction: deps.insidePaymentTransaction }),
  }
  const storage = diskStorage(config.uploadDir)
  const refunds = createRefundsService({ db, clock })
  const fulfilment = createFulfilmentService({ db, clock, logistics: providers.logistics, orders, refunds, messages })
  const refundFlow = createRefundFlow({
    ...orderFlows,
    refunds,
    fulfilment,
    messages,
    wechatPay: providers.wechatPay.merchant,
  })
  const invoices = createInvoicesService({
    db,
    clock,
    storage,
    mailer: logMailer(app.log),
    publicBaseUrl: config.publicBaseUrl,
    shopName: config.shopName,
    orders,
    refunds,
  })
  const evaluations = createEvaluationsService({
    db,
    clock,
    orders,
    refunds,
    author: async (customerId) => {
      const { nickName, avatarUrl } = (await customers.profile(customerId)).customerBasicInfo
      return { nickName, avatarUrl }
    },
    complete: (tx, order, customerId) =>
      completeOrder(tx, orderFlows, order, { event: 'evaluate', actor: 'customer', actorId: String(customerId) }),
  })
  const payOrder = createPayOrder({
    ...orderFlows,
    refundNotified: (notification) =>
      refundFlow.notified({
        outRefundNo: notification.outRefundNo,
        refundId: notification.refundId,
        status: notification.refundStatus,
      }),
    wechatPay: providers.wechatPay,
    wechatPaySandboxUrl: providers.wechatPaySandboxUrl,
    openIdOf: customers.payerOpenId,
    publicBaseUrl: config.publicBaseUrl,
    shopName: config.shopName,
  })
  const orderSweeps = {
    closeUnpaid: () => closeUnpaidOrders(orderFlows),
    autoReceive: () => autoReceiveOrders(orderFlows, config.orders.autoReceiveDays),
    autoComplete: () => autoCompleteOrders(orderFlows, config.orders.autoCompleteDays),
  } satisfies Record<string, Sweep>
  app.decorate('orderSweeps', orderSweeps)
  if (config.orders.sweepSeconds > 0) {
    const scheduler = startOrderScheduler({
      intervalMs: config.orders.sweepSeconds * 1000,
      sweeps: orderSweeps,
      log: app.log,
    })
    app.addHook('preClose', () => scheduler.stop())
  }
  app.decorate('refundSweep', refundFlow.sweep)
  if (config.orders.sweepSeconds > 0) {
    const refundScheduler = startOrderScheduler({
      intervalMs: config.orders.sweepSeconds * 1000,
      sweeps: { refunds: refundFlow.sweep },
      log: app.log,
    })
    app.addHook('preClose', () => refundScheduler.stop())
  }

  registerSessionsRoutes(app, sessions)
  registerCustomersRoutes(app, customers)
  registerMessagesRoutes(app, messages)
  registerContentRoutes(app, content)
  registerCatalogueRoutes(app, catalogue)
  registerDiscoveryRoutes(app, discovery)
  registerPagesRoutes(app, pages)
  registerTrackingRoutes(app, createTrackingService({ db, clock }))
  registerAddressesRoutes(app, addresses)
  registerCouponsRoutes(app, coupons)
  registerPointsRoutes(app, points)
  registerCartRoutes(app, cart)
  registerOrdersRoutes(app, orders)
  registerCheckoutRoutes(app, checkout)
  registerFulfilmentRoutes(app, fulfilment)
  registerRefundsRoutes(app, refunds)
  registerRefundRoutes(app, refundFlow)
  registerInvoicesRoutes(app, invoices)
  registerEvaluationsRoutes(app, evaluations)
  await registerPaymentRoutes(app, payOrder, orderFlows)
  await registerUploadsRoutes(app, storage)
  await registerStatic(app, {
    h5Dist: config.h5Dist,
    uploadDir: config.uploadDir,
    assetsDir: DEMO_ASSETS,
    imageCacheDir: path.join(config.dataDir, 'image-cache'),
    // The H5 build shows the page `home-H5` as its home (apps/mall/src/platform/client.h5.ts).
    home: {
      contentUrl: routeUrl(pageSetting).replace(':storeCode', config.storeCode).replace(':code', 'home-H5'),
      images: () => pages.leadImages('home-H5'),
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
