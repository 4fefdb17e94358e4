import type { TranslationList } from '@folio/schema'

import type { OperationContext } from '../../../../lib/context.js'
import { requireContentCapability } from '../../../access/index.js'
import { requireItemById } from '../translation-rules.js'
import { toTranslationSummary } from '../translation-view.js'
import { listTranslationsOfItems } from '../translations.repository.js'

/** The item's own language and its translations, for the editor's language switcher. */
export async function listItemTranslations(
  ctx: OperationContext,
  itemId: string,
): Promise<TranslationList> {
  const { type, item } = await requireItemById(ctx, itemId)
  await requireContentCapability(ctx, type.id, 'view')
  const rows = await listTranslationsOfItems(ctx.db, [item.id])
  return {
    sourceLocale: item.locale,
    translations: rows.map((row) => toTranslationSummary(row, item, type.fields)),
  }
}
