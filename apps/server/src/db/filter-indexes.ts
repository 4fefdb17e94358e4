import { createHash } from 'node:crypto'

import { canBeFilterable, type ContentTypeField } from '@folio/schema'
import { sql, type Kysely } from 'kysely'

import type { Dialect } from './dialects/dialect.js'
import type { Database } from './tables.js'

/**
 * A content type's filterable fields each get an index on content_items, partial on the type:
 * `(content_type_id, <the field's value>, status, updated_at, id)`. The value is exactly the
 * expression the delivery filters compile to (dialect.jsonNumber / jsonText), or the planner
 * would not match it. Status rides along so counting `status=published` items in a range reads
 * the index only, and the list's order (newest first, ties by id) so a page of the range is
 * picked from the index too: without them, a range holding a tenth of 10,000 items read a
 * thousand whole rows to sort them, which took three times as long.
 */

const TABLE = 'content_items'

/**
 * Part of every name: a change to the definition above changes it, so migration 0025 can tell
 * the indexes built before it from those built since and replace them.
 */
const DEFINITION = 'type-value-status-updated-id'

/** Short and stable: PostgreSQL cuts identifiers at 63 characters. */
function key(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12)
}

function prefixOf(typeId: string): string {
  return `${TABLE}_filter_${key(typeId)}_`
}

/** A field's index name changes with its type, so a field turned from text to number is reindexed. */
export function filterIndexName(typeId: string, field: ContentTypeField): string {
  return `${prefixOf(typeId)}${key(`${field.id}:${field.type}:${DEFINITION}`)}`
}

function valueOf(dialect: Dialect, field: ContentTypeField) {
  return field.type === 'number'
    ? dialect.jsonNumber('data', field.id)
    : dialect.jsonText('data', field.id)
}

/**
 * Creates the indexes the type's filterable fields need and drops those no field needs any
 * more (all of them when `fields` is empty, for a deleted type). Runs in the caller's
 * transaction; building an index over many items takes a while, so only changes build one.
 */
export async function syncTypeFilterIndexes(
  db: Kysely<Database>,
  dialect: Dialect,
  typeId: string,
  fields: readonly ContentTypeField[],
): Promise<void> {
  const prefix = prefixOf(typeId)
  const existing = (await dialect.listIndexes(db, TABLE)).filter((name) => name.startsWith(prefix))
  const wanted = new Map(
    fields
      .filter((field) => field.filterable && canBeFilterable(field.type))
      .map((field) => [filterIndexName(typeId, field), field]),
  )
  for (const name of existing) {
    if (!wanted.has(name)) await sql`drop index if exists ${sql.id(name)}`.execute(db)
  }
  for (const [name, field] of wanted) {
    if (existing.includes(name)) continue
    // Everything is a literal: DDL takes no parameters. Ids are quoted by sql.lit.
    await sql`create index ${sql.id(name)} on ${sql.table(TABLE)}
      (content_type_id, ${valueOf(dialect, field)}, status, updated_at, id)
      where content_type_id = ${sql.lit(typeId)}`.execute(db)
    await dialect.analyzeIndex(db, TABLE, name)
  }
}
