import { buildApp } from './app.js'
import { ConfigError, loadConfig } from './config/config.js'
import { startupBanner } from './startup-banner.js'

/**
 * Starts Folio and stops it gracefully: on SIGTERM or SIGINT the server stops accepting
 * connections, lets requests in flight finish, then closes the database. A shutdown that
 * hangs past SHUTDOWN_TIMEOUT_MS is cut short so orchestrators are not kept waiting.
 */
async function main() {
  const config = loadConfig()
  const app = await buildApp(config)

  let closing = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: draining requests in flight')
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting with requests still open')
      process.exit(1)
    }, config.shutdownTimeoutMs)
    timer.unref()
    app.close().then(
      () => {
        app.log.info('shutdown complete')
        process.exit(0)
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)

  await app.listen({ port: config.port, host: config.host })
  for (const warning of config.startWarnings) app.log.warn(warning)
  // People read the banner; production logs are read by machines, so there it is one line.
  // Pretty logs are written by a worker: the banner goes the same way to come out last.
  const address = app.server.address()
  const banner = startupBanner(config, typeof address === 'object' ? address?.port : undefined)
  if (config.env === 'production') app.log.info({ url: config.auth.siteUrl }, 'Folio is running')
  else if (config.logFormat === 'pretty') app.log.info(`\n\n${banner}\n`)
  else console.log(`\n${banner}\n`)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message)
  } else {
    console.error('Folio failed to start:', error)
  }
  process.exit(1)
})
