import { randomUUID } from 'node:crypto'

import type { ComponentRegistry, ContentTypeField } from '@folio/schema'

import { nowIso } from '../../lib/clock.js'
import type { OperationContext } from '../../lib/context.js'
import { linksOf, withoutTarget } from '../content/item-links.js'
import { replaceItemLinks } from '../content/links.repository.js'
import { translatableFields, translationSnapshot } from './translation-view.js'
import {
  findTranslationForUpdate,
  insertTranslationVersions,
  updateTranslationAtVersion,
} from './translations.repository.js'

/**
 * Drops `targets` (items being deleted) from the relations of these translations, each saved
 * as its next version; their own `content_links` follow. Call inside the delete's transaction.
 */
export async function unlinkFromTranslations(
  ctx: OperationContext,
  sources: readonly { itemId: string; locale: string; fields: readonly ContentTypeField[] }[],
  components: ComponentRegistry,
  targets: ReadonlySet<string>,
  actorId: string | null,
): Promise<void> {
  const seen = new Set<string>()
  for (const { itemId, locale, fields } of sources) {
    if (seen.has(`${itemId}\n${locale}`)) continue
    seen.add(`${itemId}\n${locale}`)
    const row = await findTranslationForUpdate(ctx.db, ctx.dialect, itemId, locale)
    if (!row) continue
    const own = translatableFields(fields)
    const data = withoutTarget(
      own,
      JSON.parse(row.data) as Record<string, unknown>,
      components,
      targets,
    )
    if (!data) continue
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
    if (!saved) continue
    await insertTranslationVersions(ctx.db, [
      translationSnapshot(saved, randomUUID(), 'updated', actorId),
    ])
    await replaceItemLinks(ctx.db, itemId, locale, linksOf(own, data, components))
  }
}
