import {
  InsertQueryNode,
  sql,
  TableNode,
  type Kysely,
  type KyselyPlugin,
  type QueryId,
} from 'kysely'

import type { Database } from '../tables.js'

/** How long inserts must pause before statistics are looked at: a bulk import is one event. */
const SETTLE_MS = 300
/** Growth smaller than this never misleads the planner enough to be worth an analysis. */
const MIN_GROWTH = 50
/** A filterable field's index is partial on its type (see content-types/filter-indexes.ts). */
const PARTIAL_ON_TYPE = /content_type_id\s*=\s*'((?:[^']|'')*)'/

/**
 * Autovacuum analyzes a table once a tenth of it changed, checking once a minute: a type
 * growing from empty to thousands of items meanwhile is planned from the statistics of its
 * empty days, which make an index on the type look as good as the slug's. So, as on SQLite,
 * the table is analyzed (a sample of rows, in the database's own process) shortly after the
 * rows an index covers have doubled since its statistics were taken.
 *
 * Returns the plugin that watches inserts; `db` is read when the kysely exists.
 */
export function analyzeAfterGrowth(db: () => Kysely<Database>): KyselyPlugin {
  const inserts = new Set<QueryId>()
  let timer: NodeJS.Timeout | undefined
  let running = false

  const refresh = async () => {
    timer = undefined
    if (running) return
    running = true
    try {
      if (await grew(db())) await sql`analyze content_items`.execute(db())
    } catch {
      // Statistics are an optimisation: an outage leaves them to the next growth or autovacuum.
    } finally {
      running = false
    }
  }

  return {
    transformQuery({ node, queryId }) {
      if (
        InsertQueryNode.is(node) &&
        node.into !== undefined &&
        TableNode.is(node.into) &&
        node.into.table.identifier.name === 'content_items'
      ) {
        inserts.add(queryId)
      }
      return node
    },
    async transformResult({ queryId, result }) {
      if (inserts.delete(queryId)) {
        const rows = Number(result.numAffectedRows ?? result.rows.length)
        if (rows > 0) {
          clearTimeout(timer)
          timer = setTimeout(() => void refresh(), SETTLE_MS).unref()
        }
      }
      return result
    },
  }
}

/** Whether an index of content_items covers twice the rows it had when last analyzed. */
async function grew(db: Kysely<Database>): Promise<boolean> {
  const { rows: indexes } = await sql<{ tuples: number; predicate: string | null }>`
    select i.reltuples as tuples, pg_get_expr(x.indpred, x.indrelid) as predicate
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    where x.indrelid = to_regclass('content_items')`.execute(db)
  const counts = await db
    .selectFrom('content_item_counts')
    .select(['content_type_id', 'item_count'])
    .execute()
  const byType = new Map<string, number>()
  let total = 0
  for (const row of counts) {
    byType.set(row.content_type_id, (byType.get(row.content_type_id) ?? 0) + row.item_count)
    total += row.item_count
  }
  return indexes.some(({ tuples, predicate }) => {
    const type = predicate?.match(PARTIAL_ON_TYPE)?.[1]?.replaceAll("''", "'")
    const rows = type === undefined ? total : (byType.get(type) ?? 0)
    // -1: never analyzed.
    const before = Math.max(Number(tuples), 0)
    return rows - before >= MIN_GROWTH && rows >= 2 * before
  })
}
