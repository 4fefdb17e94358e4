import { randomUUID } from 'node:crypto'

import type { VersionEvent } from '@folio/schema'

import type { ContentItemRow } from './content.repository.js'
import type { NewContentVersion } from './versions.repository.js'

/** The history entry that records an item as it was just saved. */
export function snapshotOf(
  row: ContentItemRow,
  event: VersionEvent,
  actorId: string | null,
  restoredFrom: number | null = null,
): NewContentVersion {
  return {
    id: randomUUID(),
    item_id: row.id,
    version: row.version,
    event,
    restored_from: restoredFrom,
    title: row.title,
    slug: row.slug,
    status: row.status,
    data: row.data,
    published_at: row.published_at,
    scheduled_for: row.scheduled_for,
    created_at: row.updated_at,
    created_by: actorId,
  }
}
