import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

import { PATH_PARAM_MAX } from '@folio/schema'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'

import {
  createAuthServices,
  serviceAuthContext,
  ensureAdminAccount,
  seedDemoAccounts,
} from './auth/index.js'
import { registerAuth } from './auth/auth.plugin.js'
import { mailboxRoutes } from './modules/mail/mailbox.routes.js'
import type { Config } from './config/config.js'
import { closeDatabase, openDatabase, type DatabaseHandle } from './db/database.js'
import { migrateToLatest } from './db/migrations/migrate.js'
import { createScheduler } from './jobs/scheduler.js'
import { loggerOptions } from './lib/log-format.js'
import { lazySchemaCompilers } from './plugins/lazy-schema-compilers.js'
import { createOutboundClient, type OutboundClient } from './lib/outbound/guarded-fetch.js'
import {
  createItemReadCounter,
  registerItemReadCounting,
  type ItemReadCounter,
} from './modules/analytics/index.js'
import { createStripeClient, settleSubscriptions } from './modules/billing/index.js'
import { seoPublicRoutes } from './modules/seo/seo-public.routes.js'
import { createApiKeyUsageCounter, type ApiKeyUsageCounter } from './modules/connections/index.js'
import { registerPreviewAccess } from './modules/preview/index.js'
import { publishDueItems, publishDueTranslations } from './modules/content/index.js'
import { mcpRoutes } from './modules/mcp/mcp.routes.js'
import { mediaFileRoutes } from './modules/media/media-files.routes.js'
import { createStorage, type StorageDriver, unsharedMediaWarning } from './modules/media/index.js'
import {
  deliverDueWebhooks,
  subscribeWebhooks,
  webhookDeliveryOptions,
} from './modules/webhooks/index.js'
import { createLifecycle, type Lifecycle } from './modules/lifecycle/index.js'
import { registerLiveWriteSignals, registerRealtime } from './modules/realtime/index.js'
import { realtimeRoutes } from './modules/realtime/realtime.routes.js'
import { subscribeWorkflow } from './modules/workflow/index.js'
import { loadPlugins, PluginHost, runDuePluginJobs } from './modules/plugins/index.js'
import { registerApiRoutes } from './api-routes.js'
import { registerApiKeyUsage } from './plugins/api-key-usage.js'
import { registerAuthenticate } from './plugins/authenticate.js'
import { registerCompression } from './plugins/compression.js'
import { createCachedReadShortcut, type RequestShortcut } from './plugins/cached-read-shortcut.js'
import { registerDeliveryCache } from './plugins/delivery-cache.js'
import { registerDeliveryCors } from './plugins/delivery-cors.js'
import { registerDeliverySnapshot } from './plugins/delivery-snapshot.js'
import {
  createDeliveryRateLimiter,
  registerDeliveryRateLimit,
} from './plugins/delivery-rate-limit.js'
import { registerErrorHandler } from './plugins/error-handler.js'
import { registerGracefulDrain } from './plugins/graceful-drain.js'
import { answerFrameworkError, registerInputGuard } from './plugins/input-guard.js'
import { registerOpenApi } from './plugins/openapi.js'
import { registerSdkTarball } from './plugins/sdk-tarball.js'
import { registerRateLimit } from './plugins/rate-limit.js'
import { registerRequestContext } from './plugins/request-context.js'
import { registerSecurityHeaders } from './plugins/security-headers.js'
import { registerSharedRedis } from './plugins/shared-redis.js'
import { registerStaticWeb } from './plugins/static-web.js'
import { registerWebSocket } from './plugins/websocket.js'
import { seedSampleData } from './seed/seed-sample-data.js'

const { version } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string }

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle
    config: Config
    /** Where media files are stored (local disk or S3). */
    storage: StorageDriver
    /** Requests per API key and day, counted in memory and written in batches. */
    apiKeyUsage: ApiKeyUsageCounter
    /** Delivery reads per item and day, counted in memory and written in batches. */
    itemReads: ItemReadCounter
    /** The only way to webhook receivers and AI endpoints: refuses local addresses. */
    outbound: OutboundClient
    /** The content lifecycle: hooks every change to content, media and types passes. */
    lifecycle: Lifecycle
    /** The installation's plugins (Settings → Plugins). */
    plugins: PluginHost
  }
}

export interface BuildAppOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void }
}

/**
 * Builds the whole server for a config: opens and migrates the database, seeds a new
 * installation, then registers plugins and routes in a fixed order. Does not listen.
 */
