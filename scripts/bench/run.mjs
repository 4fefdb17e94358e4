// `npm run bench`: seeds one content type with many items, starts the production server on
// SQLite (and PostgreSQL when DATABASE_URL is set), measures the delivery API with autocannon
// next to a bare node:http server answering the same bytes, and prints the figures against the
// targets. It reports; it does not fail on a missed target. See docs/benchmarks.md.
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { PRICE_RANGE, TYPE_SLUG, contentTypeInput, createBody, isDraft } from './content.mjs'
import { measure } from './measure.mjs'
import { benchOptions } from './options.mjs'
import { formatTable } from './report.mjs'
import { publishedIds, seedItems } from './seed.mjs'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createInstallation,
  ensureBuild,
  freePort,
  root,
  startProcess,
  startServer,
  watchRss,
} from './server.mjs'

/** How many different items the get-by-id run rotates through. */
const ROTATING_IDS = 1000
const BASELINE_WARMUP_SECONDS = 1

/**
 * fetch, once more when a kept-alive connection was closed under it (the server drops idle
 * connections while a long seed runs).
 */
async function send(url, init) {
  try {
    return await fetch(url, init)
  } catch {
    return fetch(url, init)
  }
}

async function api(url, token, method, urlPath, body) {
  const response = await send(`${url}${urlPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

async function signIn(url) {
  const response = await send(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  })
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`)
  return (await response.json()).access_token
}

/** API keys when the server has them, the admin's access token otherwise. */
async function credentials(url, token) {
  const read = await api(url, token, 'POST', '/api/v1/api-keys', { name: 'Bench', scope: 'read' })
  if (read.status !== 201) {
    return {
      label: `admin access token (POST /api/v1/api-keys answered ${read.status})`,
      read: token,
      write: token,
    }
  }
  const write = await api(url, token, 'POST', '/api/v1/api-keys', {
    name: 'Bench writer',
    scope: 'read_write',
  })
  if (write.status !== 201) throw new Error(`Creating a read-write key answered ${write.status}`)
  return {
    label: 'API keys (read-only for reads, read-write for create)',
    read: read.body.data.secret,
    write: write.body.data.secret,
  }
}

function endpoints(options, ids) {
  const items = `/api/v1/content/${TYPE_SLUG}/items`
  let published = 0
  for (let n = 1; n <= options.items; n += 1) if (!isDraft(n)) published += 1
  const middlePage = Math.ceil(Math.ceil(published / 10) / 2)
  const list = (page) => `${items}?pageSize=10&status=published&sort=-updatedAt&page=${page}`
  const range = `filter[data.price][gte]=${PRICE_RANGE.gte}&filter[data.price][lt]=${PRICE_RANGE.lt}`
  const filtered = {
    key: 'filtered',
    name: `filtered list (price ${PRICE_RANGE.gte}–${PRICE_RANGE.lt})`,
    method: 'GET',
    path: `${items}?pageSize=10&status=published&sort=-updatedAt&${range}`,
  }
  const middle = {
    key: 'list',
    name: `list (page ${middlePage})`,
    method: 'GET',
    path: list(middlePage),
  }
  if (options.large) {
    return [middle, { key: 'list', name: 'list (page 1)', method: 'GET', path: list(1) }, filtered]
  }
  return [
    middle,
    {
      key: 'get',
      name: `get by id (${ids.length} ids)`,
      method: 'GET',
      path: `${items}/${ids[0]}`,
      prefix: `${items}/`,
      nextPath: (n) => `${items}/${ids[n % ids.length]}`,
    },
    filtered,
    {
      key: 'create',
      name: 'create',
      method: 'POST',
      path: items,
      body: createBody,
      connections: options.createConnections,
      write: true,
    },
  ]
}

const IGNORED_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
])

