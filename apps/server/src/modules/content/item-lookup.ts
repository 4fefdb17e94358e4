import type { ComponentRegistry, ContentTypeField } from '@folio/schema'

import type { OperationContext } from '../../lib/context.js'
import { loadComponentRegistry, registryFor } from '../components/index.js'
import {
  readContentTypeDefinition,
  readContentTypeDefinitions,
  type ContentTypeDefinition,
} from '../content-types/index.js'
import {
  findContentItem,
  findContentItemForUpdate,
  type ContentItemRow,
} from './content.repository.js'
import { contentItemNotFound, contentTypeNotFound, staleContentVersion } from './content-errors.js'

/**
 * The type named in the path (id or slug); 404 when it does not exist (or no longer does).
 * A delivery read finds it in the schema its snapshot holds, without a query.
 */
export async function requireContentType(
  ctx: OperationContext,
  typeIdOrSlug: string,
): Promise<ContentTypeDefinition> {
  const schema = ctx.snapshot?.schema
  const type = schema
    ? schema.type(typeIdOrSlug)
    : await readContentTypeDefinition(ctx, typeIdOrSlug)
  if (!type) throw contentTypeNotFound()
  return type
}

/** Types by id (those that exist), from the request's snapshot when it has one. */
export async function findTypeDefinitions(
  ctx: OperationContext,
  ids: readonly string[],
): Promise<ContentTypeDefinition[]> {
  const schema = ctx.snapshot?.schema
  if (!schema) return readContentTypeDefinitions(ctx, ids)
  return ids.flatMap((id) => schema.typeById(id) ?? [])
}

/** Every component, from the request's snapshot when it has one. */
export function allComponents(ctx: OperationContext): Promise<ComponentRegistry> {
  const schema = ctx.snapshot?.schema
  return schema ? Promise.resolve(schema.components) : loadComponentRegistry(ctx.db)
}

/** The components reading these fields needs (see registryFor), from the snapshot if any. */
export function componentsFor(
  ctx: OperationContext,
  fields: readonly ContentTypeField[],
): Promise<ComponentRegistry> {
  const schema = ctx.snapshot?.schema
  return schema ? Promise.resolve(schema.components) : registryFor(ctx.db, fields)
}

/**
 * An item of the type by id or slug; 404 when missing. With `lock`, the row stays locked until
 * the transaction ends, so concurrent edits of one item queue up instead of interleaving.
 */
export async function requireContentItem(
  ctx: OperationContext,
  type: ContentTypeDefinition,
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
): Promise<{ type: ContentTypeDefinition; current: ContentItemRow }> {
  const type = await requireContentType(ctx, typeIdOrSlug)
  const current = await requireContentItem(ctx, type, idOrSlug, { lock: true })
  if (expectedVersion !== undefined && expectedVersion !== current.version) {
    throw staleContentVersion(current.version)
  }
  return { type, current }
}
