import { accessOf, requireContentCapability } from '../../../access/index.js'
import type { OperationContext } from '../../../../lib/context.js'
import { withTransaction } from '../../../../lib/transaction.js'
import { replaceItemLinks } from '../../links.repository.js'
import { deleteTranslationRow } from '../translations.repository.js'
import { runHooks } from '../../../lifecycle/index.js'
import { translationChange } from '../translation-change.js'
import { requireItemById, requireTranslation } from '../translation-rules.js'

/** Deletes one language of an item with its history; the item and other languages stay. */
export async function deleteItemTranslation(
  ctx: OperationContext,
  itemId: string,
  locale: string,
): Promise<void> {
  // Viewers never change translations, whatever the matrix lets them do with items.
  accessOf(ctx).requireRole('editor')
  await withTransaction(ctx, async (trx) => {
    const { type, item } = await requireItemById(trx, itemId)
    await requireContentCapability(trx, type.id, 'delete')
    const row = await requireTranslation(trx, item.id, locale, { lock: true })
    const change = translationChange(trx, type, item, locale, 'delete', null, row)
    await runHooks(trx, 'translation', 'beforeChange', change)
    await deleteTranslationRow(trx.db, row.id)
    await replaceItemLinks(trx.db, item.id, locale, [])
    await runHooks(trx, 'translation', 'afterChange', change)
    await runHooks(trx, 'translation', 'afterCommit', change)
  })
}