/** One answer per endpoint, to replay from the baseline server. */
async function capture(url, list, auth) {
  const answers = []
  for (const endpoint of list) {
    const response = await send(`${url}${endpoint.path}`, {
      method: endpoint.method,
      headers: {
        authorization: `Bearer ${endpoint.write ? auth.write : auth.read}`,
        ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
      },
      body: endpoint.body ? JSON.stringify(endpoint.body(0)) : undefined,
    })
    const body = Buffer.from(await response.arrayBuffer())
    if (!response.ok) {
      throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.status}: ${body}`)
    }
    const headers = Object.fromEntries(
      [...response.headers].filter(([name]) => !IGNORED_HEADERS.has(name)),
    )
    answers.push({
      method: endpoint.method,
      path: endpoint.prefix ?? endpoint.path,
      prefix: Boolean(endpoint.prefix),
      status: response.status,
      headers,
      body: body.toString('base64'),
      bytes: body.length,
    })
  }
  return answers
}

async function startBaseline(dataDir, answers) {
  const file = path.join(dataDir, 'baseline-responses.json')
  writeFileSync(file, JSON.stringify(answers))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const script = path.join(root, 'scripts/bench/baseline-server.mjs')
  const child = await startProcess(
    [script, file, String(port)],
    {},
    path.join(dataDir, 'baseline.log'),
    `${url}/health`,
  )
  return { ...child, url }
}

function progress(label, total) {
  const started = Date.now()
  let last = 0
  return (done) => {
    if (Date.now() - last < 5000 && done < total) return
    last = Date.now()
    const seconds = (Date.now() - started) / 1000
    console.log(
      `  ${label}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} items (${seconds.toFixed(0)} s)`,
    )
  }
}

async function benchDatabase(database, options) {
  const installation = await createInstallation(
    database === 'postgres' ? options.databaseUrl : undefined,
  )
  const label = database === 'postgres' ? 'PostgreSQL' : 'SQLite'
  let server
  let baseline
  try {
    server = await startServer(installation)
    let token = await signIn(server.url)
    const created = await api(server.url, token, 'POST', '/api/v1/content-types', contentTypeInput)
    if (created.status !== 201) throw new Error(`Creating the type answered ${created.status}`)
    const type = created.body.data

    const seedStart = Date.now()
    await seedItems(installation.env, type, options.items, progress(`${label} seed`, options.items))
    const seedSeconds = (Date.now() - seedStart) / 1000
    console.log(
      `  ${label}: seeded ${options.items.toLocaleString('en-US')} items in ${seedSeconds.toFixed(1)} s`,
    )

    // A restart reads the new data as a running server would after its next statistics
    // refresh (SQLite gathers them at start and hourly; see docs/benchmarks.md).
    await server.stop()
    server = await startServer(installation)
    token = await signIn(server.url)
    const auth = await credentials(server.url, token)
    const ids = options.large
      ? []
      : await publishedIds(installation.env, type.id, options.items, ROTATING_IDS)
    const list = endpoints(options, ids)
    const answers = await capture(server.url, list, auth)
    if (!options.large) baseline = await startBaseline(installation.dataDir, answers)

    const rows = []
    for (const [index, endpoint] of list.entries()) {
      const connections = endpoint.connections ?? options.connections
      const headers = { authorization: `Bearer ${endpoint.write ? auth.write : auth.read}` }
      const run = (url, duration) => measure(url, endpoint, { connections, duration, headers })
      if (options.warmup > 0) await run(server.url, options.warmup)
      const rss = watchRss(server.pid)
      const result = await run(server.url, options.duration)
      const rssMb = rss.stop()
      let baselineRps = null
      if (baseline) {
        await run(baseline.url, BASELINE_WARMUP_SECONDS)
        baselineRps = (await run(baseline.url, options.duration)).rps
      }
      rows.push({
        ...endpoint,
        ...result,
        connections,
        rssMb,
        baselineRps,
        bytes: answers[index].bytes,
      })
      console.log(
        `  ${label}: ${endpoint.name}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
      )
    }
    const sizes = rows.map((row) => `${row.name} ${row.bytes.toLocaleString('en-US')} B`).join(', ')
    return [
      `### ${label}: ${options.items.toLocaleString('en-US')} items, ${options.duration} s per endpoint`,
      '',
      `Auth: ${auth.label}. Seeding took ${seedSeconds.toFixed(1)} s. Response sizes: ${sizes}.`,
      '',
      formatTable(rows, { large: options.large }),
    ].join('\n')
  } finally {
    await baseline?.stop()
    await server?.stop()
    if (options.keepData) {
      console.log(
        `  Kept ${installation.dataDir}${installation.schema ? ` and schema ${installation.schema}` : ''}`,
      )
    } else {
      await installation.destroy()
    }
  }
}

async function main() {
  const options = benchOptions()
  ensureBuild()
  const cpus = os.cpus()
  const machine = `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${os.platform()} ${os.release()}`
  console.log(`Folio bench ${new Date().toISOString()}\n${machine}`)
  console.log(
    options.large
      ? `Large mode: list and filtered-list latency at ${options.connections} connection(s); target p50 < 10 ms.`
      : `${options.connections} connections (create: ${options.createConnections}), ${options.warmup} s warm-up, ${options.duration} s measured.`,
  )
  const reports = []
  for (const database of options.databases) reports.push(await benchDatabase(database, options))
  console.log(`\n${reports.join('\n\n')}\n`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
