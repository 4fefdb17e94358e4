import type SQLite from 'better-sqlite3'

/** Writes that add items; the rest of the server's statements are left alone. */
const ADDS_ITEMS = /\binsert\s+(or\s+\w+\s+)?into\s+"?content_items"?[\s(]/i
/** How long inserts must pause before statistics are looked at: a bulk import is one event. */
const SETTLE_MS = 300
/** Growth smaller than this never misleads the planner enough to be worth an analysis. */
const MIN_GROWTH = 50
/** A filterable field's index is partial on its type (see content-types/filter-indexes.ts). */
const PARTIAL_ON_TYPE = /\bwhere\s+content_type_id\s*=\s*'((?:[^']|'')*)'\s*$/i

interface IndexStatistics {
  name: string
  sql: string | null
  stat: string | null
}

/**
 * The planner picks between a type's date index and a filterable field's index from the
 * statistics ANALYZE took. A type whose statistics were taken while it was empty (as every
 * new type's are) looks as if a scan of its field index cost nothing, so the statistics of an
 * index are taken again whenever the rows it covers have doubled since: a handful of times
 * over a type's life, each cheap next to the growth it follows, and never on a request.
 *
 * Returns the hook that watches statements as they are prepared.
 */
export function analyzeAfterGrowth(database: SQLite.Database, optimizeFlags: number) {
  let timer: NodeJS.Timeout | undefined

  const refresh = () => {
    timer = undefined
    if (!database.open) return
    // Between two statements of a transaction: the analysis would become part of it.
    if (database.inTransaction) {
      timer = setTimeout(refresh, SETTLE_MS).unref()
      return
    }
    try {
      for (const name of grownIndexes(database)) database.exec(`analyze "${name}"`)
      database.pragma(`optimize = ${optimizeFlags}`)
    } catch {
      // Statistics are an optimisation: a locked file or a closing server leaves them for the
      // next growth or the hourly refresh.
    }
  }
  const grew = (rows: number) => {
    if (rows <= 0) return
    clearTimeout(timer)
    timer = setTimeout(refresh, SETTLE_MS).unref()
  }

  return (statement: SQLite.Statement) => {
    if (!ADDS_ITEMS.test(statement.source)) return
    const run = statement.run.bind(statement)
    const all = statement.all.bind(statement)
    statement.run = (...params: unknown[]) => {
      const result = run(...params)
      grew(result.changes)
      return result
    }
    statement.all = (...params: unknown[]) => {
      const rows = all(...params)
      grew(rows.length)
      return rows
    }
  }
}

/** Indexes of content_items that cover at least twice the rows they had when last analyzed. */
function grownIndexes(database: SQLite.Database): string[] {
  const analyzed = database
    .prepare(`select 1 from sqlite_master where type = 'table' and name = 'sqlite_stat1'`)
    .get()
  const indexes = database
    .prepare(
      analyzed
        ? `select m.name, m.sql, s.stat from sqlite_master m
           left join sqlite_stat1 s on s.tbl = m.tbl_name and s.idx = m.name
           where m.type = 'index' and m.tbl_name = 'content_items'`
        : `select name, sql, null as stat from sqlite_master
           where type = 'index' and tbl_name = 'content_items'`,
    )
    .all() as IndexStatistics[]
  // The per-type totals kept by triggers (migration 0005): one row per type and status.
  const counts = new Map<string, number>()
  let total = 0
  for (const row of database
    .prepare(`select content_type_id as type, item_count as n from content_item_counts`)
    .all() as { type: string; n: number }[]) {
    counts.set(row.type, (counts.get(row.type) ?? 0) + row.n)
    total += row.n
  }
  return indexes
    .filter(({ sql, stat }) => {
      const type = sql?.match(PARTIAL_ON_TYPE)?.[1]?.replaceAll("''", "'")
      const rows = type === undefined ? total : (counts.get(type) ?? 0)
      const before = Number.parseInt(stat ?? '0', 10) || 0
      return rows - before >= MIN_GROWTH && rows >= 2 * before
    })
    .map(({ name }) => name.replaceAll('"', '""'))
}
