import { createHash } from 'node:crypto'

import { canBeFilterable, type ContentTypeField } from '@folio/schema'
import { sql } from 'kysely'

import type { OperationContext } from '../../lib/context.js'

/**
 * A content type's filterable fields each get an index on content_items, partial on the type:
 * `(content_type_id, <the field's value>, status)`. The value is exactly the expression the
 * delivery filters compile to (dialect.jsonNumber / jsonText), or the planner would not match
 * it; status rides along so counting `status=published` items in a range reads the index only.
 */

const TABLE = 'content_items'

/** Short and stable: PostgreSQL cuts identifiers at 63 characters. */
function key(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12)
}

function prefixOf(typeId: string): string {
  return `${TABLE}_filter_${key(typeId)}_`
}

/** A field's index name changes with its type, so a field turned from text to number is reindexed. */
export function filterIndexName(typeId: string, field: ContentTypeField): string {
  return `${prefixOf(typeId)}${key(`${field.id}:${field.type}`)}`
}

type IndexContext = Pick<OperationContext, 'db' | 'dialect'>

function valueOf({ dialect }: IndexContext, field: ContentTypeField) {
  return field.type === 'number'
    ? dialect.jsonNumber('data', field.id)
    : dialect.jsonText('data', field.id)
}

/**
 * Creates the indexes the type's filterable fields need and drops those no field needs any
 * more (all of them when `fields` is empty, for a deleted type). Runs in the caller's
 * transaction; building an index over many items takes a while, so only changes build one.
 */
export async function syncFilterIndexes(
  ctx: IndexContext,
  typeId: string,
  fields: readonly ContentTypeField[],
): Promise<void> {
  const prefix = prefixOf(typeId)
  const existing = (await ctx.dialect.listIndexes(ctx.db, TABLE)).filter((name) =>
    name.startsWith(prefix),
  )
  const wanted = new Map(
    fields
      .filter((field) => field.filterable && canBeFilterable(field.type))
      .map((field) => [filterIndexName(typeId, field), field]),
  )
  for (const name of existing) {
    if (!wanted.has(name)) await sql`drop index if exists ${sql.id(name)}`.execute(ctx.db)
  }
  for (const [name, field] of wanted) {
    if (existing.includes(name)) continue
    // Everything is a literal: DDL takes no parameters. Ids are quoted by sql.lit.
    await sql`create index ${sql.id(name)} on ${sql.table(TABLE)}
      (content_type_id, ${valueOf(ctx, field)}, status)
      where content_type_id = ${sql.lit(typeId)}`.execute(ctx.db)
    await ctx.dialect.analyzeIndex(ctx.db, TABLE, name)
  }
}
