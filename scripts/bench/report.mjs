// The targets of the performance issues and the tables the bench prints (Markdown, ready for
// the docs).

export const RSS_LIMIT_MB = 200

/**
 * Share of the baseline's requests per second each endpoint must reach, and the p99 limit of
 * reads at 50 connections, by response-cache state. With the cache on, a read-only key's
 * repeated reads come from memory; with it off, every read goes to the database.
 */
export const TARGETS = {
  on: { ratio: { list: 0.5, cursor: 0.5, get: 0.5, filtered: 0.3, create: null }, p99: 25 },
  off: { ratio: { list: 0.25, cursor: 0.25, get: 0.4, filtered: 0.2, create: 0.2 }, p99: 50 },
}
/** The GraphQL list must reach this share of the REST list's requests per second. */
export const GRAPHQL_SHARE_OF_REST = 0.8
/** Large mode (a million items, one connection): what one query may take at p50. */
export const LARGE_P50_LIMIT_MS = { cursor: 5, offset: 10 }
/** Mixed reads and writes: the share of the read-only throughput readers keep. */
export const MIXED_MIN_SHARE = { other: 0.9, same: 0.5 }
/** The stall check: health must answer this fast while the worst query runs. */
export const STALL_HEALTH_LIMIT_MS = 50

const pct = (ratio) => `${Math.round(ratio * 100)}%`
const num = (value) => Math.round(value).toLocaleString('en-US')

function failedRequests(row) {
  if (row.non2xx === 0 && row.errors === 0) return null
  const codes = Object.entries(row.statusCodes ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${count}× ${code}`)
  if (row.errors > 0) codes.push(`${row.errors} errors or timeouts`)
  return `failed requests: ${codes.join(', ')}`
}

/**
 * Which targets a measured row misses. `row`: { key, cache, rps, p50, p99, rssMb, baselineRps,
 * connections, non2xx, errors, large, paging }. Returns { verdict, misses }.
 */
export function judge(row) {
  const misses = []
  const failed = failedRequests(row)
  if (failed) misses.push(failed)
  if (row.rssMb !== null && row.rssMb !== undefined && row.rssMb >= RSS_LIMIT_MB) {
    misses.push(`RSS ${row.rssMb.toFixed(0)} MB ≥ ${RSS_LIMIT_MB} MB`)
  }
  if (row.large) {
    const limit = LARGE_P50_LIMIT_MS[row.paging ?? 'offset']
    if (row.p50 >= limit) misses.push(`p50 ${row.p50} ms ≥ ${limit} ms`)
    return { verdict: misses.length ? 'FAIL' : 'PASS', misses }
  }
  const targets = TARGETS[row.cache ?? 'on']
  const minRatio = targets.ratio[row.key]
  if (row.baselineRps && minRatio) {
    const ratio = row.rps / row.baselineRps
    if (ratio < minRatio) misses.push(`${pct(ratio)} of baseline < ${pct(minRatio)}`)
  }
  if (row.key !== 'create' && row.connections >= 50 && row.p99 >= targets.p99) {
    misses.push(`p99 ${row.p99} ms ≥ ${targets.p99} ms`)
  }
  if (!minRatio && !misses.length) return { verdict: 'info', misses }
  return { verdict: misses.length ? 'FAIL' : 'PASS', misses }
}

function markdownTable(header, lines) {
  return [header, header.map(() => '---'), ...lines]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n')
}

function withMisses(table, notes) {
  return notes.length ? `${table}\n\nMissed:\n\n${notes.join('\n')}` : table
}

/** The endpoint results of one database and cache state, followed by what missed its target. */
export function formatTable(rows, { large = false } = {}) {
  const header = ['Endpoint', 'Conns', 'Req/s', 'p50 ms', 'p99 ms', 'Server RSS MB']
  // autocannon keeps whole milliseconds, so a sub-millisecond query reads 0 in its percentiles;
  // connections ÷ throughput is the time each request took end to end (Little's law).
  if (large) header.splice(4, 0, 'ms per request')
  if (!large) header.push('Baseline req/s', 'Ratio')
  header.push('Result')
  const lines = []
  const notes = []
  for (const row of rows) {
    if (row.refused) {
      const empty = large ? 6 : 7
      lines.push([row.name, ...Array(empty).fill('—'), row.refused])
      continue
    }
    const { verdict, misses } = judge({ ...row, large })
    const cells = [
      row.name,
      String(row.connections),
      num(row.rps),
      String(row.p50),
      ...(large ? [((row.connections * 1000) / row.rps).toFixed(2)] : []),
      String(row.p99),
      row.rssMb === null ? 'n/a' : row.rssMb.toFixed(0),
    ]
    if (!large) {
      cells.push(
        row.baselineRps ? num(row.baselineRps) : 'n/a',
        row.baselineRps ? pct(row.rps / row.baselineRps) : 'n/a',
      )
    }
    cells.push(verdict)
    lines.push(cells)
    if (misses.length) notes.push(`- ${row.name}: ${misses.join('; ')}`)
  }
  const rest = rows.find((row) => row.key === 'list' && !row.refused)
  const graphql = rows.find((row) => row.key === 'graphql' && !row.refused)
  if (rest && graphql) {
    const share = graphql.rps / rest.rps
    if (share < GRAPHQL_SHARE_OF_REST) {
      notes.push(
        `- ${graphql.name}: ${pct(share)} of the REST list's req/s < ${pct(GRAPHQL_SHARE_OF_REST)}`,
      )
    }
  }
  return withMisses(markdownTable(header, lines), notes)
}

