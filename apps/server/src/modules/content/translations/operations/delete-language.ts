import { languageMessages } from '@folio/schema'

import { AppError } from '../../../../lib/app-error.js'
import type { OperationContext } from '../../../../lib/context.js'
import { withTransaction } from '../../../../lib/transaction.js'
import { accessOf } from '../../../access/index.js'
import { recordSettingChange } from '../../../audit/index.js'
import { deleteLocaleLinks } from '../../links.repository.js'
import {
  countItemsWrittenIn,
  countTranslationsIn,
  deleteLanguageRow,
  findLanguage,
  lockLanguages,
} from '../languages.repository.js'
import { languageLabel } from '../language-view.js'
import { languageNotFound } from '../localization-errors.js'

/**
 * Deletes a language with its translations. The default language cannot go, nor one that
 * items are written in. When translations would go with it, the caller must confirm with
 * `force`: without it the answer is 409 with their number. Admins.
 */
export async function deleteLanguage(
  ctx: OperationContext,
  code: string,
  options: { force: boolean },
): Promise<void> {
  const actor = accessOf(ctx).requireRole('admin')
  await withTransaction(ctx, async (trx) => {
    // Locked like a change of default, so the language cannot become the default meanwhile.
    await lockLanguages(trx.db, trx.dialect)
    const language = await findLanguage(trx.db, code)
    if (!language) throw languageNotFound(code)
    if (language.is_default === 1) {
      throw new AppError('unprocessable', languageMessages.deleteDefault)
    }
    const items = await countItemsWrittenIn(trx.db, code)
    if (items > 0) {
      throw new AppError(
        'unprocessable',
        languageMessages.itemsWrittenIn(items, languageLabel(language)),
      )
    }
    const translations = await countTranslationsIn(trx.db, code)
    if (translations > 0 && !options.force) {
      throw new AppError('in_use', languageMessages.hasTranslations(code, translations), [
        { path: 'translationCount', message: String(translations) },
      ])
    }
    await deleteLocaleLinks(trx.db, code)
    await deleteLanguageRow(trx.db, code)
    await recordSettingChange(trx.db, actor, {
      area: 'languages',
      action: 'deleted',
      target: code,
      summary:
        translations > 0
          ? `Language ${languageLabel(language)} deleted with ${translations} translation(s)`
          : `Language ${languageLabel(language)} deleted`,
      before: { code, name: language.name },
    })
  })
}
