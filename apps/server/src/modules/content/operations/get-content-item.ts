import type { ContentItem } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { requireContentItem, requireContentType } from '../item-lookup.js'
import { presentContentItem } from '../item-view.js'

/** One item of a type, by id or slug. Any signed-in user. */
export async function getContentItem(
  ctx: OperationContext,
  typeIdOrSlug: string,
  idOrSlug: string,
): Promise<ContentItem> {
  requireActor(ctx)
  const type = await requireContentType(ctx, typeIdOrSlug)
  const row = await requireContentItem(ctx, type, idOrSlug)
  return presentContentItem(ctx, row, type.fields)
}
