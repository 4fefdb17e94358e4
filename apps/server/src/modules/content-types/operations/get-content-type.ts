import type { ContentType } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireActor } from '../../../lib/permissions.js'
import { contentTypeNotFound } from '../content-type-errors.js'
import { findContentType } from '../content-types.repository.js'

/** One content type, by id or slug. Every signed-in user may read it. */
export async function getContentType(
  ctx: OperationContext,
  idOrSlug: string,
): Promise<ContentType> {
  requireActor(ctx)
  const type = await findContentType(ctx.db, idOrSlug)
  if (!type) throw contentTypeNotFound()
  return type
}