export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  // Cached delivery reads are answered before the framework once the app is built (see
  // createCachedReadShortcut); until then, and for everything else, Fastify answers.
  let shortcut: RequestShortcut | undefined
  const app = Fastify({
    serverFactory: (handler, serverOptions) => {
      const server = createServer((request, response) => {
        if (!shortcut) return handler(request, response)
        void shortcut(request, response).then(
          (answered) => answered || handler(request, response),
          (error: unknown) => {
            // Failed before answering: the framework answers. After: the answer is out.
            if (!response.headersSent) return handler(request, response)
            app.log.error({ err: error }, 'cached read shortcut failed after answering')
          },
        )
      })
      // What Fastify sets on a server it creates itself (its options, defaults applied).
      const timeouts = serverOptions as Record<string, number | undefined>
      server.keepAliveTimeout = timeouts.keepAliveTimeout ?? 72_000
      server.requestTimeout = timeouts.requestTimeout ?? 0
      server.setTimeout(timeouts.connectionTimeout ?? 0)
      return server
    },
    ...loggerOptions(config, options.logStream),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Request ids let one request's log lines be found together.
    genReqId: () => crypto.randomUUID(),
    // Badly encoded or overlong URLs still get the documented error shape.
    frameworkErrors: answerFrameworkError,
    routerOptions: { maxParamLength: PATH_PARAM_MAX },
    // On close, idle keep-alive connections end at once; requests arriving while the server
    // drains get Folio's 503 from registerGracefulDrain, not Fastify's own body.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    schemaController: { compilersFactory: lazySchemaCompilers },
  }).withTypeProvider<ZodTypeProvider>()

  // 1. Database: opened, migrated and seeded before anything can receive a request.
  const database = openDatabase(config.database, {
    workers: config.delivery.readWorkers,
    timeoutMs: config.delivery.queryTimeoutMs,
  })
  app.decorate('database', database)
  app.decorate('config', config)
  app.decorate('storage', await createStorage(config.media))
  const mediaWarning = unsharedMediaWarning(config.media, config.database)
  if (mediaWarning) app.log.warn(mediaWarning)
  // Every change to content passes the lifecycle; the built-in modules subscribe to it here,
  // so content knows nothing of workflow or webhooks (see docs/plugins.md).
  const lifecycle = createLifecycle()
  subscribeWorkflow(lifecycle)
  subscribeWebhooks(lifecycle)
  app.decorate('lifecycle', lifecycle)
  const outbound = createOutboundClient(config.outbound)
  app.decorate('outbound', outbound)
  app.addHook('onClose', async () => outbound.close())
  app.addHook('onClose', async () => {
    // Emails still being sent write to the outbox: let them finish first.
    if (app.hasDecorator('authServices')) await app.authServices.mailer.drain()
    await closeDatabase(database)
  })
  // Registered after the hook above, so it runs before it: the last counts are written
  // while the database is still open.
  const apiKeyUsage = createApiKeyUsageCounter({
    db: database.db,
    logger: app.log.child({ job: 'api-key-usage' }),
    flushIntervalMs: config.delivery.usageFlushMs,
  })
  app.decorate('apiKeyUsage', apiKeyUsage)
  app.addHook('onClose', async () => apiKeyUsage.stop())
  const itemReads = createItemReadCounter({
    db: database.db,
    logger: app.log.child({ job: 'item-reads' }),
    flushIntervalMs: config.delivery.usageFlushMs,
  })
  app.decorate('itemReads', itemReads)
  app.addHook('onClose', async () => itemReads.stop())
  // Instances starting together take turns: each step checks what exists, then creates it.
  await database.dialect.withBootstrapLock(database.db, async () => {
    const applied = await migrateToLatest(database.db, database.dialect)
    if (applied.length) app.log.info({ migrations: applied }, 'applied migrations')
    if (config.seedSampleData) {
      await seedSampleData({
        db: database.db,
        dialect: database.dialect,
        logger: app.log,
        actor: null,
      })
    }

    // 1b. Auth: a signing key exists before the first token is issued; then the configured
    //     admin and the demo accounts, so the first sign-in can happen right away.
    app.decorate('authServices', await createAuthServices(config, database, app.log))
    const authContext = serviceAuthContext(app)
    if (config.auth.admin) await ensureAdminAccount(authContext, config.auth.admin)
    if (config.auth.demo) await seedDemoAccounts(authContext)
  })

  // 1c. Plugins, once their tables exist: the enabled ones register in dependency order, and
  //     their destroy steps run at shutdown while the database is still open.
  const plugins = new PluginHost(
    {
      db: database.db,
      dialect: database.dialect,
      logger: app.log.child({ module: 'plugins' }),
      lifecycle,
      fetch: outbound.fetch,
      timeoutMs: config.plugins.timeoutMs,
    },
    await loadPlugins(config.plugins),
  )
  await plugins.start()
  app.decorate('plugins', plugins)
  app.addHook('onClose', async () => plugins.stop())

  // 2. Bodies are JSON (multipart routes add their own parser); Fastify's text/plain parser
  //    would hand routes a string, so a wrong Content-Type gets a 415 instead.
  app.removeContentTypeParser('text/plain')
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // 3. Cross-cutting: error shape, per-request context, security headers, rate limits.
  registerErrorHandler(app)
  registerGracefulDrain(app)
  // Before any route schema: no control characters or absurd nesting in any input.
  registerInputGuard(app)
  registerRequestContext(app, database)
  await registerSecurityHeaders(app)
  // Before the first route: JSON answers of the auth service and the API are compressed.
  await registerCompression(app)
  // Counters in Redis when REDIS_URL is set, so every instance enforces one limit.
  await registerSharedRedis(app)
  await registerRateLimit(app)
  // One per-key counter for every door an API key opens: /api/v1 and /mcp share the limit.
  app.decorate('deliveryRateLimiter', createDeliveryRateLimiter(app))

  // Before any route: socket routes of the API (live events, co-editing) upgrade through it.
  await registerWebSocket(app)
  // The live channel hears of content changes through the lifecycle, of the rest through
  // operations (ctx.live) and the write routes below; with Redis, across instances.
  const realtime = registerRealtime(app)

  // 4. The auth service (GoTrue protocol, its own error shape and CORS).
  await registerAuth(app)

  // Stripe's client, once per app; none on a self-hosted installation, which sells nothing.
  const stripe = config.billing.stripe ? await createStripeClient(config.billing.stripe) : null

  // 5. The REST API; every request's Bearer token is checked against its live session.
  await app.register(
    async (api) => {
      // First: the OpenAPI document is built from the routes declared after it.
      await registerOpenApi(api, { version, apiExternalUrl: config.auth.apiExternalUrl })
      // Before authentication: delivery reads look their API key up in memory (see the plugin).
      registerDeliverySnapshot(api)
      registerAuthenticate(api)
      registerPreviewAccess(api)
      // API keys on the delivery routes: limits per key, CORS by allowed origin, ETags.
      registerDeliveryRateLimit(api)
      // After the rate limit: refused requests are not counted as use.
      registerApiKeyUsage(api)
      // Before the cache's onSend, which turns a revalidated read into a bodiless 304.
      registerItemReadCounting(api, itemReads)
      registerDeliveryCors(api)
      const responseCache = registerDeliveryCache(api, { version })
      shortcut = createCachedReadShortcut(app, responseCache)
      registerLiveWriteSignals(api)
      await registerApiRoutes(api, { version, stripe, plugins })
      await api.register(realtimeRoutes)
    },
    { prefix: '/api/v1' },
  )

  // 5b. The MCP server for apps and AI coding assistants: API keys only, under the same
  //     per-key rate limit as the delivery API, with its own JSON-RPC error shape.
  await app.register(mcpRoutes({ version }))

  // Media files are served outside /api/v1: they are public and embedded by URL.
  await app.register(mediaFileRoutes)
  // So are the sitemap and robots rules, where crawlers look for them.
  await app.register(seoPublicRoutes)
  // And the SDK's tarball, so `npm install <this server>/sdk/folio-sdk-<version>.tgz` works.
  registerSdkTarball(app)

  // 6. Development mailbox (404 in production or with SMTP), before the web app's catch-all.
  await app.register(mailboxRoutes)

  // 7. The web app, last: it owns every path the API does not.
  await registerStaticWeb(app, config.webDistDir)

  // 8. Background jobs run only while the server is up. onClose hooks run last-registered
  //    first, so a run in progress finishes before the database above is closed.
  const jobLogger = app.log.child({ job: 'scheduler' })
  const jobContext = {
    db: database.db,
    dialect: database.dialect,
    logger: jobLogger,
    actor: null,
    lifecycle,
    live: realtime,
  }
  const webhookOptions = webhookDeliveryOptions(config, outbound.fetch)
  const scheduler = createScheduler({
    intervalMs: config.schedulerIntervalMs,
    logger: jobLogger,
    jobs: [
      { name: 'publish-due-items', run: () => publishDueItems(jobContext) },
      // Translations are scheduled on their own (publishing French publishes French only).
      { name: 'publish-due-translations', run: () => publishDueTranslations(jobContext) },
      { name: 'run-plugin-jobs', run: () => runDuePluginJobs(plugins) },
      // An admin's plugin decisions made on another instance reach this one.
      { name: 'sync-plugins', run: () => plugins.sync() },
      {
        name: 'deliver-due-webhooks',
        run: () => deliverDueWebhooks(jobContext, webhookOptions),
      },
      // Trials and cancelled periods that ran out drop to Free; paid ones renew.
      ...(stripe
        ? [
            {
              name: 'settle-subscriptions',
              run: () => settleSubscriptions(jobContext, { stripe, now: new Date() }),
            },
          ]
        : []),
    ],
  })
  app.addHook('onReady', async () => scheduler.start())
  app.addHook('onClose', async () => scheduler.stop())

  return app
}
