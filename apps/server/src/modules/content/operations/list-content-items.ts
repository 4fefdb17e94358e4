import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { findContentType } from '../../content-types/index.js'
import { pageOfContentItems, type ContentItemPage, type ContentListQuery } from '../item-list.js'

/**
 * The admin Content list: items of every type, optionally narrowed to one `type` (id or slug).
 * A type that does not exist matches nothing. Any signed-in user.
 */
export async function listContentItems(
  ctx: OperationContext,
  query: ContentListQuery,
): Promise<ContentItemPage> {
  requireActor(ctx)
  if (query.type) {
    const type = await findContentType(ctx.db, query.type)
    if (!type) return { data: [], meta: { page: query.page, pageSize: query.pageSize, total: 0 } }
    return pageOfContentItems(ctx, type.id, query)
  }
  return pageOfContentItems(ctx, undefined, query)
}
