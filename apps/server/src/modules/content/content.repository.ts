import type { ContentStatus } from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'

export interface NewContentItem {
  id: string
  contentTypeId: string
  title: string
  slug: string
  status: ContentStatus
  data: Record<string, unknown>
  createdAt: string
  publishedAt: string | null
  createdBy: string | null
}

export async function insertContentItem(db: Kysely<Database>, item: NewContentItem) {
  await db
    .insertInto('content_items')
    .values({
      id: item.id,
      content_type_id: item.contentTypeId,
      title: item.title,
      slug: item.slug,
      status: item.status,
      data: JSON.stringify(item.data),
      created_at: item.createdAt,
      updated_at: item.createdAt,
      published_at: item.publishedAt,
      scheduled_for: null,
      created_by: item.createdBy,
      updated_by: item.createdBy,
    })
    .execute()
}

/** Items with their parsed data, for callers that read whole types (seed checks, exports). */
export async function listContentItemsByType(db: Kysely<Database>, contentTypeId: string) {
  const rows = await db
    .selectFrom('content_items')
    .selectAll()
    .where('content_type_id', '=', contentTypeId)
    .orderBy('created_at')
    .execute()
  return rows.map((row) => ({ ...row, data: JSON.parse(row.data) as Record<string, unknown> }))
}
