import { translationMessages, type ContentTypeField } from '@folio/schema'

import { AppError } from '../../lib/app-error.js'
import type { OperationContext } from '../../lib/context.js'
import { publishedOnly } from '../../lib/permissions.js'
import { listLanguageRows } from './translations/languages.repository.js'
import { localizedRow } from './translations/translation-view.js'
import {
  listTranslationsOfItems,
  type TranslationRow,
} from './translations/translations.repository.js'
import type { ContentItemRow } from './content.repository.js'

/**
 * Delivery in a language (`locale=`, `fallback=`). An item is read in the requested language
 * when it is written in it or has a translation in it (published, for read-only keys);
 * otherwise in the default language, unless `fallback=false` leaves it out. Filters and sorting
 * keep applying to the item's main row.
 */
export interface DeliveryLocale {
  /** The language asked for, canonical; undefined reads every item in its own language. */
  requested: string | undefined
  fallback: boolean
  defaultLocale: string
  /** Read-only keys see published translations only. */
  publishedOnly: boolean
}

export type LocalizedRow = ContentItemRow & { locales: string[] }

/** Checks `locale=` names a configured language (400 otherwise). */
export async function resolveDeliveryLocale(
  ctx: OperationContext,
  query: { locale?: string | undefined; fallback?: boolean | undefined },
): Promise<DeliveryLocale> {
  // Without `locale=` no language is looked up: every item is read in its own.
  const languages = query.locale === undefined ? [] : await listLanguageRows(ctx.db)
  if (query.locale !== undefined && !languages.some((l) => l.code === query.locale)) {
    const message = translationMessages.unknownLocale(
      query.locale,
      languages.map((l) => l.code),
    )
    throw new AppError('validation_failed', message, [{ path: 'locale', message }])
  }
  return {
    requested: query.locale,
    fallback: query.fallback ?? true,
    defaultLocale: languages.find((l) => l.is_default === 1)?.code ?? 'en',
    publishedOnly: publishedOnly(ctx),
  }
}

/** The SQL condition a list needs: with `fallback=false`, items without the language go. */
export function localeRequirement(locale: DeliveryLocale) {
  return locale.requested !== undefined && !locale.fallback
    ? { code: locale.requested, publishedOnly: locale.publishedOnly }
    : undefined
}

/**
 * The rows as read in the requested language, each with the languages it can be read in. A
 * row with no version in the language is dropped when fallback is off (a list's SQL left
 * those out already; a single read answers 404). One query for all the rows' translations.
 */
export async function localizeRows(
  ctx: Pick<OperationContext, 'db'>,
  rows: readonly ContentItemRow[],
  locale: DeliveryLocale,
  fieldsOf: (contentTypeId: string) => readonly ContentTypeField[],
  /** The rows' translations, when the caller has them already. */
  known?: readonly TranslationRow[],
): Promise<LocalizedRow[]> {
  const all =
    known ??
    (await listTranslationsOfItems(
      ctx.db,
      rows.map((row) => row.id),
    ))
  const translations = all.filter((t) => !locale.publishedOnly || t.status === 'published')
  const localized: LocalizedRow[] = []
  for (const row of rows) {
    const own = translations.filter((t) => t.item_id === row.id)
    const locales = [row.locale, ...own.map((t) => t.locale).filter((l) => l !== row.locale)]
    const inLocale = (code: string) => {
      if (row.locale === code) return row
      const translation = own.find((t) => t.locale === code)
      return translation && localizedRow(row, translation, fieldsOf(row.content_type_id))
    }
    if (locale.requested === undefined) {
      localized.push({ ...row, locales })
      continue
    }
    const served =
      inLocale(locale.requested) ??
      (locale.fallback ? (inLocale(locale.defaultLocale) ?? row) : undefined)
    if (served) localized.push({ ...served, locales })
  }
  return localized
}
