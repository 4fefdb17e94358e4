import { apiSettingsSchema, type ApiSettings } from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { readSetting } from './settings.repository.js'

/** The settings key of the Settings → API tab. */
export const API_SETTINGS_KEY = 'api'

/** A new installation answers API keys and allows no other origin. */
export const defaultApiSettings: ApiSettings = { enabled: true, allowedOrigins: [] }

/** The saved API settings, or the defaults for what was never saved. */
export async function readApiSettings(db: Kysely<Database>): Promise<ApiSettings> {
  const stored = await readSetting(db, API_SETTINGS_KEY)
  const parsed = apiSettingsSchema.safeParse({ ...defaultApiSettings, ...(stored as object) })
  return parsed.success ? parsed.data : defaultApiSettings
}

/*
 * Every API-key request needs these settings (enabled? which origins?), so each instance keeps
 * them for one second instead of reading the row each time. The row is one primary-key read,
 * but under load that is one more query per request. One second bounds how stale another
 * instance can be: an admin who turns access off sees every instance refuse keys within a
 * second, and the instance that saved the change forgets its copy at once. Keyed by the
 * database handle, so servers in one process (tests) never share a copy.
 */
const CACHE_MS = 1000
const cache = new WeakMap<Kysely<Database>, { settings: Promise<ApiSettings>; until: number }>()

/** The API settings as requests see them: at most one second old. */
export function cachedApiSettings(db: Kysely<Database>): Promise<ApiSettings> {
  const now = Date.now()
  const entry = cache.get(db)
  if (entry && entry.until > now) return entry.settings
  const settings = readApiSettings(db)
  cache.set(db, { settings, until: now + CACHE_MS })
  // A failed read must not be remembered: the next request tries again.
  settings.catch(() => cache.delete(db))
  return settings
}

/** Drops this instance's copy, after a save. */
export function forgetCachedApiSettings(db: Kysely<Database>): void {
  cache.delete(db)
}
