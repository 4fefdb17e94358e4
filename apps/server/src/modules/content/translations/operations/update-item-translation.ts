import type { ParsedTranslationInput, Translation } from '@folio/schema'

import { accessOf, requireContentCapability } from '../../../access/index.js'
import type { OperationContext } from '../../../../lib/context.js'
import { withTransaction } from '../../../../lib/transaction.js'
import { registryFor } from '../../../components/index.js'
import { runHooks } from '../../../lifecycle/index.js'
import {
  draftOf,
  settleTranslationChange,
  translationChange,
  translationChanged,
} from '../translation-change.js'
import { presentTranslation } from '../translation-present.js'
import {
  prepareTranslation,
  requireItemById,
  requireTranslation,
  saveTranslationVersion,
} from '../translation-rules.js'

/**
 * Saves a translation's title, status, schedule and translatable values as its next version.
 * Publishing or scheduling needs the publish capability and publishes this language only.
 * 409 when `version` is stale.
 */
export async function updateItemTranslation(
  ctx: OperationContext,
  itemId: string,
  locale: string,
  input: ParsedTranslationInput,
): Promise<Translation> {
  // Viewers never change translations, whatever the matrix lets them do with items.
  accessOf(ctx).requireRole('editor')
  return withTransaction(ctx, async (trx) => {
    const { type, item } = await requireItemById(trx, itemId)
    const actor = await requireContentCapability(trx, type.id, 'edit')
    if (input.status !== 'draft') await requireContentCapability(trx, type.id, 'publish')
    const current = await requireTranslation(trx, item.id, locale, {
      lock: true,
      expectedVersion: input.version,
    })
    const components = await registryFor(trx.db, type.fields)
    const change = translationChange(trx, type, item, locale, 'update', input, current)
    await runHooks(trx, 'translation', 'beforeValidate', change)
    const draft = draftOf(change, input)
    const prepared = await prepareTranslation(trx, type, draft, current.published_at, components)
    settleTranslationChange(change, 'update', prepared)
    await runHooks(trx, 'translation', 'beforeChange', change)
    const row = await saveTranslationVersion(trx, type, item, current, prepared, {
      event: 'updated',
      actorId: actor.userId,
    })
    await translationChanged(trx, change, type, item, row, components)
    return presentTranslation(trx, type, item, row, components)
  })
}
