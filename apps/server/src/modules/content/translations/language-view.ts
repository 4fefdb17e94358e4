import type { Language } from '@folio/schema'

import type { LanguageRow } from './languages.repository.js'

export function toLanguage(row: LanguageRow): Language {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    isDefault: row.is_default === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** How the audit log names a language: "French (fr)". */
export function languageLabel(row: Pick<LanguageRow, 'code' | 'name'>): string {
  return `${row.name} (${row.code})`
}
