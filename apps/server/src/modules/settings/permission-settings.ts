import {
  defaultPermissionSettings,
  permissionSettingsSchema,
  type PermissionSettings,
  type RoleRights,
} from '@folio/schema'
import type { Kysely } from 'kysely'

import type { Database } from '../../db/tables.js'
import { findContentTypesByIds } from '../content-types/index.js'
import { readSetting } from './settings.repository.js'

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
  return withPermissionDefaults(await readSetting(db, PERMISSION_SETTINGS_KEY))
}

/**
 * The settings without overrides for content types deleted since they were saved, so the tab
 * shows, and a save sends back, only types that exist.
 */
export async function withoutDeletedTypes(
  db: Kysely<Database>,
  settings: PermissionSettings,
): Promise<PermissionSettings> {
  const { editor, viewer } = settings.roles
  const ids = [
    ...new Set([...Object.keys(editor.contentTypes), ...Object.keys(viewer.contentTypes)]),
  ]
  if (ids.length === 0) return settings
  const known = new Set((await findContentTypesByIds(db, ids)).map((type) => type.id))
  if (known.size === ids.length) return settings
  const keep = (rights: RoleRights): RoleRights => ({
    ...rights,
    contentTypes: Object.fromEntries(
      Object.entries(rights.contentTypes).filter(([id]) => known.has(id)),
    ),
  })
  return { ...settings, roles: { editor: keep(editor), viewer: keep(viewer) } }
}
