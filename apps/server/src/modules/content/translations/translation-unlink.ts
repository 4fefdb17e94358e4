import { randomUUID } from 'node:crypto'

import type { ComponentRegistry, ContentTypeField, ItemData } from '@folio/schema'

import { nowIso } from '../../../lib/clock.js'
import type { OperationContext } from '../../../lib/context.js'
import { linksOf } from '../item-links.js'
import { replaceItemLinks } from '../links.repository.js'
import { translatableFields, translationSnapshot } from './translation-view.js'
import {
  findTranslationForUpdate,
  insertTranslationVersions,
  updateTranslationAtVersion,
  type TranslationRow,
} from './translations.repository.js'

/** A translation's own values (by field id) and the fields they belong to, row locked. */
export async function lockTranslationData(
  ctx: OperationContext,
  itemId: string,
  locale: string,
  fields: readonly ContentTypeField[],
) {
  const row = await findTranslationForUpdate(ctx.db, ctx.dialect, itemId, locale)
  if (!row) return undefined
  return {
    row,
    fields: translatableFields(fields),
    data: JSON.parse(row.data) as ItemData,
  }
}

/**
 * Saves a translation with `data` as its next version (an item it pointed to was deleted);
 * its `content_links` follow. Call inside the delete's transaction, the row locked.
 */
export async function saveUnlinkedTranslation(
  ctx: OperationContext,
  row: TranslationRow,
  fields: readonly ContentTypeField[],
  data: ItemData,
  components: ComponentRegistry,
  actorId: string | null,
): Promise<void> {
  const saved = await updateTranslationAtVersion(ctx.db, row.id, row.version, {
    title: row.title,
    status: row.status,
    data: JSON.stringify(data),
    source: row.source,
    publishedAt: row.published_at,
    scheduledFor: row.scheduled_for,
    updatedAt: nowIso(),
    updatedBy: actorId,
  })
  if (!saved) return
  await insertTranslationVersions(ctx.db, [
    translationSnapshot(saved, randomUUID(), 'updated', actorId),
  ])
  await replaceItemLinks(ctx.db, row.item_id, row.locale, linksOf(fields, data, components))
}
