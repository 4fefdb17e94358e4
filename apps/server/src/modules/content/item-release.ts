import { itemInUseMessage, type ContentStatus, type ContentTypeField } from '@folio/schema'

import { AppError } from '../../lib/app-error.js'
import { nowIso } from '../../lib/clock.js'
import type { OperationContext } from '../../lib/context.js'
import { registryFor } from '../components/index.js'
import { findContentTypesByIds } from '../content-types/index.js'
import { unlinkFromTranslations } from '../localization/index.js'
import { findContentItemForUpdate, updateContentItemAtVersion } from './content.repository.js'
import { linksOf, withoutTarget } from './item-links.js'
import { snapshotOf } from './item-snapshot.js'
import { findLinksTo, replaceItemLinks } from './links.repository.js'
import { insertContentVersion } from './versions.repository.js'

/**
 * Makes way for deleting the items `targetIds`, inside the delete's transaction, so no
 * relation is left pointing at nothing. A relation that says `restrict` refuses: 409 naming
 * the items that use them. Relations that say `unlink` lose the ids, at whatever depth they
 * sit; each item (or translation) losing one is saved as a new version, as an edit would be.
 */
export async function releaseItemsForDelete(
  ctx: OperationContext,
  targetIds: readonly string[],
  actorId: string | null,
): Promise<void> {
  const links = await findLinksTo(ctx.db, targetIds)
  if (links.length === 0) return
  const restricting = new Map<string, string>()
  for (const link of links) {
    if (link.onDelete === 'restrict') restricting.set(link.sourceId, link.title)
  }
  if (restricting.size > 0) {
    const message = itemInUseMessage(restricting.size, [...restricting.values()])
    throw new AppError('conflict', message, [{ path: 'id', message }])
  }
  const types = await findContentTypesByIds(ctx.db, [
    ...new Set(links.map((link) => link.contentTypeId)),
  ])
  const fieldsOf = new Map<string, ContentTypeField[]>(types.map((t) => [t.id, t.fields]))
  const components = await registryFor(
    ctx.db,
    types.flatMap((type) => type.fields),
  )
  const targets = new Set(targetIds)
  const mains = new Map(links.filter((l) => l.locale === '').map((l) => [l.sourceId, l]))
  for (const link of mains.values()) {
    const fields = fieldsOf.get(link.contentTypeId) ?? []
    const row = await findContentItemForUpdate(
      ctx.db,
      ctx.dialect,
      link.contentTypeId,
      link.sourceId,
    )
    if (!row) continue
    const data = withoutTarget(
      fields,
      JSON.parse(row.data) as Record<string, unknown>,
      components,
      targets,
    )
    if (!data) continue
    // The row is locked, so it is still at the version just read.
    const saved = await updateContentItemAtVersion(ctx.db, row.id, row.version, {
      title: row.title,
      slug: row.slug,
      status: row.status as ContentStatus,
      data,
      publishedAt: row.published_at,
      scheduledFor: row.scheduled_for,
      updatedAt: nowIso(),
      updatedBy: actorId,
    })
    if (!saved) continue
    await insertContentVersion(ctx.db, snapshotOf(saved, 'updated', actorId))
    await replaceItemLinks(ctx.db, row.id, '', linksOf(fields, data, components))
  }
  const translated = links.filter((l) => l.locale !== '')
  if (translated.length) {
    await unlinkFromTranslations(
      ctx,
      translated.map((l) => ({
        itemId: l.sourceId,
        locale: l.locale,
        fields: fieldsOf.get(l.contentTypeId) ?? [],
      })),
      components,
      targets,
      actorId,
    )
  }
}
