// `node scripts/bench/startup.mjs`: how long the production server takes from spawn until
// /api/v1/health answers, and its resident memory once idle (demo data, no requests). Each run
// starts a new installation (migrations and the demo data seed), stops it, then starts it again
// on the same data: the second start is what a restart costs. Prints the medians and, with
// --json, one JSON line the benchmark can read. Needs a server build (`npm run build`).
//
//   --runs=N        runs to take the median of (default 3)
//   --idle-ms=N     how long the server idles before its memory is read (default 3000)
//   --json          print the result as JSON only
//   DATABASE_URL    measure on PostgreSQL (a new schema per run) instead of SQLite
import { spawn } from 'node:child_process'
import { openSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createInstallation,
  ensureBuild,
  freePort,
  rssMb,
  serverDist,
  SERVER_NODE_ARGS,
} from './server.mjs'

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [name, value] = arg.replace(/^--/, '').split('=')
    return [name, value ?? 'true']
  }),
)
const runs = Number(args.runs ?? 3)
const idleMs = Number(args['idle-ms'] ?? 3000)

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Spawns the server and polls its health route every 10 ms (a coarser poll would add its own
 * delay to the figure). Resolves with the milliseconds from spawn to the first 200.
 */
async function start(installation, port) {
  const url = `http://127.0.0.1:${port}`
  const log = openSync(path.join(installation.dataDir, 'server.log'), 'a')
  const began = performance.now()
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, path.join(serverDist, 'server.js')], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...installation.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      SEED_SAMPLE_DATA: 'true',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', log, log],
  })
  let exited = false
  child.once('exit', () => (exited = true))
  for (;;) {
    if (exited) throw new Error(`The server exited at start; see ${installation.dataDir}`)
    if (performance.now() - began > 60_000) throw new Error('The server did not start in 60 s')
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break
    } catch {
      // Not listening yet.
    }
    await sleep(10)
  }
  const startMs = performance.now() - began
  return {
    startMs,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve()
        child.once('exit', resolve)
        child.kill('SIGTERM')
      }),
  }
}

export async function measureStartup({ databaseUrl = process.env.DATABASE_URL } = {}) {
  ensureBuild()
  const fresh = []
  const restart = []
  const idle = []
  for (let run = 0; run < runs; run += 1) {
    const installation = await createInstallation(databaseUrl)
    try {
      const port = await freePort()
      const first = await start(installation, port)
      fresh.push(first.startMs)
      await first.stop()
      const second = await start(installation, port)
      restart.push(second.startMs)
      await sleep(idleMs)
      idle.push(rssMb(second.pid))
      await second.stop()
    } finally {
      await installation.destroy()
    }
  }
  return {
    database: databaseUrl ? 'postgres' : 'sqlite',
    runs,
    freshStartMs: Math.round(median(fresh)),
    restartMs: Math.round(median(restart)),
    idleRssMb: Math.round(median(idle) * 10) / 10,
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measureStartup()
  if (args.json) {
    console.log(JSON.stringify(result))
  } else {
    console.log(`Start-up (${result.database}, median of ${result.runs} runs)`)
    console.log(`  new installation, spawn to health:  ${result.freshStartMs} ms`)
    console.log(`  restart, spawn to health:           ${result.restartMs} ms`)
    console.log(`  idle RSS after restart:             ${result.idleRssMb} MB`)
  }
}
