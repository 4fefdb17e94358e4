import { randomUUID } from 'node:crypto'

import { translationMessages, type Translation } from '@folio/schema'

import { AppError } from '../../../../lib/app-error.js'
import { accessOf, requireContentCapability } from '../../../access/index.js'
import { nowIso } from '../../../../lib/clock.js'
import type { OperationContext } from '../../../../lib/context.js'
import { withTransaction } from '../../../../lib/transaction.js'
import { registryFor } from '../../../components/index.js'
import { linksOf } from '../../item-links.js'
import { replaceItemLinks } from '../../links.repository.js'
import { sourceOf, translatableFields, translationSnapshot } from '../translation-view.js'
import {
  findTranslation,
  insertTranslation,
  insertTranslationVersions,
} from '../translations.repository.js'
import { guardUnique } from '../../../../lib/unique-guard.js'
import { languageConstraints, translationExists } from '../localization-errors.js'
import { translationChange, translationChanged } from '../translation-change.js'
import { presentTranslation } from '../translation-present.js'
import { requireItemById, requireLanguage } from '../translation-rules.js'

/**
 * Starts a translation as a draft holding the item's current title and translatable values,
 * for the translator to overwrite. 422 for a language that is not configured, 409 for the
 * item's own language or one it has a translation in already.
 */
export async function createItemTranslation(
  ctx: OperationContext,
  itemId: string,
  locale: string,
): Promise<Translation> {
  // Viewers never change translations, whatever the matrix lets them do with items.
  accessOf(ctx).requireRole('editor')
  return withTransaction(ctx, async (trx) => {
    const { type, item } = await requireItemById(trx, itemId, { lock: true })
    const actor = await requireContentCapability(trx, type.id, 'create')
    await requireLanguage(trx, locale)
    if (item.locale === locale) {
      throw new AppError('conflict', translationMessages.sameAsSource(locale), [
        { path: 'locale', message: translationMessages.sameAsSource(locale) },
      ])
    }
    if (await findTranslation(trx.db, item.id, locale)) throw translationExists(locale)
    const source = sourceOf(item, type.fields)
    const now = nowIso()
    const row = await guardUnique(
      trx,
      languageConstraints.translation,
      () => translationExists(locale),
      insertTranslation(trx.db, {
        id: randomUUID(),
        item_id: item.id,
        locale,
        title: source.title,
        status: 'draft',
        data: JSON.stringify(source.data),
        source: JSON.stringify(source),
        created_at: now,
        updated_at: now,
        published_at: null,
        scheduled_for: null,
        created_by: actor.userId,
        updated_by: actor.userId,
      }),
    )
    await insertTranslationVersions(trx.db, [
      translationSnapshot(row, randomUUID(), 'created', actor.userId),
    ])
    // The copied values point where the item's do, so they hold their targets too.
    const components = await registryFor(trx.db, type.fields)
    const links = linksOf(translatableFields(type.fields), source.data, components)
    await replaceItemLinks(trx.db, item.id, locale, links)
    // A new language starts as a copy of the item's values, a draft: nothing to validate or
    // refuse, so only the after-stages run (webhooks send item.updated in that language).
    const change = translationChange(trx, type, item, locale, 'create', null)
    await translationChanged(trx, change, type, item, row, components)
    return presentTranslation(trx, type, item, row, components)
  })
}
