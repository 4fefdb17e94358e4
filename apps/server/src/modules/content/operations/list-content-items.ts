import { viewableTypeFilter } from '../../access/index.js'
import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { readContentType, readContentTypeIds } from '../../content-types/index.js'
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
  const empty = { data: [], meta: { page: query.page, pageSize: query.pageSize, total: 0 } }
  // Items of types the reader's role may not see are left out, as if they did not exist.
  const viewable = await viewableTypeFilter(ctx, () => readContentTypeIds(ctx))
  if (query.type) {
    const type = await readContentType(ctx, query.type)
    if (!type || (viewable && !viewable.includes(type.id))) return empty
    return pageOfContentItems(ctx, type.id, query)
  }
  return pageOfContentItems(ctx, undefined, query, viewable)
}
