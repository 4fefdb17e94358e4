import type { RestoreTranslationInput, Translation, TranslationStatus } from '@folio/schema'

import { accessOf, requireContentCapability } from '../../../access/index.js'
import type { OperationContext } from '../../../../lib/context.js'
import { withTransaction } from '../../../../lib/transaction.js'
import { registryFor } from '../../../components/index.js'
import { contentVersionNotFound } from '../../content-errors.js'
import { byName, translatableFields } from '../translation-view.js'
import { findTranslationVersion } from '../translations.repository.js'
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
 * Brings back an earlier version's title and values as the translation's next version,
 * keeping its current status and schedule; the values must pass today's rules.
 */
export async function restoreTranslationVersion(
  ctx: OperationContext,
  itemId: string,
  locale: string,
  input: RestoreTranslationInput,
): Promise<Translation> {
  // Viewers never change translations, whatever the matrix lets them do with items.
  accessOf(ctx).requireRole('editor')
  return withTransaction(ctx, async (trx) => {
    const { type, item } = await requireItemById(trx, itemId)
    const actor = await requireContentCapability(trx, type.id, 'edit')
    const current = await requireTranslation(trx, item.id, locale, {
      lock: true,
      expectedVersion: input.currentVersion,
    })
    const snapshot = await findTranslationVersion(trx.db, current.id, input.version)
    if (!snapshot) throw contentVersionNotFound()
    const stored = JSON.parse(snapshot.data) as Record<string, unknown>
    const components = await registryFor(trx.db, type.fields)
    const data = byName(translatableFields(type.fields), stored, components)
    const restored = {
      title: snapshot.title,
      status: current.status as TranslationStatus,
      scheduledFor: current.scheduled_for,
      data,
    }
    const change = translationChange(trx, type, item, locale, 'restore', restored, current)
    await runHooks(trx, 'translation', 'beforeValidate', change)
    const draft = draftOf(change, restored)
    const prepared = await prepareTranslation(trx, type, draft, current.published_at, components)
    settleTranslationChange(change, 'restore', prepared)
    await runHooks(trx, 'translation', 'beforeChange', change)
    const row = await saveTranslationVersion(trx, type, item, current, prepared, {
      event: 'restored',
      actorId: actor.userId,
      restoredFrom: input.version,
    })
    await translationChanged(trx, change, type, item, row, components)
    return presentTranslation(trx, type, item, row, components)
  })
}
