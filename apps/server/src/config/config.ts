import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { aiSettingsInputSchema } from '@folio/schema'
import { z } from 'zod'

import { parseOutboundAllowList, type OutboundPolicy } from '../lib/outbound/address-policy.js'
import { aiConfigProblem, type ResolvedAiConfig } from '../modules/ai/index.js'
import { resolveListenHost } from './listen-host.js'

// Both src/config/config.ts and dist/config/config.js sit two folders below apps/server.
const serverPackageDir = path.resolve(fileURLToPath(import.meta.url), '../../..')

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 while demo accounts or the mailbox are on, else every interface. */
  HOST: z.string().min(1).optional(),
  /** Serve demo accounts and the mailbox on a non-loopback HOST (a shared demo server). */
  ALLOW_PUBLIC_DEMO: booleanFlag.default(false),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// connection string')
    .optional(),
  /** Encrypts keys at rest and signs internal tokens; generated into DATA_DIR when unset. */
  FOLIO_SECRET: z.string().min(32, 'FOLIO_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  SEED_SAMPLE_DATA: booleanFlag.default(true),
  WEB_DIST_DIR: z.string().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** How often background jobs (scheduled publishing) run. */
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(100).default(1000),
  TRUST_PROXY: booleanFlag.default(false),
  /**
   * Plugins to load besides the folders in DATA_DIR/plugins: comma-separated paths (relative to
   * the working directory) or npm package names.
   */
  FOLIO_PLUGINS: z.string().optional(),
  /** How long a plugin's hook handler, job or start step may take before it counts as failed. */
  PLUGIN_TIMEOUT_MS: z.coerce.number().int().min(10).default(2000),

  // Delivery API (API keys, caching, webhooks) and the shared store of several instances.
  /** Shares rate-limit counters between server processes; in memory when unset. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  /** Prepended to every Redis key, so several installations (or test runs) may share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).default('folio:'),
  /** Live-channel sockets one user may hold on one instance (each open tab has one). */
  REALTIME_CONNECTIONS_PER_USER: z.coerce.number().int().min(1).default(20),
  /** Live-channel sockets one instance accepts in all. */
  REALTIME_CONNECTIONS_PER_INSTANCE: z.coerce.number().int().min(1).default(10_000),
  /** Messages one socket may send per minute (presence); beyond it the socket is closed. */
  REALTIME_MESSAGES_PER_MINUTE: z.coerce.number().int().min(10).default(600),
  /** How often sockets are pinged and their users' access checked again. */
  REALTIME_HEARTBEAT_MS: z.coerce.number().int().min(100).default(30_000),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(100),
  /** max-age of published delivery responses; 0 makes clients revalidate with ETag each time. */
  DELIVERY_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(0).default(0),
  /** Memory for responses kept for read-only keys; 0 turns the response cache off. */
  DELIVERY_RESPONSE_CACHE_MB: z.coerce.number().min(0).default(32),
  /**
   * The longest a delivery list, count or search may take; longer ones are stopped and refused
   * with a hint at a cheaper query. 0: no limit.
   */
  DELIVERY_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(2000),
  /** SQLite: threads that run delivery lists and search off the event loop; 0 runs them inline. */
  DELIVERY_READ_WORKERS: z.coerce.number().int().min(0).max(64).default(2),
  /** Lets callers without a token or key read the GraphQL schema (introspection). */
  GRAPHQL_PUBLIC_INTROSPECTION: booleanFlag.default(false),
  /** How often counted requests (per API key, and reads per item) are written to the database. */
  API_KEY_USAGE_FLUSH_MS: z.coerce.number().int().min(100).default(5000),
  /** First retry delay of a failed webhook delivery; each further retry waits twice as long. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * What webhooks and AI endpoints may call besides public addresses: comma-separated CIDRs,
   * addresses and host names, each with an optional :port (a local model server, say).
   */
  OUTBOUND_ALLOW_LIST: z.string().default(''),

  // Media storage: local disk under DATA_DIR/uploads unless S3_BUCKET is set.
  /** New image transforms (not yet cached) one client may have rendered per minute. */
  MEDIA_TRANSFORMS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  S3_BUCKET: z.string().min(1).optional(),
  /** An S3-compatible endpoint (MinIO, R2, …); AWS itself when unset. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  /** Public base URL of the bucket; media URLs then point there instead of at this server. */
  S3_PUBLIC_URL: z.url().optional(),

  // Auth service (/auth/v1) and email.
  /** Where the web app lives: the default target of email links and the base of the allow-list. */
  SITE_URL: z.url().optional(),
  /** Public URL of this server, for links in emails and the token issuer. */
  API_EXTERNAL_URL: z.url().optional(),
  /** Comma-separated URL prefixes that `redirect_to` may point at, besides SITE_URL. */
  AUTH_REDIRECT_ALLOW_LIST: z.string().default(''),
  MAILER_AUTOCONFIRM: booleanFlag.default(false),
  DISABLE_SIGNUP: booleanFlag.default(false),
  AUTH_EMAIL_SEND_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(300),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(100),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(30),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Folio <no-reply@localhost>'),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  FOLIO_DEMO: booleanFlag.optional(),

  // The built-in AI assistant: a provider for the whole server, used when Settings → AI holds
  // none. Checked with the same rules and messages as the Settings form.
  AI_PROVIDER: z.string().trim().optional(),
  AI_API_KEY: z.string().trim().optional(),
  AI_MODEL: z.string().trim().default(''),
  AI_ENDPOINT: z.string().trim().default(''),
  /** How long a provider may take to answer (or to send the next piece of a streamed reply). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),

  // Billing: all three keys sell Premium; none leaves the installation self-hosted and unlocked.
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().trim().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  /** Another Stripe API base (a local Stripe-compatible server); api.stripe.com when unset. */
  STRIPE_API_URL: z.url().optional(),
})

