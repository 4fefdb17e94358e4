// The targets of the issue and the table the bench prints (Markdown, ready for the docs).

export const RSS_LIMIT_MB = 200
export const P99_LIMIT_MS = 25
/** Large mode (a million items): the time a list query takes. */
export const LARGE_P50_LIMIT_MS = 10

/** Share of the baseline's requests per second each endpoint must reach; null: no target. */
export const MIN_BASELINE_RATIO = { list: 0.5, get: 0.5, filtered: 0.3, create: null }

/**
 * Which targets a measured row misses. `row`: { key, rps, p50, p99, rssMb, baselineRps,
 * connections, non2xx, errors }. Returns { verdict: 'PASS' | 'FAIL' | 'info', misses }.
 */
export function judge(row, { large = false } = {}) {
  const misses = []
  if (row.non2xx > 0 || row.errors > 0) {
    const codes = Object.entries(row.statusCodes ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, count]) => `${count}× ${code}`)
    if (row.errors > 0) codes.push(`${row.errors} errors or timeouts`)
    misses.push(`failed requests: ${codes.join(', ')}`)
  }
  if (row.rssMb !== null && row.rssMb !== undefined && row.rssMb >= RSS_LIMIT_MB) {
    misses.push(`RSS ${row.rssMb.toFixed(0)} MB ≥ ${RSS_LIMIT_MB} MB`)
  }
  if (large) {
    if (row.p50 >= LARGE_P50_LIMIT_MS) misses.push(`p50 ${row.p50} ms ≥ ${LARGE_P50_LIMIT_MS} ms`)
    return { verdict: misses.length ? 'FAIL' : 'PASS', misses }
  }
  const minRatio = MIN_BASELINE_RATIO[row.key]
  if (minRatio === null || minRatio === undefined) {
    // Creates have no throughput target; only failed requests and memory count.
    return { verdict: misses.length ? 'FAIL' : 'info', misses }
  }
  if (row.baselineRps) {
    const ratio = row.rps / row.baselineRps
    if (ratio < minRatio) {
      misses.push(`${pct(ratio)} of baseline < ${pct(minRatio)}`)
    }
  }
  if (row.connections >= 50 && row.p99 >= P99_LIMIT_MS) {
    misses.push(`p99 ${row.p99} ms ≥ ${P99_LIMIT_MS} ms`)
  }
  return { verdict: misses.length ? 'FAIL' : 'PASS', misses }
}

const pct = (ratio) => `${Math.round(ratio * 100)}%`
const num = (value) => Math.round(value).toLocaleString('en-US')

/** The results of one database as a Markdown table, followed by what missed its target. */
export function formatTable(rows, { large = false } = {}) {
  const header = large
    ? ['Endpoint', 'Conns', 'Req/s', 'p50 ms', 'p99 ms', 'Server RSS MB', 'Result']
    : [
        'Endpoint',
        'Conns',
        'Req/s',
        'p50 ms',
        'p99 ms',
        'Server RSS MB',
        'Baseline req/s',
        'Ratio',
        'Result',
      ]
  const lines = [header, header.map(() => '---')]
  const notes = []
  for (const row of rows) {
    const { verdict, misses } = judge(row, { large })
    const cells = [
      row.name,
      String(row.connections),
      num(row.rps),
      String(row.p50),
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
  const table = lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n')
  return notes.length ? `${table}\n\nMissed:\n${notes.join('\n')}` : table
}
