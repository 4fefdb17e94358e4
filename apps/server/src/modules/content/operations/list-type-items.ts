import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { requireContentType } from '../item-lookup.js'
import { pageOfContentItems, type ContentItemPage, type ContentListQuery } from '../item-list.js'

/** The items of one type (id or slug in the path; 404 when unknown). Any signed-in user. */
export async function listTypeItems(
  ctx: OperationContext,
  typeIdOrSlug: string,
  query: Omit<ContentListQuery, 'type'>,
): Promise<ContentItemPage> {
  requireActor(ctx)
  const type = await requireContentType(ctx, typeIdOrSlug)
  return pageOfContentItems(ctx, type.id, query)
}