/** Every variable Folio reads (`.env.example` and the README's table list each one). */
export const configVariables = Object.keys(envSchema.shape)

export type DatabaseConfig =
  { dialect: 'sqlite'; filename: string } | { dialect: 'postgres'; connectionString: string }

/** Everything the server reads from its environment, parsed once and typed. */
export interface Config {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  /** Said once at start, when the server listens (ALLOW_PUBLIC_DEMO in use). */
  startWarnings: string[]
  dataDir: string
  database: DatabaseConfig
  secret: string
  logLevel: string
  /** Pretty lines for a person at a terminal, JSON lines for a log collector. */
  logFormat: 'pretty' | 'json'
  bodyLimitBytes: number
  seedSampleData: boolean
  webDistDir: string
  shutdownTimeoutMs: number
  /** Interval of the in-process job runner; scheduled items publish within about this long. */
  schedulerIntervalMs: number
  trustProxy: boolean
  auth: AuthConfig
  mail: MailConfig
  /** Shared store of several instances (rate limits); null runs everything in memory. */
  redisUrl: string | null
  /** Prefix of every key this installation writes to Redis. */
  redisKeyPrefix: string
  realtime: RealtimeConfig
  delivery: DeliveryConfig
  webhooks: WebhooksConfig
  media: MediaConfig
  ai: AiConfig
  billing: BillingConfig
  /** Which addresses webhooks and AI providers may be sent to. */
  outbound: OutboundPolicy
  plugins: PluginsConfig
}

/** Limits of the live channel (WebSocket) on one instance. */
export interface RealtimeConfig {
  connectionsPerUser: number
  connectionsPerInstance: number
  messagesPerMinute: number
  heartbeatMs: number
}

/** Where plugins come from and how long their handlers may take. */
export interface PluginsConfig {
  /** DATA_DIR/plugins: each folder in it is a plugin. */
  dir: string
  /** FOLIO_PLUGINS, split: paths resolved against the working directory, or package names. */
  sources: string[]
  timeoutMs: number
}

