// The checks that are not a throughput figure: whether one expensive read stalls everyone
// else, and whether memory settles under a long mix of reads and writes.
import autocannon from 'autocannon'

import { api, send } from './http.mjs'
import { ITEMS, worstQuery } from './scenarios.mjs'
import { rssMb } from './server.mjs'
import { startWriter } from './writer.mjs'

const HEALTH_INTERVAL_MS = 20

function percentile(sorted, p) {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]
}

/**
 * Runs the worst read a read-only key can make, over and over for `seconds`, while timing
 * health checks sent every 20 ms on another connection.
 */
export async function stallCheck(url, readToken, items, seconds) {
  const query = worstQuery(items)
  const deadline = Date.now() + seconds * 1000
  const times = []
  let status = null
  let queryMs = 0
  const worst = (async () => {
    while (Date.now() < deadline) {
      const started = performance.now()
      const answer = await api(url, readToken, 'GET', query)
      queryMs = Math.max(queryMs, Math.round(performance.now() - started))
      status = answer.status === 200 ? '200' : `${answer.status} ${answer.body?.error?.code ?? ''}`
    }
  })()
  while (Date.now() < deadline) {
    const started = performance.now()
    await (await send(`${url}/api/v1/health`)).arrayBuffer()
    times.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, HEALTH_INTERVAL_MS))
  }
  await worst
  times.sort((a, b) => a - b)
  return {
    query: query.replace(ITEMS, '…/items'),
    status: status ?? 'none',
    queryMs,
    health: { count: times.length, p50: percentile(times, 0.5), max: times.at(-1) ?? 0 },
  }
}

/**
 * `seconds` of reads at 20 connections over the list, filtered list and rotating gets, while
 * the writer updates items of the read type; RSS sampled every second.
 */
export async function soak(server, auth, paths, seconds, writesPerSecond, items) {
  const samples = []
  const timer = setInterval(() => samples.push(rssMb(server.pid)), 1000)
  const writer = startWriter(server.url, auth.write, 'same', writesPerSecond, items)
  let n = 0
  const result = await autocannon({
    url: server.url,
    connections: 20,
    duration: seconds,
    headers: { authorization: `Bearer ${auth.read}` },
    requests: [
      { method: 'GET', setupRequest: (req) => ({ ...req, path: paths[(n += 1) % paths.length] }) },
    ],
  })
  clearInterval(timer)
  await writer.stop()
  const readings = samples.filter((value) => value !== null)
  const average = (values) => values.reduce((sum, value) => sum + value, 0) / values.length
  // After the first quarter V8 has sized its heap; the last tenth is where growth would show.
  const quarter = Math.floor(readings.length / 4)
  const tenth = Math.max(1, Math.floor(readings.length / 10))
  return {
    seconds,
    requests: result.requests.total,
    warmMb: average(readings.slice(quarter, quarter + tenth)),
    endMb: average(readings.slice(-tenth)),
    maxMb: Math.max(...readings),
  }
}
