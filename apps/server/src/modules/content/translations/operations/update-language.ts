import { languageMessages, type Language } from '@folio/schema'

import { AppError } from '../../../../lib/app-error.js'
import { nowIso } from '../../../../lib/clock.js'
import type { OperationContext } from '../../../../lib/context.js'
import { withTransaction } from '../../../../lib/transaction.js'
import { guardUnique } from '../../../../lib/unique-guard.js'
import { accessOf } from '../../../access/index.js'
import { recordSettingChange } from '../../../audit/index.js'
import { languageLabel, toLanguage } from '../language-view.js'
import {
  findDefaultLanguage,
  findLanguage,
  lockLanguages,
  renameLanguage,
  setDefaultLanguage,
} from '../languages.repository.js'
import {
  defaultChangedMeanwhile,
  languageConstraints,
  languageNotFound,
} from '../localization-errors.js'

/**
 * Renames a language and/or makes it the default. The default moves atomically: every language
 * row is locked first, so of two concurrent "make X the default" requests the second waits and
 * then moves it again, leaving exactly one. Content is not rewritten. Admins.
 */
export async function updateLanguage(
  ctx: OperationContext,
  code: string,
  input: { name?: string | undefined; isDefault?: boolean | undefined },
): Promise<Language> {
  const actor = accessOf(ctx).requireRole('admin')
  return withTransaction(ctx, async (trx) => {
    if (input.isDefault !== undefined) await lockLanguages(trx.db, trx.dialect)
    const current = await findLanguage(trx.db, code)
    if (!current) throw languageNotFound(code)
    if (input.isDefault === false && current.is_default === 1) {
      throw new AppError('unprocessable', languageMessages.keepOneDefault, [
        { path: 'isDefault', message: languageMessages.keepOneDefault },
      ])
    }
    const now = nowIso()
    if (input.name !== undefined && input.name !== current.name) {
      await renameLanguage(trx.db, code, input.name, now)
      await recordSettingChange(trx.db, actor, {
        area: 'languages',
        action: 'updated',
        target: code,
        summary: `Language ${languageLabel(current)} renamed to ${input.name}`,
        before: { name: current.name },
        after: { name: input.name },
      })
    }
    if (input.isDefault === true && current.is_default !== 1) {
      const previous = await findDefaultLanguage(trx.db)
      await guardUnique(
        trx,
        languageConstraints.oneDefault,
        defaultChangedMeanwhile,
        setDefaultLanguage(trx.db, code, now),
      )
      await recordSettingChange(trx.db, actor, {
        area: 'languages',
        action: 'updated',
        target: code,
        summary: `Default language set to ${languageLabel({ code, name: input.name ?? current.name })}`,
        before: { defaultLanguage: previous?.code ?? null },
        after: { defaultLanguage: code },
      })
    }
    const updated = await findLanguage(trx.db, code)
    return toLanguage(updated!)
  })
}
