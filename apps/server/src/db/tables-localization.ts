import type { Generated } from 'kysely'

/** Tables of languages and content translations (migration 0009). */
export interface LocalizationTables {
  languages: LanguageTable
  content_item_translations: ContentItemTranslationTable
  content_translation_versions: ContentTranslationVersionTable
}

export interface LanguageTable {
  id: string
  /** Canonical BCP 47 (`en`, `fr-CA`); unique and never changed. */
  code: string
  name: string
  /** 0 or 1; exactly one row holds 1 (a partial unique index keeps it at most one). */
  is_default: number
  created_at: string
  updated_at: string
}

/**
 * A content item in one more language than its main row's. Holds the translatable fields only;
 * the others are read from the item. Shares the item's slug.
 */
export interface ContentItemTranslationTable {
  id: string
  item_id: string
  /** A languages.code. */
  locale: string
  title: string
  /** draft | scheduled | published */
  status: string
  /** JSON object of translatable field values keyed by field id; null clears a value. */
  data: string
  /**
   * JSON `{ title, data }`: the item's translatable values when this translation was last
   * saved. The item differing from it now makes the translation outdated.
   */
  source: string
  version: Generated<number>
  created_at: string
  updated_at: string
  published_at: string | null
  scheduled_for: string | null
  created_by: string | null
  updated_by: string | null
}

/** One snapshot per saved version of a translation. */
export interface ContentTranslationVersionTable {
  id: string
  translation_id: string
  version: number
  /** created | updated | restored | scheduled-publish */
  event: string
  restored_from: number | null
  title: string
  status: string
  data: string
  published_at: string | null
  scheduled_for: string | null
  created_at: string
  created_by: string | null
}
