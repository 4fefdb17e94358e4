import type { OperationContext } from '../../../lib/context.js'
import { requireContentCapability, requireWriter } from '../../access/index.js'
import { withTransaction } from '../../../lib/transaction.js'
import { recordEvent } from '../../webhooks/index.js'
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
    await releaseItemsForDelete(trx, [item.id], actor.userId)
    await recordEvent(trx, 'item.deleted', await presentContentItem(trx, item, type.fields))
    await deleteContentItemRow(trx.db, item.id)
    trx.logger.info({ itemId: item.id, by: actor.userId }, 'content item deleted')
  })
}
