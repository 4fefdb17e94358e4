import { randomUUID } from 'node:crypto'

import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { registryFor } from '../../components/index.js'
import { readContentTypes } from '../../content-types/index.js'
import { runHooks, type ItemChange } from '../../lifecycle/index.js'
import type { ContentItemRow } from '../content.repository.js'
import { loadAuthors, toContentItem } from '../item-view.js'
import { hasDueScheduledRows, publishDueScheduledRows } from '../scheduled.repository.js'
import { insertContentVersions } from '../versions.repository.js'

/**
 * The scheduler's job: publishes every item scheduled for `now` or earlier and records a
 * 'scheduled-publish' version of each, in one transaction. Safe to run from several server
 * processes at once: the claiming UPDATE lets exactly one of them publish a given item. A tick
 * with nothing due only reads. Returns the ids of the items this call published.
 */
export async function publishDueItems(
  ctx: OperationContext,
  now: Date = new Date(),
): Promise<string[]> {
  const at = now.toISOString()
  if (!(await hasDueScheduledRows(ctx.db, 'content_items', at))) return []
  const published = await withTransaction(ctx, async (trx) => {
    const rows = await publishDueScheduledRows(trx.db, 'content_items', at)
    await insertContentVersions(
      trx.db,
      rows.map((row) => ({
        id: randomUUID(),
        item_id: row.id,
        version: row.version,
        event: 'scheduled-publish',
        restored_from: null,
        title: row.title,
        slug: row.slug,
        status: row.status,
        data: row.data,
        published_at: row.published_at,
        scheduled_for: null,
        created_at: at,
        created_by: null,
      })),
    )
    await recordPublished(trx, rows)
    return rows
  })
  const ids = published.map((row) => row.id)
  if (ids.length) ctx.logger.info({ items: ids }, `published ${ids.length} scheduled item(s)`)
  return ids
}

/**
 * Each item's publish, in the API's shape (types and authors batched), through the after-stages
 * of the lifecycle (webhooks send item.published). Their before-stages ran when they were
 * scheduled: scheduling is publishing, refused or allowed then.
 */
async function recordPublished(ctx: OperationContext, rows: readonly ContentItemRow[]) {
  if (rows.length === 0 || !ctx.lifecycle?.has('item')) return
  const types = await readContentTypes(ctx, [...new Set(rows.map((row) => row.content_type_id))])
  const typeOf = new Map(types.map((type) => [type.id, type]))
  const authors = await loadAuthors(
    ctx,
    rows.flatMap((row) => [row.created_by, row.updated_by]),
  )
  const components = await registryFor(
    ctx.db,
    types.flatMap((type) => type.fields),
  )
  for (const row of rows) {
    const type = typeOf.get(row.content_type_id)!
    const change: ItemChange = {
      target: 'item',
      operation: 'publish',
      actor: null,
      contentType: { id: type.id, slug: type.slug, name: type.name, fields: type.fields },
      previous: { id: row.id, status: 'scheduled', version: row.version - 1 },
      input: null,
      contentChanged: false,
      item: toContentItem(row, type.fields, authors, components),
      cause: 'schedule',
    }
    await runHooks(ctx, 'item', 'afterChange', change)
    await runHooks(ctx, 'item', 'afterCommit', change)
  }
}
