import type { ContentStatus } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import { requireContentCapability, requireWriter } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { runHooks, type ItemChange } from '../../lifecycle/index.js'
import { deleteContentItem as deleteContentItemRow } from '../content.repository.js'
import { releaseItemsForDelete } from '../item-release.js'
import { requireContentItem, requireContentType } from '../item-lookup.js'
import { presentContentItem } from '../item-view.js'

/**
 * Deletes an item and its history. Relations of other items pointing at it either refuse
 * (409) or lose it, as each field says. Editors and admins.
 */
export async function deleteContentItem(
  ctx: OperationContext,
  typeIdOrSlug: string,
  idOrSlug: string,
): Promise<void> {
  const actor = requireWriter(ctx)
  await withTransaction(ctx, async (trx) => {
    const type = await requireContentType(trx, typeIdOrSlug)
    await requireContentCapability(trx, type.id, 'delete', type.name)
    const item = await requireContentItem(trx, type, idOrSlug, { lock: true })
    const change: ItemChange = {
      target: 'item',
      operation: 'delete',
      actor,
      contentType: { id: type.id, slug: type.slug, name: type.name, fields: type.fields },
      previous: { id: item.id, status: item.status as ContentStatus, version: item.version },
      input: null,
      contentChanged: true,
      item: await presentContentItem(trx, item, type.fields),
    }
    await runHooks(trx, 'item', 'beforeChange', change)
    await releaseItemsForDelete(trx, [item.id], actor.userId)
    await deleteContentItemRow(trx.db, item.id)
    await runHooks(trx, 'item', 'afterChange', change)
    await runHooks(trx, 'item', 'afterCommit', change)
    trx.logger.info({ itemId: item.id, by: actor.userId }, 'content item deleted')
  })
}
