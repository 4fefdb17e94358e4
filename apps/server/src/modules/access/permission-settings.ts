import {
  defaultPermissionSettings,
  permissionSettingsSchema,
  type PermissionSettings,
} from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { readSettingValue } from '../settings/index.js'

/** The settings key of the Settings → Permissions tab. */
export const PERMISSION_SETTINGS_KEY = 'permissions'

/** A stored value over the defaults: settings saved before the matrix existed keep working. */
export function withPermissionDefaults(stored: unknown): PermissionSettings {
  const saved = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<
    Record<keyof PermissionSettings, unknown>
  >
  const parsed = permissionSettingsSchema.safeParse({
    ...defaultPermissionSettings,
    ...saved,
    roles: { ...defaultPermissionSettings.roles, ...(saved.roles as object | undefined) },
  })
  return parsed.success ? parsed.data : defaultPermissionSettings
}

/**
 * The saved permission settings, or the defaults for what was never saved. Read fresh on every
 * check (one primary-key read), so a change applies on every instance at once.
 */
export async function readPermissionSettings(db: Kysely<Database>): Promise<PermissionSettings> {
  return withPermissionDefaults(await readSettingValue(db, PERMISSION_SETTINGS_KEY))
}
