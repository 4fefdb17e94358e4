import type { VersionEvent } from '@folio/schema'

import { nowIso } from '../../lib/clock.js'
import type { OperationContext } from '../../lib/context.js'
import {
  findContentItem,
  updateContentItemAtVersion,
  type ContentItemRow,
} from './content.repository.js'
import { contentItemNotFound, slugRaceGuard, staleContentVersion } from './content-errors.js'
import { snapshotOf } from './item-snapshot.js'
import type { PreparedItem } from './prepare-item.js'
import { replaceItemLinks } from './links.repository.js'
import { insertContentVersion } from './versions.repository.js'

/**
 * Writes `item` as the next version of `current` and records its snapshot; call inside a
 * transaction. The write only lands if the row is still at the version `current` was read at,
 * so a save that lost a race answers 409 instead of overwriting the winner.
 */
export async function saveItemVersion(
  ctx: OperationContext,
  current: ContentItemRow,
  item: PreparedItem,
  change: { event: VersionEvent; actorId: string; restoredFrom?: number },
): Promise<ContentItemRow> {
  const row = await slugRaceGuard(
    ctx,
    updateContentItemAtVersion(ctx.db, current.id, current.version, {
      ...item,
      updatedAt: nowIso(),
      updatedBy: change.actorId,
    }),
  )
  if (!row) {
    const now = await findContentItem(ctx.db, current.content_type_id, current.id)
    if (!now) throw contentItemNotFound()
    throw staleContentVersion(now.version)
  }
  await insertContentVersion(
    ctx.db,
    snapshotOf(row, change.event, change.actorId, change.restoredFrom ?? null),
  )
  await replaceItemLinks(ctx.db, row.id, '', item.links)
  return row
}
