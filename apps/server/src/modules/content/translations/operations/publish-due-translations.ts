import { randomUUID } from 'node:crypto'

import type { OperationContext } from '../../../../lib/context.js'
import { withTransaction } from '../../../../lib/transaction.js'
import { registryFor } from '../../../components/index.js'
import { readContentTypes } from '../../../content-types/index.js'
import { findItemsByIds } from '../../delivery/delivery.repository.js'
import { loadAuthors, toContentItem } from '../../item-view.js'
import { hasDueScheduledRows, publishDueScheduledRows } from '../../scheduled.repository.js'
import { localizedRow } from '../translation-view.js'
import { runHooks, type TranslationChange } from '../../../lifecycle/index.js'
import { insertTranslationVersions, type TranslationRow } from '../translations.repository.js'

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

/**
 * Each language's publish through the lifecycle's after-stages (webhooks send item.published);
 * the before-stages ran when it was scheduled.
 */
async function recordPublished(ctx: OperationContext, rows: readonly TranslationRow[]) {
  if (rows.length === 0 || !ctx.lifecycle?.has('translation')) return
  const items = new Map(
    (await findItemsByIds(ctx.db, [...new Set(rows.map((row) => row.item_id))])).map((item) => [
      item.id,
      item,
    ]),
  )
  const types = await readContentTypes(ctx, [
    ...new Set([...items.values()].map((item) => item.content_type_id)),
  ])
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
    const item = items.get(row.item_id)
    if (!item) continue
    const type = typeOf.get(item.content_type_id)!
    const change: TranslationChange = {
      target: 'translation',
      operation: 'publish',
      actor: null,
      contentType: { id: type.id, slug: type.slug, name: type.name, fields: type.fields },
      locale: row.locale,
      itemId: item.id,
      previous: { id: row.id, status: 'scheduled', version: row.version - 1 },
      input: null,
      contentChanged: false,
      item: toContentItem(localizedRow(item, row, type.fields), type.fields, authors, components),
      cause: 'schedule',
    }
    await runHooks(ctx, 'translation', 'afterChange', change)
    await runHooks(ctx, 'translation', 'afterCommit', change)
  }
}
