import { defaultSeoSettings, seoSettingsSchema, type SeoSettings } from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { readSettingValue } from '../settings/index.js'

/** The settings key of the single SEO record. */
export const SEO_SETTINGS_KEY = 'seo'

/** The SEO record, or the defaults when none was saved (the spec's "no rows" case). */
export async function readSeoSettings(db: Kysely<Database>): Promise<SeoSettings> {
  const stored = await readSettingValue(db, SEO_SETTINGS_KEY)
  const parsed = seoSettingsSchema.safeParse(stored ?? {})
  return parsed.success ? parsed.data : defaultSeoSettings
}
