import type { TranslationSummary } from '@folio/schema'

export type LanguageState = 'main' | 'missing' | 'draft' | 'scheduled' | 'published' | 'outdated'

/** What one language of an item is: its own, missing, or a translation in some state. */
export function languageState(
  code: string,
  sourceLocale: string,
  translations: readonly TranslationSummary[],
): LanguageState {
  if (code === sourceLocale) return 'main'
  const found = translations.find((translation) => translation.locale === code)
  if (!found) return 'missing'
  return found.outdated ? 'outdated' : found.status
}

export const languageStateLabels: Record<LanguageState, string> = {
  main: 'main language',
  missing: 'not translated',
  draft: 'draft',
  scheduled: 'scheduled',
  published: 'published',
  outdated: 'outdated',
}
