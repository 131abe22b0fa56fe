/**
 * The server process: configuration from the environment, the app, the HTTP listener with its timeouts, and a
 * graceful shutdown on SIGTERM/SIGINT (stop accepting, finish in-flight requests, close the database and its lock;
 * a second signal or a stuck shutdown forces the exit).
 */
import { buildApp } from './app'
import { ConfigError, loadConfig } from './platform/config'
import { FolderInUseError } from './platform/folder-lock'

const SHUTDOWN_GRACE_MS = 10_000

async function main(): Promise<void> {
  const config = loadConfig(process.env)
  const app = await buildApp(config)

  // Slow or stalled clients must not hold sockets: headers within 15 s, the whole request (a 5 MB upload on a
  // phone) within 60 s, the spec's client time-out. Keep-alive stays Fastify's 72 s, above load balancers' 60 s.
  app.server.headersTimeout = 15_000
  app.server.requestTimeout = 60_000

  let closing = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now')
      process.exit(1)
    }
    closing = true
    app.log.info({ signal }, 'shutting down')
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_GRACE_MS} ms: exiting`)
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)

  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await app.close()
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      fail(`PORT ${config.port} is already in use: stop the other server or set PORT to a free port.`)
    }
    throw error
  }
  app.log.info(`shop ready: ${config.publicBaseUrl}/ (API docs at ${config.publicBaseUrl}/api/docs)`)
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof FolderInUseError) fail(error.message)
  console.error(error)
  process.exit(1)
})
