import type { MediaUsage } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireCapability } from '../../access/index.js'
import { findContentMentioning } from '../media.repository.js'
import { requireMediaRow } from './get-media.js'

/**
 * The content items that use a file: image fields and rich-text images store its path,
 * `/media/<id>/<name>`, so any item whose data holds the id. Signed-in users.
 */
export async function getMediaUsage(ctx: OperationContext, id: string): Promise<MediaUsage[]> {
  await requireCapability(ctx, 'media.view')
  const row = await requireMediaRow(ctx, id)
  const items = await findContentMentioning(ctx.db, row.id)
  return items.map((item) => ({
    itemId: item.item_id,
    title: item.title,
    contentTypeId: item.content_type_id,
    contentTypeName: item.content_type_name,
    status: item.status,
  }))
}
