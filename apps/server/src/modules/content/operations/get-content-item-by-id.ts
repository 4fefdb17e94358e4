import type { ContentItem } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { contentItemNotFound } from '../content-errors.js'
import { findItemTypes } from '../content.repository.js'
import { getContentItem } from './get-content-item.js'

/**
 * One item by id alone, whatever its type: links from the dashboard and the command palette
 * know only the item. Any signed-in user.
 */
export async function getContentItemById(ctx: OperationContext, id: string): Promise<ContentItem> {
  requireActor(ctx)
  const [found] = await findItemTypes(ctx.db, [id])
  if (!found) throw contentItemNotFound()
  return getContentItem(ctx, found.content_type_id, found.id)
}
