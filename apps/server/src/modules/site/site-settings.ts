import {
  appearanceSettingsSchema,
  defaultAppearanceSettings,
  defaultGeneralSettings,
  generalSettingsSchema,
  type AppearanceSettings,
  type GeneralSettings,
} from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { readSettingValue } from '../settings/index.js'

/** Settings keys of the General and Appearance tabs. */
export const GENERAL_SETTINGS_KEY = 'general'
export const APPEARANCE_SETTINGS_KEY = 'appearance'

/**
 * A stored settings value over its defaults: what was never saved (or no longer parses, after
 * a schema change) reads as the default rather than failing the page.
 */
function withDefaults<T extends object>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  defaults: T,
  stored: unknown,
): T {
  const parsed = schema.safeParse({ ...defaults, ...(stored as object | undefined) })
  return parsed.success ? parsed.data : defaults
}

export async function readGeneralSettings(db: Kysely<Database>): Promise<GeneralSettings> {
  const stored = await readSettingValue(db, GENERAL_SETTINGS_KEY)
  return withDefaults(generalSettingsSchema, defaultGeneralSettings, stored)
}

export async function readAppearanceSettings(db: Kysely<Database>): Promise<AppearanceSettings> {
  const stored = await readSettingValue(db, APPEARANCE_SETTINGS_KEY)
  return withDefaults(appearanceSettingsSchema, defaultAppearanceSettings, stored)
}
