// `npm run bench`: seeds one content type with many items on a running production server,
// measures the delivery API with the response cache on (the server that seeded, not restarted)
// and off (restarted with the cache off), next to a bare node:http server answering the same
// bytes; then reads while a writer updates another type and the same type, a stall check and
// a memory soak. Prints the tables, writes them to docs/benchmarks.md, and does not fail on a
// missed target. See docs/benchmarks.md.
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { stallCheck, soak } from './checks.mjs'
import { TYPE_SLUG, contentTypeInput } from './content.mjs'
import { writeLatestRun } from './docs.mjs'
import { api, credentials, send, signIn } from './http.mjs'
import { measure } from './measure.mjs'
import { benchOptions } from './options.mjs'
import { formatMixed, formatSoak, formatStall, formatTable } from './report.mjs'
import { largeEndpoints, standardEndpoints } from './scenarios.mjs'
import { publishedIds, seedItems } from './seed.mjs'
import {
  createInstallation,
  ensureBuild,
  freePort,
  root,
  startProcess,
  startServer,
  watchRss,
} from './server.mjs'
import { createNotes, startWriter } from './writer.mjs'

/** How many different items the get-by-id run rotates through. */
const ROTATING_IDS = 1000
const BASELINE_WARMUP_SECONDS = 1

const IGNORED_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
])

/** Numbers the bodies of captured creates apart from the measured ones: slugs stay unique. */
let captured = 1_000_000

