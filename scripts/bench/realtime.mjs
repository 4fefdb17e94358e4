// `node scripts/bench/realtime.mjs`: what the live channel costs the server. Starts a built
// server (apps/server/dist, or BENCH_SERVER_DIST) on a new installation, opens N signed-in
// WebSockets (default 200) that each report presence on one of a few items about every ten
// seconds (each report goes out to every socket, as the list markers need), then saves items
// steadily so every socket receives a stream of events. Prints the server's resident memory
// (VmRSS) idle, with the sockets open and at its peak under load, its CPU time per second of
// load, and how long an event takes from sending the save to the sockets.
//
//   BENCH_SOCKETS=200  BENCH_SECONDS=20  BENCH_SAVES_PER_SECOND=10  BENCH_SERVER_DIST=...
import { readFileSync } from 'node:fs'
import path from 'node:path'

import WebSocket from 'ws'

import {
  SERVER_NODE_ARGS,
  createInstallation,
  freePort,
  root,
  rssMb,
  serverDist,
  startProcess,
} from './server.mjs'

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const SAVES_PER_SECOND = Number(process.env.BENCH_SAVES_PER_SECOND ?? 10)
const ITEMS = 20
const dist = process.env.BENCH_SERVER_DIST
  ? path.resolve(root, process.env.BENCH_SERVER_DIST)
  : serverDist
const TICKS_PER_SECOND = 100

function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const mb = (value) => `${value.toFixed(1)} MB`

async function json(url, init) {
  const response = await fetch(url, init)
  const body = await response.json()
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status}`)
  return body
}

async function signIn(base, role) {
  const body = await json(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${role}@demo.folio.dev`, password: 'folio-demo-2025' }),
  })
  return body.access_token
}

function openSocket(base, token, onEvent) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/v1/realtime`)
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })))
    ws.on('message', (data) => {
      const message = JSON.parse(String(data))
      if (message.type === 'ready') resolve(ws)
      else if (message.type === 'event') onEvent(message.event)
      else if (message.type === 'error') reject(new Error(message.message))
    })
    ws.on('error', reject)
  })
}

async function main() {
  const installation = await createInstallation(process.env.DATABASE_URL)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = await startProcess(
    [...SERVER_NODE_ARGS, path.join(dist, 'server.js')],
    {
      ...installation.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      FOLIO_DEMO: 'true',
      ALLOW_PUBLIC_DEMO: 'true',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
      // Many sockets of three demo accounts stand in for many people.
      REALTIME_CONNECTIONS_PER_USER: String(SOCKETS),
    },
    path.join(installation.dataDir, 'server.log'),
    `${base}/api/v1/health`,
  )
  try {
    const tokens = await Promise.all(['admin', 'editor', 'viewer'].map((r) => signIn(base, r)))
    const auth = { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' }
    const stamp = Date.now()
    const type = (
      await json(`${base}/api/v1/content-types`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          name: `Bench live ${stamp}`,
          slug: `bench-live-${stamp}`,
          fields: [{ name: 'Body', type: 'text' }],
        }),
      })
    ).data
    const items = []
    for (let i = 0; i < ITEMS; i++) {
      const created = await json(`${base}/api/v1/content/${type.id}/items`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ title: `Live ${i}`, status: 'draft', data: { Body: 'x' } }),
      })
      items.push(created.data)
    }
    await sleep(1000)
    const idleRss = rssMb(server.pid)

    // Sockets of admins and editors (viewers may not read content by default).
    const latencies = []
    let received = 0
    const sentAt = new Map()
    const onEvent = (event) => {
      received++
      const at = sentAt.get(`${event.itemId}:${event.version}`)
      if (at) latencies.push(performance.now() - at)
    }
    const sockets = []
    for (let i = 0; i < SOCKETS; i++) {
      sockets.push(await openSocket(base, tokens[i % 2], onEvent))
    }
    await sleep(1000)
    const connectedRss = rssMb(server.pid)

    // Presence: each socket on one item, moving between fields about every ten seconds.
    const presence = setInterval(() => {
      sockets.forEach((ws, i) => {
        if (Math.random() > 0.1) return
        const item = items[i % ITEMS]
        ws.send(
          JSON.stringify({
            type: 'presence',
            itemId: item.id,
            contentTypeId: type.id,
            field: Math.random() > 0.5 ? 'Body' : null,
            editing: false,
            idle: false,
          }),
        )
      })
    }, 1000)

    const cpuBefore = cpuSeconds(server.pid)
    let peakRss = connectedRss
    const started = performance.now()
    let saves = 0
    while (performance.now() - started < SECONDS * 1000) {
      const index = saves % ITEMS
      const item = items[index]
      sentAt.set(`${item.id}:${item.version + 1}`, performance.now())
      const saved = await json(`${base}/api/v1/content/${type.id}/items/${item.id}`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({
          title: item.title,
          status: 'draft',
          data: { Body: `edit ${saves}` },
          version: item.version,
        }),
      })
      items[index] = saved.data
      saves++
      peakRss = Math.max(peakRss, rssMb(server.pid) ?? 0)
      const due = started + (saves * 1000) / SAVES_PER_SECOND
      await sleep(Math.max(0, due - performance.now()))
    }
    const elapsed = (performance.now() - started) / 1000
    const cpu = cpuSeconds(server.pid) - cpuBefore
    clearInterval(presence)
    await sleep(500)
    latencies.sort((a, b) => a - b)
    const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]

    console.log(`Live channel: ${SOCKETS} sockets, ${saves} saves in ${elapsed.toFixed(1)} s`)
    console.log(`  server RSS idle:              ${mb(idleRss)}`)
    console.log(
      `  server RSS, sockets open:     ${mb(connectedRss)} (+${mb(connectedRss - idleRss)}, ${(((connectedRss - idleRss) * 1024) / SOCKETS).toFixed(1)} KB a socket)`,
    )
    console.log(`  server RSS peak under load:   ${mb(peakRss)}`)
    console.log(
      `  server CPU under load:        ${((cpu / elapsed) * 100).toFixed(1)}% of one core (${cpu.toFixed(2)} s)`,
    )
    console.log(
      `  events received by sockets:   ${received} (${(received / elapsed).toFixed(0)}/s)`,
    )
    console.log(
      `  save sent → event, p50:       ${pct(0.5)?.toFixed(1)} ms, p95: ${pct(0.95)?.toFixed(1)} ms`,
    )
    for (const ws of sockets) ws.close()
  } finally {
    await server.stop()
    await installation.destroy()
  }
}

await main()
