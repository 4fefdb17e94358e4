import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { FastifyInstance } from 'fastify'
import pg from 'pg'

import { buildApp, type BuildAppOptions } from '../app.js'
import { loadConfig, type Config } from '../config/config.js'

/**
 * The API tests run once per invocation against one real database: SQLite by default, or
 * PostgreSQL when DATABASE_URL is set (CI runs the suite both ways). Every test database is
 * new: a temporary folder for SQLite, a fresh schema for PostgreSQL, dropped afterwards.
 */
export const dialectUnderTest: 'sqlite' | 'postgres' = process.env.DATABASE_URL
  ? 'postgres'
  : 'sqlite'

export interface TestInstallation {
  /** The environment a Folio process for this installation gets. */
  env: NodeJS.ProcessEnv
  dataDir: string
  /** Drops the database and the data folder. */
  destroy(): Promise<void>
}

/**
 * For tests whose webhook receivers or AI providers are fake servers on this machine: Folio
 * refuses loopback addresses unless OUTBOUND_ALLOW_LIST names them. Only the tests that need
 * it opt in, so every other test runs with the default refusal.
 */
export const ALLOW_LOOPBACK_OUTBOUND = { OUTBOUND_ALLOW_LIST: '127.0.0.1' } as const

/** A new, empty installation (data folder and database) on the dialect under test. */
export async function createTestInstallation(): Promise<TestInstallation> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'folio-test-'))
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    FOLIO_SECRET: 'test-secret-0123456789-0123456789-abcdef',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  }
  let dropSchema = async () => {}
  const baseUrl = process.env.DATABASE_URL
  if (baseUrl) {
    const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`
    await withPg(baseUrl, (client) => client.query(`create schema ${schema}`))
    const url = new URL(baseUrl)
    url.searchParams.set('options', `-c search_path=${schema}`)
    env.DATABASE_URL = url.toString()
    dropSchema = async () => {
      await withPg(baseUrl, (client) => client.query(`drop schema ${schema} cascade`))
    }
  }
  return {
    env,
    dataDir,
    async destroy() {
      await dropSchema()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function withPg<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

export interface TestServer {
  app: FastifyInstance
  config: Config
  /** Base URL of the listening server, e.g. http://127.0.0.1:41234 */
  url: string
  /** Fetches a path on the server and parses the JSON body. */
  request(
    urlPath: string,
    init?: RequestInit,
  ): Promise<{ status: number; headers: Headers; body: unknown }>
  close(): Promise<void>
}

/**
 * Builds and starts a real server listening on a free loopback port. `beforeListen` may add
 * routes a test needs (a probe behind a guard, say) before the server starts.
 */
export async function startTestServer(
  installation: TestInstallation,
  overrides: NodeJS.ProcessEnv = {},
  options: {
    beforeListen?: (app: FastifyInstance) => unknown
    /** Receives the server's log lines (set LOG_LEVEL in `overrides`: tests log nothing). */
    logStream?: BuildAppOptions['logStream']
  } = {},
): Promise<TestServer> {
  const config = loadConfig({ ...installation.env, ...overrides, PORT: '0', HOST: '127.0.0.1' })
  const app = await buildApp(config, { logStream: options.logStream })
  await options.beforeListen?.(app)
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return {
    app,
    config,
    url: address,
    async request(urlPath, init) {
      const response = await fetch(`${address}${urlPath}`, init)
      const text = await response.text()
      const isJson = response.headers.get('content-type')?.includes('application/json')
      return {
        status: response.status,
        headers: response.headers,
        body: isJson ? JSON.parse(text) : text,
      }
    },
    close: () => app.close(),
  }
}

/** JSON POST helper for tests. */
export function jsonBody(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }
}
