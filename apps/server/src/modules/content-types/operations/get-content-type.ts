import type { ContentType } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { publishedOnly, requireActor } from '../../../lib/permissions.js'
import { contentTypeNotFound } from '../content-type-errors.js'
import { findContentType } from '../content-types.repository.js'

/**
 * One content type, by id or slug. Every signed-in user may read it; a read-only API key's
 * item count is of the published items it can see.
 */
export async function getContentType(
  ctx: OperationContext,
  idOrSlug: string,
): Promise<ContentType> {
  requireActor(ctx)
  const type = await findContentType(ctx.db, idOrSlug, {
    countStatus: publishedOnly(ctx) ? 'published' : undefined,
  })
  if (!type) throw contentTypeNotFound()
  return type
}