/** Selling Premium through Stripe; `stripe` null is a self-hosted installation. */
export interface BillingConfig {
  stripe: StripeConfig | null
}

export interface StripeConfig {
  secretKey: string
  publishableKey: string
  webhookSecret: string
  /** Where the SDK sends requests; null is Stripe itself. */
  apiUrl: string | null
}

/** The AI assistant's server-wide settings. */
export interface AiConfig {
  /** The built-in provider from AI_* variables; null when AI_PROVIDER is unset. */
  environment: ResolvedAiConfig | null
  timeoutMs: number
}

/** Where media files are stored. */
export interface MediaConfig {
  /** Local disk storage folder (used when s3 is null). */
  uploadsDir: string
  s3: S3Config | null
  /**
   * Each new transform is rendered and then stored for good: without a budget per client, a
   * loop over widths would fill the disk or bucket.
   */
  transformsPerMinute: number
}

export interface S3Config {
  bucket: string
  endpoint: string | null
  region: string
  /** Both null: the SDK's default credential chain (environment, instance role). */
  accessKeyId: string | null
  secretAccessKey: string | null
  forcePathStyle: boolean
  publicUrl: string | null
}

/** The public content API as API keys use it. */
export interface DeliveryConfig {
  /** Requests per minute per API key. */
  rateLimitPerMinute: number
  cacheMaxAgeSeconds: number
  /** Bytes of response bodies the server keeps for read-only keys; 0 keeps none. */
  responseCacheBytes: number
  /** How long request counts per key stay in memory before one batched write. */
  usageFlushMs: number
  /** Longest run of a list, count or search query, in milliseconds; 0: no limit. */
  queryTimeoutMs: number
  /** SQLite: worker threads with read connections for those queries; 0: none. */
  readWorkers: number
  /** GraphQL introspection for callers without a token or key (signed-in callers always). */
  graphqlPublicIntrospection: boolean
}

export interface WebhooksConfig {
  retryBaseMs: number
  /** A delivery that failed this many times is marked failed and not retried. */
  maxAttempts: number
  timeoutMs: number
}

/** Settings of the auth service at /auth/v1 (names follow GoTrue's where one exists). */
export interface AuthConfig {
  siteUrl: string
  /** Public base URL of this server, without a trailing slash and without /auth/v1. */
  apiExternalUrl: string
  /**
   * Development without SITE_URL: email links lead to the address each request reached the
   * server at (forwarded headers only with TRUST_PROXY) instead of `siteUrl`, and so does
   * their `/auth/v1/verify` when API_EXTERNAL_URL is unset too. Never in production.
   */
  siteUrlFromRequest: boolean
  apiExternalUrlFromRequest: boolean
  redirectAllowList: string[]
  /** New accounts are confirmed at once, without an email. */
  autoconfirm: boolean
  disableSignup: boolean
  /** Minimum time between two emails of one kind to one user. */
  emailSendIntervalSeconds: number
  rateLimit: { windowSeconds: number; perIp: number; perEmail: number }
  /** A confirmed admin made (or promoted) at start. */
  admin: { email: string; password: string } | null
  /** Seed the demo accounts and offer them on the login page. */
  demo: boolean
}

export interface MailConfig {
  /** Unset: messages go to the outbox table (development) or are dropped with a warning. */
  smtpUrl: string | null
  /** Messages go to the outbox that /dev/mailbox shows: no SMTP_URL, outside production. */
  outbox: boolean
  from: string
}

export class ConfigError extends Error {}

