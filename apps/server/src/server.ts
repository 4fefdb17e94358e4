import { setFlagsFromString } from 'node:v8'

// Loading Folio's modules allocates mostly what lives as long as the server (code, schemas,
// routes). When a young-generation collection finds most of what it scans alive, V8 doubles the
// young generation, which thus reached its 32 MB limit by the time Folio listened and stayed
// there while it idled (idle RSS 148-150 MB instead of 120-124 MB; start-up no faster for it).
// It keeps its first size until Folio listens, then grows as V8 grows it (doubling) under load.
// The modules load below, after the flag is set: static imports would load before it.
setFlagsFromString('--semi-space-growth-factor=1')
const [{ buildApp }, { ConfigError, loadConfig }, { startupBanner }] = await Promise.all([
  import('./app.js'),
  import('./config/config.js'),
  import('./startup-banner.js'),
])

/**
 * Starts Folio and stops it gracefully: on SIGTERM or SIGINT the server stops accepting
 * connections, lets requests in flight finish, then closes the database. A shutdown that
 * hangs past SHUTDOWN_TIMEOUT_MS is cut short so orchestrators are not kept waiting.
 */
async function main() {
  // V8 lets the old generation grow to several times what a request cycle keeps alive before
  // collecting it: under load the heap stood at 300-400 MB with some 60 MB live. Growing it
  // by 30 % at a time held the peak near 230 MB in the CPU bench at no measurable CPU cost.
  setFlagsFromString('--heap-growing-percent=30')
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
  setFlagsFromString('--semi-space-growth-factor=2')
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