/**
 * Reads while a writer updates items: `rows` of { name, writer: 'other' | 'same', alone,
 * mixed, writes, writeErrors, hitRatio }.
 */
export function formatMixed(rows) {
  const header = [
    'Reads',
    'Writer updates',
    'Read-only req/s',
    'With writes req/s',
    'Share',
    'p99 ms',
    'Writes done',
    'Cache hits',
    'Result',
  ]
  const notes = []
  const lines = rows.map((row) => {
    const share = row.mixed.rps / row.alone.rps
    const min = MIXED_MIN_SHARE[row.writer]
    const misses = []
    if (share < min) misses.push(`${pct(share)} of read-only < ${pct(min)}`)
    const failed = failedRequests(row.mixed)
    if (failed) misses.push(failed)
    if (row.writeErrors > 0) misses.push(`${row.writeErrors} writes failed`)
    if (misses.length) notes.push(`- ${row.name}, ${row.writer} type: ${misses.join('; ')}`)
    return [
      row.name,
      row.writer === 'other' ? 'another type' : 'the same type',
      num(row.alone.rps),
      num(row.mixed.rps),
      pct(share),
      String(row.mixed.p99),
      num(row.writes),
      row.hitRatio === null ? 'n/a' : pct(row.hitRatio),
      misses.length ? 'FAIL' : 'PASS',
    ]
  })
  return withMisses(markdownTable(header, lines), notes)
}

/** The stall check: { query, status, queryMs, health: { count, p50, max } }. */
export function formatStall(stall) {
  const ok = stall.health.max < STALL_HEALTH_LIMIT_MS
  const header = [
    'Worst query',
    'Its answer',
    'Its time ms',
    'Health checks',
    'Health p50 ms',
    'Health max ms',
    'Result',
  ]
  return markdownTable(header, [
    [
      `\`${stall.query}\``,
      String(stall.status),
      String(stall.queryMs),
      String(stall.health.count),
      stall.health.p50.toFixed(1),
      stall.health.max.toFixed(1),
      ok ? 'PASS' : `FAIL (max ≥ ${STALL_HEALTH_LIMIT_MS} ms)`,
    ],
  ])
}

/** The soak: RSS samples over mixed reads and writes, { seconds, warmMb, endMb, maxMb, requests }. */
export function formatSoak(soak) {
  const growth = soak.endMb - soak.warmMb
  const verdict = soak.maxMb < RSS_LIMIT_MB && growth < 10 ? 'PASS' : 'FAIL'
  const header = [
    'Seconds',
    'Requests',
    'RSS after warm-up MB',
    'RSS at the end MB',
    'Growth MB',
    'Max RSS MB',
    'Result',
  ]
  return markdownTable(header, [
    [
      String(soak.seconds),
      num(soak.requests),
      soak.warmMb.toFixed(0),
      soak.endMb.toFixed(0),
      growth.toFixed(1),
      soak.maxMb.toFixed(0),
      verdict,
    ],
  ])
}
