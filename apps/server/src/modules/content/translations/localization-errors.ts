import { languageMessages, translationMessages } from '@folio/schema'

import type { UniqueConstraint } from '../../../db/dialects/dialect.js'
import { AppError } from '../../../lib/app-error.js'

export const languageConstraints = {
  code: { name: 'languages_code_unique', table: 'languages', columns: ['code'] },
  oneDefault: { name: 'languages_one_default', table: 'languages', columns: ['is_default'] },
  translation: {
    name: 'content_item_translations_item_locale_unique',
    table: 'content_item_translations',
    columns: ['item_id', 'locale'],
  },
} as const satisfies Record<string, UniqueConstraint>

export function languageNotFound(code: string): AppError {
  return new AppError('not_found', languageMessages.notFound(code))
}

export function languageCodeTaken(code: string): AppError {
  return new AppError('already_exists', languageMessages.codeTaken(code), [
    { path: 'code', message: languageMessages.codeTaken(code) },
  ])
}

/** The one-default index refused a write: another change of the default got there first. */
export function defaultChangedMeanwhile(): AppError {
  return new AppError('stale_version', languageMessages.defaultChangedConcurrently)
}

export function translationNotFound(locale: string): AppError {
  return new AppError('not_found', translationMessages.notFound(locale))
}

export function translationExists(locale: string): AppError {
  return new AppError('already_exists', translationMessages.exists(locale), [
    { path: 'locale', message: translationMessages.exists(locale) },
  ])
}

export function unknownLanguage(locale: string): AppError {
  return new AppError('unprocessable', translationMessages.unknownLanguage(locale), [
    { path: 'locale', message: translationMessages.unknownLanguage(locale) },
  ])
}