/**
 * Turns an environment into a Config. The only reader of `process.env` in the server;
 * everything else receives the Config. Throws ConfigError listing every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const vars = parsed.data
  const auth = authConfig(vars)
  const outbox = !vars.SMTP_URL && vars.NODE_ENV !== 'production'
  const listen = resolveListenHost({
    host: vars.HOST,
    demo: auth.demo,
    mailbox: outbox,
    allowPublicDemo: vars.ALLOW_PUBLIC_DEMO,
  })
  if (listen.problem !== undefined) {
    throw new ConfigError(`Invalid configuration:\n  ${listen.problem}`)
  }
  const dataDir = path.resolve(vars.DATA_DIR)
  mkdirSync(dataDir, { recursive: true })

  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: listen.host,
    startWarnings: listen.warning ? [listen.warning] : [],
    dataDir,
    database: vars.DATABASE_URL
      ? { dialect: 'postgres', connectionString: vars.DATABASE_URL }
      : { dialect: 'sqlite', filename: path.join(dataDir, 'folio.db') },
    secret: vars.FOLIO_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'silent' : 'info'),
    logFormat:
      vars.LOG_FORMAT ??
      (vars.NODE_ENV === 'development' && process.stdout.isTTY ? 'pretty' : 'json'),
    bodyLimitBytes: vars.BODY_LIMIT_BYTES,
    seedSampleData: vars.SEED_SAMPLE_DATA,
    webDistDir: path.resolve(vars.WEB_DIST_DIR ?? path.join(serverPackageDir, '../web/dist')),
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    plugins: {
      dir: path.join(dataDir, 'plugins'),
      sources: (vars.FOLIO_PLUGINS ?? '')
        .split(',')
        .map((source) => source.trim())
        .filter(Boolean),
      timeoutMs: vars.PLUGIN_TIMEOUT_MS,
    },
    schedulerIntervalMs: vars.SCHEDULER_INTERVAL_MS,
    trustProxy: vars.TRUST_PROXY,
    auth,
    mail: { smtpUrl: vars.SMTP_URL ?? null, outbox, from: vars.MAIL_FROM },
    redisUrl: vars.REDIS_URL ?? null,
    redisKeyPrefix: vars.REDIS_KEY_PREFIX,
    realtime: {
      connectionsPerUser: vars.REALTIME_CONNECTIONS_PER_USER,
      connectionsPerInstance: vars.REALTIME_CONNECTIONS_PER_INSTANCE,
      messagesPerMinute: vars.REALTIME_MESSAGES_PER_MINUTE,
      heartbeatMs: vars.REALTIME_HEARTBEAT_MS,
    },
    delivery: {
      rateLimitPerMinute: vars.API_RATE_LIMIT_PER_MINUTE,
      cacheMaxAgeSeconds: vars.DELIVERY_CACHE_MAX_AGE_SECONDS,
      responseCacheBytes: Math.round(vars.DELIVERY_RESPONSE_CACHE_MB * 1024 * 1024),
      usageFlushMs: vars.API_KEY_USAGE_FLUSH_MS,
      queryTimeoutMs: vars.DELIVERY_QUERY_TIMEOUT_MS,
      readWorkers: vars.DELIVERY_READ_WORKERS,
      graphqlPublicIntrospection: vars.GRAPHQL_PUBLIC_INTROSPECTION,
    },
    media: {
      uploadsDir: path.join(dataDir, 'uploads'),
      transformsPerMinute: vars.MEDIA_TRANSFORMS_PER_MINUTE,
      s3: vars.S3_BUCKET
        ? {
            bucket: vars.S3_BUCKET,
            endpoint: vars.S3_ENDPOINT ?? null,
            region: vars.S3_REGION,
            accessKeyId: vars.S3_ACCESS_KEY_ID ?? null,
            secretAccessKey: vars.S3_SECRET_ACCESS_KEY ?? null,
            forcePathStyle: vars.S3_FORCE_PATH_STYLE,
            publicUrl: vars.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
          }
        : null,
    },
    webhooks: {
      retryBaseMs: vars.WEBHOOK_RETRY_BASE_MS,
      maxAttempts: vars.WEBHOOK_MAX_ATTEMPTS,
      timeoutMs: vars.WEBHOOK_TIMEOUT_MS,
    },
    ai: { environment: aiEnvironment(vars), timeoutMs: vars.AI_TIMEOUT_MS },
    billing: { stripe: stripeConfig(vars) },
    outbound: { allow: outboundAllowList(vars.OUTBOUND_ALLOW_LIST) },
  }
}

function outboundAllowList(value: string): OutboundPolicy['allow'] {
  try {
    return parseOutboundAllowList(value)
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  OUTBOUND_ALLOW_LIST: ${(error as Error).message}`,
    )
  }
}

/** All three keys or none: half a Stripe setup would take payments it cannot confirm. */
function stripeConfig(vars: z.infer<typeof envSchema>): StripeConfig | null {
  const keys = {
    STRIPE_SECRET_KEY: vars.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: vars.STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: vars.STRIPE_WEBHOOK_SECRET,
  }
  const missing = Object.entries(keys).filter(([, value]) => !value)
  if (missing.length === 3) return null
  if (missing.length) {
    const problems = missing.map(([name]) => `${name}: required with the other STRIPE_* keys`)
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  return {
    secretKey: keys.STRIPE_SECRET_KEY!,
    publishableKey: keys.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: keys.STRIPE_WEBHOOK_SECRET!,
    apiUrl: vars.STRIPE_API_URL ?? null,
  }
}

/**
 * The provider AI_* variables configure, refused at start with the Settings form's messages
 * (“OpenAI API key is required”) rather than on the first prompt.
 */
function aiEnvironment(vars: z.infer<typeof envSchema>): ResolvedAiConfig | null {
  const fail = (variable: string, message: string): never => {
    throw new ConfigError(`Invalid configuration:\n  ${variable}: ${message}`)
  }
  if (!vars.AI_PROVIDER) {
    if (vars.AI_API_KEY) fail('AI_PROVIDER', 'required with AI_API_KEY')
    return null
  }
  const parsed = aiSettingsInputSchema.safeParse({
    provider: vars.AI_PROVIDER.toLowerCase(),
    model: vars.AI_MODEL,
    endpoint: vars.AI_ENDPOINT,
  })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    return fail(issue.path[0] === 'endpoint' ? 'AI_ENDPOINT' : 'AI_PROVIDER', issue.message)
  }
  const config = { ...parsed.data, apiKey: vars.AI_API_KEY ?? '' }
  const problem = aiConfigProblem(config)
  if (problem) fail(config.apiKey ? 'AI_ENDPOINT' : 'AI_API_KEY', problem)
  return config
}

