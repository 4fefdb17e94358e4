import type { TranslationVersion } from '@folio/schema'

import { requireContentCapability } from '../../../access/index.js'
import type { OperationContext } from '../../../../lib/context.js'
import { registryFor } from '../../../components/index.js'
import { loadAuthors } from '../../item-view.js'
import { toTranslationVersion } from '../translation-view.js'
import { listTranslationVersionRows } from '../translations.repository.js'
import { requireItemById, requireTranslation } from '../translation-rules.js'

/** A translation's history, newest first. */
export async function listTranslationVersions(
  ctx: OperationContext,
  itemId: string,
  locale: string,
): Promise<TranslationVersion[]> {
  const { type, item } = await requireItemById(ctx, itemId)
  await requireContentCapability(ctx, type.id, 'view')
  const translation = await requireTranslation(ctx, item.id, locale)
  const rows = await listTranslationVersionRows(ctx.db, translation.id)
  const authors = await loadAuthors(
    ctx,
    rows.map((row) => row.created_by),
  )
  const components = await registryFor(ctx.db, type.fields)
  return rows.map((row) => toTranslationVersion(row, type.fields, authors, components))
}
