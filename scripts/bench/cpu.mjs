// CPU time the server spends per request, endpoint by endpoint: a figure that holds on a busy
// machine, where requests a second depend on what else runs. `node scripts/bench/cpu.mjs`
// seeds an installation and keeps it (its folder is printed); pass that folder as
// BENCH_CPU_DATA to measure a new build on the same data without seeding again.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { TYPE_SLUG, contentTypeInput, createBody } from './content.mjs'
import { api, credentials, signIn } from './http.mjs'
import { standardEndpoints } from './scenarios.mjs'
import { publishedIds, seedItems } from './seed.mjs'
import { createInstallation, ensureBuild, rssMb, startServer, watchRss } from './server.mjs'

const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000)
const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 3000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const CACHE = process.env.BENCH_CACHE === 'on' ? 'on' : 'off'
const ONLY = process.env.BENCH_ENDPOINTS?.split(',')
const TICKS_PER_SECOND = 100

/** User and system CPU seconds from a /proc stat file. */
function statSeconds(file) {
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
}

/**
 * CPU seconds of a process, every thread included, and of its main thread alone (the event
 * loop): the rest is read workers, garbage collection and libuv's pool.
 */
function cpuSeconds(pid) {
  return {
    all: statSeconds(`/proc/${pid}/stat`),
    main: statSeconds(`/proc/${pid}/task/${pid}/stat`),
  }
}

async function prepare() {
  const kept = process.env.BENCH_CPU_DATA
  if (kept && existsSync(path.join(kept, 'cpu-bench.json'))) {
    const state = JSON.parse(readFileSync(path.join(kept, 'cpu-bench.json'), 'utf8'))
    const installation = {
      dataDir: kept,
      env: { DATA_DIR: kept, WEB_DIST_DIR: path.join(kept, 'no-web-build') },
    }
    return { installation, state }
  }
  const installation = await createInstallation()
  const server = await startServer(installation, { cache: 'on' })
  try {
    const token = await signIn(server.url)
    const created = await api(server.url, token, 'POST', '/api/v1/content-types', contentTypeInput)
    const type = created.body.data
    await seedItems(installation.env, type, ITEMS)
    const auth = await credentials(server.url, token)
    const ids = await publishedIds(installation.env, type.id, ITEMS, 1000)
    const state = { auth, ids }
    writeFileSync(path.join(installation.dataDir, 'cpu-bench.json'), JSON.stringify(state))
    console.log(`Installation kept in ${installation.dataDir} (BENCH_CPU_DATA)`)
    return { installation, state }
  } finally {
    await server.stop()
  }
}

async function run(url, endpoint, headers, amount) {
  let sent = 0
  let bodies = 10_000_000 + Math.floor(Math.random() * 1_000_000_000)
  const result = await autocannon({
    url,
    connections: endpoint.write ? Math.min(CONNECTIONS, 10) : CONNECTIONS,
    amount,
    headers: { ...headers, ...(endpoint.body ? { 'content-type': 'application/json' } : {}) },
    requests: [
      {
        method: endpoint.method,
        path: endpoint.path,
        setupRequest(req) {
          sent += 1
          const next = { ...req }
          if (endpoint.nextPath) next.path = endpoint.nextPath(sent)
          if (endpoint.body) next.body = JSON.stringify(createBody((bodies += 1)))
          return next
        },
      },
    ],
  })
  return result
}

ensureBuild()
const { installation, state } = await prepare()
const server = await startServer(installation, { cache: CACHE })
try {
  const endpoints = (
    await standardEndpoints(server.url, state.auth.read, { items: ITEMS }, state.ids)
  )
    .filter((endpoint) => endpoint.key !== 'graphql' || process.env.BENCH_ENDPOINTS)
    .filter((endpoint) => !ONLY || ONLY.includes(endpoint.key))
  console.log(`cache ${CACHE}, ${REQUESTS} requests at ${CONNECTIONS} connections, ${TYPE_SLUG}`)
  for (const endpoint of endpoints) {
    const headers = {
      authorization: `Bearer ${endpoint.write ? state.auth.write : state.auth.read}`,
    }
    await run(server.url, endpoint, headers, Math.round(REQUESTS / 3))
    const before = cpuSeconds(server.pid)
    const started = process.hrtime.bigint()
    const rss = watchRss(server.pid)
    const result = await run(server.url, endpoint, headers, REQUESTS)
    const peak = rss.stop()
    const wall = Number(process.hrtime.bigint() - started) / 1e9
    const after = cpuSeconds(server.pid)
    const cpu = after.all - before.all
    const main = after.main - before.main
    const errors = result.non2xx + result.errors
    console.log(
      `${endpoint.key.padEnd(9)} ${((cpu / REQUESTS) * 1e6).toFixed(0).padStart(5)} µs CPU/request` +
        ` (main thread ${((main / REQUESTS) * 1e6).toFixed(0)})` +
        `, RSS up to ${Math.round(peak)} MB` +
        `  (${Math.round(REQUESTS / wall)} req/s on this machine now${errors ? `, ${errors} errors` : ''})`,
    )
  }
  console.log(`RSS at the end: ${Math.round(rssMb(server.pid))} MB`)
} finally {
  await server.stop()
}
