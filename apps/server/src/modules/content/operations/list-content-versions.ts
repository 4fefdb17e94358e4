import type { ContentVersion } from '@folio/schema'

import { requireContentCapability } from '../../access/index.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { registryFor } from '../../components/index.js'
import { resolveMedia } from '../delivery/resolve-media.js'
import { requireContentItem, requireContentType } from '../item-lookup.js'
import { loadAuthors, toContentVersion } from '../item-view.js'
import { listContentVersions as listVersionRows } from '../versions.repository.js'

/** An item's history, newest first, in the type's current field names. Whoever may view the type's items. */
export async function listContentVersions(
  ctx: OperationContext,
  typeIdOrSlug: string,
  idOrSlug: string,
): Promise<ContentVersion[]> {
  requireActor(ctx)
  const type = await requireContentType(ctx, typeIdOrSlug)
  await requireContentCapability(ctx, type.id, 'view', type.name)
  const item = await requireContentItem(ctx, type, idOrSlug)
  const rows = await listVersionRows(ctx.db, item.id)
  const authors = await loadAuthors(
    ctx,
    rows.map((row) => row.created_by),
  )
  const components = await registryFor(ctx.db, type.fields)
  const versions = rows.map((row) => toContentVersion(row, type.fields, authors, components))
  // Media fields read as files here too, so a version compares with the item as shown.
  await resolveMedia(
    ctx,
    versions.map((version) => ({ fields: type.fields, data: version.data })),
    components,
  )
  return versions
}
