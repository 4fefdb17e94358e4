import type { ContentType, ListContentTypesQuery } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { publishedOnly, requireActor } from '../../../lib/permissions.js'
import { listContentTypes as listFromDb } from '../content-types.repository.js'

/**
 * Every content type by name, each with its item count (of published items for a read-only
 * API key); `q` narrows to name or slug matches.
 */
export async function listContentTypes(
  ctx: OperationContext,
  query: ListContentTypesQuery,
): Promise<ContentType[]> {
  requireActor(ctx)
  return listFromDb(ctx.db, query.q || undefined, {
    countStatus: publishedOnly(ctx) ? 'published' : undefined,
  })
}
