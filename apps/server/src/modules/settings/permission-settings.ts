import {
  defaultPermissionSettings,
  permissionSettingsSchema,
  type PermissionSettings,
} from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { readSetting } from './settings.repository.js'

/** The settings key of the Settings → Permissions tab. */
export const PERMISSION_SETTINGS_KEY = 'permissions'

/**
 * The saved permission settings, or the defaults for what was never saved. Read fresh on every
 * publish (one primary-key read), so a change applies on every instance at once.
 */
export async function readPermissionSettings(db: Kysely<Database>): Promise<PermissionSettings> {
  const stored = await readSetting(db, PERMISSION_SETTINGS_KEY)
  const parsed = permissionSettingsSchema.safeParse({
    ...defaultPermissionSettings,
    ...(stored as object),
  })
  return parsed.success ? parsed.data : defaultPermissionSettings
}
