import type { OperationContext } from '../../../lib/context.js'
import { withTransaction } from '../../../lib/transaction.js'
import { accessOf } from '../../access/index.js'
import {
  contentTypeNotFound,
  dropContentType,
  readContentType,
  readItemsLinkedFromOtherTypes,
  syncFilterIndexes,
} from '../../content-types/index.js'
import { runHooks, type ContentTypeChange } from '../../lifecycle/index.js'
import { releaseItemsForDelete } from '../item-release.js'

/**
 * Deletes a content type (admins only) with all its items and their versions: the foreign
 * keys cascade, so it all goes in the one statement or not at all. Relations of other types'
 * items pointing at its items refuse (409) or lose them first, as for deleting those items
 * one by one; relations among its own items go with them. It lives with content because it
 * is the items' release that makes it more than a row deleted.
 */
export async function deleteContentType(ctx: OperationContext, idOrSlug: string): Promise<void> {
  const actor = accessOf(ctx).requireRole('admin')
  await withTransaction(ctx, async (trx) => {
    const type = await readContentType(trx, idOrSlug)
    if (!type) throw contentTypeNotFound()
    const change: ContentTypeChange = {
      target: 'contentType',
      operation: 'delete',
      actor,
      contentType: type,
    }
    await runHooks(trx, 'contentType', 'beforeChange', change)
    const linked = await readItemsLinkedFromOtherTypes(trx, type.id)
    await releaseItemsForDelete(trx, linked, actor.userId)
    if (!(await dropContentType(trx, type.id))) throw contentTypeNotFound()
    await syncFilterIndexes(trx, type.id, [])
    trx.logger.info(
      { contentTypeId: type.id, items: type.itemCount, by: actor.userId },
      'content type deleted',
    )
    await runHooks(trx, 'contentType', 'afterChange', change)
    await runHooks(trx, 'contentType', 'afterCommit', change)
  })
}
