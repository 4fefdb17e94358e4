import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { z } from 'zod'

// Both src/config/config.ts and dist/config/config.js sit two folders below apps/server.
const serverPackageDir = path.resolve(fileURLToPath(import.meta.url), '../../..')

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// connection string')
    .optional(),
  /** Encrypts keys at rest and signs internal tokens; generated into DATA_DIR when unset. */
  FOLIO_SECRET: z.string().min(32, 'FOLIO_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  SEED_SAMPLE_DATA: booleanFlag.default(true),
  WEB_DIST_DIR: z.string().optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  TRUST_PROXY: booleanFlag.default(false),
})

export type DatabaseConfig =
  { dialect: 'sqlite'; filename: string } | { dialect: 'postgres'; connectionString: string }

/** Everything the server reads from its environment, parsed once and typed. */
export interface Config {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  database: DatabaseConfig
  secret: string
  logLevel: string
  bodyLimitBytes: number
  seedSampleData: boolean
  webDistDir: string
  shutdownTimeoutMs: number
  trustProxy: boolean
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
  const dataDir = path.resolve(vars.DATA_DIR)
  mkdirSync(dataDir, { recursive: true })

  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    database: vars.DATABASE_URL
      ? { dialect: 'postgres', connectionString: vars.DATABASE_URL }
      : { dialect: 'sqlite', filename: path.join(dataDir, 'folio.db') },
    secret: vars.FOLIO_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'silent' : 'info'),
    bodyLimitBytes: vars.BODY_LIMIT_BYTES,
    seedSampleData: vars.SEED_SAMPLE_DATA,
    webDistDir: path.resolve(vars.WEB_DIST_DIR ?? path.join(serverPackageDir, '../web/dist')),
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    trustProxy: vars.TRUST_PROXY,
  }
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
