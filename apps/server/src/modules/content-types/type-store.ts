import type { ContentType } from '@folio/schema'

import type { OperationContext } from '../../lib/context.js'
import {
  deleteContentType,
  findContentType,
  findContentTypeDefinition,
  findContentTypeDefinitionsByIds,
  findContentTypesByIds,
  insertContentType,
  itemsOfTypeLinkedFromOthers,
  listContentTypeDefinitions,
  listContentTypeIds,
  type ContentTypeDefinition,
  type NewContentType,
} from './content-types.repository.js'

/**
 * The content model's storage as other modules use it. Each read takes the context it runs in (a
 * request's, or a transaction's when it must see that transaction's writes); permissions are
 * the caller's operation's to check, since these serve rules, lookups and the
 * sample data, not clients.
 */
type Reader = Pick<OperationContext, 'db'>

/** A type by id or slug, with its item count. */
export function readContentType(ctx: Reader, idOrSlug: string): Promise<ContentType | undefined> {
  return findContentType(ctx.db, idOrSlug)
}

/** A type's definition (fields and settings, no count) by id or slug. */
export function readContentTypeDefinition(
  ctx: Reader,
  idOrSlug: string,
): Promise<ContentTypeDefinition | undefined> {
  return findContentTypeDefinition(ctx.db, idOrSlug)
}

export function readContentTypeDefinitions(
  ctx: Reader,
  ids: readonly string[],
): Promise<ContentTypeDefinition[]> {
  return findContentTypeDefinitionsByIds(ctx.db, ids)
}

/** Every type's definition. */
export function readAllContentTypeDefinitions(ctx: Reader): Promise<ContentTypeDefinition[]> {
  return listContentTypeDefinitions(ctx.db)
}

export function readContentTypes(ctx: Reader, ids: readonly string[]): Promise<ContentType[]> {
  return findContentTypesByIds(ctx.db, ids)
}

export function readContentTypeIds(ctx: Reader): Promise<string[]> {
  return listContentTypeIds(ctx.db)
}

/** Items of the type that items of other types link to (which a delete would break). */
export function readItemsLinkedFromOtherTypes(ctx: Reader, typeId: string): Promise<string[]> {
  return itemsOfTypeLinkedFromOthers(ctx.db, typeId)
}

/** Removes a type's row; deleting its items first is the caller's (content's delete). */
export function dropContentType(ctx: Reader, id: string): Promise<boolean> {
  return deleteContentType(ctx.db, id)
}

/** Stores a type as given, without the create rules: for sample data that is known good. */
export async function storeContentType(ctx: Reader, type: NewContentType): Promise<void> {
  await insertContentType(ctx.db, type)
}
