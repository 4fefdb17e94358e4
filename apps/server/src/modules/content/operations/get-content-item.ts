import type { ContentItem } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { publishedOnly, requireActor } from '../../../lib/permissions.js'
import { contentItemNotFound } from '../content-errors.js'
import { requireContentItem, requireContentType } from '../item-lookup.js'
import { presentContentItem } from '../item-view.js'

/**
 * One item of a type, by id or slug. Any signed-in user; for a read-only API key an item that
 * is not published does not exist.
 */
export async function getContentItem(
  ctx: OperationContext,
  typeIdOrSlug: string,
  idOrSlug: string,
): Promise<ContentItem> {
  requireActor(ctx)
  const type = await requireContentType(ctx, typeIdOrSlug)
  const row = await requireContentItem(ctx, type, idOrSlug)
  if (publishedOnly(ctx) && row.status !== 'published') throw contentItemNotFound()
  return presentContentItem(ctx, row, type.fields)
}
