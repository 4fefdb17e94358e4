import type { ContentType } from '@folio/schema'

import type { OperationContext } from '../../lib/context.js'
import { findContentType } from '../content-types/index.js'
import {
  findContentItem,
  findContentItemForUpdate,
  type ContentItemRow,
} from './content.repository.js'
import { contentItemNotFound, contentTypeNotFound, staleContentVersion } from './content-errors.js'

/** The type named in the path (id or slug); 404 when it does not exist (or no longer does). */
export async function requireContentType(
  ctx: OperationContext,
  typeIdOrSlug: string,
): Promise<ContentType> {
  const type = await findContentType(ctx.db, typeIdOrSlug)
  if (!type) throw contentTypeNotFound()
  return type
}

/**
 * An item of the type by id or slug; 404 when missing. With `lock`, the row stays locked until
 * the transaction ends, so concurrent edits of one item queue up instead of interleaving.
 */
export async function requireContentItem(
  ctx: OperationContext,
  type: ContentType,
  idOrSlug: string,
  options: { lock?: boolean } = {},
): Promise<ContentItemRow> {
  const item = options.lock
    ? await findContentItemForUpdate(ctx.db, ctx.dialect, type.id, idOrSlug)
    : await findContentItem(ctx.db, type.id, idOrSlug)
  if (!item) throw contentItemNotFound()
  return item
}

/**
 * The type and the item an edit is about, with the item locked for the rest of the transaction.
 * When the caller names the version their edit started from and someone saved since, the edit
 * stops here with 409 and the current version number.
 */
export async function lockItemForEdit(
  ctx: OperationContext,
  typeIdOrSlug: string,
  idOrSlug: string,
  expectedVersion: number | undefined,
): Promise<{ type: ContentType; current: ContentItemRow }> {
  const type = await requireContentType(ctx, typeIdOrSlug)
  const current = await requireContentItem(ctx, type, idOrSlug, { lock: true })
  if (expectedVersion !== undefined && expectedVersion !== current.version) {
    throw staleContentVersion(current.version)
  }
  return { type, current }
}
