import type { ContentTypeField, TranslationSummary } from '@folio/schema'

import type { OperationContext } from '../../../lib/context.js'
import type { ContentItemRow } from '../content.repository.js'
import { toTranslationSummary } from './translation-view.js'
import { listTranslationsOfItems, type TranslationRow } from './translations.repository.js'

/**
 * Each listed item's translations (language, status, outdated), in one query for the page:
 * the content list shows translation progress per item.
 */
export async function translationSummariesOf(
  ctx: Pick<OperationContext, 'db'>,
  rows: readonly ContentItemRow[],
  fieldsOf: (contentTypeId: string) => readonly ContentTypeField[],
  /** The rows' translations, when the caller has them already. */
  known?: readonly TranslationRow[],
): Promise<Map<string, TranslationSummary[]>> {
  const translations =
    known ??
    (await listTranslationsOfItems(
      ctx.db,
      rows.map((row) => row.id),
    ))
  const byItem = new Map<string, TranslationSummary[]>(rows.map((row) => [row.id, []]))
  const itemOf = new Map(rows.map((row) => [row.id, row]))
  for (const translation of translations) {
    const item = itemOf.get(translation.item_id)!
    byItem
      .get(item.id)!
      .push(toTranslationSummary(translation, item, fieldsOf(item.content_type_id)))
  }
  return byItem
}