function authConfig(vars: z.infer<typeof envSchema>): AuthConfig {
  const siteUrl = trimSlash(vars.SITE_URL ?? `http://localhost:${vars.PORT}`)
  const followsRequest = !vars.SITE_URL && vars.NODE_ENV === 'development'
  if (vars.ADMIN_EMAIL && !vars.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_PASSWORD: required with ADMIN_EMAIL')
  }
  return {
    siteUrl,
    apiExternalUrl: trimSlash(vars.API_EXTERNAL_URL ?? siteUrl),
    siteUrlFromRequest: followsRequest,
    apiExternalUrlFromRequest: followsRequest && !vars.API_EXTERNAL_URL,
    redirectAllowList: vars.AUTH_REDIRECT_ALLOW_LIST.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    autoconfirm: vars.MAILER_AUTOCONFIRM,
    disableSignup: vars.DISABLE_SIGNUP,
    emailSendIntervalSeconds: vars.AUTH_EMAIL_SEND_INTERVAL_SECONDS,
    rateLimit: {
      windowSeconds: vars.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      perIp: vars.AUTH_RATE_LIMIT_PER_IP,
      perEmail: vars.AUTH_RATE_LIMIT_PER_EMAIL,
    },
    admin:
      vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD
        ? { email: vars.ADMIN_EMAIL.toLowerCase(), password: vars.ADMIN_PASSWORD }
        : null,
    // Demo accounts share a published password: never on in production unless asked for.
    demo: vars.FOLIO_DEMO ?? vars.NODE_ENV !== 'production',
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

// A single-machine install keeps working across restarts without setup. Several instances
// must share FOLIO_SECRET instead, since each would otherwise generate its own.
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, '.secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}
