import type { Kysely } from 'kysely'

import type { Database } from '../../../db/tables.js'
import {
  deleteSetting,
  readSetting,
  writeSetting,
  type SettingWrite,
} from '../settings.repository.js'

// The settings table is one key/value store shared by every module with settings (site, SEO,
// domains, AI, permissions). Settings owns it; the others read and write their own keys through
// these calls, so the storage can change (or gain a cache) in one place.

/** The stored JSON value of one settings key, parsed; undefined when it was never saved. */
export function readSettingValue(db: Kysely<Database>, key: string): Promise<unknown> {
  return readSetting(db, key)
}

/** Saves the value of one settings key, replacing what was there. */
export function saveSettingValue(db: Kysely<Database>, setting: SettingWrite): Promise<void> {
  return writeSetting(db, setting)
}

/** Removes a settings key: reads answer as if it was never saved. */
export function clearSettingValue(db: Kysely<Database>, key: string): Promise<void> {
  return deleteSetting(db, key)
}
