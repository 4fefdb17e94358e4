// The Folio server under test: a production build in a child process, on its own data folder
// (and PostgreSQL schema), with its memory read from /proc while it works.
import { spawn, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import pg from 'pg'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
// BENCH_SERVER_DIST measures another build of the server (e.g. one built with its own --outDir).
export const serverDist = path.resolve(root, process.env.BENCH_SERVER_DIST ?? 'apps/server/dist')
const serverEntry = path.join(serverDist, 'server.js')
/** The V8 settings `npm start` and the container image run the server with. */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=8', '--heap-growing-percent=50']

export const ADMIN_EMAIL = 'bench-admin@example.com'
export const ADMIN_PASSWORD = 'bench-harbour-engine-2741'

/** The bench measures a build; it makes one (schema and server only) when there is none. */
export function ensureBuild() {
  if (existsSync(serverEntry) && existsSync(path.join(root, 'packages/schema/dist/index.js'))) {
    return
  }
  console.log('No server build found: building @folio/schema and @folio/server...')
  for (const workspace of ['@folio/schema', '@folio/server']) {
    spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' })
  }
  if (!existsSync(serverEntry)) throw new Error('The server build failed; run npm run build')
}

/** A new data folder, and a new PostgreSQL schema when `databaseUrl` is given. */
export async function createInstallation(databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'folio-bench-'))
  // No FOLIO_SECRET: the server keeps its generated secret in the data folder, so a kept
  // installation (BENCH_KEEP_DATA=1) can be started again by hand.
  const env = { DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web-build') }
  let dropSchema = async () => {}
  let schema
  if (databaseUrl) {
    schema = `bench_${randomUUID().replaceAll('-', '').slice(0, 16)}`
    await withPg(databaseUrl, (client) => client.query(`create schema ${schema}`))
    const url = new URL(databaseUrl)
    url.searchParams.set('options', `-c search_path=${schema}`)
    env.DATABASE_URL = url.toString()
    dropSchema = () =>
      withPg(databaseUrl, (client) => client.query(`drop schema ${schema} cascade`))
  }
  return {
    env,
    dataDir,
    schema,
    async destroy() {
      await dropSchema()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function withPg(url, fn) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** The variables of `source` among `names` that are set. */
function pick(source, names) {
  return Object.fromEntries(
    names.filter((name) => source[name]).map((name) => [name, source[name]]),
  )
}

/** Starts a Node process and resolves once `healthUrl` answers 200. */
export async function startProcess(args, env, logFile, healthUrl) {
  const log = openSync(logFile, 'a')
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // Settings to compare: glibc's allocator arenas, the number of SQLite reader threads.
      ...pick(process.env, ['MALLOC_ARENA_MAX', 'DELIVERY_READ_WORKERS']),
      ...env,
    },
    stdio: ['ignore', log, log],
  })
  let exited = false
  child.once('exit', () => (exited = true))
  const deadline = Date.now() + 60_000
  for (;;) {
    if (exited) throw new Error(`${args.at(-1)} exited at start:\n${tail(logFile)}`)
    if (Date.now() > deadline) throw new Error(`${args.at(-1)} did not start:\n${tail(logFile)}`)
    try {
      if ((await fetch(healthUrl)).ok) break
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    pid: child.pid,
    stop() {
      if (exited) return Promise.resolve()
      return new Promise((resolve) => {
        child.once('exit', resolve)
        child.kill('SIGTERM')
      })
    },
  }
}

function tail(file) {
  return readFileSync(file, 'utf8').split('\n').slice(-30).join('\n')
}

/**
 * The production server on a free port, with a rate limit it never reaches. `cache: 'off'`
 * turns the delivery response cache off, so every read goes to the database.
 */
export async function startServer(installation, { cache = 'on' } = {}) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env = {
    ...installation.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: url,
    SEED_SAMPLE_DATA: 'false',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    API_RATE_LIMIT_PER_MINUTE: '1000000000',
    LOG_LEVEL: 'warn',
    ...(cache === 'off'
      ? { DELIVERY_RESPONSE_CACHE_MB: '0' }
      : process.env.DELIVERY_RESPONSE_CACHE_MB && process.env.DELIVERY_RESPONSE_CACHE_MB !== '0'
        ? { DELIVERY_RESPONSE_CACHE_MB: process.env.DELIVERY_RESPONSE_CACHE_MB }
        : {}),
  }
  const logFile = path.join(installation.dataDir, 'server.log')
  // BENCH_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/folio-prof`, shows where time goes.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const child = await startProcess(
    [...SERVER_NODE_ARGS, ...nodeArgs, serverEntry],
    env,
    logFile,
    `${url}/api/v1/health`,
  )
  return { ...child, url, logFile }
}

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere or once it is gone. */
export function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1])
    return Number.isFinite(kb) ? kb / 1024 : null
  } catch {
    return null
  }
}

/** Samples a process's RSS until stopped; `stop()` returns the highest reading. */
export function watchRss(pid, intervalMs = 100) {
  let max = rssMb(pid)
  const timer = setInterval(() => {
    const now = rssMb(pid)
    if (now !== null && (max === null || now > max)) max = now
  }, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      return max
    },
  }
}
