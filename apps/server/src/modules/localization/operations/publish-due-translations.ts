import { randomUUID } from 'node:crypto'

import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { registryFor } from '../../components/index.js'
import { findContentTypesByIds } from '../../content-types/index.js'
import {
  findItemsByIds,
  loadAuthors,
  toContentItem,
  hasDueScheduledRows,
  publishDueScheduledRows,
  localizedRow,
} from '../../content/index.js'
import { recordEvent } from '../../webhooks/index.js'
import { insertTranslationVersions, type TranslationRow } from '../../content/index.js'

/**
 * The scheduler's job for translations, as publishDueItems is for items: publishes every
 * translation scheduled for `now` or earlier, records a 'scheduled-publish' version of each and
 * an `item.published` event, in one transaction. The claiming UPDATE lets exactly one of
 * several processes publish a given translation. Returns the ids of those this call published.
 */
export async function publishDueTranslations(
  ctx: OperationContext,
  now: Date = new Date(),
): Promise<string[]> {
  const at = now.toISOString()
  if (!(await hasDueScheduledRows(ctx.db, 'content_item_translations', at))) return []
  const published = await withTransaction(ctx, async (trx) => {
    const rows = await publishDueScheduledRows(trx.db, 'content_item_translations', at)
    await insertTranslationVersions(
      trx.db,
      rows.map((row) => ({
        id: randomUUID(),
        translation_id: row.id,
        version: row.version,
        event: 'scheduled-publish',
        restored_from: null,
        title: row.title,
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
  if (ids.length)
    ctx.logger.info({ translations: ids }, `published ${ids.length} scheduled translation(s)`)
  return ids
}

async function recordPublished(ctx: OperationContext, rows: readonly TranslationRow[]) {
  if (rows.length === 0) return
  const items = new Map(
    (await findItemsByIds(ctx.db, [...new Set(rows.map((row) => row.item_id))])).map((item) => [
      item.id,
      item,
    ]),
  )
  const types = await findContentTypesByIds(ctx.db, [
    ...new Set([...items.values()].map((item) => item.content_type_id)),
  ])
  const fieldsOf = new Map(types.map((type) => [type.id, type.fields]))
  const authors = await loadAuthors(
    ctx,
    rows.flatMap((row) => [row.created_by, row.updated_by]),
  )
  const components = await registryFor(
    ctx.db,
    types.flatMap((type) => type.fields),
  )
  for (const row of rows) {
    const item = items.get(row.item_id)
    if (!item) continue
    const fields = fieldsOf.get(item.content_type_id) ?? []
    await recordEvent(
      ctx,
      'item.published',
      toContentItem(localizedRow(item, row, fields), fields, authors, components),
    )
  }
}