/** One answer per endpoint, to replay from the baseline server; refused ones are marked. */
async function capture(url, list, auth) {
  const answers = []
  for (const endpoint of list) {
    if (endpoint.refused) continue
    const response = await send(`${url}${endpoint.path}`, {
      method: endpoint.method,
      headers: {
        authorization: `Bearer ${endpoint.write ? auth.write : auth.read}`,
        // As autocannon asks: fetch would ask for compression and hand back the body decoded
        // next to a Content-Encoding header the baseline would then replay wrongly.
        'accept-encoding': 'identity',
        ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
      },
      body: endpoint.body ? JSON.stringify(endpoint.body((captured += 1))) : undefined,
    })
    const body = Buffer.from(await response.arrayBuffer())
    if (!response.ok) {
      // A deep offset the server refuses (with the cheaper query it names) is a result too.
      let code = ''
      try {
        code = JSON.parse(body.toString()).error?.code ?? ''
      } catch {
        // Not JSON: the status says enough.
      }
      endpoint.refused = `refused: ${response.status} ${code}`.trim()
      continue
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
    endpoint.bytes = body.length
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

/** Every endpoint of the list against Folio, then against the baseline. */
async function measureEndpoints(server, list, auth, options, { label, cache, baseline }) {
  const rows = []
  for (const endpoint of list) {
    if (endpoint.refused) {
      rows.push(endpoint)
      console.log(`  ${label}: ${endpoint.name}: ${endpoint.refused}`)
      continue
    }
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
    rows.push({ ...endpoint, ...result, cache, connections, rssMb, baselineRps })
    console.log(
      `  ${label}: ${endpoint.name}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
    )
  }
  return rows
}

/** Reads alone, then while a writer updates another type, then the read type itself. */
async function measureMixed(server, list, auth, options, label) {
  const reads = list.filter((endpoint) => endpoint.key === 'get' || endpoint.key === 'filtered')
  const rows = []
  for (const endpoint of reads) {
    const headers = { authorization: `Bearer ${auth.read}` }
    const run = () =>
      measure(server.url, endpoint, {
        connections: options.connections,
        duration: options.duration,
        headers,
        countHits: true,
      })
    if (options.warmup > 0)
      await measure(server.url, endpoint, { ...options, headers, duration: options.warmup })
    const alone = await run()
    for (const writer of ['other', 'same']) {
      const writing = startWriter(
        server.url,
        auth.write,
        writer,
        options.writesPerSecond,
        options.items,
      )
      const mixed = await run()
      const { writes, errors } = await writing.stop()
      rows.push({
        name: endpoint.name,
        writer,
        alone,
        mixed,
        writes,
        writeErrors: errors,
        hitRatio: mixed.hitRatio,
      })
      console.log(
        `  ${label}: ${endpoint.name} with writes to the ${writer === 'other' ? 'other' : 'same'} type: ${Math.round(mixed.rps)} req/s (alone ${Math.round(alone.rps)})`,
      )
    }
  }
  return rows
}

async function benchDatabase(database, options) {
  const installation = await createInstallation(
    database === 'postgres' ? options.databaseUrl : undefined,
  )
  const label = database === 'postgres' ? 'PostgreSQL' : 'SQLite'
  const sections = []
  let server
  try {
    server = await startServer(installation, { cache: options.caches[0] })
    const token = await signIn(server.url)
    const created = await api(server.url, token, 'POST', '/api/v1/content-types', contentTypeInput)
    if (created.status !== 201) throw new Error(`Creating the type answered ${created.status}`)
    const type = created.body.data
    if (options.mixed) await createNotes(server.url, token)

    const seedStart = Date.now()
    await seedItems(installation.env, type, options.items, progress(`${label} seed`, options.items))
    const seedSeconds = (Date.now() - seedStart) / 1000
    console.log(
      `  ${label}: seeded ${options.items.toLocaleString('en-US')} items in ${seedSeconds.toFixed(1)} s`,
    )
    const auth = await credentials(server.url, token)
    const ids = options.large
      ? []
      : await publishedIds(installation.env, type.id, options.items, ROTATING_IDS)
    sections.push(
      `### ${label}: ${options.items.toLocaleString('en-US')} items`,
      '',
      `Auth: ${auth.label}. Seeding took ${seedSeconds.toFixed(1)} s, into the running server.`,
    )

    for (const [index, cache] of options.caches.entries()) {
      // The first state is measured on the very server that grew from empty, as an
      // installation does; the next one needs a restart to turn the cache off or on.
      if (index > 0) {
        await server.stop()
        server = await startServer(installation, { cache })
      }
      const stateLabel = `${label}, cache ${cache}`
      const all = options.large
        ? await largeEndpoints(server.url, auth.read, options)
        : await standardEndpoints(server.url, auth.read, options, ids)
      const list = options.endpoints
        ? all.filter((endpoint) => options.endpoints.includes(endpoint.key))
        : all
      const answers = await capture(server.url, list, auth)
      const baseline = options.large ? null : await startBaseline(installation.dataDir, answers)
      try {
        const rows = await measureEndpoints(server, list, auth, options, {
          label: stateLabel,
          cache,
          baseline,
        })
        const sizes = rows
          .filter((row) => row.bytes)
          .map((row) => `${row.name} ${row.bytes.toLocaleString('en-US')} B`)
          .join(', ')
        sections.push(
          '',
          `#### Response cache ${cache}${index === 0 ? ' (the server that seeded, not restarted)' : ' (after a restart)'}`,
          '',
          `${options.duration} s per endpoint. Response sizes: ${sizes}.`,
          '',
          formatTable(rows, { large: options.large }),
        )
      } finally {
        await baseline?.stop()
      }
      if (options.mixed) {
        const mixed = await measureMixed(server, list, auth, options, stateLabel)
        sections.push(
          '',
          `Reads at ${options.connections} connections while a writer updates ${options.writesPerSecond} items a second:`,
          '',
          formatMixed(mixed),
        )
      }
      if (index === 0 && options.stall > 0) {
        const stall = await stallCheck(server.url, auth.read, options.items, options.stall)
        sections.push(
          '',
          `Stall check (${options.stall} s, cache ${cache}):`,
          '',
          formatStall(stall),
        )
        console.log(`  ${stateLabel}: stall check: health max ${stall.health.max.toFixed(1)} ms`)
      }
      if (index === 0 && options.soak > 0) {
        const paths = list.filter((endpoint) => !endpoint.refused && endpoint.method === 'GET')
        const readPaths = ids
          .slice(0, 100)
          .map((id) => `/api/v1/content/${TYPE_SLUG}/items/${id}`)
          .concat(paths.map((endpoint) => endpoint.path))
        console.log(`  ${stateLabel}: soak for ${options.soak} s...`)
        const result = await soak(
          server,
          auth,
          readPaths,
          options.soak,
          options.writesPerSecond,
          options.items,
        )
        sections.push(
          '',
          `Memory soak (reads at 20 connections, ${options.writesPerSecond} updates a second, cache ${cache}):`,
          '',
          formatSoak(result),
        )
      }
    }
    return sections.join('\n')
  } finally {
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
  const started = new Date()
  const loadBefore = os.loadavg()
  const machine = `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${os.platform()} ${os.release()}`
  console.log(`Folio bench ${started.toISOString()}\n${machine}`)
  const shape = options.large
    ? `Large mode: one query's latency at ${options.connections} connection(s); targets p50 < 5 ms by cursor, < 10 ms by offset.`
    : `${options.connections} connections (create: ${options.createConnections}), ${options.warmup} s warm-up, ${options.duration} s measured.`
  console.log(shape)
  const reports = []
  for (const database of options.databases) reports.push(await benchDatabase(database, options))
  const loadAfter = os.loadavg()
  const load = (values) => values.map((value) => value.toFixed(2)).join(' / ')
  const markdown = [
    `### ${options.large ? 'Latest large run' : 'Latest run'}: ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `${machine}. ${shape} Load average (1 / 5 / 15 min) at the start ${load(loadBefore)}, at the end ${load(loadAfter)}.`,
    '',
    reports.join('\n\n'),
  ].join('\n')
  console.log(`\n${markdown}\n`)
  if (options.writeDocs) await writeLatestRun(markdown, { large: options.large })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
