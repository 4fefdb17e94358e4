import { randomUUID } from 'node:crypto'

import type { Language } from '@folio/schema'

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
  insertLanguage,
  lockLanguages,
  setDefaultLanguage,
  type LanguageRow,
} from '../languages.repository.js'
import {
  defaultChangedMeanwhile,
  languageCodeTaken,
  languageConstraints,
} from '../localization-errors.js'

/**
 * Adds a language (its code already canonical BCP 47). With `isDefault`, it becomes the one
 * default in the same transaction. Admins; 409 when the code exists.
 */
export async function createLanguage(
  ctx: OperationContext,
  input: { code: string; name: string; isDefault?: boolean | undefined },
): Promise<Language> {
  const actor = accessOf(ctx).requireRole('admin')
  return withTransaction(ctx, async (trx) => {
    if (input.isDefault) await lockLanguages(trx.db, trx.dialect)
    if (await findLanguage(trx.db, input.code)) throw languageCodeTaken(input.code)
    const now = nowIso()
    const row: LanguageRow = {
      id: randomUUID(),
      code: input.code,
      name: input.name,
      is_default: 0,
      created_at: now,
      updated_at: now,
    }
    await guardUnique(
      trx,
      languageConstraints.code,
      () => languageCodeTaken(input.code),
      insertLanguage(trx.db, row),
    )
    await recordSettingChange(trx.db, actor, {
      area: 'languages',
      action: 'created',
      target: row.code,
      summary: `Language ${languageLabel(row)} added`,
      after: { code: row.code, name: row.name },
    })
    if (input.isDefault) {
      const previous = await findDefaultLanguage(trx.db)
      await guardUnique(
        trx,
        languageConstraints.oneDefault,
        defaultChangedMeanwhile,
        setDefaultLanguage(trx.db, row.code, now),
      )
      row.is_default = 1
      await recordSettingChange(trx.db, actor, {
        area: 'languages',
        action: 'updated',
        target: row.code,
        summary: `Default language set to ${languageLabel(row)}`,
        before: { defaultLanguage: previous?.code ?? null },
        after: { defaultLanguage: row.code },
      })
    }
    return toLanguage(row)
  })
}
